import { isObjectType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { DeclaredCosts } from '../../src/plugins/cost/declaredCosts.js';
import {
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_ZONE_ID,
  ACTIVE_APP_ID,
  ASSETS_STORAGE_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  CDN_ENDPOINT_ID,
  CDN_SCRIPT_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  EXTERNAL_CERT_HOSTNAME,
  libraryApiKeyFor,
  STAGING_PULL_ZONE_ID,
  startSandbox,
  TRIGGERED_WAF_RULE_ID,
  VOLUME_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { buildSchema } from '../../src/schema.js';
import { startFailingProxies, type FailingProxies, type FailingRoute } from '../support/failingRoute.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Every field that calls bunny.net is nullable (GitHub's and Relay's convention), so when its call fails only that
 * field is null, with its error, and everything beside it is still answered: one row per such field (the schema's
 * `@cost` says which), each run against the sandbox with that one route failing.
 */

interface Row {
  /** The field, as `Type.field`. */
  readonly field: string;
  readonly fails: FailingRoute;
  /** The operation; `$KEY` stands for the test's sandbox account. */
  readonly operation: string;
  /** Where the failed field is in `data`: null there. */
  readonly nulled: readonly (string | number)[];
  /** Where an answer beside it is in `data`: still there. */
  readonly kept: readonly (string | number)[];
  readonly withLibraryKey?: boolean;
  /** A file sent as the multipart file part of the operation's `$file: File!` variable. */
  readonly file?: string;
}

const api = (method: string, path: RegExp): FailingRoute => ({ host: 'api', method, path });
const video = (method: string, path: RegExp): FailingRoute => ({ host: 'video', method, path });
const GET_PULL_ZONE = api('GET', /^\/pullzone\/\d+$/);
const GET_APP = api('GET', /^\/mc\/apps\/[^/]+$/);
const GET_VOLUMES = api('GET', /^\/mc\/apps\/[^/]+\/volumes$/);
const GET_ENDPOINTS = api('GET', /^\/mc\/apps\/[^/]+\/endpoints$/);
const GET_LIBRARY = api('GET', /^\/videolibrary\/\d+$/);
const GET_SHIELD_ZONE = api('GET', /^\/shield\/shield-zone\/\d+$/);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
const window = () => `from: "${hoursAgo(2)}", to: "${hoursAgo(0.1)}"`;

/** A root query field beside `containerNodeIps` (or a Pull Zone, for that one). */
const query = (field: string, select: string, fails: FailingRoute, name = field.split('(')[0] ?? field): Row => {
  const beside = name === 'containerNodeIps' ? `pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id }` : 'containerNodeIps';
  return {
    field: `Query.${name}`,
    fails,
    operation: `{ ${field} ${select} ${beside} }`,
    nulled: [name],
    kept: [beside.split('(')[0] ?? ''],
  };
};

/** A mutation beside another that succeeds. */
const mutation = (field: string, fails: FailingRoute): Row => {
  const name = field.split('(')[0] ?? field;
  const beside =
    name === 'removeBlockedIp'
      ? `other: deployContainerApp(appId: "${ACTIVE_APP_ID}") { success }`
      : `other: removeBlockedIp(pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}") { success }`;
  return {
    field: `Mutation.${name}`,
    fails,
    operation: `mutation { ${field} { __typename } ${beside} }`,
    nulled: [name],
    kept: ['other'],
  };
};

/** A link under a record: null, the record still answered. */
const link = (field: string, operation: string, path: (string | number)[], fails: FailingRoute): Row => ({
  field,
  fails,
  operation,
  nulled: path,
  kept: path.slice(0, -1),
});

const SHIELD = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;
const ZONE = `pullZone(pullZoneId: ${WEB_PULL_ZONE_ID})`;
const APP = `containerApp(appId: "${ACTIVE_APP_ID}")`;
const SCRIPT = `edgeScript(edgeScriptId: ${CDN_SCRIPT_ID})`;
const LIBRARY = `videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID})`;
const CREATE = `createShieldZone(input: { pullZoneId: ${STAGING_PULL_ZONE_ID} })`;
const ENDPOINT = `updateContainerEndpoint(appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", input: { displayName: "web" })`;
const DELETE = `deleteVolumeInstance(appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}", instanceId: "${DETACHED_VOLUME_INSTANCE_ID}")`;
const DEPLOY = `deployContainerApp(appId: "${ACTIVE_APP_ID}")`;
const TOGGLE = `setEdgeRuleEnabled(pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false)`;
const REMOVE_IP = `removeBlockedIp(pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}")`;
const CERTIFICATE = `requestExternalHttpCertificate(hostname: "${EXTERNAL_CERT_HOSTNAME}")`;
const RESET = `resetPullZoneSecurityKey(pullZoneId: ${WEB_PULL_ZONE_ID})`;
const UPDATE_SCRIPT = `updateEdgeScript(edgeScriptId: ${CDN_SCRIPT_ID}, input: { name: "router" })`;
const PUBLISH = `publishEdgeScriptRelease(scriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}")`;
const REMOVE_REFERRER = `removeBlockedReferrer(videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}")`;
const THUMBNAIL = `setVideoThumbnail(libraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/t.jpg")`;
const DNS_ZONE = `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID})`;
const CREATE_DNS_ZONE = 'createDnsZone(input: { domain: "failing-links.example" })';
const UPDATE_DNS_ZONE = `updateDnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}, input: { loggingEnabled: true })`;
const IMPORT_ZONE_FILE = `importDnsZoneRecords(dnsZoneId: ${ACME_DNS_ZONE_ID}, zoneFile: $file)`;
const DNSSEC = `setDnsZoneDnssec(dnsZoneId: ${ACME_DNS_ZONE_ID}, enabled: true)`;
const CERTIFICATE_ISSUE = `issueDnsZoneCertificate(dnsZoneId: ${ACME_DNS_ZONE_ID})`;
const ADD_DNS_RECORD = `addDnsRecord(dnsZoneId: ${ACME_DNS_ZONE_ID}, input: { type: TXT, name: "t", value: "v" })`;
const UPDATE_DNS_RECORD = `updateDnsRecord(dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID}, input: { ttl: 60 })`;
const DELETE_DNS_RECORD = `deleteDnsRecord(dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID})`;
const SCAN_DNS = `scanDnsRecords(dnsZoneId: ${ACME_DNS_ZONE_ID})`;
const GET_DNS_ZONE = api('GET', /^\/dnszone\/\d+$/);
const ZONE_FILE = 'shop 300 IN A 192.0.2.40\n';
const STORAGE_ZONE = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
const UPDATE_STORAGE_ZONE = `updateStorageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, input: { rewrite404To200: true })`;
const GET_STORAGE_ZONE = api('GET', /^\/storagezone\/\d+$/);
const EXPORT = () => `shieldEventLogExport(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${window()}, maxRows: 1)`;

const rows = (): Row[] => [
  query('shieldZones', '{ totalCount }', api('GET', /^\/shield\/shield-zones$/)),
  query(SHIELD, '{ id }', GET_SHIELD_ZONE),
  query(
    `shieldZoneMetrics(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`,
    '{ totalBillableRequests }',
    api('GET', /^\/shield\/metrics\/overview\/\d+$/),
  ),
  query(
    `wafRuleRecommendation(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ruleId: "${TRIGGERED_WAF_RULE_ID}")`,
    '{ recommendation }',
    api('GET', /\/ai-recommendation\//),
  ),
  query(EXPORT(), '{ rowCount }', api('POST', /^\/shield\/event-logs\/\d+\/export$/)),
  query('containerApps', '{ totalCount }', api('GET', /^\/mc\/apps$/)),
  query(APP, '{ id }', GET_APP),
  query(
    'containerImageSuggestions(input: { registryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" })',
    '{ __typename }',
    api('POST', /^\/mc\/registries\/image-config$/),
  ),
  query('containerNodeIps', '', api('GET', /^\/mc\/nodes\/plain$/)),
  query('pullZones', '{ totalCount }', api('GET', /^\/pullzone$/)),
  query(ZONE, '{ id }', GET_PULL_ZONE),
  query('edgeScripts', '{ totalCount }', api('GET', /^\/compute\/script$/)),
  query(SCRIPT, '{ id }', api('GET', /^\/compute\/script\/\d+$/)),
  query('videoLibraries', '{ totalCount }', api('GET', /^\/videolibrary$/)),
  query(LIBRARY, '{ id }', GET_LIBRARY),
  query(`videos(libraryId: ${DEMO_LIBRARY_ID}, first: 1)`, '{ totalCount }', video('GET', /^\/library\/\d+\/videos$/)),
  query(
    `video(libraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}")`,
    '{ videoId }',
    video('GET', /^\/library\/\d+\/videos\/[^/]+$/),
  ),
  query(`originErrorLogs(pullZoneId: ${WEB_PULL_ZONE_ID}, date: "${today()}")`, '{ timestamp }', {
    host: 'originLogs',
    method: 'GET',
    path: /^\/\d+\//,
  }),
  query(`node(id: "${toGlobalId('PullZone', WEB_PULL_ZONE_ID)}")`, '{ id }', GET_PULL_ZONE),
  mutation(CREATE, api('POST', /^\/shield\/shield-zone$/)),
  mutation(ENDPOINT, api('PUT', /^\/mc\/apps\/[^/]+\/endpoints\/[^/]+$/)),
  mutation(DELETE, api('DELETE', /\/instances\/[^/]+$/)),
  mutation(DEPLOY, api('POST', /^\/mc\/apps\/[^/]+\/deploy$/)),
  mutation(TOGGLE, api('POST', /\/setEdgeRuleEnabled$/)),
  mutation(REMOVE_IP, api('POST', /^\/pullzone\/\d+\/removeBlockedIp$/)),
  mutation(CERTIFICATE, api('POST', /^\/pullzone\/requestExternalHttpCertificate$/)),
  mutation(RESET, api('POST', /^\/pullzone\/\d+\/resetSecurityKey$/)),
  mutation(UPDATE_SCRIPT, api('POST', /^\/compute\/script\/\d+$/)),
  mutation(PUBLISH, api('POST', /^\/compute\/script\/\d+\/publish\//)),
  mutation(REMOVE_REFERRER, api('POST', /^\/videolibrary\/\d+\/removeBlockedReferrer$/)),
  mutation(THUMBNAIL, video('POST', /\/thumbnail$/)),
  // Storage Zones
  query('storageZones', '{ totalCount }', api('GET', /^\/storagezone$/)),
  query(STORAGE_ZONE, '{ id }', GET_STORAGE_ZONE),
  query(
    'storageZoneAvailability(name: "free-name")',
    '{ available }',
    api('POST', /^\/storagezone\/checkavailability$/),
  ),
  query('storageRegions', '{ totalCount }', api('GET', /^\/storagezone\/regions$/)),
  mutation('createStorageZone(input: { name: "failing-links", region: "DE" })', api('POST', /^\/storagezone$/)),
  mutation(UPDATE_STORAGE_ZONE, api('POST', /^\/storagezone\/\d+$/)),
  mutation(`deleteStorageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`, api('DELETE', /^\/storagezone\/\d+$/)),
  mutation(`resetStorageZonePassword(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`, api('POST', /\/resetPassword$/)),
  mutation(
    `resetStorageZoneReadOnlyPassword(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`,
    api('POST', /^\/storagezone\/resetReadOnlyPassword$/),
  ),
  link(
    'StorageZone.statistics',
    `{ ${STORAGE_ZONE} { statistics { fileCountChart { value } } } }`,
    ['storageZone', 'statistics'],
    api('GET', /^\/storagezone\/\d+\/statistics$/),
  ),
  link(
    'StorageZone.egressStatistics',
    `{ ${STORAGE_ZONE} { egressStatistics { totalEgress } } }`,
    ['storageZone', 'egressStatistics'],
    api('GET', /\/statistics\/egress$/),
  ),
  link(
    'StoragePullZoneEdge.node',
    `{ ${STORAGE_ZONE} { pullZones(first: 1) { edges { node { id } } } } }`,
    ['storageZone', 'pullZones', 'edges', 0, 'node'],
    GET_PULL_ZONE,
  ),
  link(
    'PullZone.storageZone',
    `{ pullZone(pullZoneId: ${MEDIA_PULL_ZONE_ID}) { storageZone { id } } }`,
    ['pullZone', 'storageZone'],
    GET_STORAGE_ZONE,
  ),
  link(
    'StorageZoneUpdate.storageZone',
    `mutation { ${UPDATE_STORAGE_ZONE} { storageZone { id } } }`,
    ['updateStorageZone', 'storageZone'],
    GET_STORAGE_ZONE,
  ),
  // DNS
  query('dnsZones', '{ totalCount }', api('GET', /^\/dnszone$/)),
  query(DNS_ZONE, '{ id }', GET_DNS_ZONE),
  query('dnsZoneAvailability(domain: "a.example")', '{ available }', api('POST', /^\/dnszone\/checkavailability$/)),
  mutation(CREATE_DNS_ZONE, api('POST', /^\/dnszone$/)),
  mutation(UPDATE_DNS_ZONE, api('POST', /^\/dnszone\/\d+$/)),
  mutation(`deleteDnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID})`, api('DELETE', /^\/dnszone\/\d+$/)),
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
    ['addDnsRecord', 'dnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsZoneCreation.dnsZone',
    `mutation { ${CREATE_DNS_ZONE} { domain dnsZone { id } } }`,
    ['createDnsZone', 'dnsZone'],
    // The sandbox answers 201 with no body, as documented: the new zone is found by its domain.
    api('GET', /^\/dnszone$/),
  ),
  importing(
    link(
      'DnsZoneImport.dnsZone',
      `mutation ($file: File!) { ${IMPORT_ZONE_FILE} { dnsZone { id } } }`,
      ['importDnsZoneRecords', 'dnsZone'],
      GET_DNS_ZONE,
    ),
  ),
  link(
    'DnssecChange.dnsZone',
    `mutation { ${DNSSEC} { dnsZone { id } } }`,
    ['setDnsZoneDnssec', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsZoneCertificateIssue.dnsZone',
    `mutation { ${CERTIFICATE_ISSUE} { dnsZone { id } } }`,
    ['issueDnsZoneCertificate', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsRecordCreation.dnsZone',
    `mutation { ${ADD_DNS_RECORD} { dnsZone { id } } }`,
    ['addDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsRecordUpdate.dnsRecord',
    `mutation { ${UPDATE_DNS_RECORD} { dnsRecord { id } } }`,
    ['updateDnsRecord', 'dnsRecord'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsRecordUpdate.dnsZone',
    `mutation { ${UPDATE_DNS_RECORD} { dnsZone { id } } }`,
    ['updateDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsRecordDeletion.dnsZone',
    `mutation { ${DELETE_DNS_RECORD} { dnsZone { id } } }`,
    ['deleteDnsRecord', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'DnsRecordScanStart.dnsZone',
    `mutation { ${SCAN_DNS} { dnsZone { id } } }`,
    ['scanDnsRecords', 'dnsZone'],
    GET_DNS_ZONE,
  ),
  link(
    'ShieldZoneCreation.shieldZone',
    `mutation { ${CREATE} { shieldZone { id } } }`,
    ['createShieldZone', 'shieldZone'],
    GET_SHIELD_ZONE,
  ),
  link('ShieldZone.pullZone', `{ ${SHIELD} { pullZone { id } } }`, ['shieldZone', 'pullZone'], GET_PULL_ZONE),
  link(
    'ShieldZone.metrics',
    `{ ${SHIELD} { metrics { totalBillableRequests } } }`,
    ['shieldZone', 'metrics'],
    api('GET', /^\/shield\/metrics\/overview\/\d+$/),
  ),
  link(
    'ShieldZone.detailedMetrics',
    `{ ${SHIELD} { detailedMetrics(${window()}, resolution: HOURLY) { resolution } } }`,
    ['shieldZone', 'detailedMetrics'],
    api('GET', /\/detailed$/),
  ),
  link(
    'ShieldZone.triggeredWafRules',
    `{ ${SHIELD} { triggeredWafRules { totalCount } } }`,
    ['shieldZone', 'triggeredWafRules'],
    api('GET', /^\/shield\/waf\/rules\/review-triggered\/\d+$/),
  ),
  link(
    'ShieldZone.eventLogs',
    `{ ${SHIELD} { eventLogs(date: "${today()}") { pageInfo { hasNextPage } } } }`,
    ['shieldZone', 'eventLogs'],
    api('GET', /^\/shield\/event-logs\//),
  ),
  link(
    'TriggeredWafRule.aiRecommendation',
    `{ ${SHIELD} { triggeredWafRules(first: 1) { edges { node { aiRecommendation { recommendation } } } } } }`,
    ['shieldZone', 'triggeredWafRules', 'edges', 0, 'node', 'aiRecommendation'],
    api('GET', /\/ai-recommendation\//),
  ),
  link(
    'PullZone.shieldZone',
    `{ ${ZONE} { shieldZone { id } } }`,
    ['pullZone', 'shieldZone'],
    api('GET', /\/get-by-pullzone\/\d+$/),
  ),
  link(
    'PullZone.statistics',
    `{ ${ZONE} { statistics(${window()}) { totalRequestsServed } } }`,
    ['pullZone', 'statistics'],
    api('GET', /^\/statistics$/),
  ),
  link(
    'PullZone.originErrorLogs',
    `{ ${ZONE} { originErrorLogs(date: "${today()}") { timestamp } } }`,
    ['pullZone', 'originErrorLogs'],
    { host: 'originLogs', method: 'GET', path: /^\/\d+\// },
  ),
  link(
    'ContainerApp.configuration',
    '{ containerApps(first: 1) { edges { node { configuration { runtimeType } } } } }',
    ['containerApps', 'edges', 0, 'node', 'configuration'],
    GET_APP,
  ),
  link(
    'ContainerApp.endpoints',
    `{ ${APP} { endpoints { totalCount } } }`,
    ['containerApp', 'endpoints'],
    GET_ENDPOINTS,
  ),
  link('ContainerApp.volumes', `{ ${APP} { volumes { totalCount } } }`, ['containerApp', 'volumes'], GET_VOLUMES),
  link(
    'ContainerEndpointUpdate.appEndpoint',
    `mutation { ${ENDPOINT} { appEndpoint { id } } }`,
    ['updateContainerEndpoint', 'appEndpoint'],
    GET_ENDPOINTS,
  ),
  link(
    'ContainerEndpointUpdate.app',
    `mutation { ${ENDPOINT} { app { id } } }`,
    ['updateContainerEndpoint', 'app'],
    GET_APP,
  ),
  link(
    'VolumeInstanceDeletion.volume',
    `mutation { ${DELETE} { volume { id } } }`,
    ['deleteVolumeInstance', 'volume'],
    GET_VOLUMES,
  ),
  link('ContainerAppDeployment.app', `mutation { ${DEPLOY} { app { id } } }`, ['deployContainerApp', 'app'], GET_APP),
  link(
    'EdgeRuleToggle.pullZone',
    `mutation { ${TOGGLE} { pullZone { id } } }`,
    ['setEdgeRuleEnabled', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'BlockedIpRemoval.pullZone',
    `mutation { ${REMOVE_IP} { pullZone { id } } }`,
    ['removeBlockedIp', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'ExternalHttpCertificateRequest.pullZone',
    `mutation { ${CERTIFICATE} { pullZone { id } } }`,
    ['requestExternalHttpCertificate', 'pullZone'],
    api('GET', /^\/pullzone$/),
  ),
  link(
    'SecurityKeyReset.pullZone',
    `mutation { ${RESET} { pullZone { id } } }`,
    ['resetPullZoneSecurityKey', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'EdgeScript.currentRelease',
    `{ ${SCRIPT} { currentRelease { uuid } } }`,
    ['edgeScript', 'currentRelease'],
    api('GET', /\/releases\/active$/),
  ),
  // The issue's case: the update is applied, and only the releases read fails.
  link(
    'EdgeScript.releases',
    `mutation { ${UPDATE_SCRIPT} { id releases { totalCount } } }`,
    ['updateEdgeScript', 'releases'],
    api('GET', /\/releases$/),
  ),
  link(
    'LinkedPullZoneEdge.node',
    `{ ${SCRIPT} { linkedPullZones(first: 1) { edges { node { id } } } } }`,
    ['edgeScript', 'linkedPullZones', 'edges', 0, 'node'],
    GET_PULL_ZONE,
  ),
  link(
    'EdgeScriptPublication.edgeScript',
    `mutation { ${PUBLISH} { edgeScript { id } } }`,
    ['publishEdgeScriptRelease', 'edgeScript'],
    api('GET', /^\/compute\/script\/\d+$/),
  ),
  link(
    'VideoLibrary.videos',
    `{ ${LIBRARY} { videos(first: 1) { totalCount } } }`,
    ['videoLibrary', 'videos'],
    video('GET', /^\/library\/\d+\/videos$/),
  ),
  link(
    'VideoLibrary.statistics',
    `{ ${LIBRARY} { statistics { engagementScore } } }`,
    ['videoLibrary', 'statistics'],
    video('GET', /\/statistics$/),
  ),
  {
    ...link(
      'Video.library',
      `{ video(libraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { library { id } } }`,
      ['video', 'library'],
      GET_LIBRARY,
    ),
    withLibraryKey: true,
  },
  link(
    'BlockedReferrerRemoval.videoLibrary',
    `mutation { ${REMOVE_REFERRER} { videoLibrary { id } } }`,
    ['removeBlockedReferrer', 'videoLibrary'],
    GET_LIBRARY,
  ),
  link(
    'VideoThumbnailUpdate.video',
    `mutation { ${THUMBNAIL} { video { videoId } } }`,
    ['setVideoThumbnail', 'video'],
    video('GET', /^\/library\/\d+\/videos\/[^/]+$/),
  ),
];

/** A row whose operation sends the zone file as its `$file` (a multipart request). */
function importing(row: Row): Row {
  const operation = row.operation.startsWith('mutation (')
    ? row.operation
    : row.operation.replace('mutation {', 'mutation ($file: File!) {');
  return { ...row, operation, file: ZONE_FILE };
}

/** The operation as a GraphQL multipart request, its `$file` the row's file. */
async function multipartGraphql(url: string, row: Row, headers: Record<string, string>) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: row.operation, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([row.file ?? ''], { type: 'text/plain' }), 'zone.txt');
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers });
  return { body: (await response.json()) as Awaited<ReturnType<TestGateway['graphql']>>['body'] };
}

const at = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | null)?.[key], data);

let sandbox: Sandbox;
let proxies: FailingProxies;
let gateway: TestGateway;
let key = '';
let accounts = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxies = await startFailingProxies(sandbox);
  gateway = await startGateway({
    BUNNY_API_URL: proxies.urls.api,
    BUNNY_VIDEO_URL: proxies.urls.video,
    BUNNY_ORIGIN_LOG_URL: proxies.urls.originLogs,
    LOG_LEVEL: 'error',
  });
});

afterAll(async () => {
  await gateway.close();
  await proxies.close();
  await sandbox.close();
});

beforeEach(() => {
  // A fresh sandbox account per test, so that each mutation finds the seeded state.
  accounts += 1;
  key = `failing-links-${accounts}-${Date.now()}`;
  proxies.fail(undefined);
});

describe('a field whose call to bunny.net fails', () => {
  it('has a row here for every field that calls bunny.net, nodes aside (its reads fail at their own index)', () => {
    const schema = buildSchema();
    const costs = new DeclaredCosts(schema);
    const calling = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields()).flatMap((field) =>
          costs.field(field) > 0 ? [`${type.name}.${field.name}`] : [],
        ),
      );
    expect(
      rows()
        .map((row) => row.field)
        .sort(),
    ).toEqual(calling.filter((name) => name !== 'Query.nodes').sort());
  });

  it.each(rows().map((row) => [row.field, row.operation] as const))(
    'nulls %s alone, with its error, and answers everything beside it',
    async (field) => {
      const row = rows().find((candidate) => candidate.field === field) as Row;
      proxies.fail(row.fails);
      const headers: Record<string, string> = { AccessKey: key };
      if (row.withLibraryKey) headers['X-Library-Key'] = libraryApiKeyFor(key, DEMO_LIBRARY_ID);
      const { body } =
        row.file === undefined
          ? await gateway.graphql(row.operation, undefined, headers)
          : await multipartGraphql(gateway.url, row, headers);

      expect(proxies.failed.length, 'the route was called and failed').toBeGreaterThan(0);
      expect(body.data, JSON.stringify(body.errors)).not.toBeNull();
      expect(at(body.data, row.nulled)).toBeNull();
      expect(at(body.data, row.kept)).toBeTruthy();
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          path: row.nulled,
          extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
        }),
      );
    },
  );
});
