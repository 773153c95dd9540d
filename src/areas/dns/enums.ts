import type { DiscoveredDnsRecordType } from '../../__generated__/resolvers-types.js';
import { intEnum } from '../shared/codecs.js';

/** bunny DNS's integer-coded enums, each in bunny.net's order (core-api.json), as the graph names them. */

export const recordTypes = intEnum([
  'A',
  'AAAA',
  'CNAME',
  'TXT',
  'MX',
  'REDIRECT',
  'FLATTEN',
  'PULL_ZONE',
  'SRV',
  'CAA',
  'PTR',
  'SCRIPT',
  'NS',
  'SVCB',
  'HTTPS',
  'TLSA',
]);

export const logAnonymizations = intEnum(['ONE_DIGIT', 'DROP']);
export const certificateKeyTypes = intEnum(['ECDSA', 'RSA']);
export const accelerationStatuses = intEnum(['NONE', 'PENDING', 'PROCESSING', 'COMPLETED', 'FAILED']);
export const smartRoutingTypes = intEnum(['NONE', 'LATENCY', 'GEOLOCATION']);
export const monitorTypes = intEnum(['NONE', 'PING', 'HTTP', 'MONITOR']);
export const monitorStatuses = intEnum(['UNKNOWN', 'ONLINE', 'OFFLINE']);
export const scanStatuses = intEnum(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED']);

/** DnsZoneDiscoveredRecordType: the codes of DnsRecordTypes for the types a scan finds, and 16 for SOA. */
const DISCOVERED_TYPES: Readonly<Record<number, DiscoveredDnsRecordType>> = {
  0: 'A',
  1: 'AAAA',
  2: 'CNAME',
  3: 'TXT',
  4: 'MX',
  8: 'SRV',
  9: 'CAA',
  10: 'PTR',
  12: 'NS',
  13: 'SVCB',
  14: 'HTTPS',
  15: 'TLSA',
  16: 'SOA',
};

export const discoveredRecordType = (code: unknown): DiscoveredDnsRecordType | null =>
  typeof code === 'number' ? (DISCOVERED_TYPES[code] ?? null) : null;
