import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * Graceful shutdown of the production entry (src/server.ts) as a child process: on SIGTERM/SIGINT readiness goes
 * at once and new connections stop, requests in flight finish, and the process exits 0 within SHUTDOWN_GRACE_MS.
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

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('graceful shutdown', () => {
  it('SIGTERM: readiness goes at once, in-flight requests complete, exit code 0 well within the grace period', async () => {
    api.answer({ delayMs: 1_500, body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_GRACE_MS: '10000' }));
    expect(await readyOnNewConnection(gw.url)).toBe(200);

    const inFlight = [readNodeIps(gw.url), readNodeIps(gw.url), readNodeIps(gw.url)];
    await until(() => api.requests.length === 3, 5_000);
    const signalledAt = performance.now();
    gw.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Not ready for new work: the listener is closed (refused) or, on a connection that got through, 503.
    expect([503, 'ECONNREFUSED']).toContain(await readyOnNewConnection(gw.url));
    const results = await Promise.all(inFlight);
    for (const result of results) expect(result).toEqual({ status: 200, body: { data: { containerNodeIps: ['198.51.100.1'] } } });

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
    gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_GRACE_MS: '1000' }));
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

  it('SIGINT on an idle gateway exits 0 at once', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    const signalledAt = performance.now();
    gw.child.kill('SIGINT');
    expect(await gw.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(3_000);
  }, 30_000);
});
