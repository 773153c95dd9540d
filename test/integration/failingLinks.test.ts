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
  CHECKOUT_VIDEO_ID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  INACTIVE_APP_ID,
  SUSPENDED_APP_ID,
  EXTERNAL_CERT_HOSTNAME,
  libraryApiKeyFor,
  MANAGED_CERT_HOSTNAME,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  SPARE_PULL_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  startSandbox,
  TRIGGERED_WAF_RULE_ID,
  VOLUME_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  type Sandbox,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import {
  WEB_API_GUARDIAN_ENDPOINT_ID,
  WEB_CUSTOM_ACCESS_LIST_ID,
  WEB_CUSTOM_WAF_RULE_ID,
  WEB_RATE_LIMIT_RULE_ID,
} from '../../src/sandbox/shield/fixtures.js';
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
  /** `$VIDEO` in the operation stands for a video created just before (seeded videos hold an upload already). */
  readonly freshVideo?: boolean;
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
    name === 'removePullZoneBlockedIp'
      ? `other: deployContainerApp(input: { appId: "${ACTIVE_APP_ID}" }) { clientMutationId }`
      : `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
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
const ENDPOINT = `updateContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", containerEndpoint: { displayName: "web" } })`;
const DELETE = `deleteContainerVolumeInstance(input: { appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}", instanceId: "${DETACHED_VOLUME_INSTANCE_ID}" })`;
const DEPLOY = `deployContainerApp(input: { appId: "${ACTIVE_APP_ID}" })`;
const TOGGLE = `setPullZoneEdgeRuleEnabled(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false })`;
const REMOVE_IP = `removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" })`;
const CERTIFICATE = `requestPullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const RESET = `resetPullZoneSecurityKey(input: { pullZoneId: ${WEB_PULL_ZONE_ID} })`;
const UPDATE_SCRIPT = `updateEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScript: { name: "router" } })`;
const PUBLISH = `publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}" })`;
const REMOVE_REFERRER = `removeVideoLibraryBlockedReferrer(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}" })`;
const THUMBNAIL = `setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/t.jpg" })`;
const VARIABLE = `variable(variableId: ${CDN_SCRIPT_VARIABLE_ID})`;
const CODE = `setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "export default {}" })`;
const ROTATE = `resetEdgeScriptDeploymentKey(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`;
const PUBLISH_CODE = `publishEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`;
const ADD_VARIABLE = `createEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "NEW", required: false } })`;
const UPSERT_VARIABLE = `setEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "MAX_WIDTH", defaultValue: "1024" } })`;
const DELETE_VARIABLE = `deleteEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID} })`;
const SECRET_INPUT = 'edgeScriptSecret: { name: "IMAGE_SIGNING_KEY", secret: "a-new-signing-key" }';
const UPSERT_SECRET = `setEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, ${SECRET_INPUT} })`;
const ADD_SECRET = `createEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptSecret: { name: "NEW_KEY", secret: "a-new-key" } })`;
const UPDATE_SECRET = `updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "another-key" })`;
const UPDATE_VARIABLE = `updateEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { defaultValue: "2048" } })`;
const DELETE_SECRET = `deleteEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID} })`;
const GET_SCRIPT = api('GET', /^\/compute\/script\/\d+$/);
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
const STORAGE_ZONE = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
const UPDATE_STORAGE_ZONE = `updateStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, storageZone: { rewrite404To200: true } })`;
const GET_STORAGE_ZONE = api('GET', /^\/storagezone\/\d+$/);
const EXPORT = () => `shieldEventLogExport(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${window()}, maxRows: 1)`;
// Pull Zones: each change as it succeeds on a fresh sandbox account.
const CREATE_ZONE =
  'createPullZone(input: { name: "acme-new-zone", settings: { originUrl: "https://origin.example.com" } })';
const UPDATE_ZONE = `updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { cacheErrorResponses: true } })`;
const PURGE_ZONE = `purgePullZoneCache(input: { pullZoneId: ${WEB_PULL_ZONE_ID} })`;
const ADD_IP = `addPullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "192.0.2.99" })`;
const ADD_REFERRER = `addPullZoneAllowedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "www.acme-demo.com" })`;
const ADD_HOSTNAME = `addPullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "cdn2.acme-demo.com" })`;
const REMOVE_HOSTNAME = `removePullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${MANAGED_CERT_HOSTNAME}" })`;
const FORCE_SSL = `setPullZoneHostnameForceSsl(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", forceSsl: true })`;
const FREE_CERTIFICATE = `issuePullZoneFreeCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const DNS_CERTIFICATE = `requestPullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const ADD_CERTIFICATE = `uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}" })`;
const SAVE_RULE = `setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { actionType: BLOCK_REQUEST, description: "Block admin", triggers: [{ type: URL, patternMatches: ["*/admin/*"] }] } })`;
const DELETE_RULE = `deletePullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}" })`;
const ON_HOST = (hostname: string) => `input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${hostname}" }`;
const REMOVE_CERTIFICATE = `removePullZoneCertificate(${ON_HOST(MANAGED_CERT_HOSTNAME)})`;
const KEY_TYPE = `setPullZoneCertificateKeyType(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", keyType: RSA })`;
/** A change the sandbox accepts only after another: the first is made, then the second's link fails. */
const after = (type: string, first: string, second: string, field = 'pullZone', fails = GET_PULL_ZONE): Row =>
  link(
    `${type}.${field}`,
    `mutation { first: ${first} { clientMutationId } ${second} { ${field} { id } } }`,
    [second.split('(')[0] ?? '', field],
    fails,
  );
const pullZoneLink = (type: string, mutationField: string, field = 'pullZone', fails = GET_PULL_ZONE): Row =>
  link(
    `${type}.${field}`,
    `mutation { ${mutationField} { ${field} { id } } }`,
    [mutationField.split('(')[0] ?? '', field],
    fails,
  );

/** Shield's fields beyond the first reads (issue 26), one row each. */
const shieldRows = (): Row[] => {
  const UPDATE = `updateShieldZone(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, shieldZone: { wafEnabled: true } })`;
  const UNDER_ATTACK = `createShieldZoneUnderAttack(input: { pullZoneId: ${STAGING_PULL_ZONE_ID}, planType: BASIC })`;
  return [
    query('shieldZoneDefaults', '{ __typename }', api('GET', /^\/shield\/shield-zone\/defaults$/)),
    query('shieldPromotionState', '{ state }', api('GET', /^\/shield\/promo\/state$/)),
    mutation(UPDATE, api('PATCH', /^\/shield\/shield-zone$/)),
    mutation(UNDER_ATTACK, api('POST', /^\/shield\/shield-zone\/under-attack$/)),
    link(
      'CreateShieldZoneUnderAttackPayload.shieldZone',
      `mutation { ${UNDER_ATTACK} { shieldZone { id } } }`,
      ['createShieldZoneUnderAttack', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UpdateShieldZonePayload.shieldZone',
      `mutation { ${UPDATE} { shieldZone { id } } }`,
      ['updateShieldZone', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    ...shieldWafRows(),
    ...shieldRateLimitRows(),
    ...shieldAccessListRows(),
    ...shieldBotRows(),
  ];
};

/** Bot protection's and upload scanning's fields (issue 26). */
const shieldBotRows = (): Row[] => {
  const ZONE_ID = `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`;
  const PART = (part: string) => new RegExp(`^/shield/shield-zone/\\d+/${part}$`);
  const DETECTION = `updateShieldBotDetection(input: { ${ZONE_ID}, botDetection: { executionMode: LOG_ONLY } })`;
  const BOT = `setShieldBotAction(input: { ${ZONE_ID}, botId: 1, action: BLOCK })`;
  const CATEGORY = `setShieldBotCategoryAction(input: { ${ZONE_ID}, category: SEO, action: ALLOW })`;
  const SCANNING = `updateShieldUploadScanning(input: { ${ZONE_ID}, uploadScanning: { enabled: false } })`;
  const zoneLink = (type: string, mutationText: string): Row => {
    const name = mutationText.split('(')[0] ?? mutationText;
    return link(
      `${type}.shieldZone`,
      `mutation { ${mutationText} { shieldZone { id } } }`,
      [name, 'shieldZone'],
      GET_SHIELD_ZONE,
    );
  };
  return [
    mutation(DETECTION, api('PATCH', PART('bot-detection'))),
    mutation(BOT, api('PUT', PART('bot-categorization/bots/\\d+'))),
    mutation(CATEGORY, api('PUT', PART('bot-categorization/categories/\\d+'))),
    mutation(SCANNING, api('PATCH', PART('upload-scanning'))),
    ...(['botDetection', 'botCategorization', 'uploadScanning'] as const).map((field) =>
      link(
        `ShieldZone.${field}`,
        `{ ${SHIELD} { ${field} { __typename } } }`,
        ['shieldZone', field],
        api('GET', PART(field.replace(/[A-Z]/, (letter) => `-${letter.toLowerCase()}`))),
      ),
    ),
    zoneLink('UpdateShieldBotDetectionPayload', DETECTION),
    zoneLink('SetShieldBotActionPayload', BOT),
    zoneLink('SetShieldBotCategoryActionPayload', CATEGORY),
    zoneLink('UpdateShieldUploadScanningPayload', SCANNING),
  ];
};

/** Access lists' fields (issue 26). */
const shieldAccessListRows = (): Row[] => {
  const LIST_ARGS = `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: ${WEB_CUSTOM_ACCESS_LIST_ID}`;
  const LIST = `customAccessList(${LIST_ARGS})`;
  const CREATE = `createShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessList: { name: "x", type: IP, content: "192.0.2.1" } })`;
  const DELETE = `deleteShieldCustomAccessList(input: { ${LIST_ARGS} })`;
  const CONFIGURE = `updateShieldAccessListConfiguration(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, configurationId: ${sandboxFixtures.shield.managedAccessListConfigurationId(WEB_SHIELD_ZONE_ID, 1)}, accessListConfiguration: { enabled: false } })`;
  const LISTS = /^\/shield\/shield-zone\/\d+\/access-lists/;
  const GET_LIST = api('GET', /^\/shield\/shield-zone\/\d+\/access-lists\/\d+$/);
  return [
    query(LIST, '{ id }', GET_LIST),
    mutation(CREATE, api('POST', new RegExp(`${LISTS.source}$`))),
    mutation(
      `updateShieldCustomAccessList(input: { ${LIST_ARGS}, customAccessList: { name: "y" } })`,
      api('PATCH', new RegExp(`${LISTS.source}/\\d+$`)),
    ),
    mutation(DELETE, api('DELETE', new RegExp(`${LISTS.source}/\\d+$`))),
    mutation(CONFIGURE, api('PATCH', new RegExp(`${LISTS.source}/configurations/\\d+$`))),
    link(
      'ShieldZone.accessLists',
      `{ ${SHIELD} { accessLists { customListCount } } }`,
      ['shieldZone', 'accessLists'],
      api('GET', new RegExp(`${LISTS.source}$`)),
    ),
    link(
      'ShieldZone.accessListEnums',
      `{ ${SHIELD} { accessListEnums { name } } }`,
      ['shieldZone', 'accessListEnums'],
      api('GET', new RegExp(`${LISTS.source}/enums$`)),
    ),
    link(
      'ShieldAccessList.customList',
      `{ ${SHIELD} { accessLists { custom { edges { node { customList { id } } } } } } }`,
      ['shieldZone', 'accessLists', 'custom', 'edges', 0, 'node', 'customList'],
      GET_LIST,
    ),
    link(
      'CustomAccessList.shieldZone',
      `{ ${LIST} { shieldZone { id } } }`,
      ['customAccessList', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'CreateShieldCustomAccessListPayload.shieldZone',
      `mutation { ${CREATE} { shieldZone { id } } }`,
      ['createShieldCustomAccessList', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'DeleteShieldCustomAccessListPayload.shieldZone',
      `mutation { ${DELETE} { shieldZone { id } } }`,
      ['deleteShieldCustomAccessList', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UpdateShieldAccessListConfigurationPayload.shieldZone',
      `mutation { ${CONFIGURE} { shieldZone { id } } }`,
      ['updateShieldAccessListConfiguration', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
  ];
};

/** Rate limiting's fields (issue 26). */
const shieldRateLimitRows = (): Row[] => {
  const RULE = `rateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID})`;
  const CONFIGURATION = `{ action: LOG, operator: CONTAINS, value: "x", variables: [{ variable: ARGS }], requestCount: 5,
    timeframe: PER_MINUTE, blockTime: ONE_MINUTE }`;
  const CREATE = `createShieldRateLimitRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, rateLimitRule: { name: "x", configuration: ${CONFIGURATION} } })`;
  const UPDATE = `updateShieldRateLimitRule(input: { rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID}, rateLimitRule: { name: "y" } })`;
  const DELETE = `deleteShieldRateLimitRule(input: { rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID} })`;
  const GET_RULE = api('GET', /^\/shield\/rate-limit\/\d+$/);
  return [
    query(RULE, '{ id }', GET_RULE),
    mutation(CREATE, api('POST', /^\/shield\/rate-limit$/)),
    mutation(UPDATE, api('PATCH', /^\/shield\/rate-limit\/\d+$/)),
    mutation(DELETE, api('DELETE', /^\/shield\/rate-limit\/\d+$/)),
    link(
      'ShieldZone.rateLimitRules',
      `{ ${SHIELD} { rateLimitRules { totalCount } } }`,
      ['shieldZone', 'rateLimitRules'],
      api('GET', /^\/shield\/rate-limits\/\d+$/),
    ),
    link(
      'ShieldZone.rateLimitMetrics',
      `{ ${SHIELD} { rateLimitMetrics { rateLimitRuleId } } }`,
      ['shieldZone', 'rateLimitMetrics'],
      api('GET', /^\/shield\/metrics\/rate-limits\/\d+$/),
    ),
    link(
      'RateLimitRule.shieldZone',
      `{ ${RULE} { shieldZone { id } } }`,
      ['rateLimitRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'RateLimitRule.metrics',
      `{ ${RULE} { metrics { rateLimitRuleId } } }`,
      ['rateLimitRule', 'metrics'],
      api('GET', /^\/shield\/metrics\/rate-limit\/\d+$/),
    ),
    link(
      'CreateShieldRateLimitRulePayload.shieldZone',
      `mutation { ${CREATE} { shieldZone { id } } }`,
      ['createShieldRateLimitRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'DeleteShieldRateLimitRulePayload.shieldZone',
      `mutation { ${DELETE} { shieldZone { id } } }`,
      ['deleteShieldRateLimitRule', 'shieldZone'],
      GET_RULE,
    ),
  ];
};

/** The WAF's fields (issue 26). */
const shieldWafRows = (): Row[] => {
  const RULE = `customWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID})`;
  const CONFIGURATION = '{ action: LOG, operator: CONTAINS, value: "x", variables: [{ variable: ARGS }] }';
  const CREATE_RULE = `createShieldCustomWafRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customWafRule: { name: "x", configuration: ${CONFIGURATION} } })`;
  const REPLACE_RULE = `replaceShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, customWafRule: { name: "x", configuration: ${CONFIGURATION} } })`;
  const UPDATE_RULE = `updateShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, customWafRule: { name: "y" } })`;
  const DELETE_RULE = `deleteShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID} })`;
  const REVIEW = `reviewShieldTriggeredWafRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "${TRIGGERED_WAF_RULE_ID}", action: LOG_ONLY })`;
  const GET_RULE = api('GET', /^\/shield\/waf\/custom-rule\/\d+$/);
  return [
    query(RULE, '{ id }', GET_RULE),
    query('wafRulesByPlan', '{ planName }', api('GET', /^\/shield\/waf\/rules\/plan-segmentation$/)),
    query('wafProfiles', '{ totalCount }', api('GET', /^\/shield\/waf\/profiles$/)),
    query('wafEnums', '{ name }', api('GET', /^\/shield\/waf\/enums$/)),
    query('ddosEnums', '{ name }', api('GET', /^\/shield\/ddos\/enums$/)),
    query('defaultWafEngineConfig', '{ name }', api('GET', /^\/shield\/waf\/engine-config$/)),
    mutation(CREATE_RULE, api('POST', /^\/shield\/waf\/custom-rule$/)),
    mutation(REPLACE_RULE, api('PUT', /^\/shield\/waf\/custom-rule\/\d+$/)),
    mutation(UPDATE_RULE, api('PATCH', /^\/shield\/waf\/custom-rule\/\d+$/)),
    mutation(DELETE_RULE, api('DELETE', /^\/shield\/waf\/custom-rule\/\d+$/)),
    mutation(REVIEW, api('POST', /^\/shield\/waf\/rules\/review-triggered\/\d+$/)),
    link(
      'ShieldZone.customWafRules',
      `{ ${SHIELD} { customWafRules { totalCount } } }`,
      ['shieldZone', 'customWafRules'],
      api('GET', /^\/shield\/waf\/custom-rules\/\d+$/),
    ),
    link(
      'ShieldZone.wafRuleCatalogue',
      `{ ${SHIELD} { wafRuleCatalogue { name } } }`,
      ['shieldZone', 'wafRuleCatalogue'],
      api('GET', /^\/shield\/waf\/rules\/\d+$/),
    ),
    link(
      'CustomWafRule.shieldZone',
      `{ ${RULE} { shieldZone { id } } }`,
      ['customWafRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'CreateShieldCustomWafRulePayload.shieldZone',
      `mutation { ${CREATE_RULE} { shieldZone { id } } }`,
      ['createShieldCustomWafRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UpdateShieldCustomWafRulePayload.customWafRule',
      `mutation { ${UPDATE_RULE} { customWafRule { id } } }`,
      ['updateShieldCustomWafRule', 'customWafRule'],
      GET_RULE,
    ),
    link(
      'ReplaceShieldCustomWafRulePayload.customWafRule',
      `mutation { ${REPLACE_RULE} { customWafRule { id } } }`,
      ['replaceShieldCustomWafRule', 'customWafRule'],
      GET_RULE,
    ),
    link(
      'DeleteShieldCustomWafRulePayload.shieldZone',
      `mutation { ${DELETE_RULE} { shieldZone { id } } }`,
      ['deleteShieldCustomWafRule', 'shieldZone'],
      GET_RULE,
    ),
    link(
      'ReviewShieldTriggeredWafRulePayload.shieldZone',
      `mutation { ${REVIEW} { shieldZone { id } } }`,
      ['reviewShieldTriggeredWafRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
  ];
};

const rows = (): Row[] => [
  query('shieldZones', '{ totalCount }', api('GET', /^\/shield\/shield-zones$/)),
  query(SHIELD, '{ id }', GET_SHIELD_ZONE),
  query(
    `shieldZoneMetrics(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`,
    '{ totalBillableRequests }',
    api('GET', /^\/shield\/metrics\/overview\/\d+$/),
  ),
  query(
    `wafRuleRecommendation(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "${TRIGGERED_WAF_RULE_ID}")`,
    '{ recommendation }',
    api('GET', /\/ai-recommendation\//),
  ),
  query(EXPORT(), '{ rowCount }', api('POST', /^\/shield\/event-logs\/\d+\/export$/)),
  query('containerApps', '{ totalCount }', api('GET', /^\/mc\/apps$/)),
  query(APP, '{ id }', GET_APP),
  query(
    'containerImageSuggestions(input: { imageRegistryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" })',
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
  query(
    `videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 1)`,
    '{ totalCount }',
    video('GET', /^\/library\/\d+\/videos$/),
  ),
  query(
    `video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}")`,
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
  mutation('createEdgeScript(input: { name: "new", scriptType: CDN })', api('POST', /^\/compute\/script$/)),
  mutation(`deleteEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`, api('DELETE', /^\/compute\/script\/\d+$/)),
  mutation(CODE, api('POST', /^\/compute\/script\/\d+\/code$/)),
  mutation(ROTATE, api('POST', /\/deploymentKey\/rotate$/)),
  mutation(PUBLISH_CODE, api('POST', /^\/compute\/script\/\d+\/publish$/)),
  mutation(ADD_VARIABLE, api('POST', /\/variables\/add$/)),
  mutation(
    `updateEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { required: false } })`,
    api('POST', /\/variables\/\d+$/),
  ),
  mutation(UPSERT_VARIABLE, api('PUT', /\/variables$/)),
  mutation(DELETE_VARIABLE, api('DELETE', /\/variables\/\d+$/)),
  mutation(
    `createEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptSecret: { name: "NEW", secret: "a-new-secret-value" } })`,
    api('POST', /\/secrets$/),
  ),
  mutation(
    `updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "a-new-secret-value" })`,
    api('POST', /\/secrets\/\d+$/),
  ),
  mutation(UPSERT_SECRET, api('PUT', /\/secrets$/)),
  mutation(DELETE_SECRET, api('DELETE', /\/secrets\/\d+$/)),
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
  mutation(
    `deleteStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
    api('DELETE', /^\/storagezone\/\d+$/),
  ),
  mutation(
    `resetStorageZonePassword(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
    api('POST', /\/resetPassword$/),
  ),
  mutation(
    `resetStorageZoneReadOnlyPassword(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
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
    'UpdateStorageZonePayload.storageZone',
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
  link(
    'CreateShieldZonePayload.shieldZone',
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
  // Shield, issue 26: every operation of shield-api.json
  ...shieldRows(),
  ...shieldApiGuardianRows(),
  ...storageFilesRows(),
  ...shieldInsightRows(),
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
    'UpdateContainerEndpointPayload.appEndpoint',
    `mutation { ${ENDPOINT} { appEndpoint { id } } }`,
    ['updateContainerEndpoint', 'appEndpoint'],
    GET_ENDPOINTS,
  ),
  // A payload's application is read when a field of its record is selected: the failed read nulls that field.
  link(
    'UpdateContainerEndpointPayload.app',
    `mutation { ${ENDPOINT} { app { id status } } }`,
    ['updateContainerEndpoint', 'app', 'status'],
    GET_APP,
  ),
  link(
    'DeleteContainerVolumeInstancePayload.volume',
    `mutation { ${DELETE} { volume { id } } }`,
    ['deleteContainerVolumeInstance', 'volume'],
    GET_VOLUMES,
  ),
  link(
    'DeployContainerAppPayload.app',
    `mutation { ${DEPLOY} { app { id status } } }`,
    ['deployContainerApp', 'app', 'status'],
    GET_APP,
  ),
  link(
    'SetPullZoneEdgeRuleEnabledPayload.pullZone',
    `mutation { ${TOGGLE} { pullZone { id } } }`,
    ['setPullZoneEdgeRuleEnabled', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'RemovePullZoneBlockedIpPayload.pullZone',
    `mutation { ${REMOVE_IP} { pullZone { id } } }`,
    ['removePullZoneBlockedIp', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'RequestPullZoneExternalHttpCertificatePayload.pullZone',
    `mutation { ${CERTIFICATE} { pullZone { id } } }`,
    ['requestPullZoneExternalHttpCertificate', 'pullZone'],
    api('GET', /^\/pullzone$/),
  ),
  link(
    'ResetPullZoneSecurityKeyPayload.pullZone',
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
    `mutation { ${UPDATE_SCRIPT} { edgeScript { id releases { totalCount } } } }`,
    ['updateEdgeScript', 'edgeScript', 'releases'],
    api('GET', /\/releases$/),
  ),
  link(
    'LinkedPullZoneEdge.node',
    `{ ${SCRIPT} { linkedPullZones(first: 1) { edges { node { id } } } } }`,
    ['edgeScript', 'linkedPullZones', 'edges', 0, 'node'],
    GET_PULL_ZONE,
  ),
  link(
    'PublishEdgeScriptReleasePayload.edgeScript',
    `mutation { ${PUBLISH} { edgeScript { id } } }`,
    ['publishEdgeScriptRelease', 'edgeScript'],
    api('GET', /^\/compute\/script\/\d+$/),
  ),
  link('EdgeScript.code', `{ ${SCRIPT} { code { code } } }`, ['edgeScript', 'code'], api('GET', /\/code$/)),
  link(
    'EdgeScript.statistics',
    `{ ${SCRIPT} { statistics { totalRequestsServed } } }`,
    ['edgeScript', 'statistics'],
    api('GET', /^\/compute\/script\/\d+\/statistics$/),
  ),
  link(
    'EdgeScript.variable',
    `{ ${SCRIPT} { ${VARIABLE} { id } } }`,
    ['edgeScript', 'variable'],
    api('GET', /\/variables\/\d+$/),
  ),
  link(
    'EdgeScript.secrets',
    `{ ${SCRIPT} { secrets { totalCount } } }`,
    ['edgeScript', 'secrets'],
    api('GET', /\/secrets$/),
  ),
  link(
    'EdgeScriptVariable.edgeScript',
    `{ node(id: "${toGlobalId('EdgeScriptVariable', `${CDN_SCRIPT_ID}/${CDN_SCRIPT_VARIABLE_ID}`)}") { ... on EdgeScriptVariable { edgeScript { id } } } }`,
    ['node', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'SetEdgeScriptCodePayload.edgeScript',
    `mutation { ${CODE} { edgeScript { id } } }`,
    ['setEdgeScriptCode', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'ResetEdgeScriptDeploymentKeyPayload.edgeScript',
    `mutation { ${ROTATE} { edgeScript { id } } }`,
    ['resetEdgeScriptDeploymentKey', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'PublishEdgeScriptPayload.release',
    `mutation { ${PUBLISH_CODE} { release { uuid } } }`,
    ['publishEdgeScript', 'release'],
    api('GET', /\/releases\/active$/),
  ),
  link(
    'PublishEdgeScriptPayload.edgeScript',
    `mutation { ${PUBLISH_CODE} { edgeScript { id } } }`,
    ['publishEdgeScript', 'edgeScript'],
    GET_SCRIPT,
  ),
  // An upsert bunny.net answers 204: the variable is found by name in the script's record.
  link(
    'SetEdgeScriptVariablePayload.edgeScriptVariable',
    `mutation { ${UPSERT_VARIABLE} { edgeScriptVariable { id } } }`,
    ['setEdgeScriptVariable', 'edgeScriptVariable'],
    GET_SCRIPT,
  ),
  link(
    'SetEdgeScriptVariablePayload.edgeScript',
    `mutation { ${UPSERT_VARIABLE} { edgeScript { id } } }`,
    ['setEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),

  link(
    'CreateEdgeScriptVariablePayload.edgeScript',
    `mutation { ${ADD_VARIABLE} { edgeScript { id } } }`,
    ['createEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),

  link(
    'UpdateEdgeScriptVariablePayload.edgeScript',
    `mutation { ${UPDATE_VARIABLE} { edgeScript { id } } }`,
    ['updateEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'DeleteEdgeScriptVariablePayload.edgeScript',
    `mutation { ${DELETE_VARIABLE} { edgeScript { id } } }`,
    ['deleteEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  // An upsert bunny.net answers 204: the secret is found by name in the script's secrets.
  link(
    'SetEdgeScriptSecretPayload.edgeScriptSecret',
    `mutation { ${UPSERT_SECRET} { edgeScriptSecret { id } } }`,
    ['setEdgeScriptSecret', 'edgeScriptSecret'],
    api('GET', /\/secrets$/),
  ),
  link(
    'SetEdgeScriptSecretPayload.edgeScript',
    `mutation { ${UPSERT_SECRET} { edgeScript { id } } }`,
    ['setEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),

  link(
    'CreateEdgeScriptSecretPayload.edgeScript',
    `mutation { ${ADD_SECRET} { edgeScript { id } } }`,
    ['createEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),

  link(
    'UpdateEdgeScriptSecretPayload.edgeScript',
    `mutation { ${UPDATE_SECRET} { edgeScript { id } } }`,
    ['updateEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'DeleteEdgeScriptSecretPayload.edgeScript',
    `mutation { ${DELETE_SECRET} { edgeScript { id } } }`,
    ['deleteEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
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
      `{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { library { id } } }`,
      ['video', 'library'],
      GET_LIBRARY,
    ),
    withLibraryKey: true,
  },
  link(
    'RemoveVideoLibraryBlockedReferrerPayload.videoLibrary',
    `mutation { ${REMOVE_REFERRER} { videoLibrary { id } } }`,
    ['removeVideoLibraryBlockedReferrer', 'videoLibrary'],
    GET_LIBRARY,
  ),
  link(
    'SetVideoThumbnailPayload.video',
    `mutation { ${THUMBNAIL} { video { videoId } } }`,
    ['setVideoThumbnail', 'video'],
    video('GET', /^\/library\/\d+\/videos\/[^/]+$/),
  ), // Pull Zones: the reads, every change, and the links of their payloads.
  query('pullZoneCount', '', api('GET', /^\/pullzone\/count$/)),
  query('pullZoneNameAvailability(name: "acme-new")', '{ available }', api('POST', /^\/pullzone\/checkavailability$/)),
  mutation(CREATE_ZONE, api('POST', /^\/pullzone$/)),
  mutation(UPDATE_ZONE, api('POST', /^\/pullzone\/\d+$/)),
  mutation(`deletePullZone(input: { pullZoneId: ${SPARE_PULL_ZONE_ID} })`, api('DELETE', /^\/pullzone\/\d+$/)),
  mutation(PURGE_ZONE, api('POST', /\/purgeCache$/)),
  mutation('purgePullZoneUrl(input: { url: "https://acme-web.b-cdn.net/app.js" })', api('POST', /^\/purge$/)),
  mutation(ADD_IP, api('POST', /\/addBlockedIp$/)),
  mutation(ADD_REFERRER, api('POST', /\/addAllowedReferrer$/)),
  mutation(
    `removePullZoneAllowedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/removeAllowedReferrer$/),
  ),
  mutation(
    `addPullZoneBlockedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/addBlockedReferrer$/),
  ),
  mutation(
    `removePullZoneBlockedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/removeBlockedReferrer$/),
  ),
  mutation(ADD_HOSTNAME, api('POST', /\/addHostname$/)),
  mutation(REMOVE_HOSTNAME, api('DELETE', /\/removeHostname$/)),
  mutation(FORCE_SSL, api('POST', /\/setForceSSL$/)),
  mutation(FREE_CERTIFICATE, api('GET', /^\/pullzone\/loadFreeCertificate$/)),
  mutation(DNS_CERTIFICATE, api('POST', /\/requestExternalDnsCertificate$/)),
  mutation(
    `completePullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
    api('POST', /\/completeExternalDnsCertificate$/),
  ),
  mutation(
    `completePullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
    api('POST', /\/completeExternalHttpCertificate$/),
  ),
  mutation(ADD_CERTIFICATE, api('POST', /\/addCertificate$/)),
  mutation(REMOVE_CERTIFICATE, api('DELETE', /\/removeCertificate$/)),
  mutation(KEY_TYPE, api('POST', /\/updatePrivateKeyType$/)),
  mutation(SAVE_RULE, api('POST', /\/edgerules\/addOrUpdate$/)),
  mutation(DELETE_RULE, api('DELETE', /\/edgerules\/[^/]+$/)),
  pullZoneLink('CreatePullZonePayload', CREATE_ZONE),
  pullZoneLink('UpdatePullZonePayload', UPDATE_ZONE),
  pullZoneLink('PurgePullZoneCachePayload', PURGE_ZONE),
  pullZoneLink('AddPullZoneBlockedIpPayload', ADD_IP),
  pullZoneLink('AddPullZoneAllowedReferrerPayload', ADD_REFERRER),
  pullZoneLink('AddPullZoneHostnamePayload', ADD_HOSTNAME),
  pullZoneLink('AddPullZoneHostnamePayload', ADD_HOSTNAME, 'pullZoneHostname'),
  pullZoneLink('RemovePullZoneHostnamePayload', REMOVE_HOSTNAME),
  pullZoneLink('SetPullZoneHostnameForceSslPayload', FORCE_SSL),
  pullZoneLink('SetPullZoneHostnameForceSslPayload', FORCE_SSL, 'pullZoneHostname'),
  pullZoneLink('IssuePullZoneFreeCertificatePayload', FREE_CERTIFICATE, 'pullZone', api('GET', /^\/pullzone$/)),
  pullZoneLink('IssuePullZoneFreeCertificatePayload', FREE_CERTIFICATE, 'pullZoneHostname', api('GET', /^\/pullzone$/)),
  pullZoneLink('RequestPullZoneExternalDnsCertificatePayload', DNS_CERTIFICATE, 'pullZone', api('GET', /^\/pullzone$/)),
  after(
    'RemovePullZoneAllowedReferrerPayload',
    `addPullZoneAllowedReferrer(${ON_HOST('a.example')})`,
    `removePullZoneAllowedReferrer(${ON_HOST('a.example')})`,
  ),
  pullZoneLink('AddPullZoneBlockedReferrerPayload', `addPullZoneBlockedReferrer(${ON_HOST('a.example')})`),
  after(
    'RemovePullZoneBlockedReferrerPayload',
    `addPullZoneBlockedReferrer(${ON_HOST('a.example')})`,
    `removePullZoneBlockedReferrer(${ON_HOST('a.example')})`,
  ),
  pullZoneLink('UploadPullZoneCertificatePayload', ADD_CERTIFICATE),
  pullZoneLink('UploadPullZoneCertificatePayload', ADD_CERTIFICATE, 'pullZoneHostname'),
  pullZoneLink('RemovePullZoneCertificatePayload', REMOVE_CERTIFICATE),
  pullZoneLink('RemovePullZoneCertificatePayload', REMOVE_CERTIFICATE, 'pullZoneHostname'),
  pullZoneLink('SetPullZoneCertificateKeyTypePayload', KEY_TYPE),
  pullZoneLink('SetPullZoneCertificateKeyTypePayload', KEY_TYPE, 'pullZoneHostname'),
  ...(['pullZone', 'pullZoneHostname'] as const).flatMap((field) => [
    after(
      'CompletePullZoneExternalDnsCertificatePayload',
      DNS_CERTIFICATE,
      `completePullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      field,
      api('GET', /^\/pullzone$/),
    ),
    after(
      'CompletePullZoneExternalHttpCertificatePayload',
      `requestPullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      `completePullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      field,
      api('GET', /^\/pullzone$/),
    ),
  ]),
  pullZoneLink('SetPullZoneEdgeRulePayload', SAVE_RULE),
  pullZoneLink('SetPullZoneEdgeRulePayload', SAVE_RULE, 'edgeRule'),
  pullZoneLink('DeletePullZoneEdgeRulePayload', DELETE_RULE),
  link(
    'PullZone.optimizerStatistics',
    `{ ${ZONE} { optimizerStatistics(${window()}) { totalRequestsOptimized } } }`,
    ['pullZone', 'optimizerStatistics'],
    api('GET', /\/optimizer\/statistics$/),
  ),
  link(
    'PullZone.originShieldQueueStatistics',
    `{ ${ZONE} { originShieldQueueStatistics(${window()}) { queuedRequestsChart { at } } } }`,
    ['pullZone', 'originShieldQueueStatistics'],
    api('GET', /\/originshield\/queuestatistics$/),
  ),
  link(
    'PullZone.safeHopStatistics',
    `{ ${ZONE} { safeHopStatistics(${window()}) { totalRequestsSaved } } }`,
    ['pullZone', 'safeHopStatistics'],
    api('GET', /\/safehop\/statistics$/),
  ),
  ...containerRows(),
  ...streamRows(),
  // The account.
  query('billing', '{ balance }', api('GET', /^\/billing$/)),
  query('affiliate', '{ balance }', api('GET', /^\/billing\/affiliate$/)),
  query('apiKeys', '{ totalCount }', api('GET', /^\/apikey$/)),
  query(`auditLog(date: "${today()}")`, '{ pageInfo { hasNextPage } }', api('GET', /^\/user\/audit\//)),
  query('countries', '{ totalCount }', api('GET', /^\/country$/)),
  query('regions', '{ totalCount }', api('GET', /^\/region$/)),
  query('search(query: "acme")', '{ totalCount }', api('GET', /^\/search$/)),
  query(
    `priceEstimate(source: CDN_VOLUME_TIER, resourceId: ${WEB_PULL_ZONE_ID})`,
    '{ pricePerUnit }',
    api('GET', /^\/v1\/pricing\//),
  ),
  link(
    'Billing.pullZoneUsage',
    '{ billing { pullZoneUsage { totalCount } } }',
    ['billing', 'pullZoneUsage'],
    api('GET', /^\/billing\/summary$/),
  ),
  link(
    'Billing.paymentRequests',
    '{ billing { paymentRequests { totalCount } } }',
    ['billing', 'paymentRequests'],
    api('GET', /^\/billing\/payment-requests$/),
  ),
  link(
    'PullZoneUsage.pullZone',
    '{ billing { pullZoneUsage(first: 1) { edges { node { pullZone { id } } } } } }',
    ['billing', 'pullZoneUsage', 'edges', 0, 'node', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'SearchResult.record',
    '{ search(query: "acme-web", first: 1) { edges { node { record { ... on PullZone { id } } } } } }',
    ['search', 'edges', 0, 'node', 'record'],
    GET_PULL_ZONE,
  ),
];

/**
 * Magic Containers, issue 27: its root fields, mutations and links. A payload's `app` is read when a field of its
 * record is selected, so its failed read nulls that field (`status`) and the application's id is still answered.
 */
function containerRows(): Row[] {
  const A = `appId: "${ACTIVE_APP_ID}"`;
  const IMAGE = 'imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx"';
  const LOGS =
    'containerLogForwarding: { protocol: SYSLOG_TCP, endpoint: "logs.example.com", port: 514, format: RFC5424, enabled: true }';
  const APP_DEFINITION = '{ name: "fresh", runtimeType: SHARED, autoScaling: { min: 1, max: 1 }, regionSettings: {} }';
  const NEW_APP = `input: ${APP_DEFINITION}`;
  const CONTAINER =
    'containerTemplate: { name: "side", imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx", imageTag: "1.27" }';
  const ADD_ENDPOINT = `createContainerEndpoint(input: { ${A}, containerId: "Kj7mNp3qRx", containerEndpoint: { displayName: "admin", cdn: { portMappings: [{ containerPort: 9000 }] } } })`;
  const REPLACE_APP = `replaceContainerApp(input: { ${A}, containerApp: ${APP_DEFINITION} })`;
  const UPDATE_APP = `updateContainerApp(input: { ${A}, containerApp: { name: "shop" } })`;
  const RECREATE_POD = `recreateContainerPod(input: { ${A}, podId: "storefront-api-de-0" })`;
  const SCALE = `updateContainerAppAutoScaling(input: { ${A}, containerAutoScaling: { min: 1, max: 2 } })`;
  const REGIONS = `updateContainerAppRegionSettings(input: { ${A}, containerRegionSettings: { maxAllowedRegions: 2 } })`;
  const ADD_CONTAINER = `createContainerTemplate(input: { ${A}, ${CONTAINER} })`;
  const PATCH_CONTAINER = `updateContainerTemplate(input: { ${A}, containerId: "Wv2sDf8gHt", containerTemplate: { imageTag: "17" } })`;
  const SET_ENV = `setContainerEnvironmentVariables(input: { ${A}, containerId: "Wv2sDf8gHt", variables: [] })`;
  const DELETE_CONTAINER = `deleteContainerTemplate(input: { ${A}, containerId: "Wv2sDf8gHt" })`;
  const DELETE_ENDPOINT = `deleteContainerEndpoint(input: { ${A}, endpointId: "${CDN_ENDPOINT_ID}" })`;
  const RENAME_VOLUME = `updateContainerVolume(input: { ${A}, volumeId: "${VOLUME_ID}", containerVolume: { name: "pg" } })`;
  const DETACH_VOLUME = `detachContainerVolume(input: { ${A}, volumeId: "${VOLUME_ID}" })`;
  const CREATE_LOGS = `createContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}", ${LOGS} })`;
  const UPDATE_LOGS = `updateContainerLogForwarding(input: { ${A}, ${LOGS} })`;
  const DELETE_LOGS = `deleteContainerLogForwarding(input: { ${A} })`;
  const ADD_REGISTRY = 'createContainerRegistry(input: { displayName: "quay" })';
  const UPDATE_REGISTRY =
    'updateContainerRegistry(input: { registryId: 2891, containerRegistry: { displayName: "ghcr" } })';
  const mcRoute = (method: string, path: string) => api(method, new RegExp(`^/mc${path}$`));
  const appPayload = (field: string, mutationField: string, name: string) =>
    link(field, `mutation { ${mutationField} { app { id status } } }`, [name, 'app', 'status'], GET_APP);
  return [
    query('containerRegistries', '{ totalCount }', mcRoute('GET', '/registries')),
    query('containerRegistry(registryId: 2891)', '{ id }', mcRoute('GET', '/registries/\\d+')),
    query(
      'containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool")',
      '{ edges { cursor } }',
      mcRoute('POST', '/registries/public-images/search'),
    ),
    query('containerImages(imageRegistryId: "2891")', '{ totalCount }', mcRoute('POST', '/registries/images')),
    query(`containerImageTags(image: { ${IMAGE} })`, '{ totalCount }', mcRoute('POST', '/registries/tags')),
    query(
      `containerImageDigest(image: { ${IMAGE}, tag: "1.27" })`,
      '{ digest }',
      mcRoute('POST', '/registries/digest'),
    ),
    query(
      `containerConfigSuggestions(image: { ${IMAGE}, tag: "1.27" })`,
      '{ appName }',
      mcRoute('POST', '/registries/config-suggestions'),
    ),
    query('containerRegions', '{ totalCount }', mcRoute('GET', '/regions')),
    query('containerOptimalRegion', '{ containerRegionId }', mcRoute('GET', '/regions/optimal')),
    query('containerLimits', '{ maxApplications }', mcRoute('GET', '/limits')),
    query('containerNodes', '{ totalCount }', mcRoute('GET', '/nodes')),
    query('containerLogForwardings', '{ totalCount }', mcRoute('GET', '/log/forwarding')),
    mutation(`createContainerApp(${NEW_APP})`, mcRoute('POST', '/apps')),
    mutation(REPLACE_APP, mcRoute('PUT', '/apps/[^/]+')),
    mutation(UPDATE_APP, mcRoute('PATCH', '/apps/[^/]+')),
    mutation(`deleteContainerApp(input: { ${A} })`, mcRoute('DELETE', '/apps/[^/]+')),
    mutation(`undeployContainerApp(input: { ${A} })`, mcRoute('POST', '/apps/[^/]+/undeploy')),
    mutation(`restartContainerApp(input: { ${A} })`, mcRoute('POST', '/apps/[^/]+/restart')),
    mutation(RECREATE_POD, mcRoute('POST', '/apps/[^/]+/pods/[^/]+/recreate')),
    mutation(SCALE, mcRoute('PUT', '/apps/[^/]+/autoscaling')),
    mutation(REGIONS, mcRoute('PUT', '/apps/[^/]+/region-settings')),
    mutation(ADD_CONTAINER, mcRoute('POST', '/apps/[^/]+/containers')),
    mutation(PATCH_CONTAINER, mcRoute('PATCH', '/apps/[^/]+/containers/[^/]+')),
    mutation(SET_ENV, mcRoute('PUT', '/apps/[^/]+/containers/[^/]+/env')),
    mutation(DELETE_CONTAINER, mcRoute('DELETE', '/apps/[^/]+/containers/[^/]+')),
    mutation(ADD_ENDPOINT, mcRoute('POST', '/apps/[^/]+/containers/[^/]+/endpoints')),
    mutation(DELETE_ENDPOINT, mcRoute('DELETE', '/apps/[^/]+/endpoints/[^/]+')),
    mutation(RENAME_VOLUME, mcRoute('PATCH', '/apps/[^/]+/volumes/[^/]+')),
    mutation(DETACH_VOLUME, mcRoute('POST', '/apps/[^/]+/volumes/[^/]+/detach')),
    mutation(
      `deleteContainerVolumeInstances(input: { ${A}, volumeId: "${VOLUME_ID}" })`,
      mcRoute('DELETE', '/apps/[^/]+/volumes/[^/]+'),
    ),
    mutation(ADD_REGISTRY, mcRoute('POST', '/registries')),
    mutation(UPDATE_REGISTRY, mcRoute('PUT', '/registries/\\d+')),
    mutation('deleteContainerRegistry(input: { registryId: 2893 })', mcRoute('DELETE', '/registries/\\d+')),
    mutation(CREATE_LOGS, mcRoute('POST', '/log/forwarding')),
    mutation(UPDATE_LOGS, mcRoute('PUT', '/log/forwarding/[^/]+')),
    mutation(DELETE_LOGS, mcRoute('DELETE', '/log/forwarding/[^/]+')),
    link(
      'ContainerApp.container',
      `{ ${APP} { container(containerId: "Kj7mNp3qRx") { id } } }`,
      ['containerApp', 'container'],
      mcRoute('GET', '/apps/[^/]+/containers/[^/]+'),
    ),
    link(
      'ContainerApp.autoScaling',
      `{ ${APP} { autoScaling { min } } }`,
      ['containerApp', 'autoScaling'],
      mcRoute('GET', '/apps/[^/]+/autoscaling'),
    ),
    link(
      'ContainerApp.regionSettings',
      `{ ${APP} { regionSettings { allowedRegionIds } } }`,
      ['containerApp', 'regionSettings'],
      mcRoute('GET', '/apps/[^/]+/region-settings'),
    ),
    link(
      'ContainerApp.statistics',
      `{ ${APP} { statistics(from: "${hoursAgo(3)}", granularity: HOURLY) { cpuUsage { value } } } }`,
      ['containerApp', 'statistics'],
      mcRoute('GET', '/apps/[^/]+/statistics'),
    ),
    link(
      'ContainerApp.summary',
      `{ ${APP} { summary { monthlyCost } } }`,
      ['containerApp', 'summary'],
      mcRoute('GET', '/apps/[^/]+/summary'),
    ),
    link(
      'ContainerApp.overview',
      `{ ${APP} { overview { desiredInstances } } }`,
      ['containerApp', 'overview'],
      mcRoute('GET', '/apps/[^/]+/overview'),
    ),
    link(
      'ContainerApp.logForwarding',
      `{ ${APP} { logForwarding { id } } }`,
      ['containerApp', 'logForwarding'],
      mcRoute('GET', '/log/forwarding/[^/]+'),
    ),
    appPayload('CreateContainerAppPayload.app', `createContainerApp(${NEW_APP})`, 'createContainerApp'),
    appPayload('ReplaceContainerAppPayload.app', REPLACE_APP, 'replaceContainerApp'),
    appPayload('UpdateContainerAppPayload.app', UPDATE_APP, 'updateContainerApp'),
    appPayload('UndeployContainerAppPayload.app', `undeployContainerApp(input: { ${A} })`, 'undeployContainerApp'),
    appPayload('RestartContainerAppPayload.app', `restartContainerApp(input: { ${A} })`, 'restartContainerApp'),
    appPayload('RecreateContainerPodPayload.app', RECREATE_POD, 'recreateContainerPod'),
    appPayload('UpdateContainerAppAutoScalingPayload.app', SCALE, 'updateContainerAppAutoScaling'),
    appPayload('UpdateContainerAppRegionSettingsPayload.app', REGIONS, 'updateContainerAppRegionSettings'),
    appPayload('CreateContainerTemplatePayload.app', ADD_CONTAINER, 'createContainerTemplate'),
    appPayload('UpdateContainerTemplatePayload.app', PATCH_CONTAINER, 'updateContainerTemplate'),
    appPayload('SetContainerEnvironmentVariablesPayload.app', SET_ENV, 'setContainerEnvironmentVariables'),
    appPayload('DeleteContainerTemplatePayload.app', DELETE_CONTAINER, 'deleteContainerTemplate'),
    appPayload('CreateContainerEndpointPayload.app', ADD_ENDPOINT, 'createContainerEndpoint'),
    appPayload('DeleteContainerEndpointPayload.app', DELETE_ENDPOINT, 'deleteContainerEndpoint'),
    appPayload('CreateContainerLogForwardingPayload.app', CREATE_LOGS, 'createContainerLogForwarding'),
    appPayload('UpdateContainerLogForwardingPayload.app', UPDATE_LOGS, 'updateContainerLogForwarding'),
    appPayload('DeleteContainerLogForwardingPayload.app', DELETE_LOGS, 'deleteContainerLogForwarding'),
    link(
      'CreateContainerEndpointPayload.appEndpoint',
      `mutation { ${ADD_ENDPOINT} { appEndpoint { id } } }`,
      ['createContainerEndpoint', 'appEndpoint'],
      GET_ENDPOINTS,
    ),
    link(
      'UpdateContainerVolumePayload.volume',
      `mutation { ${RENAME_VOLUME} { volume { id } } }`,
      ['updateContainerVolume', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'DetachContainerVolumePayload.volume',
      `mutation { ${DETACH_VOLUME} { volume { id } } }`,
      ['detachContainerVolume', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'DeleteContainerVolumeInstancesPayload.volume',
      `mutation { deleteContainerVolumeInstances(input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch" }) { volume { id } } }`,
      ['deleteContainerVolumeInstances', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'CreateContainerRegistryPayload.registry',
      `mutation { ${ADD_REGISTRY} { registry { id } } }`,
      ['createContainerRegistry', 'registry'],
      mcRoute('GET', '/registries/\\d+'),
    ),
    link(
      'UpdateContainerRegistryPayload.registry',
      `mutation { ${UPDATE_REGISTRY} { registry { id } } }`,
      ['updateContainerRegistry', 'registry'],
      mcRoute('GET', '/registries/\\d+'),
    ),
    link(
      'ContainerLogForwarding.app',
      '{ containerLogForwardings(first: 1) { edges { node { app { id status } } } } }',
      ['containerLogForwardings', 'edges', 0, 'node', 'app', 'status'],
      GET_APP,
    ),
  ];
}

// ---- Stream (issues 25 and 27) -------------------------------------------------------------------------------

const VIDEO_ARGS = `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`;
const ONE_VIDEO = `video(${VIDEO_ARGS})`;
const GET_VIDEO = video('GET', /^\/library\/\d+\/videos\/[^/]+$/);
const GET_COLLECTION = video('GET', /^\/library\/\d+\/collections\/[^/]+$/);

/** A mutation that takes a file as `$file`, beside another that succeeds. */
const uploadMutation = (field: string, fails: FailingRoute): Row => {
  const name = field.split('(')[0] ?? field;
  const beside = `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
  return {
    field: `Mutation.${name}`,
    fails,
    operation: `mutation ($file: File!) { ${field} { __typename } ${beside} }`,
    nulled: [name],
    kept: ['other'],
    file: 'a small file',
  };
};

function streamRows(): Row[] {
  const library = `videoLibraryId: ${DEMO_LIBRARY_ID}`;
  const collection = `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}"`;
  return [
    query(`videoCollection(${collection})`, '{ id }', GET_COLLECTION),
    query('videoLibraryLanguages', '{ totalCount }', api('GET', /^\/videolibrary\/languages$/)),
    query(
      `videoOEmbed(url: "https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}")`,
      '{ title }',
      video('GET', /^\/OEmbed$/),
    ),
    mutation('createVideoLibrary(input: { name: "New" })', api('POST', /^\/videolibrary$/)),
    mutation(
      `updateVideoLibrary(input: { ${library}, videoLibrary: { name: "Renamed" } })`,
      api('POST', /^\/videolibrary\/\d+$/),
    ),
    mutation(`deleteVideoLibrary(input: { ${library} })`, api('DELETE', /^\/videolibrary\/\d+$/)),
    mutation(
      `addVideoLibraryAllowedReferrer(input: { ${library}, hostname: "a.example" })`,
      api('POST', /\/addAllowedReferrer$/),
    ),
    mutation(
      `removeVideoLibraryAllowedReferrer(input: { ${library}, hostname: "acme-demo.com" })`,
      api('POST', /\/removeAllowedReferrer$/),
    ),
    mutation(
      `addVideoLibraryBlockedReferrer(input: { ${library}, hostname: "b.example" })`,
      api('POST', /\/addBlockedReferrer$/),
    ),
    uploadMutation(
      `setVideoLibraryImage(input: { ${library}, image: WATERMARK, file: $file })`,
      api('PUT', /\/watermark$/),
    ),
    mutation(
      `removeVideoLibraryImage(input: { ${library}, image: LIVE_THUMBNAIL })`,
      api('DELETE', /\/live\/thumbnail$/),
    ),
    mutation(`resetVideoLibraryApiKey(input: { ${library}, key: READ_ONLY })`, api('POST', /\/resetReadOnlyApiKey$/)),
    mutation(
      `createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "New" } })`,
      video('POST', /\/videos$/),
    ),
    mutation(
      `createVideoTusUpload(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, title: "New" })`,
      video('POST', /\/videos$/),
    ),
    mutation(`updateVideo(input: { ${VIDEO_ARGS}, video: { title: "Renamed" } })`, video('POST', /\/videos\/[^/]+$/)),
    mutation(`deleteVideo(input: { ${VIDEO_ARGS} })`, video('DELETE', /\/videos\/[^/]+$/)),
    uploadMutation(
      `uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", file: $file })`,
      video('PUT', /\/videos\/[^/]+$/),
    ),
    mutation(
      `fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/a.mp4" } })`,
      video('POST', /\/videos\/fetch$/),
    ),
    mutation(`reencodeVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/reencode$/)),
    mutation(`addVideoOutputCodec(input: { ${VIDEO_ARGS}, codec: VP9 })`, video('PUT', /\/outputs\/\d+$/)),
    mutation(`repackageVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/repackage$/)),
    mutation(`transcribeVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/transcribe$/)),
    mutation(
      `triggerVideoSmartActions(input: { ${VIDEO_ARGS}, smartActions: { generateTitle: true } })`,
      video('POST', /\/smart$/),
    ),
    mutation(
      `addVideoCaption(input: { ${VIDEO_ARGS}, srclang: "de", text: "WEBVTT\\n" })`,
      video('POST', /\/captions\/de$/),
    ),
    mutation(
      `removeVideoCaption(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en" })`,
      video('DELETE', /\/captions\/en$/),
    ),
    mutation(
      `cleanUpVideoResolutions(input: { ${VIDEO_ARGS}, resolutions: { resolutions: ["360p"] } })`,
      video('POST', /\/resolutions\/cleanup$/),
    ),
    mutation(
      `createVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, name: "New" })`,
      video('POST', /\/collections$/),
    ),
    mutation(
      `updateVideoCollection(input: { ${collection}, name: "Renamed" })`,
      video('POST', /\/collections\/[^/]+$/),
    ),
    mutation(`deleteVideoCollection(input: { ${collection} })`, video('DELETE', /\/collections\/[^/]+$/)),
    link(
      'VideoLibrary.collections',
      `{ ${LIBRARY} { collections { totalCount } } }`,
      ['videoLibrary', 'collections'],
      video('GET', /\/collections$/),
    ),
    link(
      'VideoLibrary.transcribingStatistics',
      `{ ${LIBRARY} { transcribingStatistics { totalTranscriptionSeconds } } }`,
      ['videoLibrary', 'transcribingStatistics'],
      api('GET', /\/transcribing\/statistics$/),
    ),
    link(
      'VideoLibrary.drmStatistics',
      `{ ${LIBRARY} { drmStatistics { totalLicensesIssued } } }`,
      ['videoLibrary', 'drmStatistics'],
      api('GET', /\/drm\/statistics$/),
    ),
    link('Video.collection', `{ ${ONE_VIDEO} { collection { id } } }`, ['video', 'collection'], GET_COLLECTION),
    link(
      'Video.resolutions',
      `{ ${ONE_VIDEO} { resolutions { hasOriginal } } }`,
      ['video', 'resolutions'],
      video('GET', /\/resolutions$/),
    ),
    link(
      'Video.storage',
      `{ ${ONE_VIDEO} { storage { originals } } }`,
      ['video', 'storage'],
      video('GET', /\/storage$/),
    ),
    link('Video.heatmap', `{ ${ONE_VIDEO} { heatmap { value } } }`, ['video', 'heatmap'], video('GET', /\/heatmap$/)),
    link(
      'Video.playData',
      `{ ${ONE_VIDEO} { playData { libraryName } } }`,
      ['video', 'playData'],
      video('GET', /\/play$/),
    ),
    link(
      'Video.heatmapPlayData',
      `{ ${ONE_VIDEO} { heatmapPlayData { libraryName } } }`,
      ['video', 'heatmapPlayData'],
      video('GET', /\/play\/heatmap$/),
    ),
    link(
      'VideoCollection.videos',
      `{ videoCollection(${collection}) { videos(first: 1) { totalCount } } }`,
      ['videoCollection', 'videos'],
      video('GET', /\/videos$/),
    ),
    {
      ...link(
        'VideoCollection.library',
        `{ videoCollection(${collection}) { library { id } } }`,
        ['videoCollection', 'library'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    link(
      'AddVideoLibraryBlockedReferrerPayload.videoLibrary',
      `mutation { addVideoLibraryBlockedReferrer(input: { ${library}, hostname: "c.example" }) { videoLibrary { id } } }`,
      ['addVideoLibraryBlockedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'RemoveVideoLibraryImagePayload.videoLibrary',
      `mutation { removeVideoLibraryImage(input: { ${library}, image: WATERMARK }) { videoLibrary { id } } }`,
      ['removeVideoLibraryImage', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'ResetVideoLibraryApiKeyPayload.videoLibrary',
      `mutation { resetVideoLibraryApiKey(input: { ${library}, key: FULL }) { videoLibrary { id } } }`,
      ['resetVideoLibraryApiKey', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'AddVideoLibraryAllowedReferrerPayload.videoLibrary',
      `mutation { addVideoLibraryAllowedReferrer(input: { ${library}, hostname: "d.example" }) { videoLibrary { id } } }`,
      ['addVideoLibraryAllowedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'RemoveVideoLibraryAllowedReferrerPayload.videoLibrary',
      `mutation { removeVideoLibraryAllowedReferrer(input: { ${library}, hostname: "acme-demo.com" }) { videoLibrary { id } } }`,
      ['removeVideoLibraryAllowedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    {
      ...link(
        'SetVideoLibraryImagePayload.videoLibrary',
        `mutation ($file: File!) { setVideoLibraryImage(input: { ${library}, image: WATERMARK, file: $file }) { videoLibrary { id } } }`,
        ['setVideoLibraryImage', 'videoLibrary'],
        GET_LIBRARY,
      ),
      file: 'a small file',
    },
    link(
      'TranscribeVideoPayload.video',
      `mutation { transcribeVideo(input: { ${VIDEO_ARGS} }) { video { videoId } } }`,
      ['transcribeVideo', 'video'],
      GET_VIDEO,
    ),
    link(
      'TriggerVideoSmartActionsPayload.video',
      `mutation { triggerVideoSmartActions(input: { ${VIDEO_ARGS}, smartActions: { generateTitle: true } }) { video { videoId } } }`,
      ['triggerVideoSmartActions', 'video'],
      GET_VIDEO,
    ),
    link(
      'CleanUpVideoResolutionsPayload.video',
      `mutation { cleanUpVideoResolutions(input: { ${VIDEO_ARGS}, resolutions: { resolutions: ["360p"] } }) { video { videoId } } }`,
      ['cleanUpVideoResolutions', 'video'],
      GET_VIDEO,
    ),
    {
      ...link(
        'UploadVideoPayload.video',
        `mutation ($file: File!) { uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "$VIDEO", file: $file }) { video { videoId } } }`,
        ['uploadVideo', 'video'],
        GET_VIDEO,
      ),
      file: 'a small file',
      freshVideo: true,
    },
    link(
      'UpdateVideoPayload.video',
      `mutation { updateVideo(input: { ${VIDEO_ARGS}, video: { title: "Renamed" } }) { video { videoId } } }`,
      ['updateVideo', 'video'],
      GET_VIDEO,
    ),
    {
      ...link(
        'DeleteVideoPayload.videoLibrary',
        `mutation { deleteVideo(input: { ${VIDEO_ARGS} }) { videoLibrary { id } } }`,
        ['deleteVideo', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    {
      ...link(
        'FetchVideoPayload.videoLibrary',
        `mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/b.mp4" } }) { videoLibrary { id } } }`,
        ['fetchVideo', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    link(
      'AddVideoCaptionPayload.video',
      `mutation { addVideoCaption(input: { ${VIDEO_ARGS}, srclang: "fr", text: "WEBVTT\\n" }) { video { videoId } } }`,
      ['addVideoCaption', 'video'],
      GET_VIDEO,
    ),
    link(
      'RemoveVideoCaptionPayload.video',
      `mutation { removeVideoCaption(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en" }) { video { videoId } } }`,
      ['removeVideoCaption', 'video'],
      GET_VIDEO,
    ),
    link(
      'UpdateVideoCollectionPayload.collection',
      `mutation { updateVideoCollection(input: { ${collection}, name: "Renamed" }) { collection { id } } }`,
      ['updateVideoCollection', 'collection'],
      GET_COLLECTION,
    ),
    {
      ...link(
        'DeleteVideoCollectionPayload.videoLibrary',
        `mutation { deleteVideoCollection(input: { ${collection} }) { videoLibrary { id } } }`,
        ['deleteVideoCollection', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
  ];
}

/** A row whose operation sends the zone file as its `$file` (a multipart request). */
function importing(row: Row): Row {
  const operation = row.operation.startsWith('mutation (')
    ? row.operation
    : row.operation.replace('mutation {', 'mutation ($file: File!) {');
  return { ...row, operation, file: ZONE_FILE };
}

/** The operation as a GraphQL multipart request, its `$file` the row's file. */
/** A video of the demo library without an upload yet, so an upload to it is accepted. */
async function newVideo(): Promise<string> {
  const { body } = await gateway.graphql(
    `mutation { createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Fresh" } }) { video { videoId } } }`,
    undefined,
    { AccessKey: key },
  );
  return (body.data as { createVideo: { video: { videoId: string } } }).createVideo.video.videoId;
}

async function multipartGraphql(url: string, row: Row, headers: Record<string, string>) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: row.operation, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([row.file ?? ''], { type: 'application/octet-stream' }), 'file.bin');
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers });
  return { body: (await response.json()) as Awaited<ReturnType<TestGateway['graphql']>>['body'] };
}
/** Edge Storage's fields (issue 37), on the storage host of the assets zone. */
const storageFilesRows = (): Row[] => {
  const storage = (method: string, path: RegExp): FailingRoute => ({ host: 'storage', method, path });
  const ZONE_FILES = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
  const ROOT = storage('GET', /^\/storage\.bunnycdn\.com\/acme-assets\/$/);
  const UPLOAD = `uploadStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/a.txt", file: $file })`;
  const beside = `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
  return [
    link('StorageZone.files', `{ ${ZONE_FILES} { id files { totalCount } } }`, ['storageZone', 'files'], ROOT),
    link(
      'StorageDirectory.files',
      `{ ${ZONE_FILES} { files(first: 1) { edges { node { id ... on StorageDirectory { files { totalCount } } } } } } }`,
      ['storageZone', 'files', 'edges', 0, 'node', 'files'],
      storage('GET', /\/acme-assets\/css\/$/),
    ),
    uploadMutation(UPLOAD, storage('PUT', /\/acme-assets\/a\.txt$/)),
    {
      ...link(
        'UploadStorageFilePayload.storageFile',
        `mutation ($file: File!) { ${UPLOAD} { checksum storageFile { id } } ${beside} }`,
        ['uploadStorageFile', 'storageFile'],
        ROOT,
      ),
      file: 'a small file',
    },
    mutation(
      `deleteStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/robots.txt" })`,
      storage('DELETE', /\/acme-assets\/robots\.txt$/),
    ),
    mutation(
      `deleteStorageDirectory(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/css" })`,
      storage('DELETE', /\/acme-assets\/css\/$/),
    ),
  ];
};

/** API Guardian's fields (issue 26). */
const shieldApiGuardianRows = (): Row[] => {
  const GUARDIAN = /^\/shield\/shield-zone\/\d+\/api-guardian$/;
  const ENDPOINT = /^\/shield\/shield-zone\/\d+\/api-guardian\/endpoint\/\d+$/;
  const SPEC = /^\/shield\/shield-zone\/\d+\/api-guardian\/spec$/;
  const UPDATE = `updateShieldApiGuardian(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardian: { enabled: false } })`;
  const UPDATE_ENDPOINT = `updateShieldApiGuardianEndpoint(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: ${WEB_API_GUARDIAN_ENDPOINT_ID}, apiGuardianEndpoint: { enabled: false } })`;
  const UPLOAD = `uploadShieldApiGuardianSpecification(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: "paths:\\n  /a:\\n    get: {}" })`;
  const REPLACE = `updateShieldApiGuardianSpecification(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: "paths:\\n  /a:\\n    get: {}" })`;
  const endpoints = ['shieldZone', 'apiGuardian', 'endpoints', 'edges', 0, 'node'];
  return [
    mutation(UPDATE, api('PATCH', GUARDIAN)),
    mutation(UPDATE_ENDPOINT, api('PATCH', ENDPOINT)),
    mutation(UPLOAD, api('POST', SPEC)),
    mutation(REPLACE, api('PATCH', SPEC)),
    link(
      'ShieldZone.apiGuardian',
      `{ ${SHIELD} { apiGuardian { title } } }`,
      ['shieldZone', 'apiGuardian'],
      api('GET', GUARDIAN),
    ),
    link(
      'ShieldZone.apiGuardianEnums',
      `{ ${SHIELD} { apiGuardianEnums { name } } }`,
      ['shieldZone', 'apiGuardianEnums'],
      api('GET', /\/api-guardian\/enums$/),
    ),
    link(
      'ShieldZone.apiGuardianMetrics',
      `{ ${SHIELD} { apiGuardianMetrics { totalBlockedRequests } } }`,
      ['shieldZone', 'apiGuardianMetrics'],
      api('GET', /^\/shield\/metrics\/shield-zone\/\d+\/api-guardian$/),
    ),
    link(
      'ApiGuardianEndpoint.metrics',
      `{ ${SHIELD} { apiGuardian { endpoints(first: 1) { edges { node { metrics { totalBlockedRequests } } } } } } }`,
      [...endpoints, 'metrics'],
      api('GET', /^\/shield\/metrics\/shield-zone\/\d+\/api-guardian\/endpoint\/\d+$/),
    ),
    link(
      'UpdateShieldApiGuardianPayload.shieldZone',
      `mutation { ${UPDATE} { shieldZone { id } } }`,
      ['updateShieldApiGuardian', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UpdateShieldApiGuardianEndpointPayload.shieldZone',
      `mutation { ${UPDATE_ENDPOINT} { shieldZone { id } } }`,
      ['updateShieldApiGuardianEndpoint', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UploadShieldApiGuardianSpecificationPayload.shieldZone',
      `mutation { ${UPLOAD} { shieldZone { id } } }`,
      ['uploadShieldApiGuardianSpecification', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'UpdateShieldApiGuardianSpecificationPayload.shieldZone',
      `mutation { ${REPLACE} { shieldZone { id } } }`,
      ['updateShieldApiGuardianSpecification', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
  ];
};

/** Custom response pages and the insights (issue 26). */
const shieldInsightRows = (): Row[] => {
  const PAGE = /^\/shield\/shield-zone\/\d+\/custom-page\/\w+$/;
  const SET = `setShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block", html: "<p>no</p>" })`;
  const DELETE_PAGE = `deleteShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block" })`;
  const metrics = (name: string, path: RegExp, select: string, field = name): Row =>
    link(`ShieldZone.${name}`, `{ ${SHIELD} { ${field} { ${select} } } }`, ['shieldZone', name], api('GET', path));
  return [
    mutation(SET, api('PUT', PAGE)),
    mutation(DELETE_PAGE, api('DELETE', PAGE)),
    metrics('customPage', PAGE, 'html', 'customPage(pageType: "block")'),
    metrics('overages', /^\/shield\/metrics\/overages\/\d+/, 'year'),
    metrics(
      'wafRuleMetrics',
      /\/waf-rule\/\w+$/,
      'totalTriggers',
      `wafRuleMetrics(wafRuleId: "${TRIGGERED_WAF_RULE_ID}")`,
    ),
    metrics('botDetectionMetrics', /^\/shield\/metrics\/shield-zone\/\d+\/bot-detection$/, 'totalLoggedRequests'),
    metrics('uploadScanningMetrics', /^\/shield\/metrics\/shield-zone\/\d+\/upload-scanning$/, 'totalFilesScanned'),
    link(
      'ShieldZone.eventLogSearch',
      `{ ${SHIELD} { eventLogSearch(${window()}) { totalCount } } }`,
      ['shieldZone', 'eventLogSearch'],
      api('POST', /^\/shield\/event-logs\/\d+\/search$/),
    ),
    link(
      'TriggeredWafRule.metrics',
      `{ ${SHIELD} { triggeredWafRules(first: 1) { edges { node { metrics { totalTriggers } } } } } }`,
      ['shieldZone', 'triggeredWafRules', 'edges', 0, 'node', 'metrics'],
      api('GET', /\/waf-rule\/\w+$/),
    ),
    link(
      'SetShieldCustomPagePayload.shieldZone',
      `mutation { ${SET} { shieldZone { id } } }`,
      ['setShieldCustomPage', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'DeleteShieldCustomPagePayload.shieldZone',
      `mutation { ${DELETE_PAGE} { shieldZone { id } } }`,
      ['deleteShieldCustomPage', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
  ];
};

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
    BUNNY_STORAGE_URL: proxies.urls.storage,
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
  // Subscriptions aside: a failing read ends the stream with its error (test/integration/live).
  it('has a row here for every field that calls bunny.net, nodes and subscriptions aside', () => {
    const schema = buildSchema();
    const costs = new DeclaredCosts(schema);
    const calling = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__') && type !== schema.getSubscriptionType())
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
      const found = rows().find((candidate) => candidate.field === field) as Row;
      const row = found.freshVideo
        ? { ...found, operation: found.operation.replace('$VIDEO', await newVideo()) }
        : found;
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
