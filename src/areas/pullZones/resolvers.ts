import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { validate } from './validation.js';

export const pullZonesResolvers: Resolvers = {
  Mutation: {
    setEdgeRuleEnabled: async (_, args, { pullZones }) => {
      validate.setEdgeRuleEnabled(args);
      const { pullZoneId, edgeRuleId, enabled } = args;
      await pullZones.setEdgeRuleEnabled(pullZoneId, edgeRuleId, enabled);
      return { pullZoneId, edgeRuleId, enabled, success: true };
    },

    removeBlockedIp: async (_, args, { pullZones }) => {
      validate.removeBlockedIp(args);
      await pullZones.removeBlockedIp(args.pullZoneId, args.blockedIp);
      return { pullZoneId: args.pullZoneId, blockedIp: args.blockedIp, success: true };
    },

    requestExternalHttpCertificate: async (_, args, { pullZones }) => {
      validate.requestExternalHttpCertificate(args);
      const challenge = await pullZones.requestExternalHttpCertificate(args.hostname);
      return { hostname: args.hostname, challenge, success: true };
    },

    resetPullZoneSecurityKey: async (_, args, { pullZones }) => {
      validate.resetPullZoneSecurityKey(args);
      const key = args.securityKey ?? undefined;
      await pullZones.resetSecurityKey(args.pullZoneId, key);
      return { pullZoneId: args.pullZoneId, keySupplied: key !== undefined, success: true };
    },
  },
};
