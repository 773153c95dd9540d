import type { Resolvers } from '../../__generated__/resolvers-types.js';
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
const knownZone = (zone: UpstreamStorageZone | null): KnownStorageZone | null =>
  zone !== null && typeof zone.Id === 'number' ? { ...zone, Id: zone.Id } : null;

/** A region's code is its key (and what a zone's `region` takes): a region without one is left out. */
const knownRegion = (region: UpstreamStorageRegion | null): KnownStorageRegion | null =>
  region !== null && typeof region.Id === 'string' && /^[^:\s]{1,64}$/.test(region.Id)
    ? { ...region, Id: region.Id }
    : null;

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
    createStorageZone: async (_, args, { scope: { storageZones } }) => {
      validate.createStorageZone(args);
      const { name, region, replicationRegions, zoneTier, s3Supported } = args.input;
      const zone = await storageZones.createZone({
        Name: name,
        Region: region,
        ...(replicationRegions != null && { ReplicationRegions: replicationRegions }),
        ...(zoneTier != null && { ZoneTier: zoneTiers.toUpstream(zoneTier) as 0 | 1 }),
        ...(s3Supported != null && { StorageZoneType: s3Supported ? 1 : 0 }),
      });
      const password = zone?.Password ?? null;
      return {
        storageZone: knownZone(zone),
        password,
        readOnlyPassword: zone?.ReadOnlyPassword ?? null,
        success: true,
      };
    },

    updateStorageZone: async (_, args, { scope: { storageZones } }) => {
      validate.updateStorageZone(args);
      await storageZones.updateZone(args.storageZoneId, toUpstreamSettings(args.input));
      return { storageZoneId: args.storageZoneId, success: true };
    },

    deleteStorageZone: async (_, args, { scope: { storageZones } }) => {
      validate.deleteStorageZone(args);
      const deletedLinkedPullZones = args.deleteLinkedPullZones ?? false;
      await storageZones.deleteZone(args.storageZoneId, deletedLinkedPullZones);
      return { storageZoneId: args.storageZoneId, deletedLinkedPullZones, success: true };
    },

    resetStorageZonePassword: async (_, args, { scope: { storageZones } }) => {
      validate.resetStorageZonePassword(args);
      await storageZones.resetPassword(args.storageZoneId);
      const storageZone = await storageZones.loadStorageZone(args.storageZoneId);
      return { storageZoneId: args.storageZoneId, readOnly: false, storageZone, success: true };
    },

    resetStorageZoneReadOnlyPassword: async (_, args, { scope: { storageZones } }) => {
      validate.resetStorageZoneReadOnlyPassword(args);
      await storageZones.resetReadOnlyPassword(args.storageZoneId);
      const storageZone = await storageZones.loadStorageZone(args.storageZoneId);
      return { storageZoneId: args.storageZoneId, readOnly: true, storageZone, success: true };
    },
  },

  // The payloads' records: the zone read only when selected, or the one the mutation already holds.
  StorageZoneUpdate: {
    storageZone: (update, _, { scope: { storageZones } }) => storageZones.loadStorageZone(update.storageZoneId),
  },
  StorageZoneDeletion: {
    deletedId: (deletion) => storageZoneGlobalId(deletion.storageZoneId),
  },
  StorageZonePasswordReset: {
    password: (reset) => (reset.readOnly ? reset.storageZone.ReadOnlyPassword : reset.storageZone.Password) ?? null,
  },

  ...storageZoneTypeResolvers,
  ...storageZoneLinkResolvers,
  StorageZone: { ...storageZoneTypeResolvers.StorageZone, ...storageZoneLinkResolvers.StorageZone },
};
