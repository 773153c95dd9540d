import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The upstream-call estimate of an operation without variables is worked out once per document and operation
 * (plugins/upstreamCallEstimate.ts): the cached answer must still be the chosen operation's, whichever came first.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: ['198.51.100.1'] }, (both) => ({ upstream, gw } = both), {
  MAX_UPSTREAM_CALLS: '3',
});

const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}: containerNodeIps`).join(' ');
const DOCUMENT = `query Few { ${aliases(2)} } query Many { ${aliases(5)} }`;

async function run(operationName: string) {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesskey: TEST_KEY },
    body: JSON.stringify({ query: DOCUMENT, operationName }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
}

describe('the cached upstream-call estimate', () => {
  it('is kept per operation of a document sent again and again', async () => {
    for (const _round of [1, 2]) {
      expect(await run('Few')).toMatchObject({ status: 200, body: { data: { a0: ['198.51.100.1'] } } });
      const refused = await run('Many');
      expect(refused.body.errors?.[0]?.message).toContain('estimated 5 upstream calls, over the budget of 3');
    }
    expect(upstream.requests.length).toBeGreaterThan(0);
  });
});
