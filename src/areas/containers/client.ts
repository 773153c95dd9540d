import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../shared/areaClient.js';
import { containerCursorList, type TokenList } from '../shared/paging/index.js';
import { AppWritesClient } from './apps/client.js';
import { PlatformClient } from './platform/client.js';
import { RegistriesClient } from './registries/client.js';
import { ResourceWritesClient } from './resources/client.js';
import type * as Up from './upstreamTypes.js';

type Query = Record<string, string>;

/**
 * Magic Containers' REST calls (under {base_url}/mc), one method per operation, with the caller's account key: the
 * reads of an application here, its writes, the registries and the platform in the clients it holds (one request's
 * clients share its upstream session, so a write here makes the session forget the reads there).
 */
export class ContainersClient extends AreaClient {
  private appsPart: AppWritesClient | undefined;
  private resourcesPart: ResourceWritesClient | undefined;
  private registriesPart: RegistriesClient | undefined;
  private platformPart: PlatformClient | undefined;

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
  }
  /** Applications and their containers: create, change, delete, deploy... */
  get apps(): AppWritesClient {
    this.appsPart ??= new AppWritesClient(this.session, this.credentials);
    return this.appsPart;
  }

  /** An application's endpoints and volumes. */
  get resources(): ResourceWritesClient {
    this.resourcesPart ??= new ResourceWritesClient(this.session, this.credentials);
    return this.resourcesPart;
  }

  /** Private registries and what registries say of images. */
  get registries(): RegistriesClient {
    this.registriesPart ??= new RegistriesClient(this.session, this.credentials);
    return this.registriesPart;
  }

  /** Regions, limits, nodes and log forwarding. */
  get platform(): PlatformClient {
    this.platformPart ??= new PlatformClient(this.session, this.credentials);
    return this.platformPart;
  }

  /*
   * The loads are the reads every field of the graph goes through (`node`, links, payloads): one upstream call per
   * app and request however many fields ask, as the session shares identical reads and forgets them after any write.
   */

  /** The whole application. */
  loadApp(appId: string): Promise<Up.UpstreamApplication> {
    return this.getApp(appId);
  }

  /** The application's endpoints. */
  loadEndpoints(appId: string): Promise<(Up.UpstreamEndpointListItem | null)[]> {
    return this.listEndpoints(appId);
  }

  /** The application's volumes, each with its instances. */
  loadVolumes(appId: string): Promise<(Up.UpstreamVolume | null)[]> {
    return this.listVolumes(appId);
  }

  /** `GET /mc/apps?limit=&nextCursor=`: the applications, a page at a time, with how many there are. */
  appList(): TokenList<Up.UpstreamAppListItem | null> {
    return containerCursorList('containers', (query) =>
      this.json<unknown>({ method: 'GET', route: '/mc/apps', idempotent: true, answer: 'object', query }),
    );
  }

  /** `GET /mc/apps/{appId}`; an empty 200 is not the documented record. */
  getApp(appId: string): Promise<Up.UpstreamApplication> {
    return this.record<Up.UpstreamApplication>({ route: '/mc/apps/{appId}', params: { appId } });
  }

  /** `GET /mc/apps/{appId}/containers/{containerId}`: one container (template) of the app. */
  getContainer(appId: string, containerId: string): Promise<Up.UpstreamContainerTemplate> {
    return this.record({ route: '/mc/apps/{appId}/containers/{containerId}', params: { appId, containerId } });
  }

  /** `GET /mc/apps/{appId}/autoscaling`. */
  getAutoScaling(appId: string): Promise<Up.UpstreamAutoScaling> {
    return this.record({ route: '/mc/apps/{appId}/autoscaling', params: { appId } });
  }

  /** `GET /mc/apps/{appId}/region-settings`. */
  getRegionSettings(appId: string): Promise<Up.UpstreamRegionSettings> {
    return this.record({ route: '/mc/apps/{appId}/region-settings', params: { appId } });
  }

  /** `GET /mc/apps/{appId}/statistics?fromDate=&toDate=&granularity=`. */
  getStatistics(appId: string, query: Query): Promise<Up.UpstreamAppStatistics> {
    return this.record({ route: '/mc/apps/{appId}/statistics', params: { appId }, query });
  }

  /** `GET /mc/apps/{appId}/summary`. */
  getSummary(appId: string): Promise<Up.UpstreamUsageSummary> {
    return this.record({ route: '/mc/apps/{appId}/summary', params: { appId } });
  }

  /** `GET /mc/apps/{appId}/overview`. */
  getOverview(appId: string): Promise<Up.UpstreamOverview> {
    return this.record({ route: '/mc/apps/{appId}/overview', params: { appId } });
  }

  /** `GET /mc/apps/{appId}/endpoints`: every endpoint of every container of the app, in one answer. */
  listEndpoints(appId: string): Promise<(Up.UpstreamEndpointListItem | null)[]> {
    return this.items<Up.UpstreamEndpointListItem>('/mc/apps/{appId}/endpoints', appId);
  }

  /** `GET /mc/apps/{appId}/volumes`: every volume with its instances (`volumeInstances`), in one answer. */
  listVolumes(appId: string): Promise<(Up.UpstreamVolume | null)[]> {
    return this.items<Up.UpstreamVolume>('/mc/apps/{appId}/volumes', appId);
  }

  private async items<T>(route: string, appId: string): Promise<(T | null)[]> {
    const call = { method: 'GET', route, idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamItems<T>>({ params: { appId }, ...call });
    if (data === undefined || (data.items != null && !Array.isArray(data.items)))
      throw unexpectedAnswer('containers', call, status);
    return data.items ?? [];
  }

  /** A GET answering one documented object; an empty 200 is not that record. */
  private async record<T>(read: { route: string; params: Record<string, string>; query?: Query }): Promise<T> {
    const call = { method: 'GET', idempotent: true, answer: 'object', ...read } as const;
    const { data, status } = await this.json<T>(call);
    if (data === undefined) throw unexpectedAnswer('containers', call, status);
    return data;
  }
}
