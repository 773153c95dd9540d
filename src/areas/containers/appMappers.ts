import type {
  ContainerAppStatus,
  ContainerEndpointType,
  ContainerRuntimeType,
  ImagePullPolicy,
  RegionProvisioningType,
  Resolvers,
  VolumeInstanceStatus,
} from '../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../request/scope.js';
import { prop, stringEnum, withoutNulls } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';
import { pageRequest, wholeConnection, type PagingArgs } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { localIdOf, volumeInstanceGlobalId } from './node.js';
import { instancesOf, knownEndpoint, knownVolume } from './records.js';
import type { AppRecord } from './upstreamTypes.js';

const appStatuses = stringEnum<ContainerAppStatus>({
  UNKNOWN: 'unknown',
  ACTIVE: 'active',
  PROGRESSING: 'progressing',
  INACTIVE: 'inactive',
  FAILING: 'failing',
  SUSPENDED: 'suspended',
});
const endpointTypes = stringEnum<ContainerEndpointType>({ CDN: 'cdn', ANYCAST: 'anycast', PUBLIC_IP: 'publicIp' });
const runtimeTypes = stringEnum<ContainerRuntimeType>({ SHARED: 'shared', RESERVED: 'reserved' });
const provisioningTypes = stringEnum<RegionProvisioningType>({ STATIC: 'static', DYNAMIC: 'dynamic' });
const pullPolicies = stringEnum<ImagePullPolicy>({ ALWAYS: 'always', IF_NOT_PRESENT: 'ifNotPresent' });
const volumeStatuses = stringEnum<VolumeInstanceStatus>({
  UNKNOWN: 'unknown',
  ATTACHED: 'attached',
  DETACHED: 'detached',
  EXTENDING: 'extending',
  DELETING: 'deleting',
  CREATING: 'creating',
  NOT_SCHEDULED: 'notScheduled',
  SCHEDULED: 'scheduled',
  FAILED: 'failed',
  MAINTENANCE: 'maintenance',
});

/** A list bunny.net leaves out or sends as null is empty; null entries are left out. */
const listed = <T>(values: readonly (T | null | undefined)[] | null | undefined): T[] => withoutNulls(values) ?? [];

/** bunny.net sends an endpoint's Pull Zone id as a string: a positive int64 is one, anything else none. */
function pullZoneIdOf(value: string | undefined): number | null {
  const id = /^[1-9]\d{0,15}$/.test(value ?? '') ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** A listed app's id, from its record, checked before its links call with it (recordIds.ts). */
const appId = (app: AppRecord): string => recordIdsOf('containers').segment('the application id', app.appId);

/** The whole record: the one the app was read with, or (for a listed app) one read of it per request. */
const configurationOf = (app: AppRecord, { containers }: RequestScope) =>
  app.complete ? app.record : containers.loadApp(appId(app));

/** One application's endpoints or volumes, paged by the gateway (bunny.net sends each list whole, in one call). */
const appList = (app: AppRecord, list: 'endpoints' | 'volumes', args: PagingArgs) =>
  pageRequest('containers', `containerApp/${app.appId}/${list}`, args);

/**
 * The records of Magic Containers' graph: the parent of each type is bunny.net's record (codegen `mappers`), with
 * the ids that address it; each field reads its property only when selected.
 */
export const containerAppTypeResolvers: Resolvers = {
  ContainerApp: {
    id: (app) => toGlobalId('ContainerApp', app.appId),
    appId: (app) => app.appId,
    name: (app) => app.record.name,
    description: (app) => app.record.description,
    status: (app) => appStatuses.fromUpstream(app.record.status),
    displayEndpoint: (app) => app.record.displayEndpoint,
    configuration: (app, _, { scope }) => configurationOf(app, scope),
    endpoints: async (app, args, { scope: { containers } }) => {
      const request = appList(app, 'endpoints', args);
      const items = await containers.loadEndpoints(appId(app));
      return wholeConnection(request, items, knownEndpoint(app.appId));
    },
    volumes: async (app, args, { scope: { containers } }) => {
      const request = appList(app, 'volumes', args);
      const items = await containers.loadVolumes(appId(app));
      return wholeConnection(request, items, knownVolume(app.appId));
    },
  },
  ContainerDisplayEndpoint: {
    endpointId: prop('id'),
    type: (endpoint) => endpointTypes.fromUpstream(endpoint.type),
  },
  ContainerAppConfiguration: {
    runtimeType: (app) => runtimeTypes.fromUpstream(app.runtimeType),
    regions: prop('regionSettings'),
    containers: (app) => listed(app.containerTemplates),
    instances: (app) => listed(app.containerInstances),
    volumeTemplates: (app) => listed(app.volumes),
  },
  ContainerRegionSettings: {
    allowedRegionIds: (regions) => listed(regions.allowedRegionIds),
    requiredRegionIds: (regions) => listed(regions.requiredRegionIds),
    provisioningType: (regions) => provisioningTypes.fromUpstream(regions.provisioningType),
  },
  ContainerTemplate: {
    containerId: prop('id'),
    imagePullPolicy: (container) => pullPolicies.fromUpstream(container.imagePullPolicy),
    environmentVariableNames: (container) => listed(container.environmentVariables).flatMap((v) => v.name ?? []),
  },
  ContainerInstance: {
    instanceId: prop('id'),
    containerId: prop('templateId'),
  },
  ContainerAppEndpoint: {
    id: (endpoint) => toGlobalId('ContainerAppEndpoint', localIdOf(endpoint.appId, endpoint.id)),
    endpointId: prop('id'),
    type: (endpoint) => endpointTypes.fromUpstream(endpoint.type),
    pullZoneId: (endpoint) => pullZoneIdOf(endpoint.pullZoneId),
    portMappings: (endpoint) => listed(endpoint.portMappings),
    internalIpAddresses: (endpoint) => listed(endpoint.internalIpAddresses),
    publicIpAddresses: (endpoint) => listed(endpoint.publicIpAddresses),
  },
  ContainerVolume: {
    id: (volume) => toGlobalId('ContainerVolume', localIdOf(volume.appId, volume.id)),
    volumeId: prop('id'),
    instances: instancesOf,
  },
  ContainerVolumeInstance: {
    id: (instance) => volumeInstanceGlobalId(instance.appId, instance.volumeId, instance.id),
    instanceId: prop('id'),
    status: (instance) => volumeStatuses.fromUpstream(instance.status),
    attachedPods: (instance) => listed(instance.attachedPods),
    attachedContainers: (instance) => listed(instance.attachedContainers),
  },
};
