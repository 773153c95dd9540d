import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getIntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';
import { until } from '../support/until.js';

/**
 * The production entry (src/server.ts) as a child process.
 * - Graceful shutdown: on SIGTERM readiness goes at once and every response says `Connection: close`, but the
 *   gateway keeps serving for SHUTDOWN_DELAY_MS (a balancer told late loses nothing); then new connections stop,
 *   requests in flight finish, and the process exits 0 within SHUTDOWN_GRACE_MS. SIGINT skips the delay.
 * - METRICS_PORT: Prometheus scrapes a second listener, so /metrics need not be published with /graphql. The public
 *   port stops serving it; the metrics port serves /metrics and the probes, and nothing else.
 * - Production defaults: no GraphiQL or introspection unless asked for, whatever NODE_ENV says, and a deeply nested
 *   document refused even as a fresh process's very first request, before anything has warmed up.
 */

let api: FakeUpstream;
let gw: SpawnedGateway | undefined;

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await gw?.kill();
  gw = undefined;
});

function readNodeIps(url: string): Promise<{ status: number; body: unknown }> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
    body: JSON.stringify({ query: '{ containerNodeIps }' }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

/** GET /ready on a new connection: the status, or the connection error code (ECONNREFUSED once the listener is closed). */
function readyOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}/ready`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function untilRefused(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await readyOnNewConnection(url)) !== 'ECONNREFUSED') {
    if (Date.now() > deadline) throw new Error('the listener did not close in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A POST on `agent`: its status, its Connection header, and whether it went on a kept-alive connection. */
function postOn(
  agent: Agent,
  url: string,
  query: string,
): Promise<{ status: number; connection: string | undefined; reused: boolean; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/graphql`,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', AccessKey: TEST_KEY } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM: for SHUTDOWN_DELAY_MS a kept-alive connection is still served with Connection: close and /ready is 503; then the port refuses', async () => {
    api.answer({ delayMs: 600, body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '10000' }));
    const balancer = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await postOn(balancer, gw.url, '{ __typename }');
      expect(before).toMatchObject({ status: 200, connection: 'keep-alive', reused: false });
      // Started before the signal, answered after it: its response must not invite the balancer to reuse the socket.
      const startedBefore = postOn(other, gw.url, '{ containerNodeIps }');
      await until(() => api.requests.length === 1, 5_000);
      const signalledAt = performance.now();
      gw.child.kill('SIGTERM');
      const logs = gw.logs;
      await until(() => logs.some((line) => String(line['msg']).startsWith('shutting down')), 5_000);

      // The balancer has not heard yet: it sends on the connection it kept, and the request is served.
      const during = await postOn(balancer, gw.url, '{ __typename }');
      expect(during).toEqual({
        status: 200,
        connection: 'close',
        reused: true,
        body: { data: { __typename: 'Query' } },
      });
      expect(await startedBefore).toMatchObject({ status: 200, connection: 'close' });
      expect(await readyOnNewConnection(gw.url)).toBe(503);
      expect(performance.now() - signalledAt).toBeLessThan(1_500);

      await until(() => performance.now() - signalledAt > 1_700, 5_000);
      expect(await readyOnNewConnection(gw.url)).toBe('ECONNREFUSED');
      expect(await gw.exited).toBe(0);
    } finally {
      balancer.destroy();
      other.destroy();
    }
  }, 30_000);

  it('a connection accepted before the listener closes is still served when its request arrives just after', async () => {
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_DELAY_MS: '500', SHUTDOWN_GRACE_MS: '10000' }));
    const { port } = new URL(gw.url);
    // Connected, nothing sent yet: what a balancer's connection looks like while its request is on the way.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    gw.child.kill('SIGTERM');
    await untilRefused(gw.url, 5_000);

    const body = JSON.stringify({ query: '{ __typename }' });
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nAccessKey: ${TEST_KEY}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('{"data":{"__typename":"Query"}}');
    expect(await gw.exited).toBe(0);
  }, 30_000);

  // The grace period on its own (SHUTDOWN_DELAY_MS=0: the listener closes at once, as behind a preStop pause).
  it('SIGTERM: readiness goes at once, in-flight requests complete, exit code 0 well within the grace period', async () => {
    api.answer({ delayMs: 1_500, body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '10000' }));
    expect(await readyOnNewConnection(gw.url)).toBe(200);

    const inFlight = [readNodeIps(gw.url), readNodeIps(gw.url), readNodeIps(gw.url)];
    await until(() => api.requests.length === 3, 5_000);
    const signalledAt = performance.now();
    gw.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Not ready for new work: the listener is closed (refused) or, on a connection that got through, 503.
    expect([503, 'ECONNREFUSED']).toContain(await readyOnNewConnection(gw.url));
    const results = await Promise.all(inFlight);
    for (const result of results)
      expect(result).toEqual({ status: 200, body: { data: { containerNodeIps: ['198.51.100.1'] } } });

    expect(await gw.exited).toBe(0);
    const exitMs = performance.now() - signalledAt;
    // After the slowest request (about 1.5 s), not after the grace period or an idle keep-alive timeout.
    expect(exitMs).toBeGreaterThan(1_000);
    expect(exitMs).toBeLessThan(5_000);
    const messages = gw.logs.map((line) => line['msg']);
    expect(messages).toContain('shutting down: draining in-flight requests');
    expect(messages).toContain('bunny-gateway stopped');
    expect(messages).not.toContain('grace period over: closing remaining connections');
  }, 30_000);

  it('a request still running when the grace period ends is cut off, and the process still exits 0 promptly', async () => {
    api.answer({ delayMs: 20_000, body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '1000' }));
    const stuck = readNodeIps(gw.url).then(
      () => 'answered',
      () => 'connection closed',
    );
    await until(() => api.requests.length === 1, 5_000);
    const signalledAt = performance.now();
    gw.child.kill('SIGTERM');
    expect(await gw.exited).toBe(0);
    const exitMs = performance.now() - signalledAt;
    expect(exitMs).toBeGreaterThan(900);
    expect(exitMs).toBeLessThan(6_000);
    expect(await stuck).toBe('connection closed');
    expect(gw.logs.map((line) => line['msg'])).toContain('grace period over: closing remaining connections');
  }, 30_000);

  it('SIGINT on an idle gateway exits 0 at once, without waiting out SHUTDOWN_DELAY_MS (5 s by default)', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    const signalledAt = performance.now();
    gw.child.kill('SIGINT');
    expect(await gw.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(3_000);
  }, 30_000);
});

async function metricsUrl(gateway: SpawnedGateway): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = gateway.logs.find(
      (entry) => entry['msg'] === `metrics listening on port ${String(entry['metricsPort'])}, /metrics`,
    );
    if (typeof line?.['metricsPort'] === 'number') return `http://127.0.0.1:${line['metricsPort']}`;
    if (Date.now() > deadline) throw new Error('the gateway did not log its metrics port');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function postNodeIps(url: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
    body: JSON.stringify({ query: '{ containerNodeIps }' }),
  });
}

describe('METRICS_PORT', () => {
  it('serves /metrics and the probes on their own port, and no longer on the public one', async () => {
    api.answer({ body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { METRICS_PORT: '0' }));
    const metrics = await metricsUrl(gw);
    expect(metrics).not.toBe(gw.url);

    expect((await postNodeIps(gw.url)).status).toBe(200);
    expect((await fetch(`${gw.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);

    const scraped = await fetch(`${metrics}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(
      /^bunny_gateway_graphql_operations_total\{operation_type="query",root_field="containerNodeIps",outcome="success"\} 1$/m,
    );
    expect((await fetch(`${metrics}/ready`)).status).toBe(200);
    const graphqlOnMetricsPort = await postNodeIps(metrics);
    expect(graphqlOnMetricsPort.status).toBe(404);
    expect(api.requests).toHaveLength(1);
  });

  it('reports draining on the metrics port while the gateway shuts down', async () => {
    api.answer({ delayMs: 1_500, body: ['198.51.100.1'] });
    gw = await spawnGateway(
      upstreamEnv(api.url, { METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '10000' }),
    );
    const metrics = await metricsUrl(gw);
    const inFlight = postNodeIps(gw.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gw.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${metrics}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await inFlight).status).toBe(200);
    expect(await gw.exited).toBe(0);
  });
});

function post(url: string, query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      AccessKey: TEST_KEY,
    },
    body: JSON.stringify({ query }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

function graphiqlPage(url: string): Promise<Response> {
  return fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
}

describe('the production entry', () => {
  it.each([
    ['a method token Node does not know', 'FOO /graphql HTTP/1.1\r\nHost: gateway\r\n\r\n', 400],
    [
      'headers past the size Node reads',
      `GET /graphql HTTP/1.1\r\nHost: gateway\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('answers %s with its JSON refusal and code, not a bare status line', async (_, raw, status) => {
    gw ??= await spawnGateway(upstreamEnv(api.url));
    const { port } = new URL(gw.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(raw);
    await closed;
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { errors: { extensions: object }[] };
    expect(body.errors[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
  });

  it('refuses a 5,000-deep literal as its very first request with 400 NESTING_LIMIT, and lives on', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    const deep = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    const first = await post(gw.url, `{ shieldZoneMetrics(shieldZoneId: ${deep}) { totalBillableRequests } }`);
    expect(first.status).toBe(400);
    expect(first.body['errors']).toMatchObject([{ extensions: { code: 'NESTING_LIMIT' } }]);
    expect(api.requests).toHaveLength(0);
    expect((await post(gw.url, '{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves no GraphiQL and no introspection when NODE_ENV is not set: a browser is told so, and how to turn it on', async () => {
    gw = await spawnGateway(upstreamEnv(api.url, { NODE_ENV: '' }));
    const page = await graphiqlPage(gw.url);
    expect(page.status).toBe(404);
    const text = await page.text();
    expect(text).toContain('GraphiQL, the in-browser IDE, is not served here');
    expect(text).toContain('<code>GRAPHIQL=true</code>');
    expect(text).not.toContain('graphiql-assets');
    const introspection = await post(gw.url, getIntrospectionQuery());
    expect(introspection.status).toBe(400);
    expect(JSON.stringify(introspection.body)).toContain('introspection');
  });

  it('serves GraphiQL with the introspection it reads its schema with when GRAPHIQL=true asks for it', async () => {
    gw = await spawnGateway(upstreamEnv(api.url, { NODE_ENV: '', GRAPHIQL: 'true' }));
    const page = await graphiqlPage(gw.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const introspection = await post(gw.url, getIntrospectionQuery());
    expect(introspection.body['data']).toMatchObject({ __schema: expect.any(Object) });
  });
});
