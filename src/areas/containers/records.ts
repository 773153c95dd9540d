import type { RequestScope } from '../../request/scope.js';
import { GatewayError } from '../../errors/gatewayError.js';
import { withParentKey } from '../shared/codecs.js';
import type * as Up from './upstreamTypes.js';

/**
 * Finding one application's records by id. bunny.net has no read of one endpoint, volume or volume instance: each is
 * found in its application's list (`GET /mc/apps/{appId}/endpoints` or `/volumes`), read once per request through
 * the client's loader, so `node`, links and payloads share it. A record listed without an id cannot be read back or
 * linked, so it is left out.
 */

type Containers = RequestScope['containers'];

const hasId = <T extends { id?: string | null }>(record: T | null | undefined): record is T & { id: string } =>
  typeof record?.id === 'string' && record.id !== '';

export const knownEndpoint =
  (appId: string) =>
  (endpoint: Up.UpstreamEndpointListItem | null): Up.KnownEndpoint | null =>
    hasId(endpoint) ? withParentKey(endpoint, 'appId', appId) : null;

export const knownVolume =
  (appId: string) =>
  (volume: Up.UpstreamVolume | null): Up.KnownVolume | null =>
    hasId(volume) ? withParentKey(volume, 'appId', appId) : null;

export const knownContainer =
  (appId: string) =>
  (container: Up.UpstreamContainerTemplate | null | undefined): Up.KnownContainer | null =>
    hasId(container) ? withParentKey(container, 'appId', appId) : null;

export function instancesOf(volume: Up.KnownVolume): Up.KnownVolumeInstance[] {
  return (volume.volumeInstances ?? []).flatMap((instance) =>
    hasId(instance) ? [withParentKey(withParentKey(instance, 'appId', volume.appId), 'volumeId', volume.id)] : [],
  );
}

/** An application read whole (`GET /mc/apps/{appId}`): NOT_FOUND when bunny.net has no such application. */
export async function loadAppRecord(containers: Containers, appId: string): Promise<Up.AppRecord> {
  const whole = await containers.loadApp(appId);
  return { appId, record: whole, whole };
}

/** An application known by its id alone (a payload's `app`): read only when a selected field needs its record. */
export const appById = (appId: string): Up.AppRecord => ({ appId, record: null, whole: null });

/** A container of an application (`GET /mc/apps/{appId}/containers/{containerId}`), keyed by the ids it was read by. */
export async function loadContainer(
  containers: Containers,
  appId: string,
  containerId: string,
): Promise<Up.KnownContainer> {
  return { ...(await containers.getContainer(appId, containerId)), appId, id: containerId };
}

/** A private registry (`GET /mc/registries/{registryId}`), keyed by the id it was read by. */
export async function loadRegistry(containers: Containers, registryId: number): Promise<Up.KnownRegistry> {
  return { ...(await containers.registries.get(registryId)), registryId };
}

/** An application's log forwarding (`GET /mc/log/forwarding/{appId}`), keyed by the application it was read by. */
export async function loadLogForwarding(containers: Containers, appId: string): Promise<Up.KnownLogForwarding> {
  return { ...(await containers.platform.getLogForwarding(appId)), appId };
}

/** The endpoint as its application lists it now; null when the list no longer holds it. */
export async function findEndpoint(
  containers: Containers,
  appId: string,
  endpointId: string,
): Promise<Up.KnownEndpoint | null> {
  const endpoints = (await containers.loadEndpoints(appId)).map(knownEndpoint(appId));
  return endpoints.find((endpoint) => endpoint?.id === endpointId) ?? null;
}

/** The volume (with its instances) as its application lists it now; null when the list no longer holds it. */
export async function findVolume(
  containers: Containers,
  appId: string,
  volumeId: string,
): Promise<Up.KnownVolume | null> {
  const volumes = (await containers.loadVolumes(appId)).map(knownVolume(appId));
  return volumes.find((volume) => volume?.id === volumeId) ?? null;
}

export async function loadEndpoint(
  containers: Containers,
  appId: string,
  endpointId: string,
): Promise<Up.KnownEndpoint> {
  return (
    (await findEndpoint(containers, appId, endpointId)) ?? notFound(`Endpoint ${endpointId} of application ${appId}`)
  );
}

export async function loadVolume(containers: Containers, appId: string, volumeId: string): Promise<Up.KnownVolume> {
  return (await findVolume(containers, appId, volumeId)) ?? notFound(`Volume ${volumeId} of application ${appId}`);
}

export async function loadVolumeInstance(
  containers: Containers,
  appId: string,
  volumeId: string,
  instanceId: string,
): Promise<Up.KnownVolumeInstance> {
  const instances = instancesOf(await loadVolume(containers, appId, volumeId));
  return (
    instances.find((instance) => instance.id === instanceId) ??
    notFound(`Instance ${instanceId} of volume ${volumeId} of application ${appId}`)
  );
}

/** The list answered, but without the record: as a 404 of a single read would. */
function notFound(what: string): never {
  throw new GatewayError(`${what} was not found.`, { code: 'NOT_FOUND', service: 'containers' });
}
