import type { Credentials } from '../../auth/credentials.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import type { PageAnswer } from '../shared/connection.js';
import { numberedPageAnswer } from '../shared/numberedPage.js';
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
  listScripts(
    page: number,
    perPage: number,
    search: string | undefined,
  ): Promise<PageAnswer<Up.UpstreamEdgeScript | null>> {
    const query = { page: String(page), perPage: String(perPage), search, includeLinkedPullzones: 'true' };
    return this.readPage<Up.UpstreamEdgeScript>({ route: '/compute/script', query });
  }

  /** `GET /compute/script/{id}/releases?page=&perPage=`. */
  listReleases(id: number, page: number, perPage: number): Promise<PageAnswer<Up.UpstreamEdgeScriptRelease | null>> {
    const query = { page: String(page), perPage: String(perPage) };
    return this.readPage<Up.UpstreamEdgeScriptRelease>({
      route: '/compute/script/{id}/releases',
      params: { id },
      query,
    });
  }

  /** `GET /compute/script/{id}/releases/active`: the live release. */
  async getActiveRelease(id: number): Promise<Up.UpstreamEdgeScriptRelease | null> {
    const call: Read = { route: '/compute/script/{id}/releases/active', params: { id }, answer: 'object' };
    const { data } = await this.read<Up.UpstreamEdgeScriptRelease>(call);
    return data ?? null;
  }

  /** One page of bunny.net's `{ Items, CurrentPage, TotalItems, HasMoreItems }`; anything else is UPSTREAM_ERROR. */
  private async readPage<Item>(call: Read): Promise<PageAnswer<Item | null>> {
    const { data, status } = await this.read<unknown>(call);
    const answer = numberedPageAnswer<Item>(data, false);
    if (answer === undefined) throw unexpectedAnswer('edgeScripts', { idempotent: true, answer: 'object' }, status);
    return answer;
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
