import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_DEMO_KEY,
  TRIGGERED_WAF_RULE_ID,
  WEB_SHIELD_ZONE_ID,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { TEST_KEY, startGateway, type TestGateway } from '../support/gateway.js';
import { useDocumentedUpstream } from './support/documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
} from './support/documents.js';
import { GATEWAY_ENV, expectedCode } from './support/operations.js';
import { startRecordingProxy, type RecordingProxy } from './support/recordingProxy.js';
import { describeContract } from './support/suite.js';

/**
 * The Shield calls of API Guardian, custom response pages and the insights that the graph makes below the root
 * (links), against bunny.net's published documents, as shieldLinks.test.ts does for the others: each request
 * validates, each documented answer of the linked call becomes data or the right error code, and the sandbox's own
 * requests and answers for the same queries validate too. Their root fields are entries of the main suite
 * (support/shieldOperations.ts).
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
    query: `{ ${ZONE} { wafRuleMetrics(ruleId: "${TRIGGERED_WAF_RULE_ID}") { totalTriggers blockedRequests loggedRequests
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
  (contract: Contract) => {
    describe('the gateway against answers generated from the documents', () => {
      const upstream = useDocumentedUpstream(contract, ['api']);
      const query = (text: string) => upstream.gateway.graphql(text, undefined, { AccessKey: TEST_KEY });

      function expectValidShieldRequests(path: string): void {
        const shield = upstream.exchanges.filter(({ request }) => request.url.startsWith('/shield/'));
        const operations = shield.map(({ request }) => routeRequest(contract, 'api', request));
        expect(operations.map((routed) => routed.operation.path)).toContain(path);
        for (const routed of operations) expect(validateRequest(routed)).toEqual([]);
      }

      for (const link of LINKS) {
        const { operation } = documentedOperation(contract, 'api', link.method, link.path);
        for (const status of documentedStatuses(operation)) {
          const code = expectedCode(status);
          it(`${link.name}: ${link.method} ${link.path} answered HTTP ${status} becomes ${code ?? 'data'}`, async () => {
            upstream.target = { path: link.path, status, variant: 'static' };
            const { body } = await query(link.query);
            expectValidShieldRequests(link.path);
            if (code === null) expect(body.errors).toBeUndefined();
            else expect(new Set(body.errors?.map((error) => error.extensions?.['code']))).toEqual(new Set([code]));
          });
        }

        it(`${link.name}: every generated success answer of ${link.method} ${link.path} becomes data without errors`, async () => {
          for (const status of documentedStatuses(operation).filter((s) => s >= 200 && s < 300)) {
            for (const variant of ['full', 'sparse', 'bare', 'nulls'] as const) {
              upstream.target = { path: link.path, status, variant };
              const { body } = await query(link.query);
              expect(body.errors, `HTTP ${status} ${variant}`).toBeUndefined();
            }
          }
        });
      }
    });

    describe('the sandbox', () => {
      let sandbox: Sandbox;
      let proxy: RecordingProxy;
      let gw: TestGateway;

      beforeAll(async () => {
        sandbox = await startSandbox({ eventLogRowsPerHour: 20 });
        proxy = await startRecordingProxy(sandbox.urls.api);
        gw = await startGateway({ ...GATEWAY_ENV, BUNNY_API_URL: proxy.url });
      });

      afterAll(async () => {
        await gw?.close();
        await proxy?.close();
        await sandbox?.close();
      });

      for (const link of LINKS) {
        it(`${link.name}: the sandbox's requests and answers match the documents`, async () => {
          proxy.exchanges.length = 0;
          const { body } = await gw.graphql(link.query, undefined, { AccessKey: SANDBOX_DEMO_KEY });
          expect(body.errors).toBeUndefined();
          const paths = proxy.exchanges.map(({ request, response }) => {
            const routed = routeRequest(contract, 'api', request);
            expect(validateRequest(routed), `${request.method} ${request.url}`).toEqual([]);
            expect(validateResponse(routed, response), `answer to ${request.url}`).toEqual([]);
            return routed.operation.path;
          });
          expect(paths).toContain(link.path);
        });
      }
    });
  },
);
