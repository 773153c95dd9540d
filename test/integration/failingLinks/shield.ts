import {
  STAGING_PULL_ZONE_ID,
  TRIGGERED_WAF_RULE_ID,
  WEB_SHIELD_ZONE_ID,
  sandboxFixtures,
} from '../../../src/sandbox/index.js';
import {
  WEB_API_GUARDIAN_ENDPOINT_ID,
  WEB_CUSTOM_ACCESS_LIST_ID,
  WEB_CUSTOM_WAF_RULE_ID,
  WEB_RATE_LIMIT_RULE_ID,
} from '../../../src/sandbox/shield/fixtures.js';
import { api, GET_PULL_ZONE, link, mutation, query, type Row, today, window, ZONE } from './rows.js';

const GET_SHIELD_ZONE = api('GET', /^\/shield\/shield-zone\/\d+$/);
const SHIELD = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;
const CREATE = `createShieldZone(input: { pullZoneId: ${STAGING_PULL_ZONE_ID} })`;
const EXPORT = () => `shieldEventLogExport(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${window()}, maxRows: 1)`;

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

/** Shield: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
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
  mutation(CREATE, api('POST', /^\/shield\/shield-zone$/)),
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
  ...shieldInsightRows(),
];
