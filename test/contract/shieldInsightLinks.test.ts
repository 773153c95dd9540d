import { TRIGGERED_WAF_RULE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import type { Contract } from './support/documents.js';
import { describeLinkContract, graphqlLink } from './support/linkContract.js';
import { describeContract } from './support/suite.js';

/**
 * The Shield calls of API Guardian, custom response pages and the insights that the graph makes below the root
 * (links), against bunny.net's published documents, as shieldLinks.test.ts does for the others: each request
 * validates, each documented answer of the linked call becomes data or the right error code, and the sandbox's own
 * requests and answers for the same queries validate too. Their root fields are entries of the main suite
 * (operations/shield.ts).
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const ZONE = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;

interface Link {
  /** What the query reads. */
  name: string;
  query: string;
  method: 'GET' | 'POST';
  /** The documented path of the linked call. */
  path: string;
}

const LINKS: readonly Link[] = [
  {
    name: "a zone's API Guardian with its endpoints",
    query: `{ ${ZONE} { apiGuardian { shieldZoneId enabled executionMode bodyLimitAction unmatchedPathAction title version
      maxEndpoints maxFieldsPerType maxNestingDepth maxTotalSchemaNodes maxTotalRegexLength createdAt updatedAt
      endpoints(first: 3) { totalCount edges { node { id apiGuardianEndpointId shieldZoneId requestMethod requestPath enabled
        validateRequestBodySchema validateResponseBodySchema validateAuthorization authSchemes { schemeName schemeType
        location credentialName httpScheme } requestBodySchemaYaml responseBodySchemasYaml { status yaml }
        availableParameters { path query header cookie } injectionDetectionParameters { path query header cookie }
        detectParameterXss detectParameterSqli rateLimitingEnabled rateLimitingType rateLimitingRequestCount
        rateLimitingTimeframe createdAt updatedAt } } } } } }`,
    method: 'GET',
    path: '/shield/shield-zone/{shieldZoneId}/api-guardian',
  },
  {
    name: "an API Guardian endpoint's metrics",
    query: `{ ${ZONE} { apiGuardian { endpoints(first: 1) { edges { node { metrics { totalBlockedRequests
      totalRequestsInspected pastTwentyEightDays { key date value { rateLimited failedRequestValidation } } } } } } } } }`,
    method: 'GET',
    path: '/shield/metrics/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
  },
  {
    name: "API Guardian's enums",
    query: `{ ${ZONE} { apiGuardianEnums { name entries { key value } } } }`,
    method: 'GET',
    path: '/shield/shield-zone/{shieldZoneId}/api-guardian/enums',
  },
  {
    name: "a zone's API Guardian metrics",
    query: `{ ${ZONE} { apiGuardianMetrics { totalBlockedRequests totalLoggedRequests totalRateLimited totalRequestsInspected
      totalFailedRequestValidation totalFailedAuthenticationEnforcement pastTwentyEightDays { key date value {
        blockedRequests requestsInspected } } } } }`,
    method: 'GET',
    path: '/shield/metrics/shield-zone/{shieldZoneId}/api-guardian',
  },
  {
    name: "a zone's custom page",
    query: `{ ${ZONE} { customPage(pageType: "block") { id shieldZoneId pageType html } } }`,
    method: 'GET',
    path: '/shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
  },
  {
    name: "a zone's overages",
    query: `{ ${ZONE} { overages(year: 2026, month: 10) { year month totalOverage totalCleanRequests segments {
      periodStart periodEnd planType overageAllowance overage } } } }`,
    method: 'GET',
    path: '/shield/metrics/overages/{shieldZoneId}',
  },
  {
    name: "a WAF rule's metrics on a zone",
    query: `{ ${ZONE} { wafRuleMetrics(wafRuleId: "${TRIGGERED_WAF_RULE_ID}") { totalTriggers blockedRequests loggedRequests
      challengedRequests pastTwentyEightDays { key date value { totalTriggers blockedRequests } } } } }`,
    method: 'GET',
    path: '/shield/metrics/shield-zone/{shieldZoneId}/waf-rule/{ruleId}',
  },
  {
    name: "a zone's bot detection metrics",
    query: `{ ${ZONE} { botDetectionMetrics { totalLoggedRequests totalChallengedRequests pastTwentyEightDays { key date
      value { loggedRequests challengedRequests } } } } }`,
    method: 'GET',
    path: '/shield/metrics/shield-zone/{shieldZoneId}/bot-detection',
  },
  {
    name: "a zone's upload scanning metrics",
    query: `{ ${ZONE} { uploadScanningMetrics { totalLoggedRequests totalBlockedRequests totalFilesScanned
      pastTwentyEightDays { key date value { loggedRequests blockedRequests filesScanned } } } } }`,
    method: 'GET',
    path: '/shield/metrics/shield-zone/{shieldZoneId}/upload-scanning',
  },
  {
    name: "a search of a zone's event logs",
    query: `{ ${ZONE} { eventLogSearch(from: "${hoursAgo(2)}", to: "${hoursAgo(0.1)}", query: "wp-login",
      filters: [{ field: COUNTRY, op: IN, values: ["US", "GB"] }], first: 5) { totalCount edges { cursor node { id logId
        timestamp log fields { name value } } } pageInfo { hasNextPage endCursor } } } }`,
    method: 'POST',
    path: '/shield/event-logs/{shieldZoneId}/search',
  },
];

await describeContract(
  "Shield's API Guardian, custom page and insight links against bunny.net published OpenAPI documents",
  (contract: Contract) =>
    describeLinkContract(
      contract,
      LINKS.map((link) => graphqlLink(link.name, link.path, link.query, link.method)),
      { underTest: (url) => url.startsWith('/shield/'), sandbox: { eventLogRowsPerHour: 20 } },
    ),
);
