import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withCodeAt, withNumericId } from '../shared/codecs.js';
import { echoed } from '../shared/mutationPayload.js';
import { pagedConnection, wholeConnection } from '../shared/paging/index.js';
import { storageZoneLinkResolvers } from './links.js';
import { storageZoneTypeResolvers, zoneTiers } from './mappers.js';
import { storageZoneGlobalId } from './node.js';
import { toUpstreamSettings } from './settings.js';
import type {
  KnownStorageRegion,
  KnownStorageZone,
  UpstreamStorageRegion,
  UpstreamStorageZone,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/** A zone without an id cannot be refetched or linked: it is left out of a page, and out of a creation's answer. */
const knownZone = (zone: UpstreamStorageZone | null): KnownStorageZone | null => withNumericId(zone);

/** A region's code is its key (and what a zone's `region` takes): a region without one is left out. */
const knownRegion = (region: UpstreamStorageRegion | null): KnownStorageRegion | null => withCodeAt(region, 'Id');

export const storageZonesResolvers: Resolvers = {
  Query: {
    storageZones: (_, args, { scope: { storageZones } }) =>
      pagedConnection(
        validate.storageZones(args),
        storageZones.zoneList(args.search ?? undefined, args.includeDeleted ?? false),
        knownZone,
      ),

    storageZone: async (_, args, { scope: { storageZones } }) => {
      validate.storageZone(args);
      return storageZones.loadStorageZone(args.storageZoneId);
    },

    storageZoneAvailability: async (_, args, { scope: { storageZones } }) => {
      validate.storageZoneAvailability(args);
      const answer = await storageZones.checkAvailability(args.name);
      return { name: args.name, available: answer?.Available ?? null };
    },

    storageRegions: async (_, args, { scope: { storageZones } }) =>
      wholeConnection(validate.storageRegions(args), await storageZones.regions(), knownRegion),
  },

  Mutation: {
    createStorageZone: async (_, { input }, { scope: { storageZones } }) => {
      validate.createStorageZone(input);
      const { name, region, replicationRegions, zoneTier, s3Supported } = input;
      const zone = await storageZones.createZone({
        Name: name,
        Region: region,
        ...(replicationRegions != null && { ReplicationRegions: replicationRegions }),
        ...(zoneTier != null && { ZoneTier: zoneTiers.toUpstream(zoneTier) as 0 | 1 }),
        ...(s3Supported != null && { StorageZoneType: s3Supported ? 1 : 0 }),
      });
      return {
        storageZone: knownZone(zone),
        password: zone?.Password ?? null,
        readOnlyPassword: zone?.ReadOnlyPassword ?? null,
        ...echoed(input),
      };
    },

    updateStorageZone: async (_, { input }, { scope: { storageZones } }) => {
      validate.updateStorageZone(input);
      await storageZones.updateZone(input.storageZoneId, toUpstreamSettings(input.storageZone));
      return { storageZoneId: input.storageZoneId, ...echoed(input) };
    },

    deleteStorageZone: async (_, { input }, { scope: { storageZones } }) => {
      validate.deleteStorageZone(input);
      const deletedLinkedPullZones = input.deleteLinkedPullZones ?? false;
      await storageZones.deleteZone(input.storageZoneId, deletedLinkedPullZones);
      return { storageZoneId: input.storageZoneId, deletedLinkedPullZones, ...echoed(input) };
    },

    resetStorageZonePassword: async (_, { input }, { scope: { storageZones } }) => {
      validate.resetStorageZonePassword(input);
      await storageZones.resetPassword(input.storageZoneId);
      const storageZone = await storageZones.loadStorageZone(input.storageZoneId);
      return { storageZoneId: input.storageZoneId, storageZone, ...echoed(input) };
    },

    resetStorageZoneReadOnlyPassword: async (_, { input }, { scope: { storageZones } }) => {
      validate.resetStorageZoneReadOnlyPassword(input);
      await storageZones.resetReadOnlyPassword(input.storageZoneId);
      const storageZone = await storageZones.loadStorageZone(input.storageZoneId);
      return { storageZoneId: input.storageZoneId, storageZone, ...echoed(input) };
    },
  },

  // The payloads' records: the zone read only when selected, or the one the mutation already holds.
  UpdateStorageZonePayload: {
    storageZone: (update, _, { scope: { storageZones } }) => storageZones.loadStorageZone(update.storageZoneId),
  },
  DeleteStorageZonePayload: {
    deletedStorageZoneId: (deletion) => storageZoneGlobalId(deletion.storageZoneId),
  },
  ResetStorageZonePasswordPayload: {
    password: (reset) => reset.storageZone.Password ?? null,
  },
  ResetStorageZoneReadOnlyPasswordPayload: {
    password: (reset) => reset.storageZone.ReadOnlyPassword ?? null,
  },

  ...storageZoneTypeResolvers,
  ...storageZoneLinkResolvers,
  StorageZone: { ...storageZoneTypeResolvers.StorageZone, ...storageZoneLinkResolvers.StorageZone },
};
