import type { Readable } from 'node:stream';
import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import type { UpstreamStream } from '../../../upstream/types.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

/** The code in an edge script's editor: read whole (a GraphQL field), read as a stream (the download), written. */
export class EdgeScriptCodeClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }

  /** `GET /compute/script/{id}/code`, read whole: at most MAX_UPSTREAM_JSON_BYTES, like every JSON answer. */
  async get(id: number): Promise<Up.UpstreamEdgeScriptCode> {
    const call = { method: 'GET', route: '/compute/script/{id}/code', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamEdgeScriptCode>({ ...call, params: { id } });
    if (data === undefined) throw unexpectedAnswer('edgeScripts', call, status);
    return data;
  }

  /** `GET /compute/script/{id}/code`, its JSON handed over as it arrives (codeFromJson.ts reads the code out of it). */
  open(id: number): Promise<UpstreamStream> {
    return this.stream({
      method: 'GET',
      route: '/compute/script/{id}/code',
      params: { id },
      idempotent: true,
      accept: 'application/json',
    });
  }

  /** `POST /compute/script/{id}/code` with the code as text; bunny.net answers 204. */
  async set(id: number, code: string): Promise<void> {
    const body: Up.UpstreamUpdateEdgeScriptCode = { Code: code };
    await this.json({ method: 'POST', route: '/compute/script/{id}/code', params: { id }, json: body });
  }

  /** `POST /compute/script/{id}/code` with the JSON body streamed as the file arrives (codeToJson.ts). */
  async setStreamed(id: number, json: Readable): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/compute/script/{id}/code',
      params: { id },
      body: { stream: json, contentType: 'application/json', argument: 'input.codeFile' },
    });
  }
}
