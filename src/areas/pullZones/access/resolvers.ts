import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { echoed } from '../../shared/mutationPayload.js';
import { hostnameGlobalId } from '../ids.js';
import { changedHostname, changedZone } from '../links.js';
import { validate } from '../validation.js';

/**
 * Who may reach a Pull Zone and by which names: blocked IPs, referrers, hostnames and their Force SSL switch. Each
 * mutation answers what it changed, and the zone (and hostname) as they are now, read only when selected.
 */

/** What a hostname or referrer mutation answers: the zone is read by its id when selected. */
const changed = (input: { pullZoneId: number; hostname: string; clientMutationId?: string | null }) => ({
  pullZoneId: input.pullZoneId,
  hostname: input.hostname,
  ...echoed(input),
});

/** What a blocked IP mutation answers. */
const changedIp = (input: { pullZoneId: number; blockedIp: string; clientMutationId?: string | null }) => ({
  pullZoneId: input.pullZoneId,
  blockedIp: input.blockedIp,
  ...echoed(input),
});

export const pullZoneAccessResolvers: Resolvers = {
  Mutation: {
    addPullZoneBlockedIp: async (_, { input }, { scope: { pullZones } }) => {
      validate.addPullZoneBlockedIp(input);
      await pullZones.access.addBlockedIp(input.pullZoneId, input.blockedIp);
      return changedIp(input);
    },

    removePullZoneBlockedIp: async (_, { input }, { scope: { pullZones } }) => {
      validate.removePullZoneBlockedIp(input);
      await pullZones.access.removeBlockedIp(input.pullZoneId, input.blockedIp);
      return changedIp(input);
    },

    addPullZoneAllowedReferrer: async (_, { input }, { scope: { pullZones } }) => {
      validate.referrer(input);
      await pullZones.access.addReferrer(input.pullZoneId, 'AllowedReferrer', input.hostname);
      return changed(input);
    },

    removePullZoneAllowedReferrer: async (_, { input }, { scope: { pullZones } }) => {
      validate.referrer(input);
      await pullZones.access.removeReferrer(input.pullZoneId, 'AllowedReferrer', input.hostname);
      return changed(input);
    },

    addPullZoneBlockedReferrer: async (_, { input }, { scope: { pullZones } }) => {
      validate.referrer(input);
      await pullZones.access.addReferrer(input.pullZoneId, 'BlockedReferrer', input.hostname);
      return changed(input);
    },

    removePullZoneBlockedReferrer: async (_, { input }, { scope: { pullZones } }) => {
      validate.referrer(input);
      await pullZones.access.removeReferrer(input.pullZoneId, 'BlockedReferrer', input.hostname);
      return changed(input);
    },

    addPullZoneHostname: async (_, { input }, { scope: { pullZones } }) => {
      validate.zoneHostname(input);
      await pullZones.access.addHostname(input.pullZoneId, input.hostname);
      return changed(input);
    },

    removePullZoneHostname: async (_, { input }, { scope: { pullZones } }) => {
      validate.zoneHostname(input);
      await pullZones.access.removeHostname(input.pullZoneId, input.hostname);
      return changed(input);
    },

    setPullZoneHostnameForceSsl: async (_, { input }, { scope: { pullZones } }) => {
      validate.zoneHostname(input);
      await pullZones.access.setForceSsl(input.pullZoneId, input.hostname, input.forceSsl);
      return changed(input);
    },
  },

  AddPullZoneBlockedIpPayload: { pullZone: changedZone },
  RemovePullZoneBlockedIpPayload: { pullZone: changedZone },
  AddPullZoneAllowedReferrerPayload: { pullZone: changedZone },
  RemovePullZoneAllowedReferrerPayload: { pullZone: changedZone },
  AddPullZoneBlockedReferrerPayload: { pullZone: changedZone },
  RemovePullZoneBlockedReferrerPayload: { pullZone: changedZone },
  AddPullZoneHostnamePayload: { pullZone: changedZone, pullZoneHostname: changedHostname },
  RemovePullZoneHostnamePayload: {
    deletedPullZoneHostnameId: (removal) => hostnameGlobalId(removal.pullZoneId, removal.hostname),
    pullZone: changedZone,
  },
  SetPullZoneHostnameForceSslPayload: { pullZone: changedZone, pullZoneHostname: changedHostname },
};
