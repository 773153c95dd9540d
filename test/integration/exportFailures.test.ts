import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * The event-log export is the one streamed read: whatever bunny.net sends back (a JSON failure inside a 200,
 * text that is not CSV, a body that stalls), the field fails with a code of the taxonomy and the gateway lives on.
 */

let api: FakeUpstream;
let gw: TestGateway;

const window = () => {
  const to = new Date(Date.now() - 60_000);
  return { from: new Date(to.getTime() - 3_600_000).toISOString(), to: to.toISOString() };
};
const EXPORT =
  'query($from: DateTime!, $to: DateTime!) { shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to) { columns rows rowCount } }';

beforeAll(async () => {
  api = await startFakeUpstream();
  gw = await startGateway(upstreamEnv(api.url, { REQUEST_DEADLINE_MS: '1500', UPSTREAM_BODY_TIMEOUT_MS: '5000' }));
});

afterAll(async () => {
  await gw.close();
  await api.close();
});

async function stillServing(): Promise<void> {
  api.answer({ body: ['198.51.100.1'] });
  const { body } = await gw.graphql('{ containerNodeIps }');
  expect(body.data).toEqual({ containerNodeIps: ['198.51.100.1'] });
}

describe('event-log export failures', () => {
  it('turns a Shield failure envelope answered as 200 JSON into its error, for the field and the download route', async () => {
    const envelope = {
      data: null,
      error: {
        statusCode: 403,
        success: false,
        message: 'Shield is not enabled on this plan.',
        errorKey: 'shield.plan',
      },
    };
    api.answer({ body: envelope });
    const { body } = await gw.graphql(EXPORT, window());
    expect(body.data).toEqual({ shieldEventLogExport: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Shield is not enabled on this plan.',
      extensions: { code: 'FORBIDDEN', httpStatus: 403, upstream: { errorKey: 'shield.plan' } },
    });
    const download = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify(window()),
    });
    expect(download.status).toBe(403);
    expect(await download.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    await stillServing();
  });

  it('finishes a download’s error as the GraphQL field’s: the same message and extensions, the request id, no key', async () => {
    const envelope = {
      data: null,
      error: {
        statusCode: 403,
        success: false,
        message: `Key ${TEST_KEY} may not read this.`,
        errorKey: 'shield.plan',
      },
    };
    api.answer({ body: envelope });
    const headers = { 'x-request-id': 'same-request-id' };
    const { body } = await gw.graphql(EXPORT, window(), { AccessKey: TEST_KEY, ...headers });
    const download = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY, ...headers },
      body: JSON.stringify(window()),
    });
    const text = await download.text();
    expect(text).not.toContain(TEST_KEY);
    const { message, extensions } = body.errors?.[0] ?? {};
    expect(extensions?.['requestId']).toBe('same-request-id');
    expect(JSON.parse(text)).toEqual({ errors: [{ message, extensions }] });
    await stillServing();
  });

  it('reads the CSV from the documented 200 application/json form, a JSON string', async () => {
    api.answer({
      body: JSON.stringify('ip,action\n203.0.113.7,block\n'),
      headers: { 'content-type': 'application/json' },
    });
    const { body } = await gw.graphql(EXPORT, window());
    expect(body).toEqual({
      data: {
        shieldEventLogExport: {
          columns: ['ip', 'action'],
          rows: [{ ip: '203.0.113.7', action: 'block' }],
          rowCount: 1,
        },
      },
    });
  });

  it('answers UPSTREAM_ERROR for a body that is not CSV, and keeps serving', async () => {
    api.answer({ headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,x"y\n' });
    const { body } = await gw.graphql(EXPORT, window());
    expect(body.data).toEqual({ shieldEventLogExport: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'shield' });
    expect(body.errors?.[0]?.message).toMatch(/not readable CSV/);
    await stillServing();
  });

  it('answers UPSTREAM_TIMEOUT when the CSV stalls past the request deadline', async () => {
    api.answer({
      headers: { 'content-type': 'text/csv' },
      trickle: { chunks: ['ip,action\n', '203.0.113.7,block\n'], intervalMs: 4_000 },
    });
    const { body } = await gw.graphql(EXPORT, window());
    expect(body.data).toEqual({ shieldEventLogExport: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'shield' });
    await stillServing();
  }, 20_000);
});

describe('the CSV download route', () => {
  const download = (body: unknown) =>
    fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify(body),
    });

  it("takes filters with the GraphQL enum names and sends them in bunny.net's names", async () => {
    api.requests.length = 0;
    api.answer({ headers: { 'content-type': 'text/csv' }, body: 'ip,ua\n203.0.113.7,curl\n' });
    const response = await download({
      ...window(),
      filters: [{ field: 'USER_AGENT', op: 'CONTAINS', values: ['curl'] }],
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ip,ua\n203.0.113.7,curl\n');
    expect(JSON.parse(api.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      filters: [{ field: 'ua', op: 'contains', value: ['curl'] }],
    });
  });

  it('refuses an unknown filter field with 400 naming it, before calling bunny.net', async () => {
    api.requests.length = 0;
    const response = await download({ ...window(), filters: [{ field: 'ua', op: 'CONTAINS', values: ['curl'] }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', argument: 'filters[0].field' } }],
    });
    expect(api.requests).toHaveLength(0);
  });
});
