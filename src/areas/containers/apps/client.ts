import type { Credentials } from '../../../auth/credentials.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

type Params = Record<string, string>;

/** A container as a body sends it: its variables' values are secrets. */
type Secretive = { environmentVariables?: { value?: string }[] | null };

/** A variable of a container: a name and a value, as the env call's object holds them. */
export type EnvironmentVariables = Record<string, string>;

/**
 * The writes of Magic Containers applications and their containers (under {base_url}/mc/apps), each one call. The
 * environment variables a write sends are the request's secrets (their values often are): scrubbed from every error
 * and log line, never answered back.
 */
export class AppWritesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
  }

  /** `POST /mc/apps`; bunny.net answers 201 with the new application's id. */
  async create(body: Up.UpstreamApplicationRequest): Promise<Up.UpstreamApplicationResponse> {
    this.keepSecret(body.containerTemplates);
    const { data } = await this.json<Up.UpstreamApplicationResponse>({
      method: 'POST',
      route: '/mc/apps',
      json: body,
      fieldName: inputFieldName,
      answer: 'object',
    });
    return data ?? {};
  }

  /** `PUT /mc/apps/{appId}`: the whole configuration. */
  async replace(appId: string, body: Up.UpstreamApplicationRequest): Promise<void> {
    this.keepSecret(body.containerTemplates);
    await this.json({ method: 'PUT', ...this.change('/mc/apps/{appId}', { appId }, body) });
  }

  /** `PATCH /mc/apps/{appId}`: what the body names (JSON Merge Patch). */
  async patch(appId: string, body: Up.UpstreamApplicationPatch): Promise<void> {
    this.keepSecret(body.containerTemplates);
    await this.json({ method: 'PATCH', ...this.change('/mc/apps/{appId}', { appId }, body) });
  }

  /** `DELETE /mc/apps/{appId}`; bunny.net answers 200 with no body and deletes in the background. */
  async delete(appId: string): Promise<void> {
    await this.json({ method: 'DELETE', route: '/mc/apps/{appId}', params: { appId } });
  }

  /** `POST /mc/apps/{appId}/deploy`; bunny.net answers 200 with no body. */
  async deploy(appId: string): Promise<void> {
    await this.json({ method: 'POST', route: '/mc/apps/{appId}/deploy', params: { appId } });
  }

  /** `POST /mc/apps/{appId}/undeploy`; 200 with no body. */
  async undeploy(appId: string): Promise<void> {
    await this.json({ method: 'POST', route: '/mc/apps/{appId}/undeploy', params: { appId } });
  }

  /** `POST /mc/apps/{appId}/restart`; 200 with no body. */
  async restart(appId: string): Promise<void> {
    await this.json({ method: 'POST', route: '/mc/apps/{appId}/restart', params: { appId } });
  }

  /** `POST /mc/apps/{appId}/pods/{podId}/recreate`; 200 with no body. */
  async recreatePod(appId: string, podId: string): Promise<void> {
    await this.json({ method: 'POST', route: '/mc/apps/{appId}/pods/{podId}/recreate', params: { appId, podId } });
  }

  /** `PUT /mc/apps/{appId}/autoscaling`; 200 with no body. */
  async setAutoScaling(appId: string, body: Up.UpstreamAutoScaling): Promise<void> {
    await this.json({ method: 'PUT', ...this.change('/mc/apps/{appId}/autoscaling', { appId }, body) });
  }

  /** `PUT /mc/apps/{appId}/region-settings`; 200 with no body. */
  async setRegionSettings(appId: string, body: Up.UpstreamRegionSettingsRequest): Promise<void> {
    await this.json({ method: 'PUT', ...this.change('/mc/apps/{appId}/region-settings', { appId }, body) });
  }

  /** `POST /mc/apps/{appId}/containers`; 201 with the new container. */
  addContainer(appId: string, body: Up.UpstreamAddContainerRequest): Promise<Up.UpstreamContainerTemplate> {
    this.keepSecret([body]);
    return this.container({ method: 'POST', ...this.change('/mc/apps/{appId}/containers', { appId }, body) });
  }

  /** `PATCH /mc/apps/{appId}/containers/{containerId}`; 200 with the container as it is now. */
  patchContainer(
    appId: string,
    containerId: string,
    body: Up.UpstreamContainerPatch,
  ): Promise<Up.UpstreamContainerTemplate> {
    this.keepSecret([body]);
    const route = '/mc/apps/{appId}/containers/{containerId}';
    return this.container({ method: 'PATCH', ...this.change(route, { appId, containerId }, body) });
  }

  /** `PUT /mc/apps/{appId}/containers/{containerId}/env`: every variable, replacing those it had. */
  setEnvironment(
    appId: string,
    containerId: string,
    variables: EnvironmentVariables,
  ): Promise<Up.UpstreamContainerTemplate> {
    for (const value of Object.values(variables)) this.credentials.secrets.add(value);
    const route = '/mc/apps/{appId}/containers/{containerId}/env';
    return this.container({ method: 'PUT', ...this.change(route, { appId, containerId }, variables) });
  }

  /** `DELETE /mc/apps/{appId}/containers/{containerId}`; 200 with no body. */
  async deleteContainer(appId: string, containerId: string): Promise<void> {
    const route = '/mc/apps/{appId}/containers/{containerId}';
    await this.json({ method: 'DELETE', route, params: { appId, containerId } });
  }

  private change(route: string, params: Params, json: unknown) {
    return { route, params, json, fieldName: inputFieldName };
  }

  /** A write answering the container (ContainerTemplate); an empty 2xx is not that record. */
  private async container(call: { method: 'POST' | 'PATCH' | 'PUT' } & ReturnType<AppWritesClient['change']>) {
    const sent = { ...call, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamContainerTemplate>(sent);
    if (data === undefined) throw unexpectedAnswer('containers', sent, status);
    return data;
  }

  /** The values of the environment variables a body sends, as secrets of the request. */
  private keepSecret(containers: readonly Secretive[] | null | undefined): void {
    for (const container of containers ?? [])
      for (const variable of container.environmentVariables ?? []) this.credentials.secrets.add(variable.value);
  }
}
