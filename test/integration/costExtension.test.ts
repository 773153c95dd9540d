import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_HEADER } from '../../src/plugins/cost/costExtension.js';
import { WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID } from '../../src/sandbox/fixtures.js';
import { startGateway, type GraphQLResponse, type TestGateway } from '../support/gateway.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * `extensions.cost` ({ estimated, actual, budget }): on an answer whose request sends `x-bunny-cost: true`, whether
 * yoga or a prepared run answers it, on every answer in development (NODE_ENV=development, as `npm run dev` runs),
 * and on no other. `actual` is what the request's budget counted: the calls that reached the sandbox.
 */

const graph = useSandboxGraph('cost');
const ASK = { [COST_HEADER]: 'true' };

// docs/graph.md's Shield example: 20 Pull Zones, one mapping call, the metrics of the 19 protected ones.
const SHIELD = `{ pullZones(first: 20) { edges { node { name shieldZone { id shieldZoneId
  metrics { overview { wafTriggeredRules ddosMitigated } } } } } } }`;
const REMOVAL = `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) {
  pullZone { id blockedIps } } }`;

const costOf = (response: GraphQLResponse) => (response.body as { extensions?: { cost?: unknown } }).extensions?.cost;

async function preparedRuns(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(new URL('/metrics', gateway.url))).text();
  return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

describe('extensions.cost', () => {
  it('answers a read run as a prepared operation with its estimate, the calls it made and the budget', async () => {
    const before = await preparedRuns(graph.gateway);
    const response = await graph.query(SHIELD, undefined, ASK);

    expect(response.body.errors).toBeUndefined();
    expect(await preparedRuns(graph.gateway)).toBe(before + 1);
    expect(graph.upstreamCalls()).toHaveLength(21);
    expect(costOf(response)).toEqual({ estimated: 23, actual: 21, budget: 50 });
  });

  it('answers a mutation, which yoga runs, with the calls of the change and of its payload link', async () => {
    const response = await graph.query(REMOVAL, undefined, ASK);

    expect(response.body.errors).toBeUndefined();
    expect(graph.upstreamCalls()).toHaveLength(2);
    expect(costOf(response)).toEqual({ estimated: 2, actual: 2, budget: 50 });
  });

  it('counts a read the session shares once in actual, while the estimate counts every alias', async () => {
    const response = await graph.query(
      `{ a: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { name } b: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id } }`,
      undefined,
      ASK,
    );

    expect(costOf(response)).toEqual({ estimated: 2, actual: 1, budget: 50 });
  });

  it('answers an operation refused over the budget with its estimate and no call made', async () => {
    const response = await graph.query(
      '{ pullZones(first: 100) { edges { node { statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z") { totalRequestsServed } } } } }',
      undefined,
      ASK,
    );

    expect(response.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_CALL_BUDGET');
    expect(costOf(response)).toEqual({ estimated: 102, actual: 0, budget: 50 });
    expect(graph.upstreamCalls()).toEqual([]);
  });

  it('is left out of answers whose request does not ask, on either path', async () => {
    for (const answer of [await graph.query(SHIELD), await graph.query(REMOVAL)]) {
      expect(answer.body.errors).toBeUndefined();
      expect(costOf(answer)).toBeUndefined();
    }
  });
});

describe('extensions.cost in development', () => {
  let development: TestGateway;

  beforeAll(async () => {
    const { urls } = graph.sandbox;
    development = await startGateway({
      NODE_ENV: 'development',
      BUNNY_API_URL: urls.api,
      BUNNY_VIDEO_URL: urls.video,
      BUNNY_ORIGIN_LOG_URL: urls.originLogs,
    });
  });

  afterAll(async () => {
    await development.close();
  });

  it('is on every answer, asked for or not, prepared runs included', async () => {
    const text = `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { name } }`;
    const headers = { AccessKey: graph.key };
    for (const _round of [1, 2, 3]) {
      const response = await development.graphql(text, undefined, headers);
      expect(costOf(response)).toEqual({ estimated: 1, actual: 1, budget: 50 });
    }
    expect(await preparedRuns(development)).toBeGreaterThan(0);
  });
});
