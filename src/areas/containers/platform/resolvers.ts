import type { ContainerLogForwardingInput, Resolvers } from '../../../__generated__/resolvers-types.js';
import { withTextAt } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { tokenListConnection, wholeConnection } from '../../shared/paging/index.js';
import { logForwardingGlobalId } from './catalogMappers.js';
import { logFormats, logProtocols } from '../enums.js';
import { appById } from '../records.js';
import type {
  KnownLogForwarding,
  KnownRegion,
  LogForwardingRecord,
  UpstreamLogForwardingRequest,
  UpstreamRegion,
} from '../upstreamTypes.js';
import { validate } from '../validation.js';

/** A listed region without an id cannot be named in region settings: it is left out of the page. */
const listedRegion = (region: UpstreamRegion | null): KnownRegion | null => withTextAt(region, 'id');

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
    createContainerLogForwarding: async (_, { input }, { scope: { containers } }) => {
      validate.createContainerLogForwarding({ input });
      const body = toUpstreamLogForwarding(input.appId, input.containerLogForwarding);
      const record = await containers.platform.createLogForwarding(body);
      return { appId: input.appId, logForwarding: knownLogForwarding(input.appId)(record), ...echoed(input) };
    },

    updateContainerLogForwarding: async (_, { input }, { scope: { containers } }) => {
      validate.updateContainerLogForwarding({ input });
      const body = toUpstreamLogForwarding(input.appId, input.containerLogForwarding);
      const record = await containers.platform.updateLogForwarding(input.appId, body);
      return { appId: input.appId, logForwarding: knownLogForwarding(input.appId)(record), ...echoed(input) };
    },

    deleteContainerLogForwarding: async (_, { input }, { scope: { containers } }) => {
      validate.deleteContainerLogForwarding({ input });
      await containers.platform.deleteLogForwarding(input.appId);
      return { appId: input.appId, ...echoed(input) };
    },
  },

  CreateContainerLogForwardingPayload: {
    app: (change) => appById(change.appId),
  },
  UpdateContainerLogForwardingPayload: {
    app: (change) => appById(change.appId),
  },
  DeleteContainerLogForwardingPayload: {
    deletedContainerLogForwardingId: (deletion) => logForwardingGlobalId(deletion.appId),
    app: (deletion) => appById(deletion.appId),
  },
};
