import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { knownZone } from './client.js';
import { pullZoneGlobalId } from './ids.js';
import { changedZone } from './links.js';
import { pullZoneTypeResolvers } from './mappers.js';
import { toUpstreamSettings } from './settings.js';
import { validate } from './validation.js';

/** The Pull Zone reads, and the changes of a zone as a whole: made, changed, deleted, purged, its key reset. */
export const pullZonesResolvers: Resolvers = {
  Query: {
    pullZones: (_, args, { scope: { pullZones } }) =>
      pagedConnection(validate.pullZones(args), pullZones.pullZoneList(args.search ?? undefined), knownZone),

    pullZone: async (_, args, { scope: { pullZones } }) => {
      validate.pullZone(args);
      return pullZones.loadPullZone(args.pullZoneId);
    },

    pullZoneCount: (_, __, { scope: { pullZones } }) => pullZones.countPullZones(),

    pullZoneNameAvailability: async (_, args, { scope: { pullZones } }) => {
      validate.pullZoneNameAvailability(args);
      return { name: args.name, available: await pullZones.isNameAvailable(args.name) };
    },
  },

  Mutation: {
    createPullZone: async (_, args, { scope: { pullZones } }) => {
      validate.createPullZone(args);
      const pullZoneId = await pullZones.createPullZone(args.name, toUpstreamSettings(args.settings ?? {}));
      return { name: args.name, pullZoneId, success: true };
    },

    updatePullZone: async (_, args, { scope: { pullZones } }) => {
      validate.updatePullZone(args);
      await pullZones.updatePullZone(args.pullZoneId, toUpstreamSettings(args.settings));
      return { pullZoneId: args.pullZoneId, success: true };
    },

    deletePullZone: async (_, args, { scope: { pullZones } }) => {
      validate.deletePullZone(args);
      await pullZones.deletePullZone(args.pullZoneId);
      return { pullZoneId: args.pullZoneId, success: true };
    },

    purgePullZoneCache: async (_, args, { scope: { pullZones } }) => {
      validate.purgePullZoneCache(args);
      const cacheTag = args.cacheTag ?? null;
      await pullZones.purgeCache(args.pullZoneId, cacheTag ?? undefined);
      return { pullZoneId: args.pullZoneId, cacheTag, success: true };
    },

    purgeUrl: async (_, args, { scope: { pullZones } }) => {
      validate.purgeUrl(args);
      const async = args.async ?? false;
      await pullZones.purgeUrl(args.url, async, args.exactPath ?? false);
      return { url: args.url, async, success: true };
    },

    resetPullZoneSecurityKey: async (_, args, { scope: { pullZones } }) => {
      validate.resetPullZoneSecurityKey(args);
      const key = args.securityKey ?? undefined;
      await pullZones.resetSecurityKey(args.pullZoneId, key);
      return { pullZoneId: args.pullZoneId, keySupplied: key !== undefined, success: true };
    },
  },

  PullZoneCreation: {
    // By the id bunny.net answered, or (its document shows no body) the zone of that name, found by one search.
    pullZone: (creation, _, { scope: { pullZones } }) =>
      creation.pullZoneId === null
        ? pullZones.findPullZoneByName(creation.name)
        : pullZones.loadPullZone(recordIdsOf('pullZones').id('the new Pull Zone id', creation.pullZoneId)),
  },
  PullZoneUpdate: { pullZone: changedZone },
  PullZoneDeletion: { deletedId: (deletion) => pullZoneGlobalId(deletion.pullZoneId) },
  PullZoneCachePurge: { pullZone: changedZone },
  SecurityKeyReset: { pullZone: changedZone },

  ...pullZoneTypeResolvers,
};
