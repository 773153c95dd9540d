import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * What one request may hold of bunny.net's data (MAX_REQUEST_MEMORY_BYTES): event-log exports are priced in the
 * estimate for what they hold, and past the budget a field fails with RESULT_TOO_LARGE while the others are answered.
 * The process-level proof (a 256 MB heap survives) is test/process/memoryBudget.test.ts.
 */

let api: FakeUpstream;
useFakeUpstream((fake) => (api = fake));
const gateways: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gw) => gw.close()));
});

async function gatewayWith(env: Record<string, string> = {}): Promise<TestGateway> {
  const gw = await startGateway(upstreamEnv(api.url, env));
  gateways.push(gw);
  return gw;
}

const window = () => {
  const to = new Date(Date.now() - 60_000);
  return { from: new Date(to.getTime() - 3_600_000).toISOString(), to: to.toISOString() };
};
const exports = (count: number) =>
  `query($from: DateTime!, $to: DateTime!) { ${Array.from(
    { length: count },
    (_, i) => `e${i}: shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to) { rowCount truncated }`,
  ).join(' ')} }`;

const CSV = Buffer.from(`ip,url\n${`203.0.113.7,/${'a'.repeat(200)}\n`.repeat(500)}`);

function csvExports(): void {
  api.answer({ headers: { 'content-type': 'text/csv' }, generate: { totalBytes: 6 * 1024 * 1024, chunk: CSV } });
}

describe('the estimate prices an event-log export for what it holds', () => {
  it('at 20 calls: two exports fit the default budget of 50, three are refused before any call', async () => {
    csvExports();
    const gw = await gatewayWith();
    const three = await gw.graphql(exports(3), window());
    expect(three.status).toBe(400);
    expect(three.body.errors?.[0]?.message).toContain('estimated 60 upstream calls, over the budget of 50');
    expect(api.requests).toHaveLength(0);
    const two = await gw.graphql(exports(2), window());
    expect(two.body.errors).toBeUndefined();
    expect(api.requests).toHaveLength(2);
  });
});

describe('the memory budget of one request', () => {
  it('answers the exports that fit and refuses the next with RESULT_TOO_LARGE, its body dropped', async () => {
    csvExports();
    const gw = await gatewayWith({ MAX_UPSTREAM_CALLS: '1000' });
    const { body } = await gw.graphql(exports(3), window());
    const answered = Object.values(body.data ?? {}).filter((value) => value !== null);
    expect(answered).toEqual([
      { rowCount: expect.any(Number), truncated: true },
      { rowCount: expect.any(Number), truncated: true },
    ]);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'RESULT_TOO_LARGE', service: 'shield' });
    expect(body.errors?.[0]?.message).toContain(`memory budget of ${64 * 1024 * 1024} bytes`);
    expect(await Promise.all(api.responses.map((response) => response.completed))).toEqual([false, false, false]);
  });

  it('counts a JSON body as it arrives: one too large for the budget fails with RESULT_TOO_LARGE, its siblings answered', async () => {
    const big = Array.from({ length: 30_000 }, (_, i) => `198.51.${Math.floor(i / 250) % 250}.${i % 250}`);
    api.answer((request: ReceivedRequest) =>
      request.url.startsWith('/mc/nodes') ? { body: big } : { body: { Items: [], TotalItems: 0 } },
    );
    const gw = await gatewayWith({ MAX_REQUEST_MEMORY_BYTES: String(1024 * 1024) });
    const { body } = await gw.graphql('{ containerNodeIps pullZones(first: 1) { totalCount } }');
    expect(JSON.stringify(big).length * 3).toBeGreaterThan(1024 * 1024);
    expect(body.errors?.[0]).toMatchObject({ path: ['containerNodeIps'], extensions: { code: 'RESULT_TOO_LARGE' } });
    expect(body.data).toEqual({ containerNodeIps: null, pullZones: { totalCount: 0 } });
  });

  it('counts a read shared by aliases once more per alias, for its copy in the answer', async () => {
    const list = Array.from({ length: 12_000 }, (_, i) => `198.51.${Math.floor(i / 250)}.${i % 250}`);
    api.answer({ body: list });
    const bytes = Buffer.byteLength(JSON.stringify(list));
    const budget = 1024 * 1024;
    const gw = await gatewayWith({ MAX_REQUEST_MEMORY_BYTES: String(budget) });
    const { body } = await gw.graphql(
      `{ ${Array.from({ length: 6 }, (_, i) => `a${i}: containerNodeIps`).join(' ')} }`,
    );
    expect(api.requests).toHaveLength(1);
    // The read holds three times its bytes, each alias after the first once more: the rest do not fit.
    const copies = Math.floor((budget - 3 * bytes) / bytes);
    expect(copies).toBeGreaterThan(0);
    expect(copies).toBeLessThan(5);
    const answered = Object.values(body.data ?? {}).filter((value) => value !== null);
    expect(answered).toHaveLength(1 + copies);
    expect(body.errors).toHaveLength(5 - copies);
    expect(body.errors?.every((error) => error.extensions?.['code'] === 'RESULT_TOO_LARGE')).toBe(true);
  });
});
