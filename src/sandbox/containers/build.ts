import { CONTAINER_REGIONS } from './catalog.js';
import type { AppRequest, ContainerRequest, Problems, RegionRequest } from './requests.js';
import type { AppContainer, ContainerAccount, ContainerApp, Volume } from './state.js';
import type { EndpointRequest } from './endpointRequest.js';

/**
 * Applying a checked write to the sandbox's applications: new ids from the account's counter, containers and their
 * endpoints, volumes and regions, as bunny.net would keep them.
 */

const KNOWN_REGIONS = new Set(CONTAINER_REGIONS.map((region) => region.id));

/** A new id of the account: letters and digits like bunny.net's, never one it has given before. */
export function newId(account: ContainerAccount, prefix: string): string {
  const id = `${prefix}${String(account.nextId).padStart(8, '0')}`;
  account.nextId += 1;
  return id;
}

/** Region ids the platform does not have, as problems of `field`. */
export function checkRegionIds(request: RegionRequest | undefined, field: string, problems: Problems): void {
  for (const name of ['allowedRegionIds', 'requiredRegionIds'] as const) {
    const unknown = request?.[name]?.filter((id) => !KNOWN_REGIONS.has(id)) ?? [];
    if (unknown.length > 0) problems.add(`${field}.${name}`, `Unknown regions: ${unknown.join(', ')}.`);
  }
  const { allowedRegionIds: allowed, requiredRegionIds: required } = request ?? {};
  if (allowed && required?.some((id) => !allowed.includes(id)))
    problems.add(`${field}.requiredRegionIds`, 'Every required region must be allowed.');
}

export function applyRegions(app: ContainerApp, request: RegionRequest): void {
  if (request.allowedRegionIds && request.allowedRegionIds.length > 0) app.regionIds = request.allowedRegionIds;
  if (request.requiredRegionIds) app.requiredRegionIds = request.requiredRegionIds;
  if (request.maxAllowedRegions !== undefined) app.maxAllowedRegions = request.maxAllowedRegions;
}

/** The container an endpoint leads to: the one it names, else the application's first. */
const ownerOf = (app: ContainerApp, endpoint: { containerId?: string }): string | undefined =>
  endpoint.containerId ?? app.containers[0]?.id;

export function addEndpoint(app: ContainerApp, containerId: string, request: EndpointRequest): string {
  const id = `${app.id}-${request.displayName.replace(/[^A-Za-z0-9-]/g, '-')}-${containerId}`;
  app.endpoints.set(id, { id, containerId, ...request });
  return id;
}

/** A container added (no `id`, or one the app does not have) or changed (an `id` it has) by a request. */
export function applyContainer(app: ContainerApp, account: ContainerAccount, request: ContainerRequest): AppContainer {
  const existing = app.containers.find((candidate) => candidate.id === request.id);
  const container: AppContainer = existing ?? {
    id: newId(account, 'Ctr'),
    name: '',
    imageRegistryId: 'dockerhub',
    imageNamespace: 'library',
    imageName: '',
    imageTag: 'latest',
    imagePullPolicy: 'ifNotPresent',
    environment: [],
  };
  Object.assign(container, request.fields);
  if (!existing) app.containers.push(container);
  if (request.endpoints) {
    for (const [id, endpoint] of app.endpoints) if (ownerOf(app, endpoint) === container.id) app.endpoints.delete(id);
    for (const endpoint of request.endpoints) addEndpoint(app, container.id, endpoint);
  }
  return container;
}

function volumesOf(app: ContainerApp, requested: readonly { name: string; size: number }[]): Map<string, Volume> {
  return new Map(
    requested.map(({ name, size }) => {
      const kept = [...app.volumes.values()].find((volume) => volume.name === name);
      return [kept?.id ?? name, { id: kept?.id ?? name, name, sizeGb: size, instances: kept?.instances ?? new Map() }];
    }),
  );
}

/** Applies an application write: `whole` replaces containers and volumes, a patch merges them. */
export function applyApp(app: ContainerApp, account: ContainerAccount, request: AppRequest, whole: boolean): void {
  if (request.name !== undefined) app.name = request.name;
  if (request.runtimeType !== undefined) app.runtimeType = request.runtimeType;
  if (request.autoScaling !== undefined) app.autoScaling = request.autoScaling;
  if (request.regions !== undefined) applyRegions(app, request.regions);
  if (whole) {
    const kept = new Set(request.containers?.flatMap((container) => container.id ?? []));
    for (const [id, endpoint] of app.endpoints) if (!kept.has(ownerOf(app, endpoint) ?? '')) app.endpoints.delete(id);
    app.containers = app.containers.filter((container) => kept.has(container.id));
    app.volumes = volumesOf(app, request.volumes ?? []);
  } else if (request.volumes) {
    const untouched = [...app.volumes.values()].filter((v) => !request.volumes?.some((r) => r.name === v.name));
    app.volumes = new Map([...untouched.map((v) => [v.id, v] as const), ...volumesOf(app, request.volumes)]);
  }
  for (const container of request.containers ?? []) applyContainer(app, account, container);
}
