import { request as httpRequest } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPlugin } from '../../src/execution/gatewayPlugin.js';
import type { GatewayContext } from '../../src/request/context.js';
import { SHIELD_METRICS_SELECTION, shieldMetricsEnvelope } from '../../src/sandbox/fixtures.js';
import { startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * The executor's own way of answering a JSON POST (src/execution/executor.ts: prepared runs, with every registered
 * hook) answers exactly as yoga does: every request of the corpus is sent to a gateway with it and to one without
 * (`fastPath: false`: yoga.handle answers every request), and the two answers must have the same status, the same
 * headers (the date aside) and the same body bytes.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request over node:http, with the headers exactly as given (fetch would add its own). */
function send(url: string, method: string, body: string | undefined, headers: Record<string, string>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const target = new URL('/graphql', url);
    const lengthHeader = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        headers: { ...lengthHeader, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { date: _date, ...rest } = res.headers;
          const answerHeaders = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
          resolve({
            status: res.statusCode ?? 0,
            headers: answerHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** bunny.net as the corpus needs it; pull zone 9 refuses, echoing the key it was sent. */
function fakeBunny(request: ReceivedRequest) {
  if (request.url === '/mc/nodes/plain') return { body: ['198.51.100.1', '2001:db8::2'] };
  if (request.url.startsWith('/shield/metrics/overview/')) return { body: shieldMetricsEnvelope() };
  if (request.url === '/pullzone/1001/removeBlockedIp') return { status: 204 };
  const key = String(request.headers['accesskey']);
  return { status: 400, body: { ErrorKey: 'bad', Field: 'BlockedIp', Message: `bad key ${key}` } };
}

const JSON_POST = { 'content-type': 'application/json', accesskey: TEST_KEY };
const SPEC = 'application/graphql-response+json';
const REMOVE =
  'mutation Remove($zone: Int!, $ip: String!) { removePullZoneBlockedIp(input: { pullZoneId: $zone, blockedIp: $ip }) { clientMutationId } }';

/** [name, method, body, extra headers]: each gets its own x-request-id, the same on both gateways. */
const CORPUS: [string, string, unknown, Record<string, string>][] = [
  ['a read', 'POST', { query: '{ containerNodeIps }' }, {}],
  ['a read with a spec Accept', 'POST', { query: '{ containerNodeIps }' }, { accept: SPEC }],
  ['a read with both Accepts', 'POST', { query: '{ containerNodeIps }' }, { accept: `${SPEC}, application/json` }],
  ['a read accepting anything', 'POST', { query: '{ containerNodeIps }' }, { accept: '*/*' }],
  ['the metrics read', 'POST', { query: `{ shieldZoneMetrics(shieldZoneId: 1) ${SHIELD_METRICS_SELECTION} }` }, {}],
  [
    'aliases',
    'POST',
    {
      query: '{ a: containerNodeIps b: containerNodeIps c: shieldZoneMetrics(shieldZoneId: 1) { overview { total } } }',
    },
    {},
  ],
  ['a mutation with variables', 'POST', { query: REMOVE, variables: { zone: 1001, ip: '2001:db8::7' } }, {}],
  ['an operation chosen by name', 'POST', { query: `query A { containerNodeIps } ${REMOVE}`, operationName: 'A' }, {}],
  ['an unknown operation name', 'POST', { query: '{ containerNodeIps }', operationName: 'Nope' }, { accept: SPEC }],
  ['a validation error (spec)', 'POST', { query: '{ nope }' }, { accept: SPEC }],
  ['a validation error (json)', 'POST', { query: '{ nope }' }, { accept: 'application/json' }],
  ['a parse error (spec)', 'POST', { query: '{ containerNodeIps' }, { accept: SPEC }],
  ['a parse error (json)', 'POST', { query: '{ containerNodeIps' }, {}],
  [
    'a variable that does not coerce (spec)',
    'POST',
    { query: REMOVE, variables: { zone: 'x', ip: 1 } },
    { accept: SPEC },
  ],
  ['a variable that does not coerce (json)', 'POST', { query: REMOVE, variables: { zone: 'x' } }, {}],
  ['variables nested too deep', 'POST', { query: REMOVE, variables: { zone: nested(200), ip: '' } }, { accept: SPEC }],
  ['a query limit', 'POST', { query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`)} }` }, {}],
  ['an upstream error echoing the key', 'POST', { query: REMOVE, variables: { zone: 9, ip: '2001:db8::7' } }, {}],
  ['no key', 'POST', { query: '{ containerNodeIps }' }, { accesskey: '' }],
  ['a key in the document', 'POST', { query: `{ containerNodeIps(x: "${TEST_KEY}") }` }, { accept: SPEC }],
  ['a CORS request', 'POST', { query: '{ containerNodeIps }' }, { origin: 'https://app.example' }],
  [
    'a null extensions and operationName',
    'POST',
    { query: '{ containerNodeIps }', operationName: null, extensions: null },
    {},
  ],
  ['a persisted-query hash (yoga)', 'POST', { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab' } } }, {}],
  ['a batch (yoga)', 'POST', [{ query: '{ containerNodeIps }' }], {}],
  ['a query that is not a string (yoga)', 'POST', { query: 1 }, { accept: SPEC }],
  ['variables that are a list (yoga)', 'POST', { query: '{ containerNodeIps }', variables: [1] }, {}],
  ['an unexpected parameter (yoga)', 'POST', { query: '{ containerNodeIps }', other: 1 }, {}],
  ['a body that is a string (yoga)', 'POST', '{ containerNodeIps }', {}],
  ['invalid JSON (yoga)', 'POST', '{"query": ', {}],
  [
    'an Accept only for event streams (yoga)',
    'POST',
    { query: '{ containerNodeIps }' },
    { accept: 'text/event-stream' },
  ],
  ['an Accept nothing answers (yoga)', 'POST', { query: '{ containerNodeIps }' }, { accept: 'text/html' }],
  ['a CORS preflight (yoga)', 'OPTIONS', undefined, { origin: 'https://app.example' }],
];

/** Sends the request `earlier` times to the fast gateway, then once to each gateway: the two answers must be equal. */
async function expectSameAnswers(
  [name, method, body, extra]: (typeof CORPUS)[number],
  idPrefix: string,
  earlier: number,
): Promise<void> {
  const headers = { ...(method === 'POST' ? JSON_POST : {}), 'x-request-id': `${idPrefix}-${name.length}`, ...extra };
  const payload = body === undefined ? undefined : bodyOf(body);
  for (let sent = 0; sent < earlier; sent += 1) await send(fast.url, method, payload, headers);
  const [viaFastPath, viaYoga] = await Promise.all([
    send(fast.url, method, payload, headers),
    send(yogaOnly.url, method, payload, headers),
  ]);
  expect(viaFastPath.status).toBeGreaterThan(0);
  expect(viaFastPath).toEqual(viaYoga);
  expect(viaFastPath.body).not.toContain(TEST_KEY);
}

/** The gateway's count of requests answered by a prepared operation, read off /metrics. */
async function preparedCount(url: string): Promise<number> {
  const text = await (await fetch(new URL('/metrics', url))).text();
  return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1]);
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

function bodyOf(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

let upstream: FakeUpstream;
let fast: TestGateway;
let yogaOnly: TestGateway;
/** Requests a registered onRequest hook saw, per gateway: prepared runs run it as yoga.handle does. */
const onRequestCalls = { fast: 0, yogaOnly: 0 };
const counting = (which: keyof typeof onRequestCalls): Plugin<GatewayContext> => ({
  onRequest() {
    onRequestCalls[which] += 1;
  },
});

beforeAll(async () => {
  upstream = await startFakeUpstream(fakeBunny);
  const env = upstreamEnv(upstream.url, { RETRY_MAX: '0' });
  fast = await startGateway(env, { plugins: [plainPlugin('counting', counting('fast'))] });
  yogaOnly = await startGateway(env, { plugins: [plainPlugin('counting', counting('yogaOnly'))], fastPath: false });
});

afterAll(async () => {
  await Promise.all([fast.close(), yogaOnly.close()]);
  await upstream.close();
});

describe('the JSON POST fast path', () => {
  it.each(CORPUS)('answers %s with the same status, headers and bytes as yoga', async (...entry) => {
    await expectSameAnswers(entry, 'diff', 0);
  });

  // The first answer prepares the document; the next ones are prepared runs.
  it.each(CORPUS)('answers %s a third time, its document prepared, as yoga does', async (...entry) => {
    await expectSameAnswers(entry, 'again', 2);
  });

  it('runs a document executed before as a prepared operation, and one that fails its checks through yoga', async () => {
    const read = JSON.stringify({ query: '{ prepared: containerNodeIps }' });
    const before = await preparedCount(fast.url);
    await send(fast.url, 'POST', read, JSON_POST);
    expect(await preparedCount(fast.url)).toBe(before);
    const again = await send(fast.url, 'POST', read, JSON_POST);
    expect(JSON.parse(again.body)).toEqual({ data: { prepared: ['198.51.100.1', '2001:db8::2'] } });
    expect(await preparedCount(fast.url)).toBe(before + 1);
    const badVariables = JSON.stringify({ query: REMOVE, variables: { zone: 'x', ip: '' } });
    const good = JSON.stringify({ query: REMOVE, variables: { zone: 1001, ip: '2001:db8::7' } });
    await send(fast.url, 'POST', good, JSON_POST);
    const refused = await send(fast.url, 'POST', badVariables, JSON_POST);
    expect(JSON.parse(refused.body)).toEqual({
      errors: [expect.objectContaining({ message: expect.stringContaining('$zone') })],
    });
    expect(await preparedCount(fast.url)).toBe(before + 1);
    expect(await preparedCount(yogaOnly.url)).toBe(0);
  });

  it('runs a registered onRequest hook once for every request, prepared runs and those handed back to yoga included', async () => {
    const read = JSON.stringify({ query: '{ onRequest: containerNodeIps }' });
    const good = JSON.stringify({ query: REMOVE, variables: { zone: 1001, ip: '2001:db8::7' } });
    const badVariables = JSON.stringify({ query: REMOVE, variables: { zone: 'x', ip: '' } });
    const batch = JSON.stringify([{ query: '{ containerNodeIps }' }]);
    const before = await preparedCount(fast.url);
    for (const body of [read, read, read, good, badVariables, batch]) {
      const counted = { ...onRequestCalls };
      await Promise.all([send(fast.url, 'POST', body, JSON_POST), send(yogaOnly.url, 'POST', body, JSON_POST)]);
      expect(onRequestCalls).toEqual({ fast: counted.fast + 1, yogaOnly: counted.yogaOnly + 1 });
    }
    expect(await preparedCount(fast.url)).toBe(before + 2);
  });
});
