import type { Credentials } from '../../auth/credentials.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import { corePages, numberedList, type NumberedList } from '../shared/paging/index.js';
import type * as Up from './upstreamTypes.js';

type Read = Omit<AreaCall, 'method' | 'idempotent'>;

/** Edge Scripting's REST calls, one method per operation, with the caller's account key. */
export class EdgeScriptsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }

  /**
   * The way every field of the graph reads one script: one `GET /compute/script/{id}` per script and request, however
   * many fields link to it, as the session shares identical reads (and forgets them after any write).
   */
  loadEdgeScript(id: number): Promise<Up.KnownEdgeScript> {
    return this.getScript(id);
  }

  private read<T>(call: Read) {
    return this.json<T>({ method: 'GET', idempotent: true, ...call });
  }

  /** `GET /compute/script/{id}`. The script at that path is that script, so its id is known even if `Id` is missing. */
  async getScript(id: number): Promise<Up.KnownEdgeScript> {
    const call: Read = { route: '/compute/script/{id}', params: { id }, answer: 'object' };
    const { data, status } = await this.read<Up.UpstreamEdgeScript>(call);
    if (data === undefined) throw unexpectedAnswer('edgeScripts', { ...call, idempotent: true }, status);
    return { ...data, Id: typeof data.Id === 'number' ? data.Id : id };
  }

  /**
   * `GET /compute/script?page=&perPage=&search=&includeLinkedPullzones=true`: the linked zones are asked for, as
   * bunny.net leaves them out of the list by default and `EdgeScript.linkedPullZones` reads them from the record.
   */
  scriptList(search: string | undefined): NumberedList<Up.UpstreamEdgeScript | null> {
    return numberedList(corePages, 'edgeScripts', (page) =>
      this.read<unknown>({ route: '/compute/script', query: { ...page, search, includeLinkedPullzones: 'true' } }),
    );
  }

  /** `GET /compute/script/{id}/releases?page=&perPage=`. */
  releaseList(id: number): NumberedList<Up.UpstreamEdgeScriptRelease | null> {
    return numberedList(corePages, 'edgeScripts', (page) =>
      this.read<unknown>({ route: '/compute/script/{id}/releases', params: { id }, query: page }),
    );
  }

  /** `GET /compute/script/{id}/releases/active`: the live release. */
  async getActiveRelease(id: number): Promise<Up.UpstreamEdgeScriptRelease | null> {
    const call: Read = { route: '/compute/script/{id}/releases/active', params: { id }, answer: 'object' };
    const { data } = await this.read<Up.UpstreamEdgeScriptRelease>(call);
    return data ?? null;
  }

  /** `POST /compute/script/{id}` (an update, although it is a POST). */
  async updateScript(id: number, body: Up.UpstreamUpdateEdgeScript): Promise<Up.KnownEdgeScript | null> {
    const { data } = await this.json<Up.UpstreamEdgeScript>({
      method: 'POST',
      route: '/compute/script/{id}',
      params: { id },
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data === undefined ? null : { ...data, Id: typeof data.Id === 'number' ? data.Id : id };
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
