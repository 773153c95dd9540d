import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../shared/globalId.js';
import { tokenListConnection } from '../shared/paging/index.js';
import { containerAppTypeResolvers } from './appMappers.js';
import { catalogTypeResolvers } from './catalogMappers.js';
import { containersTypeResolvers, toUpstreamEndpoint } from './mappers.js';
import { localIdOf, volumeInstanceGlobalId } from './node.js';
import { appById, findEndpoint, findVolume, loadAppRecord } from './records.js';
import { statisticsTypeResolvers } from './statisticsMappers.js';
import { templateTypeResolvers } from './templateMappers.js';
import type { AppRecord, UpstreamAppListItem } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed application without an id cannot be read back or linked: it is left out of the page. */
const listedApp = (app: UpstreamAppListItem | null): AppRecord | null =>
  typeof app?.id === 'string' && app.id !== '' ? { appId: app.id, record: app, whole: null } : null;

/** bunny.net's answer of a volume write: its name and size, when it gave them. */
const volumeAnswer = (answer: { name?: string; size?: number }) => ({
  name: answer.name ?? null,
  size: answer.size ?? null,
});

/** The applications' reads, their endpoints' and volumes' writes, and the payloads of those writes. */
export const containersResolvers: Resolvers = {
  Query: {
    containerApps: (_, args, { scope: { containers } }) =>
      tokenListConnection(validate.containerApps(args), containers.appList(), listedApp),

    containerApp: async (_, args, { scope: { containers } }) => {
      validate.containerApp(args);
      return loadAppRecord(containers, args.appId);
    },

    containerImageSuggestions: async (_, args, { scope: { containers } }) => {
      validate.containerImageSuggestions(args);
      return containers.registries.getImageConfig(args.input);
    },

    containerNodeIps: (_, __, { scope: { containers } }) => containers.platform.listNodeIps(),
  },

  Mutation: {
    updateContainerEndpoint: async (_, args, { scope: { containers } }) => {
      validate.updateContainerEndpoint(args);
      const { appId, endpointId } = args;
      const body = toUpstreamEndpoint(args.input);
      await containers.resources.updateEndpoint(appId, endpointId, body);
      return { appId, endpointId, endpoint: body, success: true };
    },

    addContainerEndpoint: async (_, args, { scope: { containers } }) => {
      validate.addContainerEndpoint(args);
      const { appId, containerId } = args;
      const { id } = await containers.resources.addEndpoint(appId, containerId, toUpstreamEndpoint(args.input));
      return { appId, endpointId: id || null };
    },

    deleteContainerEndpoint: async (_, args, { scope: { containers } }) => {
      validate.deleteContainerEndpoint(args);
      await containers.resources.deleteEndpoint(args.appId, args.endpointId);
      return { appId: args.appId, endpointId: args.endpointId, success: true };
    },

    updateContainerVolume: async (_, args, { scope: { containers } }) => {
      validate.updateContainerVolume(args);
      const { appId, volumeId, input } = args;
      const body = { ...(input.name != null && { name: input.name }), ...(input.size != null && { size: input.size }) };
      const answer = await containers.resources.patchVolume(appId, volumeId, body);
      return { appId, volumeId, ...volumeAnswer(answer), success: true };
    },

    detachContainerVolume: async (_, args, { scope: { containers } }) => {
      validate.detachContainerVolume(args);
      const answer = await containers.resources.detachVolume(args.appId, args.volumeId);
      return { appId: args.appId, volumeId: args.volumeId, ...volumeAnswer(answer), success: true };
    },

    deleteVolumeInstances: async (_, args, { scope: { containers } }) => {
      validate.deleteVolumeInstances(args);
      const { ids } = await containers.resources.deleteVolumeInstances(args.appId, args.volumeId);
      const instanceIds = (ids ?? []).filter((id) => typeof id === 'string' && id !== '');
      return { appId: args.appId, volumeId: args.volumeId, instanceIds, success: true };
    },

    deleteVolumeInstance: async (_, args, { scope: { containers } }) => {
      validate.deleteVolumeInstance(args);
      const { appId, volumeId, instanceId } = args;
      const deleted = await containers.resources.deleteVolumeInstance(appId, volumeId, instanceId);
      return { appId, volumeId, instanceId: deleted?.id || instanceId, success: true };
    },
  },

  // The payloads' records, read from bunny.net only when selected; null (no error) when the list no longer holds one.
  ContainerEndpointUpdate: {
    appEndpoint: (update, _, { scope: { containers } }) => findEndpoint(containers, update.appId, update.endpointId),
    app: (update) => appById(update.appId),
  },
  ContainerEndpointCreation: {
    appEndpoint: (creation, _, { scope: { containers } }) =>
      creation.endpointId === null ? null : findEndpoint(containers, creation.appId, creation.endpointId),
    app: (creation) => appById(creation.appId),
  },
  ContainerEndpointDeletion: {
    deletedId: (deletion) => toGlobalId('ContainerAppEndpoint', localIdOf(deletion.appId, deletion.endpointId)),
    app: (deletion) => appById(deletion.appId),
  },
  ContainerVolumeUpdate: {
    volume: (update, _, { scope: { containers } }) => findVolume(containers, update.appId, update.volumeId),
  },
  ContainerVolumeDetachment: {
    volume: (update, _, { scope: { containers } }) => findVolume(containers, update.appId, update.volumeId),
  },
  VolumeInstancesDeletion: {
    deletedIds: ({ appId, volumeId, instanceIds }) =>
      instanceIds.map((instanceId) => volumeInstanceGlobalId(appId, volumeId, instanceId)),
    volume: (deletion, _, { scope: { containers } }) => findVolume(containers, deletion.appId, deletion.volumeId),
  },
  VolumeInstanceDeletion: {
    deletedId: (deletion) => volumeInstanceGlobalId(deletion.appId, deletion.volumeId, deletion.instanceId),
    volume: (deletion, _, { scope: { containers } }) => findVolume(containers, deletion.appId, deletion.volumeId),
  },

  ...containersTypeResolvers,
  ...containerAppTypeResolvers,
  ...templateTypeResolvers,
  ...statisticsTypeResolvers,
  ...catalogTypeResolvers,
};
