import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** bunny DNS's operations of the core API (core-api.json), with the fields that reach them (shared/coverage.ts). */

const core = operationsOf('core-api');

export const dnsCoverage: readonly CoverageEntry[] = [
  // DNS zones
  core.reachedBy('GET /dnszone', 'Query.dnsZones', 'CreateDnsZonePayload.dnsZone'),
  core.reachedBy('POST /dnszone', 'Mutation.createDnsZone'),
  core.reachedBy('GET /dnszone/{id}', 'Query.dnsZone', 'DnsRecord.dnsZone', 'UpdateDnsRecordPayload.dnsRecord'),
  core.reachedBy('POST /dnszone/{id}', 'Mutation.updateDnsZone'),
  core.reachedBy('DELETE /dnszone/{id}', 'Mutation.deleteDnsZone'),
  core.reachedBy('GET /dnszone/{id}/export', 'DnsZone.zoneFileDownloadPath'),
  core.reachedBy('POST /dnszone/checkavailability', 'Query.dnsZoneAvailability'),
  core.reachedBy('POST /dnszone/{zoneId}/import', 'Mutation.importDnsZoneRecords'),
  core.reachedBy('POST /dnszone/{zoneId}/certificate/issue', 'Mutation.issueDnsZoneCertificate'),
  core.reachedBy('GET /dnszone/{id}/statistics', 'DnsZone.statistics'),
  core.reachedBy('POST /dnszone/{id}/dnssec', 'Mutation.setDnsZoneDnssec'),
  core.reachedBy('DELETE /dnszone/{id}/dnssec', 'Mutation.setDnsZoneDnssec'),

  // Records
  core.reachedBy('PUT /dnszone/{zoneId}/records', 'Mutation.createDnsRecord'),
  core.reachedBy('GET /dnszone/{zoneId}/records', 'DnsZone.records'),
  core.reachedBy('POST /dnszone/{zoneId}/records/{id}', 'Mutation.updateDnsRecord'),
  core.reachedBy('DELETE /dnszone/{zoneId}/records/{id}', 'Mutation.deleteDnsRecord'),
  core.reachedBy('POST /dnszone/records/scan', 'Mutation.scanDnsRecords'),
  core.reachedBy('GET /dnszone/{zoneId}/records/scan', 'DnsZone.latestRecordScan'),
];
