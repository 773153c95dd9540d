import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../request/context.js';
import { toGlobalId } from '../shared/globalId.js';
import { echoed } from '../shared/mutationPayload.js';
import { tokenListConnection } from '../shared/paging/index.js';
import { containerAppTypeResolvers } from './apps/mappers.js';
import { catalogTypeResolvers } from './platform/catalogMappers.js';
import { containersTypeResolvers, toUpstreamEndpoint } from './mappers.js';
import { localIdOf, volumeInstanceGlobalId } from './node.js';
import { appById, findEndpoint, findVolume, loadAppRecord } from './records.js';
import { statisticsTypeResolvers } from './statisticsMappers.js';
import { templateTypeResolvers } from './apps/templateMappers.js';
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

/** A volume payload's volume, read from bunny.net only when selected. */
const volumeOf = (change: { appId: string; volumeId: string }, _: unknown, { scope: { containers } }: GatewayContext) =>
  findVolume(containers, change.appId, change.volumeId);

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
    updateContainerEndpoint: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerEndpoint({ input });
      const { appId, endpointId } = input;
      const body = toUpstreamEndpoint(input.containerEndpoint);
      await containers.resources.updateEndpoint(appId, endpointId, body);
      return { appId, endpointId, endpoint: body, ...echoed(input) };
    },

    createContainerEndpoint: async (_, { input }, { scope: { containers } }) => {
      validate.createContainerEndpoint({ input });
      const { appId, containerId } = input;
      const body = toUpstreamEndpoint(input.containerEndpoint);
      const { id } = await containers.resources.addEndpoint(appId, containerId, body);
      return { appId, endpointId: id || null, ...echoed(input) };
    },

    deleteContainerEndpoint: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerEndpoint({ input });
      await containers.resources.deleteEndpoint(input.appId, input.endpointId);
      return { appId: input.appId, endpointId: input.endpointId, ...echoed(input) };
    },

    updateContainerVolume: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerVolume({ input });
      const { appId, volumeId, containerVolume: volume } = input;
      const body = {
        ...(volume.name != null && { name: volume.name }),
        ...(volume.size != null && { size: volume.size }),
      };
      const answer = await containers.resources.patchVolume(appId, volumeId, body);
      return { appId, volumeId, ...volumeAnswer(answer), ...echoed(input) };
    },

    detachContainerVolume: async (_, { input }, { scope: { containers } }) => {
      validate.detachContainerVolume({ input });
      const answer = await containers.resources.detachVolume(input.appId, input.volumeId);
      return { appId: input.appId, volumeId: input.volumeId, ...volumeAnswer(answer), ...echoed(input) };
    },

    deleteContainerVolumeInstances: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerVolumeInstances({ input });
      const { ids } = await containers.resources.deleteAllVolumeInstances(input.appId, input.volumeId);
      const instanceIds = (ids ?? []).filter((id) => typeof id === 'string' && id !== '');
      return { appId: input.appId, volumeId: input.volumeId, instanceIds, ...echoed(input) };
    },

    deleteContainerVolumeInstance: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerVolumeInstance({ input });
      const { appId, volumeId, instanceId } = input;
      const deleted = await containers.resources.deleteOneVolumeInstance(appId, volumeId, instanceId);
      return { appId, volumeId, instanceId: deleted?.id || instanceId, ...echoed(input) };
    },
  },

  // The payloads' records, read from bunny.net only when selected; null (no error) when the list no longer holds one.
  UpdateContainerEndpointPayload: {
    appEndpoint: (update, _, { scope: { containers } }) => findEndpoint(containers, update.appId, update.endpointId),
    app: (update) => appById(update.appId),
  },
  CreateContainerEndpointPayload: {
    appEndpoint: (creation, _, { scope: { containers } }) =>
      creation.endpointId === null ? null : findEndpoint(containers, creation.appId, creation.endpointId),
    app: (creation) => appById(creation.appId),
  },
  DeleteContainerEndpointPayload: {
    deletedContainerEndpointId: (deletion) =>
      toGlobalId('ContainerAppEndpoint', localIdOf(deletion.appId, deletion.endpointId)),
    app: (deletion) => appById(deletion.appId),
  },
  UpdateContainerVolumePayload: { volume: volumeOf },
  DetachContainerVolumePayload: { volume: volumeOf },
  DeleteContainerVolumeInstancesPayload: {
    deletedContainerVolumeInstanceIds: ({ appId, volumeId, instanceIds }) =>
      instanceIds.map((instanceId) => volumeInstanceGlobalId(appId, volumeId, instanceId)),
    volume: volumeOf,
  },
  DeleteContainerVolumeInstancePayload: {
    deletedContainerVolumeInstanceId: (deletion) =>
      volumeInstanceGlobalId(deletion.appId, deletion.volumeId, deletion.instanceId),
    volume: volumeOf,
  },

  ...containersTypeResolvers,
  ...containerAppTypeResolvers,
  ...templateTypeResolvers,
  ...statisticsTypeResolvers,
  ...catalogTypeResolvers,
};
