import {
  STAGING_PULL_ZONE_ID,
  sandboxFixtures,
  TRIGGERED_WAF_RULE_ID,
  WEB_SHIELD_ZONE_ID,
} from '../../../src/sandbox/index.js';
import {
  WEB_CUSTOM_WAF_RULE_ID,
  WEB_RATE_LIMIT_RULE_ID,
  WEB_SECOND_CUSTOM_WAF_RULE_ID,
  WEB_SECOND_RATE_LIMIT_RULE_ID,
} from '../../../src/sandbox/shield/fixtures.js';
import { WEB_API_GUARDIAN_ENDPOINT_ID } from '../../../src/sandbox/shield/fixtures.js';
import type { ContractOperation } from '../support/operations.js';
import { SHIELD_PROTECTION_OPERATIONS } from './shieldProtection.js';

/**
 * Shield's operations (issue 26), each with valid arguments (the sandbox's seeded ids) and the documented call it
 * makes: Shield's part of OPERATIONS (support/operations.ts collects each area's file here). Order matters where one
 * changes what another reads in the sandbox suite (an update before the deletion of the same record).
 */

/** A rule configuration with every part set. */
const RULE_CONFIGURATION = `{ action: CHALLENGE, variables: [{ variable: REQUEST_HEADERS, value: "User-Agent" }, { variable: ARGS }],
  operator: CONTAINS, value: "sqlmap", severity: WARNING, transformations: [LOWERCASE, URLDECODE], negated: false,
  regexVariable: false, chainedConditions: [{ variables: [{ variable: REQUEST_METHOD }], operator: STREQ, value: "POST",
  negated: true, regexVariable: false }] }`;

/** A rate limit configuration with every part set. */
const RATE_LIMIT_CONFIGURATION = `{ action: CHALLENGE, variables: [{ variable: REQUEST_URI }], operator: BEGINSWITH,
  value: "/search", severity: NOTICE, transformations: [LOWERCASE], negated: false, regexVariable: false,
  chainedConditions: [{ variables: [{ variable: REQUEST_METHOD }], operator: STREQ, value: "GET" }],
  requestCount: 30, counterKey: IP_JA4, timeframe: PER_MINUTE, blockTime: FIVE_MINUTES }`;

/** A Pull Zone no Shield Zone protects, for the creations. */
const UNPROTECTED_PULL_ZONE_ID = sandboxFixtures.pullZones.customerPullZoneId(50);
/** A small OpenAPI specification, as a GraphQL string (API Guardian). */
const SPECIFICATION = JSON.stringify(
  JSON.stringify({ openapi: '3.0.3', info: { title: 'Store', version: '1' }, paths: { '/api/products': { get: {} } } }),
);

const recentWindow = (): string => {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 2 * 3_600_000);
  return `from: "${from.toISOString()}", to: "${to.toISOString()}"`;
};

export const operations: readonly ContractOperation[] = [
  // The first reads and the Shield Zone's writes and links, then every other operation of shield-api.json.
  {
    field: 'shieldZoneMetrics',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/shield/metrics/overview/{shieldZoneId}',
  },
  {
    field: 'createShieldZone',
    kind: 'mutation',
    args: () =>
      `input: { pullZoneId: ${STAGING_PULL_ZONE_ID}, botDetectionExecutionMode: CHALLENGE, csamScanningMode: BLOCK,
        shieldZone: { planType: ADVANCED, wafEnabled: true, wafExecutionMode: BLOCK, ddosShieldSensitivity: MEDIUM, ddosChallengeWindow: 30 } }`,
    host: 'api',
    method: 'POST',
    path: '/shield/shield-zone',
  },
  {
    field: 'wafRuleRecommendation',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "${TRIGGERED_WAF_RULE_ID}"`,
    host: 'api',
    method: 'GET',
    path: '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
  },
  {
    field: 'shieldEventLogExport',
    kind: 'query',
    args: () =>
      `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, ${recentWindow()}, query: "a", filters: [{ field: IP, op: CIDR, values: ["0.0.0.0/0"] }], maxRows: 5`,
    host: 'api',
    method: 'POST',
    path: '/shield/event-logs/{shieldZoneId}/export',
  },
  {
    field: 'shieldZones',
    kind: 'query',
    args: () => 'first: 10',
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zones',
  },
  {
    field: 'shieldZone',
    kind: 'query',
    args: () => `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zone/{shieldZoneId}',
  },
  {
    field: 'shieldZoneDefaults',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zone/defaults',
  },
  {
    field: 'shieldPromotionState',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/shield/promo/state',
  },
  {
    field: 'updateShieldZone',
    kind: 'mutation',
    args: () =>
      `input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, shieldZone: { wafEnabled: true, ddosShieldSensitivity: HIGH, learningModeUntil: "2026-12-01T00:00:00Z",
        wafEngineConfig: [{ name: "tx.paranoia_level", valueEncoded: "2" }], wafCustomRuleOrder: [7001] } }`,
    host: 'api',
    method: 'PATCH',
    path: '/shield/shield-zone',
  },
  {
    field: 'createShieldZoneUnderAttack',
    kind: 'mutation',
    args: () => `input: { pullZoneId: ${UNPROTECTED_PULL_ZONE_ID}, planType: ADVANCED }`,
    host: 'api',
    method: 'POST',
    path: '/shield/shield-zone/under-attack',
  },
  // The WAF: reads, then the writes of one rule (its deletion last).
  ...[
    ['customWafRule', `customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}`, '/shield/waf/custom-rule/{id}'],
    ['wafRulesByPlan', '', '/shield/waf/rules/plan-segmentation'],
    ['wafProfiles', 'first: 5', '/shield/waf/profiles'],
    ['wafEnums', '', '/shield/waf/enums'],
    ['ddosEnums', '', '/shield/ddos/enums'],
    ['defaultWafEngineConfig', '', '/shield/waf/engine-config'],
  ].map(([field, args, path]) => read(field as string, args as string, path as string)),
  write(
    'createShieldCustomWafRule',
    'POST',
    '/shield/waf/custom-rule',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customWafRule: { name: "no-sqlmap",
    description: "Keeps sqlmap out.", configuration: ${RULE_CONFIGURATION} }`,
  ),
  write(
    'replaceShieldCustomWafRule',
    'PUT',
    '/shield/waf/custom-rule/{id}',
    `customWafRuleId: ${WEB_SECOND_CUSTOM_WAF_RULE_ID},
    customWafRule: { name: "guard", configuration: ${RULE_CONFIGURATION} }`,
  ),
  write(
    'updateShieldCustomWafRule',
    'PATCH',
    '/shield/waf/custom-rule/{id}',
    `customWafRuleId: ${WEB_SECOND_CUSTOM_WAF_RULE_ID},
    customWafRule: { description: "Guards the dotfiles.", configuration: ${RULE_CONFIGURATION} }`,
  ),
  write(
    'deleteShieldCustomWafRule',
    'DELETE',
    '/shield/waf/custom-rule/{id}',
    `customWafRuleId: ${WEB_SECOND_CUSTOM_WAF_RULE_ID}`,
  ),
  write(
    'reviewShieldTriggeredWafRule',
    'POST',
    '/shield/waf/rules/review-triggered/{shieldZoneId}',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "941100", action: LOG_ONLY`,
  ),
  // Rate limiting: one rule read, then the writes of another (its deletion last).
  read('rateLimitRule', `rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID}`, '/shield/rate-limit/{id}'),
  write(
    'createShieldRateLimitRule',
    'POST',
    '/shield/rate-limit',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, rateLimitRule: { name: "search-throttle",
    description: "Search is expensive.", configuration: ${RATE_LIMIT_CONFIGURATION} }`,
  ),
  write(
    'updateShieldRateLimitRule',
    'PATCH',
    '/shield/rate-limit/{id}',
    `rateLimitRuleId: ${WEB_SECOND_RATE_LIMIT_RULE_ID},
    rateLimitRule: { name: "api-throttle-2", configuration: ${RATE_LIMIT_CONFIGURATION} }`,
  ),
  write(
    'deleteShieldRateLimitRule',
    'DELETE',
    '/shield/rate-limit/{id}',
    `rateLimitRuleId: ${WEB_SECOND_RATE_LIMIT_RULE_ID}`,
  ),
  // Access lists, bot detection, upload scanning.
  ...SHIELD_PROTECTION_OPERATIONS,
  // API Guardian (the web zone has a specification) and custom response pages (the web zone has a `block` page).
  write(
    'updateShieldApiGuardian',
    'PATCH',
    '/shield/shield-zone/{shieldZoneId}/api-guardian',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardian: { enabled: true, executionMode: BLOCK, bodyLimitAction: LOG, unmatchedPathAction: IGNORE }`,
  ),
  write(
    'updateShieldApiGuardianEndpoint',
    'PATCH',
    '/shield/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, apiGuardianEndpointId: ${WEB_API_GUARDIAN_ENDPOINT_ID}, apiGuardianEndpoint: { enabled: true,
    validateRequestBodySchema: true, validateResponseBodySchema: false, validateAuthorization: true, detectParameterXss: true,
    detectParameterSqli: true, rateLimitingEnabled: true, rateLimitingType: IP, rateLimitingRequestCount: 20,
    rateLimitingTimeframe: PER_MINUTE, injectionDetectionParameters: { path: [], query: ["q"], header: ["X-Id"], cookie: [] } }`,
  ),
  write(
    'uploadShieldApiGuardianSpecification',
    'POST',
    '/shield/shield-zone/{shieldZoneId}/api-guardian/spec',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: ${SPECIFICATION}, enforceAuthorizationValidation: true`,
  ),
  write(
    'updateShieldApiGuardianSpecification',
    'PATCH',
    '/shield/shield-zone/{shieldZoneId}/api-guardian/spec',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, content: ${SPECIFICATION}`,
  ),
  write(
    'setShieldCustomPage',
    'PUT',
    '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "challenge", html: "<html><body>Checking your browser</body></html>"`,
  ),
  write(
    'deleteShieldCustomPage',
    'DELETE',
    '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
    `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block"`,
  ),
];

function read(field: string, args: string, path: string): ContractOperation {
  return { field, kind: 'query', args: () => args, host: 'api', method: 'GET', path };
}

/** A mutation: its arguments are the fields of its one `input` (docs/contributing/schema-style.md). */
function write(field: string, method: string, path: string, args: string): ContractOperation {
  return { field, kind: 'mutation', args: () => `input: { ${args} }`, host: 'api', method, path };
}
