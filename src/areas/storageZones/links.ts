import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import type { KnownLinkedPullZone, KnownStorageZone, UpstreamLinkedPullZone } from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * The links between Storage Zones and Pull Zones, and a zone's statistics, each read from bunny.net only when a query
 * selects it. A Storage Zone's record lists its Pull Zones; a Pull Zone's record names its Storage Zone
 * (`StorageZoneId`). Both sides read the other through its area's loader, once per record and request.
 */

/** Ids from the records, checked before a link calls with them (recordIds.ts). */
const record = recordIdsOf('storageZones');
const zoneIdOf = (zone: KnownStorageZone): number => record.id('the Storage Zone id', zone.Id);

const knownLink = (zone: UpstreamLinkedPullZone | null): zone is KnownLinkedPullZone =>
  zone !== null && typeof zone === 'object' && typeof zone.Id === 'number';

export const storageZoneLinkResolvers: Resolvers = {
  StorageZone: {
    pullZones: (zone, args) => {
      const linked = (withoutNulls(zone.PullZones) ?? []).filter(knownLink);
      return wholeConnection(validate.pullZones(zone.Id, args), linked, (pullZone) => pullZone);
    },

    statistics: (zone, args, { scope: { storageZones } }) => {
      validate.statistics(args);
      return storageZones.getStatistics(zoneIdOf(zone), args.from ?? undefined, args.to ?? undefined);
    },

    egressStatistics: (zone, args, { scope: { storageZones } }) => {
      validate.egressStatistics(args);
      const { from, to, hourly } = args;
      return storageZones.getEgressStatistics(zoneIdOf(zone), from ?? undefined, to ?? undefined, hourly ?? false);
    },
  },

  StoragePullZoneEdge: {
    pullZoneId: (edge) => edge.node.Id,
    pullZoneName: (edge) => edge.node.Name ?? null,
    node: (edge, _, { scope: { pullZones } }) =>
      pullZones.loadPullZone(record.id('the linked Pull Zone id', edge.node.Id)),
  },

  PullZone: {
    storageZone: (pullZone, _, { scope: { storageZones } }) => {
      const id = pullZone.StorageZoneId;
      return typeof id === 'number' && id > 0
        ? storageZones.loadStorageZone(record.id('the Storage Zone id', id))
        : null;
    },
  },
};
