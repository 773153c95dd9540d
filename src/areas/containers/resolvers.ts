import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { containersTypeResolvers, toUpstreamEndpoint } from './mappers.js';
import { validate } from './validation.js';

export const containersResolvers: Resolvers = {
  Query: {
    containerImageSuggestions: async (_, args, { containers }) => {
      validate.containerImageSuggestions(args);
      return containers.getImageConfig(args.input);
    },

    containerNodeIps: (_, __, { containers }) => containers.listNodeIps(),
  },

  Mutation: {
    updateContainerEndpoint: async (_, args, { containers }) => {
      validate.updateContainerEndpoint(args);
      const { appId, endpointId } = args;
      const body = toUpstreamEndpoint(args.input);
      await containers.updateEndpoint(appId, endpointId, body);
      return { appId, endpointId, endpoint: body, success: true };
    },

    deleteVolumeInstance: async (_, args, { containers }) => {
      validate.deleteVolumeInstance(args);
      const { appId, volumeId, instanceId } = args;
      const deleted = await containers.deleteVolumeInstance(appId, volumeId, instanceId);
      return { appId, volumeId, instanceId: deleted?.id ?? instanceId, success: true };
    },

    deployContainerApp: async (_, args, { containers }) => {
      validate.deployContainerApp(args);
      await containers.deployApp(args.appId);
      return { appId: args.appId, success: true };
    },
  },

  ...containersTypeResolvers,
};
