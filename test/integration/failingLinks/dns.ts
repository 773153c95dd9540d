import { ACME_APEX_DNS_RECORD_ID, ACME_DNS_ZONE_ID } from '../../../src/sandbox/index.js';
import { api, GET_PULL_ZONE, link, mutation, query, type Row } from './rows.js';

const DNS_ZONE = `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID})`;
const CREATE_DNS_ZONE = 'createDnsZone(input: { domain: "failing-links.example" })';
const UPDATE_DNS_ZONE = `updateDnsZone(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: { loggingEnabled: true } })`;
const IMPORT_ZONE_FILE = `importDnsZoneRecords(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, zoneFile: $file })`;
const DNSSEC = `setDnsZoneDnssec(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, enabled: true })`;
const CERTIFICATE_ISSUE = `issueDnsZoneCertificate(input: { dnsZoneId: ${ACME_DNS_ZONE_ID} })`;
const ADD_DNS_RECORD = `createDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecord: { type: TXT, name: "t", value: "v" } })`;
const UPDATE_DNS_RECORD = `updateDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID}, dnsRecord: { ttl: 60 } })`;
const DELETE_DNS_RECORD = `deleteDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID} })`;
const SCAN_DNS = `scanDnsRecords(input: { dnsZoneId: ${ACME_DNS_ZONE_ID} })`;
const GET_DNS_ZONE = api('GET', /^\/dnszone\/\d+$/);
const ZONE_FILE = 'shop 300 IN A 192.0.2.40\n';

/** A row whose operation sends the zone file as its `$file` (a multipart request). */
function importing(row: Row): Row {
  const operation = row.operation.startsWith('mutation (')
    ? row.operation
    : row.operation.replace('mutation {', 'mutation ($file: File!) {');
  return { ...row, operation, file: ZONE_FILE };
}

/** DNS: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  // DNS
  query('dnsZones', '{ totalCount }', api('GET', /^\/dnszone$/)),
  query(DNS_ZONE, '{ id }', GET_DNS_ZONE),
  query('dnsZoneAvailability(domain: "a.example")', '{ available }', api('POST', /^\/dnszone\/checkavailability$/)),
  mutation(CREATE_DNS_ZONE, api('POST', /^\/dnszone$/)),
  mutation(UPDATE_DNS_ZONE, api('POST', /^\/dnszone\/\d+$/)),
  mutation(`deleteDnsZone(input: { dnsZoneId: ${ACME_DNS_ZONE_ID} })`, api('DELETE', /^\/dnszone\/\d+$/)),
  importing(mutation(IMPORT_ZONE_FILE, api('POST', /\/import$/))),
  mutation(DNSSEC, api('POST', /\/dnssec$/)),
  mutation(CERTIFICATE_ISSUE, api('POST', /\/certificate\/issue$/)),
  mutation(ADD_DNS_RECORD, api('PUT', /^\/dnszone\/\d+\/records$/)),
  mutation(UPDATE_DNS_RECORD, api('POST', /^\/dnszone\/\d+\/records\/\d+$/)),
  mutation(DELETE_DNS_RECORD, api('DELETE', /^\/dnszone\/\d+\/records\/\d+$/)),
  mutation(SCAN_DNS, api('POST', /^\/dnszone\/records\/scan$/)),
  link(
    'DnsZone.records',
    `{ ${DNS_ZONE} { records { totalCount } } }`,
    ['dnsZone', 'records'],
    api('GET', /^\/dnszone\/\d+\/records$/),
  ),
  link(
    'DnsZone.statistics',
    `{ ${DNS_ZONE} { statistics { totalQueriesServed } } }`,
    ['dnsZone', 'statistics'],
    api('GET', /\/statistics$/),
  ),
  link(
    'DnsZone.latestRecordScan',
    `{ ${DNS_ZONE} { latestRecordScan { status } } }`,
    ['dnsZone', 'latestRecordScan'],
    api('GET', /\/records\/scan$/),
  ),
  link(
    'DnsRecord.pullZone',
    `{ ${DNS_ZONE} { records(first: 1) { edges { node { pullZone { id } } } } } }`,
    ['dnsZone', 'records', 'edges', 0, 'node', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'DnsRecord.dnsZone',
    `mutation { ${ADD_DNS_RECORD} { dnsRecord { dnsZone { id } } } }`,
    ['createDnsRecord', 'dnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'CreateDnsZonePayload.dnsZone',
    `mutation { ${CREATE_DNS_ZONE} { domain dnsZone { id } } }`,
    ['createDnsZone', 'dnsZone'],
    // The sandbox answers 201 with no body, as documented: the new zone is found by its domain.
    api('GET', /^\/dnszone$/),
  ),
  importing(
    link(
      'ImportDnsZoneRecordsPayload.dnsZone',
      `mutation ($file: File!) { ${IMPORT_ZONE_FILE} { dnsZone { id } } }`,
      ['importDnsZoneRecords', 'dnsZone'],
      GET_DNS_ZONE,
    ),
  ),
  link(
    'SetDnsZoneDnssecPayload.dnsZone',
    `mutation { ${DNSSEC} { dnsZone { id } } }`,
    ['setDnsZoneDnssec', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'IssueDnsZoneCertificatePayload.dnsZone',
    `mutation { ${CERTIFICATE_ISSUE} { dnsZone { id } } }`,
    ['issueDnsZoneCertificate', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'CreateDnsRecordPayload.dnsZone',
    `mutation { ${ADD_DNS_RECORD} { dnsZone { id } } }`,
    ['createDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'UpdateDnsRecordPayload.dnsRecord',
    `mutation { ${UPDATE_DNS_RECORD} { dnsRecord { id } } }`,
    ['updateDnsRecord', 'dnsRecord'],
    GET_DNS_ZONE,
  ),
  link(
    'UpdateDnsRecordPayload.dnsZone',
    `mutation { ${UPDATE_DNS_RECORD} { dnsZone { id } } }`,
    ['updateDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DeleteDnsRecordPayload.dnsZone',
    `mutation { ${DELETE_DNS_RECORD} { dnsZone { id } } }`,
    ['deleteDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'ScanDnsRecordsPayload.dnsZone',
    `mutation { ${SCAN_DNS} { dnsZone { id } } }`,
    ['scanDnsRecords', 'dnsZone'],
    GET_DNS_ZONE,
  ),
];
