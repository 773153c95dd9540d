import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type GraphQLResponse, type TestGateway } from '../support/gateway.js';

/**
 * MAX_UPSTREAM_CALLS through HTTP, against a fake bunny.net that counts what reaches it: an operation whose estimate
 * passes the budget is refused before any upstream call (the session's hard cap behind it: unit/upstreamBudget).
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: { Id: 1, Name: 'zone' } }, (both) => ({ upstream, gw } = both), {
  MAX_UPSTREAM_CALLS: '10',
});

const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
const STATISTICS = `{ edges { node { statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z") {
  totalRequestsServed } } } }`;
const ids = (count: number) => Array.from({ length: count }, (_, i) => toGlobalId('PullZone', i + 1));
const removals = (count: number, link = '') =>
  Array.from(
    { length: count },
    (_, i) =>
      `m${i}: removePullZoneBlockedIp(input: { pullZoneId: ${i + 1}, blockedIp: "203.0.113.${i}" }) { clientMutationId ${link} }`,
  ).join(' ');

function expectRefused(response: GraphQLResponse, estimate: number): void {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors).toEqual([
    {
      message: expect.stringContaining(
        `estimated ${estimate} upstream calls, over the budget of 10 (MAX_UPSTREAM_CALLS)`,
      ),
      extensions: expect.objectContaining({ code: 'UPSTREAM_CALL_BUDGET' }),
    },
  ]);
  expect(upstream.requests).toHaveLength(0);
}

describe('the estimate of upstream calls before execution', () => {
  it('refuses 15 aliased mutations with a budget of 10 before any upstream call', async () => {
    expectRefused(await gw.graphql(`mutation { ${removals(15)} }`), 15);
  });

  it('counts a payload link to the changed Pull Zone: 6 removals with pullZone are 12 calls', async () => {
    expectRefused(await gw.graphql(`mutation { ${removals(6, 'pullZone { name }')} }`), 12);
  });

  it('runs an operation within the budget, making the calls it estimated', async () => {
    const response = await gw.graphql(`mutation { ${removals(5, 'pullZone { name }')} }`);

    expect(response.body.errors).toBeUndefined();
    expect(upstream.requests).toHaveLength(10);
  });

  it('counts one call per nodes id from the variables, whatever ran before with the same document', async () => {
    const within = await gw.graphql(NODES, { ids: ids(10) });
    expect(within.body.errors).toBeUndefined();
    upstream.requests.length = 0;

    expectRefused(await gw.graphql(NODES, { ids: ids(30) }), 30);
  });

  it('counts a page of Pull Zones as two calls and a fragment spread like the fields it holds', async () => {
    const query = `query ($ids: [ID!]!) { page: pullZones(first: 20) { totalCount } ...Lookup }
      fragment Lookup on Query { nodes(ids: $ids) { id } }`;
    const within = await gw.graphql(query, { ids: ids(8) });
    expect(within.body.errors).toBeUndefined();
    upstream.requests.length = 0;

    expectRefused(await gw.graphql(query, { ids: ids(9) }), 11);
  });

  it('counts a repeated nodes id once, as the session reads it once', async () => {
    const response = await gw.graphql(NODES, { ids: Array.from({ length: 30 }, () => ids(1)[0]) });

    expect(response.body.errors).toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
  });

  it('counts first: null as the page of 20 it serves, refusing it before any call, written literally', async () => {
    expectRefused(await gw.graphql(`{ pullZones(first: null) ${STATISTICS} }`), 2 + 20);
  });

  it('counts first: null as the page of 20 it serves, refusing it before any call, sent as a variable', async () => {
    expectRefused(await gw.graphql(`query ($n: Int) { pullZones(first: $n) ${STATISTICS} }`, { n: null }), 2 + 20);
  });

  it('leaves a list of more than 100 ids to the nodes check, which names ids', async () => {
    const response = await gw.graphql(NODES, { ids: ids(101) });

    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'ids' });
    expect(upstream.requests).toHaveLength(0);
  });
});
