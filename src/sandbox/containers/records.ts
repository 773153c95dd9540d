import { rolledOutRegions } from '../live/overTime.js';
import type { AppContainer, AppEndpoint, ContainerApp, PortMapping, Volume } from './state.js';

/**
 * The Magic Containers records the sandbox answers (magic-containers-api.json), made from its state. Records carry
 * only the documented properties (the schemas forbid others); what the state does not keep is derived from it.
 */

export function appListItem(app: ContainerApp): Record<string, unknown> {
  const shown = [...app.endpoints.values()][0];
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    status: app.status,
    ...(shown && { displayEndpoint: { id: shown.id, address: publicHost(app, shown), type: typeOf(shown) } }),
  };
}

/** RegionSettings: the allowed regions, the required ones and the most at once. */
export function regionSettings(app: ContainerApp): Record<string, unknown> {
  return {
    allowedRegionIds: app.regionIds,
    requiredRegionIds: app.requiredRegionIds ?? app.regionIds.slice(0, 1),
    ...(app.maxAllowedRegions != null && { maxAllowedRegions: app.maxAllowedRegions }),
    provisioningType: 'static',
  };
}

export function application(app: ContainerApp): Record<string, unknown> {
  const { displayEndpoint, description: _description, ...listed } = appListItem(app);
  return {
    ...listed,
    ...(displayEndpoint !== undefined && { displayEndpoint }),
    runtimeType: app.runtimeType,
    regionSettings: regionSettings(app),
    containerTemplates: app.containers.map((container) => containerTemplate(app, container)),
    containerInstances: runningInstances(app),
    volumes: [...app.volumes.values()].map((volume) => ({ name: volume.name, size: volume.sizeGb })),
    autoScaling: app.autoScaling,
  };
}

/** The container an endpoint leads to: the one it names, else the application's first. */
export const containerOf = (app: ContainerApp, endpoint: AppEndpoint): AppContainer | undefined =>
  app.containers.find((container) => container.id === endpoint.containerId) ?? app.containers[0];

/** ContainerTemplate: the container with its endpoints and the application's volumes mounted. */
export function containerTemplate(app: ContainerApp, container: AppContainer): Record<string, unknown> {
  const endpoints = [...app.endpoints.values()].filter((endpoint) => containerOf(app, endpoint) === container);
  return {
    id: container.id,
    name: container.name,
    packageId: `pkg-${container.id}`,
    image: `${container.imageNamespace}/${container.imageName}:${container.imageTag}`,
    imageName: container.imageName,
    imageNamespace: container.imageNamespace,
    imageTag: container.imageTag,
    imageRegistryId: container.imageRegistryId,
    imageDigest: `sha256:${Buffer.from(container.id).toString('hex').padEnd(64, '0')}`,
    imagePullPolicy: container.imagePullPolicy,
    entryPoint: container.entryPoint ?? {},
    probes: container.probes ?? {},
    environmentVariables: container.environment.map(({ name, value }) => ({ name, value })),
    endpoints: endpoints.map((endpoint) => containerEndpoint(app, endpoint)),
    volumeMounts:
      container.volumeMounts ??
      [...app.volumes.values()].map((volume) => ({ name: volume.name, mountPath: `/mnt/${volume.name}` })),
  };
}

/** The pods of a running application: one per region, renamed by each restart. */
export function podsOf(app: ContainerApp): { name: string; region: string; index: number }[] {
  if (app.status !== 'active' && app.status !== 'progressing') return [];
  const generation = app.restarts ?? 0;
  return rolledOutRegions(app).map((region, index) => ({
    name: `${app.name}-${region.toLowerCase()}-${index}${generation > 0 ? `-r${generation}` : ''}`,
    region,
    index,
  }));
}

/** One instance of each container per pod. */
function runningInstances(app: ContainerApp): Record<string, unknown>[] {
  return podsOf(app).flatMap((pod) =>
    app.containers.map((container) => ({
      id: `${container.id}-${pod.region.toLowerCase()}`,
      templateId: container.id,
      podId: pod.name,
      nodeIpAddress: `198.51.100.${10 + pod.index}`,
    })),
  );
}

const typeOf = (endpoint: AppEndpoint): string => (endpoint.cdn ? 'cdn' : 'anycast');

function publicHost(app: ContainerApp, endpoint: AppEndpoint): string {
  return endpoint.cdn ? `${app.name}-${endpoint.displayName}.b-cdn.net` : '203.0.113.50';
}

const portMapping = (mapping: PortMapping) => ({
  containerPort: mapping.containerPort,
  exposedPort: mapping.exposedPort ?? mapping.containerPort,
  protocols: mapping.protocols ?? ['tcp'],
});

/** ContainerEndpoint: its documented required properties, from the endpoint's CDN or anycast settings. */
function containerEndpoint(app: ContainerApp, endpoint: AppEndpoint): Record<string, unknown> {
  const sticky = endpoint.cdn?.stickySessions;
  return {
    id: endpoint.id,
    displayName: endpoint.displayName,
    publicHost: publicHost(app, endpoint),
    type: typeOf(endpoint),
    isSslEnabled: endpoint.cdn?.isSslEnabled ?? false,
    // bunny.net's string id of the Pull Zone; "0" when the endpoint has none.
    pullZoneId: String(endpoint.cdn?.pullZoneId ?? 0),
    portMappings: (endpoint.cdn?.portMappings ?? endpoint.anycast?.portMappings ?? []).map(portMapping),
    ...(sticky?.cookieName !== undefined && {
      stickySessions: {
        enabled: sticky.enabled ?? false,
        sessionHeaders: sticky.sessionHeaders,
        cookieName: sticky.cookieName,
      },
    }),
    ...(endpoint.anycast && {
      publicIpAddresses: app.regionIds.map((region) => ({ address: '203.0.113.50', region })),
    }),
  };
}

/** EndpointListItem: the endpoint with the container it leads to. */
export function endpointListItem(app: ContainerApp, endpoint: AppEndpoint): Record<string, unknown> {
  const container = containerOf(app, endpoint);
  return {
    ...containerEndpoint(app, endpoint),
    containerName: container?.name ?? app.name,
    containerId: container?.id ?? app.id,
  };
}

export function volumeInList(app: ContainerApp, volume: Volume) {
  const instances = [...volume.instances.values()].map((instance, index) => {
    const attached = instance.attachedPods.length > 0;
    return {
      id: instance.id,
      attachedPods: instance.attachedPods,
      attachedContainers: attached ? app.containers.slice(0, 1).map((container) => container.name) : [],
      region: instance.region,
      status: attached ? 'attached' : 'detached',
      size: volume.sizeGb,
      // A believable, stable fill level.
      usage: Math.round(volume.sizeGb * (0.2 + 0.15 * index) * 100) / 100,
    };
  });
  return {
    name: volume.name,
    id: volume.id,
    size: volume.sizeGb,
    totalUsage: instances.reduce((sum, instance) => sum + instance.usage, 0),
    totalInstancesCount: instances.length,
    attachedInstancesCount: instances.filter((instance) => instance.status === 'attached').length,
    containersCount: app.containers.length,
    volumeInstances: instances,
  };
}
