import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { tokenListConnection } from '../shared/paging/index.js';
import { containerAppTypeResolvers } from './appMappers.js';
import { containersTypeResolvers, toUpstreamEndpoint } from './mappers.js';
import { volumeInstanceGlobalId } from './node.js';
import { findEndpoint, findVolume, loadAppRecord } from './records.js';
import type { AppRecord, UpstreamAppListItem } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed application without an id cannot be read back or linked: it is left out of the page. */
const listedApp = (app: UpstreamAppListItem | null): AppRecord | null =>
  typeof app?.id === 'string' && app.id !== '' ? { appId: app.id, record: app, complete: false } : null;

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
      return containers.getImageConfig(args.input);
    },

    containerNodeIps: (_, __, { scope: { containers } }) => containers.listNodeIps(),
  },

  Mutation: {
    updateContainerEndpoint: async (_, args, { scope: { containers } }) => {
      validate.updateContainerEndpoint(args);
      const { appId, endpointId } = args;
      const body = toUpstreamEndpoint(args.input);
      await containers.updateEndpoint(appId, endpointId, body);
      return { appId, endpointId, endpoint: body, success: true };
    },

    deleteVolumeInstance: async (_, args, { scope: { containers } }) => {
      validate.deleteVolumeInstance(args);
      const { appId, volumeId, instanceId } = args;
      const deleted = await containers.deleteVolumeInstance(appId, volumeId, instanceId);
      return { appId, volumeId, instanceId: deleted?.id ?? instanceId, success: true };
    },

    deployContainerApp: async (_, args, { scope: { containers } }) => {
      validate.deployContainerApp(args);
      await containers.deployApp(args.appId);
      return { appId: args.appId, success: true };
    },
  },

  // The payloads' records, read from bunny.net only when selected; null (no error) when the list no longer holds one.
  ContainerEndpointUpdate: {
    appEndpoint: (update, _, { scope: { containers } }) => findEndpoint(containers, update.appId, update.endpointId),
    app: (update, _, { scope: { containers } }) => loadAppRecord(containers, update.appId),
  },
  VolumeInstanceDeletion: {
    deletedId: (deletion) => volumeInstanceGlobalId(deletion.appId, deletion.volumeId, deletion.instanceId),
    volume: (deletion, _, { scope: { containers } }) => findVolume(containers, deletion.appId, deletion.volumeId),
  },
  ContainerAppDeployment: {
    app: (deployment, _, { scope: { containers } }) => loadAppRecord(containers, deployment.appId),
  },

  ...containersTypeResolvers,
  ...containerAppTypeResolvers,
};
