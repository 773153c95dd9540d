import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { echoed } from '../shared/mutationPayload.js';
import { pagedConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { knownZone } from './client.js';
import { pullZoneGlobalId } from './ids.js';
import { changedZone } from './links.js';
import { pullZoneTypeResolvers } from './mappers.js';
import { toUpstreamSettings } from './settings/fields.js';
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
    createPullZone: async (_, { input }, { scope: { pullZones } }) => {
      validate.createPullZone(input);
      const pullZoneId = await pullZones.createPullZone(input.name, toUpstreamSettings(input.settings ?? {}));
      return { name: input.name, pullZoneId, ...echoed(input) };
    },

    updatePullZone: async (_, { input }, { scope: { pullZones } }) => {
      validate.updatePullZone(input);
      await pullZones.updatePullZone(input.pullZoneId, toUpstreamSettings(input.settings));
      return { pullZoneId: input.pullZoneId, ...echoed(input) };
    },

    deletePullZone: async (_, { input }, { scope: { pullZones } }) => {
      validate.deletePullZone(input);
      await pullZones.deletePullZone(input.pullZoneId);
      return { pullZoneId: input.pullZoneId, ...echoed(input) };
    },

    purgePullZoneCache: async (_, { input }, { scope: { pullZones } }) => {
      validate.purgePullZoneCache(input);
      const cacheTag = input.cacheTag ?? null;
      await pullZones.purgeCache(input.pullZoneId, cacheTag ?? undefined);
      return { pullZoneId: input.pullZoneId, cacheTag, ...echoed(input) };
    },

    purgePullZoneUrl: async (_, { input }, { scope: { pullZones } }) => {
      validate.purgePullZoneUrl(input);
      const async = input.async ?? false;
      await pullZones.purgeUrl(input.url, async, input.exactPath ?? false);
      return { url: input.url, async, ...echoed(input) };
    },

    resetPullZoneSecurityKey: async (_, { input }, { scope: { pullZones } }) => {
      validate.resetPullZoneSecurityKey(input);
      const key = input.securityKey ?? undefined;
      await pullZones.resetSecurityKey(input.pullZoneId, key);
      return { pullZoneId: input.pullZoneId, keySupplied: key !== undefined, ...echoed(input) };
    },
  },

  CreatePullZonePayload: {
    // By the id bunny.net answered, or (its document shows no body) the zone of that name, found by one search.
    pullZone: (creation, _, { scope: { pullZones } }) =>
      creation.pullZoneId === null
        ? pullZones.findPullZoneByName(creation.name)
        : pullZones.loadPullZone(recordIdsOf('pullZones').id('the new Pull Zone id', creation.pullZoneId)),
  },
  UpdatePullZonePayload: { pullZone: changedZone },
  DeletePullZonePayload: { deletedPullZoneId: (deletion) => pullZoneGlobalId(deletion.pullZoneId) },
  PurgePullZoneCachePayload: { pullZone: changedZone },
  ResetPullZoneSecurityKeyPayload: { pullZone: changedZone },

  ...pullZoneTypeResolvers,
};
