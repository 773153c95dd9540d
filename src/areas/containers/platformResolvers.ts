import type { ContainerLogForwardingInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { tokenListConnection, wholeConnection } from '../shared/paging/index.js';
import { logForwardingGlobalId } from './catalogMappers.js';
import { logFormats, logProtocols } from './enums.js';
import { appById } from './records.js';
import type {
  KnownLogForwarding,
  KnownRegion,
  LogForwardingRecord,
  UpstreamLogForwardingRequest,
  UpstreamRegion,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed region without an id cannot be named in region settings: it is left out of the page. */
const listedRegion = (region: UpstreamRegion | null): KnownRegion | null =>
  typeof region?.id === 'string' && region.id !== '' ? { ...region, id: region.id } : null;

const listedNode = (ipAddress: string | null) => (typeof ipAddress === 'string' ? { ipAddress } : null);

/** A configuration keyed by its application: the one bunny.net names, else (for an answer about it) `appId`. */
const knownLogForwarding =
  (appId?: string) =>
  (record: LogForwardingRecord | null): KnownLogForwarding | null => {
    const app = appId ?? record?.app;
    return record && typeof app === 'string' && app !== '' ? { ...record, appId: app } : null;
  };

function toUpstreamLogForwarding(appId: string, input: ContainerLogForwardingInput): UpstreamLogForwardingRequest {
  return {
    app: appId,
    type: logProtocols.toUpstream(input.protocol) as UpstreamLogForwardingRequest['type'],
    endpoint: input.endpoint,
    port: input.port,
    format: logFormats.toUpstream(input.format) as UpstreamLogForwardingRequest['format'],
    enabled: input.enabled,
    ...(input.token != null && { token: input.token }),
  };
}

/** Regions, limits, nodes and log forwarding. */
export const platformResolvers: Resolvers = {
  Query: {
    containerRegions: (_, args, { scope: { containers } }) =>
      tokenListConnection(validate.containerRegions(args), containers.platform.regionList(), listedRegion),

    containerOptimalRegion: async (_, args, { scope: { containers } }) => {
      validate.containerOptimalRegion(args);
      const region = await containers.platform.getOptimalRegion(args.cdnServerToken ?? undefined);
      return listedRegion(region);
    },

    containerLimits: (_, __, { scope: { containers } }) => containers.platform.getLimits(),

    containerNodes: (_, args, { scope: { containers } }) =>
      tokenListConnection(validate.containerNodes(args), containers.platform.nodeList(), listedNode),

    containerLogForwardings: async (_, args, { scope: { containers } }) => {
      const request = validate.containerLogForwardings(args);
      return wholeConnection(request, await containers.platform.listLogForwardings(), knownLogForwarding());
    },
  },

  Mutation: {
    createContainerLogForwarding: async (_, args, { scope: { containers } }) => {
      validate.createContainerLogForwarding(args);
      const record = await containers.platform.createLogForwarding(toUpstreamLogForwarding(args.appId, args.input));
      return { appId: args.appId, logForwarding: knownLogForwarding(args.appId)(record) };
    },

    updateContainerLogForwarding: async (_, args, { scope: { containers } }) => {
      validate.updateContainerLogForwarding(args);
      const body = toUpstreamLogForwarding(args.appId, args.input);
      const record = await containers.platform.updateLogForwarding(args.appId, body);
      return { appId: args.appId, logForwarding: knownLogForwarding(args.appId)(record) };
    },

    deleteContainerLogForwarding: async (_, args, { scope: { containers } }) => {
      validate.deleteContainerLogForwarding(args);
      await containers.platform.deleteLogForwarding(args.appId);
      return { appId: args.appId, success: true };
    },
  },

  ContainerLogForwardingChange: {
    app: (change) => appById(change.appId),
  },
  ContainerLogForwardingDeletion: {
    deletedId: (deletion) => logForwardingGlobalId(deletion.appId),
    app: (deletion) => appById(deletion.appId),
  },
};
