import { ACME_DNS_ZONE_ID, MEDIA_DNS_ZONE_ID } from '../../src/sandbox/index.js';
import type { TestGateway } from '../support/gateway.js';
import type { Contract } from './support/documents.js';
import { describeLinkContract, graphqlLink, type LinkCall } from './support/linkContract.js';
import { describeContract } from './support/suite.js';

/**
 * The DNS calls the graph makes below the root (links), the zone file import (a multipart upload) and the zone file
 * download (a route beside /graphql), against bunny.net's published documents: each request validates, each
 * documented answer becomes data or the right error code, and the sandbox's requests and answers validate too.
 */

const ZONE = `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID})`;

/** `importDnsZoneRecords` with a small zone file, as the multipart request it must be. */
async function importZoneFile(gateway: TestGateway, key: string) {
  const form = new FormData();
  const mutation = `mutation ($f: File!) { importDnsZoneRecords(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, zoneFile: $f }) {
    dnsZoneId recordsSuccessful recordsFailed recordsSkipped } }`;
  form.set('operations', JSON.stringify({ query: mutation, variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob(['shop 300 IN A 192.0.2.40\n'], { type: 'text/plain' }), 'zone.txt');
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', body: form, headers: { AccessKey: key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The zone file download: its bytes on success, the JSON error otherwise. */
async function downloadZoneFile(gateway: TestGateway, key: string) {
  const response = await fetch(`${gateway.url}/exports/dns/${ACME_DNS_ZONE_ID}/zone-file.txt`, {
    headers: { AccessKey: key },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: response.ok ? { zoneFile: text } : (JSON.parse(text) as Record<string, unknown>),
  };
}

/**
 * What the document cannot say of the import's request: core-api.json gives it no request body, though bunny.net
 * reads the zone file from it (the raw body, as its clients send it).
 */
const UNDOCUMENTED_BODY = [{ where: '', message: 'No supported content types, but request included a non-empty body' }];

const CALLS: readonly LinkCall[] = [
  graphqlLink(
    "a zone's records",
    '/dnszone/{zoneId}/records',
    `{ ${ZONE} { records(first: 5, type: A, search: "host") { totalCount edges { node { id dnsRecordId
      type name value ttl weight priority port flags tag accelerated accelerationStatus linkName pullZoneId enabled comment
      autoSslIssuance smartRoutingType latencyZone geolocationLatitude geolocationLongitude
      geolocation { country city latitude longitude } ipGeolocation { countryCode country asn organizationName city }
      monitorType monitorStatus environmentVariables { name value } } } } } }`,
  ),
  graphqlLink(
    "a zone's statistics",
    '/dnszone/{id}/statistics',
    `{ ${ZONE} { statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z") {
      totalQueriesServed queriesServedChart { at value } normalQueriesServedChart { at value }
      smartQueriesServedChart { at value } queriesByType { type queries } } } }`,
  ),
  graphqlLink(
    "a zone's latest record scan",
    '/dnszone/{zoneId}/records/scan',
    `{ ${ZONE} { latestRecordScan { jobId status dnsZoneId domain createdAt completedAt error
      records { name type ttl value priority weight port proxied } } } }`,
  ),
  {
    name: 'a zone file import',
    method: 'POST',
    path: '/dnszone/{zoneId}/import',
    requestViolations: UNDOCUMENTED_BODY,
    send: importZoneFile,
  },
  { name: 'the zone file download', method: 'GET', path: '/dnszone/{id}/export', send: downloadZoneFile },
];

await describeContract(
  "DNS's links, import and download against bunny.net published OpenAPI documents",
  (contract: Contract) => describeLinkContract(contract, CALLS),
);
