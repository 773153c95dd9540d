import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { pagedConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { recordTypes } from '../enums.js';
import { pullZoneIdOf } from './pullZone.js';
import type { KnownDnsZone } from '../upstreamTypes.js';
import { validate } from '../validation.js';

/**
 * The links of a zone and of a record, each read from bunny.net only when a query selects it: a zone's records,
 * statistics and latest record scan; a record's zone and the Pull Zone it points at (through the Pull Zone area's
 * loader, so a zone linked from many records, or also read by `node`, is one call).
 */

/** Ids from the records, checked before a link calls with them (recordIds.ts). */
const record = recordIdsOf('dns');
const zoneIdOf = (zone: KnownDnsZone): number => record.id('the DNS zone id', zone.Id);

export const dnsLinkResolvers: Resolvers = {
  DnsZone: {
    records: (zone, args, { scope: { dns } }) => {
      const request = validate.records(zone.Id, args);
      const type = args.type == null ? undefined : recordTypes.toUpstream(args.type);
      return pagedConnection(request, dns.records.recordList(zoneIdOf(zone), type, args.search ?? undefined), (r) => r);
    },

    statistics: (zone, args, { scope: { dns } }) => {
      validate.statistics(args);
      return dns.getStatistics(zoneIdOf(zone), args.from ?? undefined, args.to ?? undefined);
    },

    latestRecordScan: (zone, _, { scope: { dns } }) => dns.records.getLatestRecordScan(zoneIdOf(zone)),
  },

  DnsRecord: {
    dnsZone: (dnsRecord, _, { scope: { dns } }) => dns.loadDnsZone(record.id('the DNS zone id', dnsRecord.dnsZoneId)),

    pullZone: (dnsRecord, _, { scope: { pullZones } }) => {
      const pullZoneId = pullZoneIdOf(dnsRecord);
      return pullZoneId === null ? null : pullZones.loadPullZone(record.id('the Pull Zone id', pullZoneId));
    },
  },
};
