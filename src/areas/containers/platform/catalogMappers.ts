import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { logFormats, logProtocols } from '../enums.js';
import { appById } from '../records.js';

/**
 * Registries, images, regions, limits and log-forwarding configurations: the parent of each type is bunny.net's record
 * (codegen `mappers`); a registry's password and a configuration's token never reach one (the clients take them out).
 */

const listed = <T>(values: readonly (T | null | undefined)[] | null | undefined): T[] => withoutNulls(values) ?? [];

/** The global id of a registry: its `id`, and `deletedId` once deleted. */
export const registryGlobalId = (registryId: number): string => toGlobalId('ContainerRegistry', registryId);

/** The global id of an application's log forwarding, keyed by the application as bunny.net keys it. */
export const logForwardingGlobalId = (appId: string): string => toGlobalId('ContainerLogForwarding', appId);

export const catalogTypeResolvers: Resolvers = {
  ContainerRegistry: {
    id: (registry) => registryGlobalId(registry.registryId),
    registryId: prop('registryId'),
    createdAt: (registry) => upstreamDateTime(registry.createdAt),
    lastUpdatedAt: (registry) => upstreamDateTime(registry.lastUpdatedAt),
  },
  ContainerImage: { name: prop('id') },
  ContainerConfigSuggestions: {
    endpointSuggestions: (suggestions) => listed(suggestions.endpointSuggestions),
    environmentVariableSuggestions: (suggestions) => listed(suggestions.environmentVariablesSuggestions),
    volumeSuggestions: (suggestions) => listed(suggestions.volumeSuggestions),
  },
  ContainerRegion: {
    id: (region) => toGlobalId('ContainerRegion', region.id),
    containerRegionId: prop('id'),
  },
  ContainerLimits: {
    maxApplications: prop('maxNumberOfApplications'),
    applications: prop('existingNumberOfApplications'),
    maxRegionsPerApplication: prop('maxNumberOfRegionsPerApplication'),
    maxInstancesPerRegion: prop('maxNumberOfInstancesPerRegion'),
    maxInstancesPerApplication: prop('maxNumberOfInstancesPerApplication'),
    maxVolumesPerApplication: prop('maxNumberOfVolumesPerApplication'),
    maxVolumeSizeGb: prop('maxVolumeSize'),
  },
  ContainerLogForwarding: {
    id: (forwarding) => logForwardingGlobalId(forwarding.appId),
    logForwardingId: prop('id'),
    app: (forwarding) => appById(recordIdsOf('containers').segment('the application id', forwarding.appId)),
    protocol: (forwarding) => logProtocols.fromUpstream(forwarding.type),
    format: (forwarding) => logFormats.fromUpstream(forwarding.format),
    createdAt: (forwarding) => upstreamDateTime(forwarding.createdAt),
  },
};
