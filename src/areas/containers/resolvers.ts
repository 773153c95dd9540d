import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkedIdentifier } from '../../upstream/route.js';
import { toContainerEndpoint, toContainerImageSuggestions, toUpstreamEndpoint } from './mappers.js';
import { checkEndpointInput, checkImageInput } from './validation.js';

const id = (argument: string, value: string) => checkedIdentifier('containers', argument, value);

export const containersResolvers: Resolvers = {
  Query: {
    containerImageSuggestions: async (_, { input }, { containers }) => {
      const config = await containers.getImageConfig(checkImageInput(input));
      return config && toContainerImageSuggestions(config);
    },

    containerNodeIps: (_, __, { containers }) => containers.listNodeIps(),
  },

  Mutation: {
    updateContainerEndpoint: async (_, { appId, endpointId, input }, { containers }) => {
      const body = toUpstreamEndpoint(checkEndpointInput(input));
      await containers.updateEndpoint(id('appId', appId), id('endpointId', endpointId), body);
      return { appId, endpointId, endpoint: toContainerEndpoint(body), success: true };
    },

    deleteVolumeInstance: async (_, { appId, volumeId, instanceId }, { containers }) => {
      const deleted = await containers.deleteVolumeInstance(
        id('appId', appId),
        id('volumeId', volumeId),
        id('instanceId', instanceId),
      );
      return { appId, volumeId, instanceId: deleted?.id ?? instanceId, success: true };
    },

    deployContainerApp: async (_, { appId }, { containers }) => {
      await containers.deployApp(id('appId', appId));
      return { appId, success: true };
    },
  },
};
