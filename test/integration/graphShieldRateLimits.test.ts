import { describe, expect, it } from 'vitest';
import { WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { FIRST_CREATED_RULE_ID, WEB_RATE_LIMIT_RULE_ID } from '../../src/sandbox/shield/fixtures.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** Rate limiting through the graph, against the sandbox: a zone's rules with their metrics, and their writes. */

const graph = useSandboxGraph('shield-rate-limit-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

const CONFIGURATION = `{ action: RATE_LIMIT, variables: [{ variable: REQUEST_URI }], operator: BEGINSWITH, value: "/search",
  requestCount: 30, counterKey: IP_JA4, timeframe: PER_MINUTE, blockTime: FIVE_MINUTES }`;

describe('ShieldZone.rateLimitRules and their metrics', () => {
  it("reads a zone's rules and each rule's breaches in one call for the zone's metrics", async () => {
    const text = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      rateLimitRules(first: 10) { totalCount edges { node { id rateLimitRuleId name configuration { action requestCount
        counterKey timeframe blockTime operator value } } } }
      rateLimitMetrics { rateLimitRuleId overview { totalBreaches } pastTwentyEightDays { date value { totalBreaches } } } } }`;
    const { shieldZone } = await data<{
      shieldZone: Record<string, { totalCount?: number; edges?: { node: unknown }[] }>;
    }>(text);
    expect(shieldZone['rateLimitRules']?.totalCount).toBe(2);
    expect(shieldZone['rateLimitRules']?.edges?.[0]?.node).toMatchObject({
      rateLimitRuleId: WEB_RATE_LIMIT_RULE_ID,
      name: 'login-throttle',
      // bunny.net's document types the reads as custom WAF rules: the counting comes only with the writes' answers.
      configuration: {
        action: 'RATE_LIMIT',
        requestCount: null,
        counterKey: null,
        timeframe: null,
        blockTime: null,
        operator: 'BEGINSWITH',
        value: '/login',
      },
    });
    const metrics = shieldZone['rateLimitMetrics'] as unknown as { pastTwentyEightDays: unknown[] }[];
    expect(metrics).toHaveLength(2);
    expect(metrics[0]?.pastTwentyEightDays).toHaveLength(28);
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/rate-limits/${WEB_SHIELD_ZONE_ID}?page=1&perPage=10`,
      `GET /shield/metrics/rate-limits/${WEB_SHIELD_ZONE_ID}`,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(3);
  });

  it('reads one rule by id and by node, with its own metrics', async () => {
    const { rateLimitRule } = await data<{ rateLimitRule: { id: string } }>(
      `{ rateLimitRule(rateLimitRuleId: ${WEB_RATE_LIMIT_RULE_ID}) { id metrics { rateLimitRuleId overview { totalBreaches } } } }`,
    );
    expect(rateLimitRule).toMatchObject({ metrics: { rateLimitRuleId: WEB_RATE_LIMIT_RULE_ID } });
    const byNode = await data(`query ($id: ID!) { node(id: $id) { ... on RateLimitRule { name } } }`, {
      id: rateLimitRule.id,
    });
    expect(byNode).toEqual({ node: { name: 'login-throttle' } });
  });
});

describe('rate limit rule writes', () => {
  it('creates, updates and deletes a rule, each answered with the rule bunny.net sent back or the zone as it is now', async () => {
    const created = await data<{ createShieldRateLimitRule: { rateLimitRule: { id: string } } }>(`mutation {
      createShieldRateLimitRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, rateLimitRule: { name: "search", configuration: ${CONFIGURATION} } }) {
        rateLimitRule { id rateLimitRuleId configuration { counterKey } } shieldZone { rateLimitRules { totalCount } } } }`);
    expect(created.createShieldRateLimitRule).toMatchObject({
      rateLimitRule: { rateLimitRuleId: FIRST_CREATED_RULE_ID, configuration: { counterKey: 'IP_JA4' } },
      shieldZone: { rateLimitRules: { totalCount: 3 } },
    });
    const updated = await data(
      `mutation { updateShieldRateLimitRule(input: { rateLimitRuleId: ${FIRST_CREATED_RULE_ID}, rateLimitRule: { name: "search-2" } }) { accepted rateLimitRule { name configuration { requestCount } } } }`,
    );
    expect(updated).toEqual({
      updateShieldRateLimitRule: {
        accepted: false,
        rateLimitRule: { name: 'search-2', configuration: { requestCount: 30 } },
      },
    });
    const deleted =
      await data(`mutation { deleteShieldRateLimitRule(input: { rateLimitRuleId: ${FIRST_CREATED_RULE_ID} }) {
      deletedShieldRateLimitRuleId shieldZone { rateLimitRules { totalCount } } } }`);
    expect(deleted).toEqual({
      deleteShieldRateLimitRule: {
        deletedShieldRateLimitRuleId: created.createShieldRateLimitRule.rateLimitRule.id,
        shieldZone: { rateLimitRules: { totalCount: 2 } },
      },
    });
  });

  it('refuses a request count of zero and an empty update, before any call', async () => {
    expectRefused(
      await query(`mutation { createShieldRateLimitRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, rateLimitRule: { name: "x", configuration: {
        action: LOG, variables: [{ variable: ARGS }], operator: RX, requestCount: 0, timeframe: PER_SECOND,
        blockTime: ONE_MINUTE } } }) { shieldZone { id } } }`),
      'input.rateLimitRule.configuration.requestCount',
    );
    expectRefused(
      await query(
        'mutation { updateShieldRateLimitRule(input: { rateLimitRuleId: 1, rateLimitRule: {} }) { accepted } }',
      ),
      'input.rateLimitRule',
    );
  });
});
