import {
  WEB_PULL_ZONE_ID,
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_ZONE_ID,
  MEDIA_DNS_ZONE_ID,
  SPARE_DNS_RECORD_ID,
  SPARE_DNS_ZONE_ID,
} from '../../../src/sandbox/index.js';
import type { ContractOperation } from '../support/operations.js';

/** DNS: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  // DNS (src/areas/dns). Deletions take the spare zone and record, which no other entry reads. importDnsZoneRecords
  // takes a multipart file part, so it is checked in dnsLinks.test.ts with the links.
  {
    field: 'dnsZones',
    kind: 'query',
    args: () => 'first: 20, search: "acme"',
    host: 'api',
    method: 'GET',
    path: '/dnszone',
  },
  {
    field: 'dnsZone',
    kind: 'query',
    args: () => `dnsZoneId: ${ACME_DNS_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/dnszone/{id}',
  },
  {
    field: 'dnsZoneAvailability',
    kind: 'query',
    args: () => 'domain: "contract-check.example"',
    host: 'api',
    method: 'POST',
    path: '/dnszone/checkavailability',
  },
  {
    field: 'createDnsZone',
    kind: 'mutation',
    args: () =>
      `input: { domain: "contract-zone.example", records: [{ type: A, name: "", value: "192.0.2.1", ttl: 300 },
        { type: PULL_ZONE, name: "cdn", pullZoneId: ${WEB_PULL_ZONE_ID} }] }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone',
  },
  {
    field: 'updateDnsZone',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: { customNameserversEnabled: true, nameserver1: "ns1.acme-demo.com",
        nameserver2: "ns2.acme-demo.com", soaEmail: "dns@acme-demo.com", loggingEnabled: true,
        loggingIpAnonymizationEnabled: true, logAnonymization: DROP, certificateKeyType: RSA } }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{id}',
  },
  {
    field: 'setDnsZoneDnssec',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, enabled: true }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{id}/dnssec',
  },
  {
    field: 'setDnsZoneDnssec',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, enabled: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{id}/dnssec',
  },
  {
    field: 'issueDnsZoneCertificate',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, domain: "*.acme-demo.com" }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{zoneId}/certificate/issue',
  },
  {
    field: 'createDnsRecord',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecord: { type: SRV, name: "_sip._tcp", value: "sip.acme-demo.com", ttl: 300,
        weight: 5, priority: 10, port: 5060, accelerated: false, monitorType: NONE, smartRoutingType: LATENCY,
        latencyZone: "DE", geolocationLatitude: 50.1, geolocationLongitude: 8.7, enabled: true, comment: "contract",
        autoSslIssuance: false, environmentVariables: [{ name: "REGION", value: "eu" }] } }`,
    host: 'api',
    method: 'PUT',
    path: '/dnszone/{zoneId}/records',
  },
  {
    field: 'updateDnsRecord',
    kind: 'mutation',
    args: () =>
      `input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID}, dnsRecord: { value: "192.0.2.11", ttl: 600,
        enabled: false, flags: 0, tag: "" } }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/{zoneId}/records/{id}',
  },
  {
    field: 'deleteDnsRecord',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${SPARE_DNS_ZONE_ID}, dnsRecordId: ${SPARE_DNS_RECORD_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{zoneId}/records/{id}',
  },
  {
    field: 'scanDnsRecords',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/dnszone/records/scan',
  },
  {
    field: 'deleteDnsZone',
    kind: 'mutation',
    args: () => `input: { dnsZoneId: ${SPARE_DNS_ZONE_ID} }`,
    host: 'api',
    method: 'DELETE',
    path: '/dnszone/{id}',
  },
];
