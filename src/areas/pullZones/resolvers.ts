import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection } from '../shared/paging/index.js';
import { pullZoneTypeResolvers } from './mappers.js';
import type { KnownPullZone, UpstreamPullZone } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed zone without an id cannot be refetched or linked: it is left out of the page. */
const knownZone = (zone: UpstreamPullZone | null): KnownPullZone | null =>
  zone !== null && typeof zone.Id === 'number' ? { ...zone, Id: zone.Id } : null;

export const pullZonesResolvers: Resolvers = {
  Query: {
    pullZones: (_, args, { scope: { pullZones } }) =>
      pagedConnection(validate.pullZones(args), pullZones.pullZoneList(args.search ?? undefined), knownZone),

    pullZone: async (_, args, { scope: { pullZones } }) => {
      validate.pullZone(args);
      return pullZones.loadPullZone(args.pullZoneId);
    },
  },

  Mutation: {
    setEdgeRuleEnabled: async (_, args, { scope: { pullZones } }) => {
      validate.setEdgeRuleEnabled(args);
      const { pullZoneId, edgeRuleId, enabled } = args;
      await pullZones.setEdgeRuleEnabled(pullZoneId, edgeRuleId, enabled);
      return { pullZoneId, edgeRuleId, enabled, success: true };
    },

    removeBlockedIp: async (_, args, { scope: { pullZones } }) => {
      validate.removeBlockedIp(args);
      await pullZones.removeBlockedIp(args.pullZoneId, args.blockedIp);
      return { pullZoneId: args.pullZoneId, blockedIp: args.blockedIp, success: true };
    },

    requestExternalHttpCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.requestExternalHttpCertificate(args);
      const challenge = await pullZones.requestExternalHttpCertificate(args.hostname);
      return { hostname: args.hostname, challenge, success: true };
    },

    resetPullZoneSecurityKey: async (_, args, { scope: { pullZones } }) => {
      validate.resetPullZoneSecurityKey(args);
      const key = args.securityKey ?? undefined;
      await pullZones.resetSecurityKey(args.pullZoneId, key);
      return { pullZoneId: args.pullZoneId, keySupplied: key !== undefined, success: true };
    },
  },

  ...pullZoneTypeResolvers,
};
