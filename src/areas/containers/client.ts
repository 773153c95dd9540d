import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient } from '../shared/areaClient.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type * as Up from './upstreamTypes.js';

/** Magic Containers' REST calls (under {base_url}/mc), one method per operation, with the caller's account key. */
export class ContainersClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
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
