import type { Credentials } from '../../../auth/credentials.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

/** The writes of an application's endpoints and volumes (under {base_url}/mc/apps/{appId}), each one call. */
export class ResourceWritesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
  }

  /** `POST /mc/apps/{appId}/containers/{containerId}/endpoints`; 201 with the new endpoint's id. */
  async addEndpoint(
    appId: string,
    containerId: string,
    body: Up.UpstreamEndpoint,
  ): Promise<Up.UpstreamSaveEndpointResponse> {
    const { data } = await this.json<Up.UpstreamSaveEndpointResponse>({
      method: 'POST',
      route: '/mc/apps/{appId}/containers/{containerId}/endpoints',
      params: { appId, containerId },
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data ?? {};
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

  /** `DELETE /mc/apps/{appId}/endpoints/{endpointId}`; 200 with no body. */
  async deleteEndpoint(appId: string, endpointId: string): Promise<void> {
    await this.json({
      method: 'DELETE',
      route: '/mc/apps/{appId}/endpoints/{endpointId}',
      params: { appId, endpointId },
    });
  }

  /** `PATCH /mc/apps/{appId}/volumes/{volumeId}`; 200 with the volume's name and size. */
  async patchVolume(
    appId: string,
    volumeId: string,
    body: Up.UpstreamVolumePatch,
  ): Promise<Up.UpstreamUpdateVolumeResponse> {
    const { data } = await this.json<Up.UpstreamUpdateVolumeResponse>({
      method: 'PATCH',
      route: '/mc/apps/{appId}/volumes/{volumeId}',
      params: { appId, volumeId },
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data ?? {};
  }

  /** `POST /mc/apps/{appId}/volumes/{volumeId}/detach`; 200 with the volume's name. */
  async detachVolume(appId: string, volumeId: string): Promise<Up.UpstreamDetachVolumeResponse> {
    const { data } = await this.json<Up.UpstreamDetachVolumeResponse>({
      method: 'POST',
      route: '/mc/apps/{appId}/volumes/{volumeId}/detach',
      params: { appId, volumeId },
      answer: 'object',
    });
    return data ?? {};
  }

  /** `DELETE /mc/apps/{appId}/volumes/{volumeId}`: every instance of the volume; 200 with their ids. */
  async deleteAllVolumeInstances(
    appId: string,
    volumeId: string,
  ): Promise<Up.UpstreamDeleteAllVolumeInstancesResponse> {
    const { data } = await this.json<Up.UpstreamDeleteAllVolumeInstancesResponse>({
      method: 'DELETE',
      route: '/mc/apps/{appId}/volumes/{volumeId}',
      params: { appId, volumeId },
      answer: 'object',
    });
    return data ?? {};
  }

  /** `DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}`. */
  async deleteOneVolumeInstance(
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
}
