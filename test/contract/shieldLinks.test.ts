import { MEDIA_PULL_ZONE_ID, WEB_PULL_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { WEB_RATE_LIMIT_RULE_ID } from '../../src/sandbox/shield/fixtures.js';
import type { FakeAnswer, ReceivedRequest } from '../support/fakeUpstream.js';
import type { Contract } from './support/documents.js';
import { describeLinkContract, graphqlLink } from './support/linkContract.js';
import { PROTECTION_LINKS } from './support/shieldProtectionLinks.js';
import { describeContract } from './support/suite.js';

/**
 * The Shield calls the graph makes below the root (links), against bunny.net's published documents: each request
 * validates, each documented answer of the linked call becomes data or the right error code, and the sandbox's own
 * requests and answers for the same queries validate too. The root reads (shieldZones, shieldZone) are entries of
 * the main suite (operations/shield.ts).
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
      wafRuleId description totalTriggeredRequests topTargetedUrls { url count } logs { logId timestamp log matchedRuleId } } } } } }`,
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
      edges { cursor node { logId timestamp log asn country matchedRuleId severity method ruleGroup status serverZone } }
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
      name code fileName mainGroup ruleset description rules { wafRuleId description } } } } }`,
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

/** Pull Zones are not under test here: a page of two, and each zone read answers its own id. */
function pullZoneAnswer(request: ReceivedRequest): FakeAnswer | undefined {
  if (request.url.startsWith('/pullzone?'))
    return { body: { Items: PULL_ZONE_IDS.map((Id) => ({ Id })), CurrentPage: 1, TotalItems: 2, HasMoreItems: false } };
  const pullZone = /^\/pullzone\/(\d+)$/.exec(request.url);
  return pullZone ? { body: { Id: Number(pullZone[1]), Name: 'zone' } } : undefined;
}

await describeContract("Shield's links against bunny.net published OpenAPI documents", (contract: Contract) =>
  describeLinkContract(
    contract,
    LINKS.map((link) => graphqlLink(link.name, link.path, link.query)),
    {
      otherAnswers: pullZoneAnswer,
      underTest: (url) => url.startsWith('/shield/'),
      sandbox: { eventLogRowsPerHour: 20 },
    },
  ),
);
