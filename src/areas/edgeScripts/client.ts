import type { Credentials } from '../../auth/credentials.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient } from '../shared/areaClient.js';
import type * as Up from './upstreamTypes.js';

/** Edge Scripting's REST calls, one method per operation, with the caller's account key. */
export class EdgeScriptsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }

  /** `POST /compute/script/{id}` (an update, although it is a POST). */
  async updateScript(id: number, body: Up.UpstreamUpdateEdgeScript): Promise<Up.UpstreamEdgeScript | null> {
    const { data } = await this.json<Up.UpstreamEdgeScript>({
      method: 'POST',
      route: '/compute/script/{id}',
      params: { id },
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data ?? null;
  }

  /** `POST /compute/script/{scriptId}/publish/{releaseUuid}`; bunny.net answers 204. */
  async publishRelease(scriptId: number, releaseUuid: string, body: Up.UpstreamPublishEdgeScript): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/compute/script/{scriptId}/publish/{releaseUuid}',
      params: { scriptId, releaseUuid },
      json: body,
    });
  }
}
