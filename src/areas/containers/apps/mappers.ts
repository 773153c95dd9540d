import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { GatewayError } from '../../../errors/gatewayError.js';
import type { RequestScope } from '../../../request/scope.js';
import { prop, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { pageRequest, wholeConnection, type PagingArgs } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { appStatuses, endpointTypes, provisioningTypes, runtimeTypes, volumeStatuses } from '../enums.js';
import { localIdOf, volumeInstanceGlobalId } from '../node.js';
import {
  instancesOf,
  knownContainer,
  knownEndpoint,
  knownVolume,
  loadContainer,
  loadLogForwarding,
} from '../records.js';
import { statisticsQuery } from '../statisticsMappers.js';
import type { AppRecord, UpstreamAppListItem } from '../upstreamTypes.js';
import { validate } from '../validation.js';

/** A list bunny.net leaves out or sends as null is empty; null entries are left out. */
export const listed = <T>(values: readonly (T | null | undefined)[] | null | undefined): T[] =>
  withoutNulls(values) ?? [];

/** bunny.net sends an endpoint's Pull Zone id as a string: a positive int64 is one, anything else none. */
function pullZoneIdOf(value: string | undefined): number | null {
  const id = /^[1-9]\d{0,15}$/.test(value ?? '') ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** A listed app's id, from its record, checked before its links call with it (recordIds.ts). */
const appId = (app: AppRecord): string => recordIdsOf('containers').segment('the application id', app.appId);

/** The whole record: the one the app was read with, or one read of it per request. */
const configurationOf = (app: AppRecord, { containers }: RequestScope) => app.whole ?? containers.loadApp(appId(app));

/** What the list says of the app: its summary when it was listed, else its whole record. */
const summaryOf = async (app: AppRecord, scope: RequestScope): Promise<UpstreamAppListItem> =>
  app.record ?? (await configurationOf(app, scope));

/** One application's endpoints or volumes, paged by the gateway (bunny.net sends each list whole, in one call). */
const appList = (app: AppRecord, list: 'endpoints' | 'volumes', args: PagingArgs) =>
  pageRequest('containers', `containerApp/${app.appId}/${list}`, args);

/** An application's log forwarding; null when bunny.net has none for it (its 404). */
async function logForwardingOf(app: AppRecord, { containers }: RequestScope) {
  try {
    return await loadLogForwarding(containers, appId(app));
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The records of Magic Containers' graph: the parent of each type is bunny.net's record (codegen `mappers`), with
 * the ids that address it; each field reads its property only when selected, each link calls bunny.net only then.
 */
export const containerAppTypeResolvers: Resolvers = {
  ContainerApp: {
    id: (app) => toGlobalId('ContainerApp', app.appId),
    appId: (app) => app.appId,
    name: async (app, _, { scope }) => (await summaryOf(app, scope)).name,
    description: async (app, _, { scope }) => (await summaryOf(app, scope)).description,
    status: async (app, _, { scope }) => appStatuses.fromUpstream((await summaryOf(app, scope)).status),
    displayEndpoint: async (app, _, { scope }) => (await summaryOf(app, scope)).displayEndpoint,
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
    container: (app, args, { scope: { containers } }) => {
      validate.container(args);
      return loadContainer(containers, appId(app), args.containerId);
    },
    autoScaling: (app, _, { scope: { containers } }) => containers.getAutoScaling(appId(app)),
    regionSettings: (app, _, { scope: { containers } }) => containers.getRegionSettings(appId(app)),
    statistics: (app, args, { scope: { containers } }) => {
      validate.statistics(args);
      return containers.getStatistics(appId(app), statisticsQuery(args));
    },
    summary: (app, _, { scope: { containers } }) => containers.getSummary(appId(app)),
    overview: (app, _, { scope: { containers } }) => containers.getOverview(appId(app)),
    logForwarding: (app, _, { scope }) => logForwardingOf(app, scope),
  },
  ContainerDisplayEndpoint: {
    endpointId: prop('id'),
    type: (endpoint) => endpointTypes.fromUpstream(endpoint.type),
  },
  ContainerAppConfiguration: {
    runtimeType: (app) => runtimeTypes.fromUpstream(app.runtimeType),
    regions: prop('regionSettings'),
    containers: (app) => listed(app.containerTemplates).flatMap((template) => knownContainer(app.id)(template) ?? []),
    instances: (app) => listed(app.containerInstances),
    volumeTemplates: (app) => listed(app.volumes),
    networkLimits: prop('networkSettings'),
  },
  ContainerRegionSettings: {
    allowedRegionIds: (regions) => listed(regions.allowedRegionIds),
    requiredRegionIds: (regions) => listed(regions.requiredRegionIds),
    provisioningType: (regions) => provisioningTypes.fromUpstream(regions.provisioningType),
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
