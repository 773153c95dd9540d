import type { Credentials } from '../../../auth/credentials.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, type AreaCall } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

type Call = Omit<AreaCall, 'answer'>;

/**
 * An edge script's secrets, one method per operation. A secret's value goes only to bunny.net: before a call that
 * sends one, it joins the request's secrets, so it is scrubbed from every error and log line like a key (should
 * bunny.net echo it), and bunny.net never sends it back.
 */
export class EdgeScriptSecretsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }

  private async write(value: string, call: Call): Promise<Up.UpstreamEdgeScriptSecret | null> {
    this.credentials.secrets.add(value);
    const { data } = await this.json<Up.UpstreamEdgeScriptSecret>({ ...call, answer: 'object' });
    return data ?? null;
  }

  /** `GET /compute/script/{id}/secrets`: every secret of the script, in one answer (bunny.net does not page it). */
  async list(id: number): Promise<Up.UpstreamEdgeScriptSecret[]> {
    const { data } = await this.json<Up.UpstreamSecretList>({
      method: 'GET',
      route: '/compute/script/{id}/secrets',
      params: { id },
      idempotent: true,
      answer: 'object',
    });
    return data?.Secrets ?? [];
  }

  /** `POST /compute/script/{id}/secrets`. */
  add(id: number, body: Up.UpstreamAddSecret & { Secret: string }): Promise<Up.UpstreamEdgeScriptSecret | null> {
    return this.write(body.Secret, {
      method: 'POST',
      route: '/compute/script/{id}/secrets',
      params: { id },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `POST /compute/script/{id}/secrets/{secretId}`: a new value. */
  update(id: number, secretId: number, secret: string): Promise<Up.UpstreamEdgeScriptSecret | null> {
    const body: Up.UpstreamUpdateSecret = { Secret: secret };
    return this.write(secret, {
      method: 'POST',
      route: '/compute/script/{id}/secrets/{secretId}',
      params: { id, secretId },
      json: body,
    });
  }

  /** `PUT /compute/script/{id}/secrets`: adds the secret of that name, or gives it the new value. */
  upsert(id: number, body: Up.UpstreamUpsertSecret & { Secret: string }): Promise<Up.UpstreamEdgeScriptSecret | null> {
    return this.write(body.Secret, {
      method: 'PUT',
      route: '/compute/script/{id}/secrets',
      params: { id },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `DELETE /compute/script/{id}/secrets/{secretId}`; bunny.net answers 204. */
  async delete(id: number, secretId: number): Promise<void> {
    await this.json({ method: 'DELETE', route: '/compute/script/{id}/secrets/{secretId}', params: { id, secretId } });
  }
}
