import { toGlobalId } from '../shared/globalId.js';
import { int64LocalId, type NodeType } from '../shared/nodes.js';
import { requireRecord } from './records/zoneRecords.js';

/**
 * DNS zones and records as `Node`s. A zone's local id is bunny.net's id; a record's is its zone's id and its own,
 * joined by `/` (bunny.net has no read of one record: it is read with its zone).
 */

export const DNS_ZONE_TYPE = 'DnsZone' as const;
export const DNS_RECORD_TYPE = 'DnsRecord' as const;

export const dnsZoneGlobalId = (dnsZoneId: number): string => toGlobalId(DNS_ZONE_TYPE, dnsZoneId);
export const dnsRecordGlobalId = (dnsZoneId: number, dnsRecordId: number): string =>
  toGlobalId(DNS_RECORD_TYPE, `${dnsZoneId}/${dnsRecordId}`);

export const dnsNodes: readonly NodeType[] = [
  {
    typeName: DNS_ZONE_TYPE,
    readerOf(localId) {
      const id = int64LocalId(localId);
      return id === null ? null : ({ dns }) => dns.loadDnsZone(id);
    },
  },
  {
    typeName: DNS_RECORD_TYPE,
    readerOf(localId) {
      const parts = localId.split('/');
      const [zone, record] = parts.map(int64LocalId);
      if (parts.length !== 2 || zone == null || record == null) return null;
      return ({ dns }) => requireRecord(dns, zone, record);
    },
  },
];
