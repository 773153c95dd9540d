import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type GraphQLResponse, type TestGateway } from '../support/gateway.js';

/**
 * MAX_UPSTREAM_CALLS through HTTP, against a fake bunny.net that counts what reaches it: a request stops calling
 * upstream at its budget, and each field past it fails with a clear error instead.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: { Id: 1, Name: 'zone' } }, (both) => ({ upstream, gw } = both), {
  MAX_UPSTREAM_CALLS: '10',
});

/** The errors of a response that say the request's budget was spent. */
const budgetErrors = (response: GraphQLResponse) =>
  (response.body.errors ?? []).filter((error) => error.message.includes('budget of 10 upstream calls'));

describe('the budget of upstream calls per request', () => {
  it('makes no more than MAX_UPSTREAM_CALLS calls for 15 aliased mutations, failing the rest with BAD_USER_INPUT', async () => {
    const fields = Array.from(
      { length: 15 },
      (_, i) => `m${i}: removeBlockedIp(pullZoneId: ${i + 1}, blockedIp: "203.0.113.${i}") { success }`,
    );
    const response = await gw.graphql(`mutation { ${fields.join(' ')} }`);

    expect(upstream.requests).toHaveLength(10);
    const refused = budgetErrors(response);
    expect(refused.map((error) => error.path)).toEqual([['m10'], ['m11'], ['m12'], ['m13'], ['m14']]);
    expect(refused[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', service: 'gateway' });
    expect(refused[0]?.message).toContain('MAX_UPSTREAM_CALLS');
  });

  it('reads at most MAX_UPSTREAM_CALLS records of nodes and answers the others null with the budget error', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => toGlobalId('PullZone', i + 1));
    const response = await gw.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });

    expect(upstream.requests).toHaveLength(10);
    const nodes = response.body.data?.['nodes'] as unknown[];
    expect(nodes.filter((node) => node !== null)).toHaveLength(10);
    expect(budgetErrors(response)).toHaveLength(20);
  });

  it('counts a read the request shares once: the same record asked for many times is one call', async () => {
    const id = toGlobalId('PullZone', 7);
    const response = await gw.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Array(30).fill(id) });

    expect(upstream.requests).toHaveLength(1);
    expect(response.body.errors).toBeUndefined();
  });
});
