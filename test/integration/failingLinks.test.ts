import { isObjectType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { DeclaredCosts } from '../../src/plugins/cost/declaredCosts.js';
import {
  ACTIVE_APP_ID,
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
import { WEB_CUSTOM_WAF_RULE_ID, WEB_RATE_LIMIT_RULE_ID } from '../../src/sandbox/shieldFixtures.js';
import { WEB_API_GUARDIAN_ENDPOINT_ID } from '../../src/sandbox/shieldFixtures.js';
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
const EXPORT = () => `shieldEventLogExport(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${window()}, maxRows: 1)`;

/** Shield's fields beyond the first reads (issue 26), one row each. */
const shieldRows = (): Row[] => {
  const UPDATE = `updateShieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, input: { wafEnabled: true })`;
  return [
    query('shieldZoneDefaults', '{ __typename }', api('GET', /^\/shield\/shield-zone\/defaults$/)),
    query('shieldPromotionState', '{ state }', api('GET', /^\/shield\/promo\/state$/)),
    mutation(UPDATE, api('PATCH', /^\/shield\/shield-zone$/)),
    mutation(
      `createUnderAttackShieldZone(pullZoneId: ${STAGING_PULL_ZONE_ID}, planType: BASIC)`,
      api('POST', /^\/shield\/shield-zone\/under-attack$/),
    ),
    link(
      'ShieldZoneUpdate.shieldZone',
      `mutation { ${UPDATE} { shieldZone { id } } }`,
      ['updateShieldZone', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    ...shieldWafRows(),
    ...shieldRateLimitRows(),
  ];
};

/** Rate limiting's fields (issue 26). */
const shieldRateLimitRows = (): Row[] => {
  const RULE = `rateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID})`;
  const CONFIGURATION = `{ action: LOG, operator: CONTAINS, value: "x", variables: [{ variable: ARGS }], requestCount: 5,
    timeframe: PER_MINUTE, blockTime: ONE_MINUTE }`;
  const CREATE = `createRateLimitRule(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, input: { name: "x", configuration: ${CONFIGURATION} })`;
  const UPDATE = `updateRateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID}, input: { name: "y" })`;
  const DELETE = `deleteRateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID})`;
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
      'RateLimitRuleCreation.shieldZone',
      `mutation { ${CREATE} { shieldZone { id } } }`,
      ['createRateLimitRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'RateLimitRuleDeletion.shieldZone',
      `mutation { ${DELETE} { shieldZone { id } } }`,
      ['deleteRateLimitRule', 'shieldZone'],
      GET_RULE,
    ),
  ];
};

/** The WAF's fields (issue 26). */
const shieldWafRows = (): Row[] => {
  const RULE = `customWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID})`;
  const CONFIGURATION = '{ action: LOG, operator: CONTAINS, value: "x", variables: [{ variable: ARGS }] }';
  const CREATE_RULE = `createCustomWafRule(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, input: { name: "x", configuration: ${CONFIGURATION} })`;
  const REPLACE_RULE = `replaceCustomWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, input: { name: "x", configuration: ${CONFIGURATION} })`;
  const UPDATE_RULE = `updateCustomWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, input: { name: "y" })`;
  const DELETE_RULE = `deleteCustomWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID})`;
  const REVIEW = `reviewTriggeredWafRule(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ruleId: "${TRIGGERED_WAF_RULE_ID}", action: LOG_ONLY)`;
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
      'CustomWafRuleCreation.shieldZone',
      `mutation { ${CREATE_RULE} { shieldZone { id } } }`,
      ['createCustomWafRule', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'CustomWafRuleChange.customWafRule',
      `mutation { ${UPDATE_RULE} { customWafRule { id } } }`,
      ['updateCustomWafRule', 'customWafRule'],
      GET_RULE,
    ),
    link(
      'CustomWafRuleDeletion.shieldZone',
      `mutation { ${DELETE_RULE} { shieldZone { id } } }`,
      ['deleteCustomWafRule', 'shieldZone'],
      GET_RULE,
    ),
    link(
      'TriggeredWafRuleReview.shieldZone',
      `mutation { ${REVIEW} { shieldZone { id } } }`,
      ['reviewTriggeredWafRule', 'shieldZone'],
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
  // Shield, issue 26: every operation of shield-api.json
  ...shieldRows(),
  ...shieldApiGuardianRows(),
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
  // The case: the update is applied, and only the releases read fails.
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

/** API Guardian's fields (issue 26). */
const shieldApiGuardianRows = (): Row[] => {
  const GUARDIAN = /^\/shield\/shield-zone\/\d+\/api-guardian$/;
  const ENDPOINT = /^\/shield\/shield-zone\/\d+\/api-guardian\/endpoint\/\d+$/;
  const SPEC = /^\/shield\/shield-zone\/\d+\/api-guardian\/spec$/;
  const UPDATE = `updateApiGuardian(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, input: { enabled: false })`;
  const UPDATE_ENDPOINT = `updateApiGuardianEndpoint(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: ${WEB_API_GUARDIAN_ENDPOINT_ID}, input: { enabled: false })`;
  const UPLOAD = `uploadApiGuardianSpecification(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: "openapi: 3.0.0")`;
  const REPLACE = `updateApiGuardianSpecification(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: "paths:\\n  /a:\\n    get: {}")`;
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
      'ApiGuardianUpdate.shieldZone',
      `mutation { ${UPDATE} { shieldZone { id } } }`,
      ['updateApiGuardian', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'ApiGuardianEndpointChange.shieldZone',
      `mutation { ${UPDATE_ENDPOINT} { shieldZone { id } } }`,
      ['updateApiGuardianEndpoint', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'ApiGuardianSpecificationChange.shieldZone',
      `mutation { ${REPLACE} { shieldZone { id } } }`,
      ['updateApiGuardianSpecification', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
  ];
};

/** Custom response pages and the insights (issue 26). */
const shieldInsightRows = (): Row[] => {
  const PAGE = /^\/shield\/shield-zone\/\d+\/custom-page\/\w+$/;
  const SET = `setShieldCustomPage(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block", html: "<p>no</p>")`;
  const DELETE_PAGE = `deleteShieldCustomPage(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block")`;
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
      `wafRuleMetrics(ruleId: "${TRIGGERED_WAF_RULE_ID}")`,
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
      'ShieldCustomPageChange.shieldZone',
      `mutation { ${SET} { shieldZone { id } } }`,
      ['setShieldCustomPage', 'shieldZone'],
      GET_SHIELD_ZONE,
    ),
    link(
      'ShieldCustomPageDeletion.shieldZone',
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
      const { body } = await gateway.graphql(row.operation, undefined, headers);

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
