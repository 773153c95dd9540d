import { ACME_DNS_ZONE_ID } from '../../../src/sandbox/index.js';
import { ARGS, type ListCase } from './lists.js';

/** DNS: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'dnsZones (core API, perPage 5 to 1000)',
    field: (list) => `dnsZones(${ARGS}) ${list}`,
    key: 'dnsZoneId',
    call: /^api GET \/dnszone\?page=/,
  },
  {
    name: 'DnsZone.records (core API, a link)',
    field: (list) => `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) { records(${ARGS}) ${list} }`,
    key: 'dnsRecordId',
    call: /^api GET \/dnszone\/\d+\/records\?page=/,
  },
];
