import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { hostnameGlobalId } from './ids.js';
import { changedHostname, changedZone } from './links.js';
import { validate } from './validation.js';

/**
 * Who may reach a Pull Zone and by which names: blocked IPs, referrers, hostnames and their Force SSL switch. Each
 * mutation answers what it changed, and the zone (and hostname) as they are now, read only when selected.
 */

/** What a hostname or referrer mutation answers: the zone is read by its id when selected. */
const changed = (args: { pullZoneId: number; hostname: string }) => ({
  pullZoneId: args.pullZoneId,
  hostname: args.hostname,
  success: true,
});

export const pullZoneAccessResolvers: Resolvers = {
  Mutation: {
    addBlockedIp: async (_, args, { scope: { pullZones } }) => {
      validate.addBlockedIp(args);
      await pullZones.access.addBlockedIp(args.pullZoneId, args.blockedIp);
      return { pullZoneId: args.pullZoneId, blockedIp: args.blockedIp, success: true };
    },

    removeBlockedIp: async (_, args, { scope: { pullZones } }) => {
      validate.removeBlockedIp(args);
      await pullZones.access.removeBlockedIp(args.pullZoneId, args.blockedIp);
      return { pullZoneId: args.pullZoneId, blockedIp: args.blockedIp, success: true };
    },

    addPullZoneAllowedReferrer: async (_, args, { scope: { pullZones } }) => {
      validate.referrer(args);
      await pullZones.access.addReferrer(args.pullZoneId, 'AllowedReferrer', args.hostname);
      return changed(args);
    },

    removePullZoneAllowedReferrer: async (_, args, { scope: { pullZones } }) => {
      validate.referrer(args);
      await pullZones.access.removeReferrer(args.pullZoneId, 'AllowedReferrer', args.hostname);
      return changed(args);
    },

    addPullZoneBlockedReferrer: async (_, args, { scope: { pullZones } }) => {
      validate.referrer(args);
      await pullZones.access.addReferrer(args.pullZoneId, 'BlockedReferrer', args.hostname);
      return changed(args);
    },

    removePullZoneBlockedReferrer: async (_, args, { scope: { pullZones } }) => {
      validate.referrer(args);
      await pullZones.access.removeReferrer(args.pullZoneId, 'BlockedReferrer', args.hostname);
      return changed(args);
    },

    addPullZoneHostname: async (_, args, { scope: { pullZones } }) => {
      validate.zoneHostname(args);
      await pullZones.access.addHostname(args.pullZoneId, args.hostname);
      return changed(args);
    },

    removePullZoneHostname: async (_, args, { scope: { pullZones } }) => {
      validate.zoneHostname(args);
      await pullZones.access.removeHostname(args.pullZoneId, args.hostname);
      return changed(args);
    },

    setPullZoneHostnameForceSsl: async (_, args, { scope: { pullZones } }) => {
      validate.zoneHostname(args);
      await pullZones.access.setForceSsl(args.pullZoneId, args.hostname, args.forceSsl);
      return changed(args);
    },
  },

  BlockedIpAddition: { pullZone: changedZone },
  BlockedIpRemoval: { pullZone: changedZone },
  PullZoneReferrerChange: { pullZone: changedZone },
  PullZoneHostnameAddition: { pullZone: changedZone, pullZoneHostname: changedHostname },
  PullZoneHostnameRemoval: {
    deletedId: (removal) => hostnameGlobalId(removal.pullZoneId, removal.hostname),
    pullZone: changedZone,
  },
  PullZoneHostnameChange: { pullZone: changedZone, pullZoneHostname: changedHostname },
};
