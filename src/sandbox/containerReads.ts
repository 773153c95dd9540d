import { errorDetails } from './errors.js';
import { json, type Reply } from './http.js';
import { stringParam, type HandlerContext } from './router.js';
import type { AppEndpoint, ContainerApp, PortMapping, Volume } from './state.js';

/**
 * Magic Containers reads (magic-containers-api.json, under /mc), consistent with the sandbox's state: an updated
 * endpoint shows its change, a deleted volume instance is gone, a deployed app shows its new status. Records carry
 * only the documented properties (the schemas forbid others); what the state does not keep is derived from it.
 */

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 20;

function appOf(context: HandlerContext): ContainerApp | Reply {
  const appId = stringParam(context, 'appId');
  return context.account.apps.get(appId) ?? errorDetails(404, `Application ${appId} was not found.`, context.path);
}

const isApp = (value: ContainerApp | Reply): value is ContainerApp => 'containers' in value;

/**
 * The sandbox's cursor: the offset of the next application, opaque to callers, and as awkward as bunny.net's own may
 * be: longer than 1,024 characters and holding every character that fits a query value but not a path segment
 * (`/ + = % ? #`), so the gateway is tried with such a token end to end.
 */
const CURSOR_FILLER = 'bXMtYXBwcw'.repeat(104);
const cursorAt = (offset: number): string => `apps/${offset}?o=${offset}+%#${CURSOR_FILLER}==`;

function offsetOf(cursor: string | null): number | null {
  if (cursor === null || cursor === '') return 0;
  const match = /^apps\/(\d{1,6})\?/.exec(cursor);
  return match && cursorAt(Number(match[1])) === cursor ? Number(match[1]) : null;
}

/** GET /mc/apps?limit=&nextCursor=: a page of ListApplicationsResponse; `cursor` is null on the last page. */
export function listApps(context: HandlerContext): Reply {
  const rawLimit = context.query.get('limit');
  const limit = rawLimit === null ? DEFAULT_LIMIT : /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT))
    return errorDetails(400, 'The limit is invalid.', context.path, [
      { field: 'limit', message: `The limit must be between 1 and ${MAX_LIMIT}.` },
    ]);
  const offset = offsetOf(context.query.get('nextCursor'));
  if (offset === null)
    return errorDetails(400, 'The cursor is invalid.', context.path, [
      { field: 'nextCursor', message: 'The cursor was not issued by this API.' },
    ]);
  const apps = [...context.account.apps.values()];
  const end = offset + limit;
  return json(200, {
    items: apps.slice(offset, end).map(appListItem),
    meta: { totalItems: apps.length },
    cursor: end < apps.length ? cursorAt(end) : null,
  });
}

/** GET /mc/apps/{appId}: the Application record. */
export function getApp(context: HandlerContext): Reply {
  const app = appOf(context);
  return isApp(app) ? json(200, application(app)) : app;
}

/** GET /mc/apps/{appId}/endpoints: every endpoint, whole (ListEndpointsResponse). */
export function listEndpoints(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const container = app.containers[0];
  const items = [...app.endpoints.values()].map((endpoint) => ({
    ...containerEndpoint(app, endpoint),
    containerName: container?.name ?? app.name,
    containerId: container?.id ?? app.id,
  }));
  return json(200, { items, meta: { totalItems: items.length }, cursor: null });
}

/** GET /mc/apps/{appId}/volumes: every volume with its instances, whole (ListVolumesResponse). */
export function listVolumes(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const items = [...app.volumes.values()].map((volume) => volumeInList(app, volume));
  const pods = new Set(
    [...app.volumes.values()].flatMap((v) => [...v.instances.values()].flatMap((i) => i.attachedPods)),
  );
  return json(200, {
    items,
    meta: { totalItems: items.length },
    cursor: null,
    summary: {
      totalPods: pods.size,
      totalContainers: app.containers.length,
      totalStorage: items.reduce((sum, volume) => sum + volume.totalUsage, 0),
    },
  });
}

function appListItem(app: ContainerApp): Record<string, unknown> {
  const shown = [...app.endpoints.values()][0];
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    status: app.status,
    ...(shown && { displayEndpoint: { id: shown.id, address: publicHost(app, shown), type: typeOf(shown) } }),
  };
}

function application(app: ContainerApp): Record<string, unknown> {
  const { displayEndpoint, description: _description, ...listed } = appListItem(app);
  return {
    ...listed,
    ...(displayEndpoint !== undefined && { displayEndpoint }),
    runtimeType: app.runtimeType,
    regionSettings: { allowedRegionIds: app.regionIds, requiredRegionIds: app.regionIds.slice(0, 1) },
    containerTemplates: app.containers.map((container, index) => ({
      id: container.id,
      name: container.name,
      packageId: `pkg-${container.id}`,
      image: `${container.imageNamespace}/${container.imageName}:${container.imageTag}`,
      imageName: container.imageName,
      imageNamespace: container.imageNamespace,
      imageTag: container.imageTag,
      imageRegistryId: 'dockerhub',
      imageDigest: `sha256:${Buffer.from(container.id).toString('hex').padEnd(64, '0')}`,
      imagePullPolicy: 'ifNotPresent',
      entryPoint: {},
      probes: {},
      environmentVariables: container.environmentVariableNames.map((name) => ({ name, value: '' })),
      endpoints: index === 0 ? [...app.endpoints.values()].map((endpoint) => containerEndpoint(app, endpoint)) : [],
      volumeMounts: [...app.volumes.values()].map((volume) => ({
        name: volume.name,
        mountPath: `/mnt/${volume.name}`,
      })),
    })),
    containerInstances: runningInstances(app),
    volumes: [...app.volumes.values()].map((volume) => ({ name: volume.name, size: volume.sizeGb })),
    autoScaling: app.autoScaling,
  };
}

/** One instance of each container per region while the app runs; none when it does not. */
function runningInstances(app: ContainerApp): Record<string, unknown>[] {
  if (app.status !== 'active' && app.status !== 'progressing') return [];
  return app.regionIds.flatMap((region, r) =>
    app.containers.map((container) => ({
      id: `${container.id}-${region.toLowerCase()}`,
      templateId: container.id,
      podId: `${app.name}-${region.toLowerCase()}-${r}`,
      nodeIpAddress: `198.51.100.${10 + r}`,
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

function volumeInList(app: ContainerApp, volume: Volume) {
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
