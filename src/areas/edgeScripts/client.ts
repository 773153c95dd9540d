import type { Credentials } from '../../auth/credentials.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import { corePages, numberedList, type NumberedList } from '../shared/paging/index.js';
import { EdgeScriptCodeClient } from './code/client.js';
import { EdgeScriptSecretsClient } from './secrets/client.js';
import type * as Up from './upstreamTypes.js';
import { EdgeScriptVariablesClient } from './variables/client.js';

type Read = Omit<AreaCall, 'method' | 'idempotent'>;
type Write = Omit<AreaCall, 'method'>;

/**
 * Edge Scripting's REST calls, one method per operation, with the caller's account key: the scripts, their releases,
 * statistics and deployment key here; their code, variables and secrets in the clients it holds.
 */
export class EdgeScriptsClient extends AreaClient {
  private codePart: EdgeScriptCodeClient | undefined;
  private variablesPart: EdgeScriptVariablesClient | undefined;
  private secretsPart: EdgeScriptSecretsClient | undefined;

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'edgeScripts');
  }
  get code(): EdgeScriptCodeClient {
    this.codePart ??= new EdgeScriptCodeClient(this.session, this.credentials);
    return this.codePart;
  }

  get variables(): EdgeScriptVariablesClient {
    this.variablesPart ??= new EdgeScriptVariablesClient(this.session, this.credentials);
    return this.variablesPart;
  }

  get secrets(): EdgeScriptSecretsClient {
    this.secretsPart ??= new EdgeScriptSecretsClient(this.session, this.credentials);
    return this.secretsPart;
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

  /** The script mutations, all POSTs but the deletion. */
  private post<T>(call: Write) {
    return this.json<T>({ method: 'POST', ...call });
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

  /** `POST /compute/script`: bunny.net answers 201 with the new script. */
  async createScript(body: Up.UpstreamAddEdgeScript): Promise<Up.UpstreamEdgeScript | null> {
    const call = { route: '/compute/script', json: body, fieldName: inputFieldName, answer: 'object' } as const;
    const { data } = await this.post<Up.UpstreamEdgeScript>(call);
    return data ?? null;
  }

  /** `POST /compute/script/{id}` (an update, although it is a POST). */
  async updateScript(id: number, body: Up.UpstreamUpdateEdgeScript): Promise<Up.KnownEdgeScript | null> {
    const call = { route: '/compute/script/{id}', params: { id }, json: body, fieldName: inputFieldName } as const;
    const { data } = await this.post<Up.UpstreamEdgeScript>({ ...call, answer: 'object' });
    return data === undefined ? null : { ...data, Id: typeof data.Id === 'number' ? data.Id : id };
  }

  /** `DELETE /compute/script/{id}?deleteLinkedPullZones=`; bunny.net answers 204. */
  async deleteScript(id: number, deleteLinkedPullZones: boolean): Promise<void> {
    await this.json({
      method: 'DELETE',
      route: '/compute/script/{id}',
      params: { id },
      query: { deleteLinkedPullZones: String(deleteLinkedPullZones) },
    });
  }

  /** `POST /compute/script/{id}/deploymentKey/rotate`; bunny.net answers 204, the new key only in the script's record. */
  async rotateDeploymentKey(id: number): Promise<void> {
    await this.post({ route: '/compute/script/{id}/deploymentKey/rotate', params: { id } });
  }

  /** `GET /compute/script/{id}/statistics?dateFrom=&dateTo=&hourly=&loadLatest=`, the dates only when given. */
  async getStatistics(id: number, range: StatisticsRange): Promise<Up.UpstreamEdgeScriptStatistics> {
    const query = {
      dateFrom: range.from?.toISOString(),
      dateTo: range.to?.toISOString(),
      hourly: String(range.hourly),
      loadLatest: String(range.loadLatest),
    };
    const call: Read = { route: '/compute/script/{id}/statistics', params: { id }, query, answer: 'object' };
    const { data, status } = await this.read<Up.UpstreamEdgeScriptStatistics>(call);
    if (data === undefined) throw unexpectedAnswer('edgeScripts', { ...call, idempotent: true }, status);
    return data;
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

  /** `POST /compute/script/{id}/publish`: the code in the editor becomes a new, live release; bunny.net answers 204. */
  async publishLatest(id: number, body: Up.UpstreamPublishEdgeScript): Promise<void> {
    await this.post({ route: '/compute/script/{id}/publish', params: { id }, json: body });
  }

  /** `POST /compute/script/{scriptId}/publish/{releaseUuid}`; bunny.net answers 204. */
  async publishRelease(scriptId: number, releaseUuid: string, body: Up.UpstreamPublishEdgeScript): Promise<void> {
    await this.post({
      route: '/compute/script/{scriptId}/publish/{releaseUuid}',
      params: { scriptId, releaseUuid },
      json: body,
    });
  }
}

/** The range of `EdgeScript.statistics`; bunny.net answers the last 30 days without dates. */
export interface StatisticsRange {
  readonly from: Date | undefined;
  readonly to: Date | undefined;
  readonly hourly: boolean;
  readonly loadLatest: boolean;
}
