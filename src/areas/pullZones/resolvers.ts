import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkedIdentifier } from '../../upstream/route.js';
import { certificateHostname, ipOrCidr, visibleAscii } from '../shared/validate.js';

export const pullZonesResolvers: Resolvers = {
  Mutation: {
    setEdgeRuleEnabled: async (_, { pullZoneId, edgeRuleId, enabled }, { pullZones }) => {
      await pullZones.setEdgeRuleEnabled(pullZoneId, checkedIdentifier('pullZones', 'edgeRuleId', edgeRuleId), enabled);
      return { pullZoneId, edgeRuleId, enabled, success: true };
    },

    removeBlockedIp: async (_, { pullZoneId, blockedIp }, { pullZones }) => {
      await pullZones.removeBlockedIp(pullZoneId, ipOrCidr('pullZones', 'blockedIp', blockedIp));
      return { pullZoneId, blockedIp, success: true };
    },

    requestExternalHttpCertificate: async (_, args, { pullZones }) => {
      const challenge = await pullZones.requestExternalHttpCertificate(
        certificateHostname('pullZones', 'hostname', args.hostname),
      );
      return { hostname: args.hostname, challenge, success: true };
    },

    resetPullZoneSecurityKey: async (_, { pullZoneId, securityKey }, { pullZones }) => {
      // ResetPullZoneSecurityKeyModel: 8 to 36 characters; the key signs URLs, so visible ASCII only (no spaces).
      const key = securityKey == null ? undefined : visibleAscii('pullZones', 'securityKey', securityKey, 8, 36);
      await pullZones.resetSecurityKey(pullZoneId, key);
      return { pullZoneId, keySupplied: key !== undefined, success: true };
    },
  },
};
