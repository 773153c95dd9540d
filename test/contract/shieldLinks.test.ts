import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_PULL_ZONE_ID,
  SANDBOX_DEMO_KEY,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { WEB_RATE_LIMIT_RULE_ID } from '../../src/sandbox/shieldFixtures.js';
import type { FakeAnswer, ReceivedRequest } from '../support/fakeUpstream.js';
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
import { PROTECTION_LINKS } from './support/shieldProtectionLinks.js';

/**
 * The Shield calls the graph makes below the root (links), against bunny.net's published documents: each request
 * validates, each documented answer of the linked call becomes data or the right error code, and the sandbox's own
 * requests and answers for the same queries validate too. The root reads (shieldZones, shieldZone) are entries of
 * the main suite (support/operations.ts).
 */

const PULL_ZONE_IDS = [WEB_PULL_ZONE_ID, MEDIA_PULL_ZONE_ID];
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

interface Link {
  /** What the query reads. */
  name: string;
  query: string;
  /** The documented path of the linked call. */
  path: string;
}

const LINKS: readonly Link[] = [
  {
    name: 'a page of Pull Zones with their Shield Zone ids',
    query: '{ pullZones(first: 5) { edges { node { shieldZone { id shieldZoneId pullZoneId } } } } }',
    path: '/shield/shield-zones/pullzone-mapping',
  },
  {
    name: "one Pull Zone's Shield Zone settings",
    query: `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { shieldZone { shieldZoneId planType wafEnabled ddosExecutionMode } } }`,
    path: '/shield/shield-zone/get-by-pullzone/{pullZoneId}',
  },
  {
    name: 'triggered WAF rules',
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { triggeredWafRules { totalCount edges { node {
      ruleId description totalTriggeredRequests topTargetedUrls { url count } logs { logId timestamp log ruleId } } } } } }`,
    path: '/shield/waf/rules/review-triggered/{shieldZoneId}',
  },
  {
    name: 'detailed metrics',
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { detailedMetrics(resolution: HOURLY) { resolution
      totalCleanRequestsLimit totalBillableRequestsThisMonth waf { totals { name value } points { key time counts { name value } } } } } }`,
    path: '/shield/metrics/overview/{shieldZoneId}/detailed',
  },
  {
    name: 'event logs',
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { eventLogs(date: "${yesterday}", first: 5) {
      edges { cursor node { logId timestamp log asn country ruleId severity method ruleGroup status serverZone } }
      pageInfo { hasNextPage endCursor } } } }`,
    path: '/shield/event-logs/{shieldZoneId}/{date}/{continuationToken}',
  },
  // Issue 26
  {
    name: "a zone's custom WAF rules",
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { customWafRules(first: 3) { totalCount edges { node {
      id customWafRuleId shieldZoneId name description ruleJson configuration { action operator severity value negated
      regexVariable transformations variables { name variable value } chainedConditions { operator value negated
      regexVariable variables { name variable value } } } } } } } }`,
    path: '/shield/waf/custom-rules/{shieldZoneId}',
  },
  {
    name: "a zone's WAF rule catalogue",
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { wafRuleCatalogue { name ruleset ruleGroups { id ruleGroupId
      name code fileName mainGroup ruleset description rules { ruleId description } } } } }`,
    path: '/shield/waf/rules/{shieldZoneId}',
  },
  {
    name: "a zone's rate limit rules",
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { rateLimitRules(first: 3) { totalCount edges { node {
      id rateLimitRuleId shieldZoneId name description ruleJson configuration { action operator severity value negated
      regexVariable transformations requestCount counterKey timeframe blockTime variables { name variable value }
      chainedConditions { operator value variables { variable } } } } } } } }`,
    path: '/shield/rate-limits/{shieldZoneId}',
  },
  {
    name: "a zone's rate limit metrics",
    query: `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { rateLimitMetrics { rateLimitRuleId overview { totalBreaches
      loggedBreaches challengedBreaches blockedBreaches } pastTwentyEightDays { key date value { totalBreaches } } } } }`,
    path: '/shield/metrics/rate-limits/{shieldZoneId}',
  },
  {
    name: "a rate limit rule's metrics",
    query: `{ rateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID}) { metrics { rateLimitRuleId overview { totalBreaches }
      pastTwentyEightDays { key date value { blockedBreaches } } } } }`,
    path: '/shield/metrics/rate-limit/{id}',
  },
  ...PROTECTION_LINKS,
];

await describeContract("Shield's links against bunny.net published OpenAPI documents", (contract: Contract) => {
  describe('the gateway against answers generated from the documents', () => {
    /** Pull Zones are not under test here: a page of two, and each zone read answers its own id. */
    function pullZoneAnswer(request: ReceivedRequest): FakeAnswer | undefined {
      if (request.url.startsWith('/pullzone?'))
        return {
          body: { Items: PULL_ZONE_IDS.map((Id) => ({ Id })), CurrentPage: 1, TotalItems: 2, HasMoreItems: false },
        };
      const pullZone = /^\/pullzone\/(\d+)$/.exec(request.url);
      return pullZone ? { body: { Id: Number(pullZone[1]), Name: 'zone' } } : undefined;
    }

    const upstream = useDocumentedUpstream(contract, ['api'], pullZoneAnswer);
    const query = (text: string) => upstream.gateway.graphql(text, undefined, { AccessKey: TEST_KEY });

    function expectValidShieldRequests(path: string): void {
      const shield = upstream.exchanges.filter(({ request }) => request.url.startsWith('/shield/'));
      const operations = shield.map(({ request }) => routeRequest(contract, 'api', request));
      expect(operations.map((routed) => routed.operation.path)).toContain(path);
      for (const routed of operations) expect(validateRequest(routed)).toEqual([]);
    }

    for (const link of LINKS) {
      const { operation } = documentedOperation(contract, 'api', 'GET', link.path);
      for (const status of documentedStatuses(operation)) {
        const code = expectedCode(status);
        it(`${link.name}: GET ${link.path} answered HTTP ${status} becomes ${code ?? 'data'}`, async () => {
          upstream.target = { path: link.path, status, variant: 'static' };
          const { body } = await query(link.query);
          expectValidShieldRequests(link.path);
          if (code === null) expect(body.errors).toBeUndefined();
          else expect(new Set(body.errors?.map((error) => error.extensions?.['code']))).toEqual(new Set([code]));
        });
      }

      it(`${link.name}: every generated success answer of GET ${link.path} becomes data without errors`, async () => {
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
});
