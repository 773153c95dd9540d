import type { Credentials } from '../../../auth/credentials.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

type Call = Omit<AreaCall, 'answer'>;

/**
 * An edge script's environment variables, one method per operation. A write answers the variable as bunny.net sent it
 * back, or null when bunny.net sent none (an upsert may answer 204).
 */
export class EdgeScriptVariablesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }

  private async variable(call: Call): Promise<Up.UpstreamEdgeScriptVariable | null> {
    const { data } = await this.json<Up.UpstreamEdgeScriptVariable>({ ...call, answer: 'object' });
    return data ?? null;
  }

  /** `GET /compute/script/{id}/variables/{variableId}`: the variable at that path, so its id is known. */
  async get(id: number, variableId: number): Promise<Up.UpstreamEdgeScriptVariable & { Id: number }> {
    const call = { method: 'GET', route: '/compute/script/{id}/variables/{variableId}', idempotent: true } as const;
    const found = await this.variable({ ...call, params: { id, variableId } });
    if (found === null) throw unexpectedAnswer('edgeScripts', { ...call, answer: 'object' }, 200);
    return { ...found, Id: variableId };
  }

  /** `POST /compute/script/{id}/variables/add`. */
  add(id: number, body: Up.UpstreamAddVariable): Promise<Up.UpstreamEdgeScriptVariable | null> {
    return this.variable({
      method: 'POST',
      route: '/compute/script/{id}/variables/add',
      params: { id },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `POST /compute/script/{id}/variables/{variableId}`. */
  update(
    id: number,
    variableId: number,
    body: Up.UpstreamUpdateVariable,
  ): Promise<Up.UpstreamEdgeScriptVariable | null> {
    return this.variable({
      method: 'POST',
      route: '/compute/script/{id}/variables/{variableId}',
      params: { id, variableId },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `PUT /compute/script/{id}/variables`: adds the variable of that name, or changes it. */
  upsert(id: number, body: Up.UpstreamUpsertVariable): Promise<Up.UpstreamEdgeScriptVariable | null> {
    return this.variable({
      method: 'PUT',
      route: '/compute/script/{id}/variables',
      params: { id },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `DELETE /compute/script/{id}/variables/{variableId}`; bunny.net answers 204. */
  async delete(id: number, variableId: number): Promise<void> {
    await this.json({
      method: 'DELETE',
      route: '/compute/script/{id}/variables/{variableId}',
      params: { id, variableId },
    });
  }
}
