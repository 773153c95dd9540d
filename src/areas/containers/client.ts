import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../shared/areaClient.js';
import { containerCursorList, type TokenList } from '../shared/paging/index.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type * as Up from './upstreamTypes.js';

/** Magic Containers' REST calls (under {base_url}/mc), one method per operation, with the caller's account key. */
export class ContainersClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
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
  async getApp(appId: string): Promise<Up.UpstreamApplication> {
    const call = { method: 'GET', route: '/mc/apps/{appId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamApplication>({ params: { appId }, ...call });
    if (data === undefined) throw unexpectedAnswer('containers', call, status);
    return data;
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

  /** `PUT /mc/apps/{appId}/endpoints/{endpointId}`; bunny.net answers 200 with no body. */
  async updateEndpoint(appId: string, endpointId: string, body: Up.UpstreamEndpoint): Promise<void> {
    await this.json({
      method: 'PUT',
      route: '/mc/apps/{appId}/endpoints/{endpointId}',
      params: { appId, endpointId },
      json: body,
      fieldName: inputFieldName,
    });
  }

  /** `POST /mc/registries/image-config`. */
  async getImageConfig(body: Up.UpstreamImageConfigRequest): Promise<Up.UpstreamImageConfig | null> {
    const { data } = await this.json<Up.UpstreamImageConfig>({
      method: 'POST',
      route: '/mc/registries/image-config',
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data ?? null;
  }

  /** `DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}`. */
  async deleteVolumeInstance(
    appId: string,
    volumeId: string,
    instanceId: string,
  ): Promise<Up.UpstreamDeleteVolumeInstanceResponse | null> {
    const { data } = await this.json<Up.UpstreamDeleteVolumeInstanceResponse>({
      method: 'DELETE',
      route: '/mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
      params: { appId, volumeId, instanceId },
      answer: 'object',
    });
    return data ?? null;
  }

  /** `POST /mc/apps/{appId}/deploy`; bunny.net answers 200 with no body. */
  async deployApp(appId: string): Promise<void> {
    await this.json({ method: 'POST', route: '/mc/apps/{appId}/deploy', params: { appId } });
  }

  /** `GET /mc/nodes/plain`. */
  async listNodeIps(): Promise<string[] | null> {
    const { data } = await this.json<string[]>({
      method: 'GET',
      route: '/mc/nodes/plain',
      idempotent: true,
      answer: 'array',
    });
    return data ?? null;
  }
}
