import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamAttempt, UpstreamObserver } from '../../src/upstream/observer.js';
import { spawnGateway, type SpawnedGateway } from '../process/spawnGateway.js';
import { startFakeUpstream, useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type GraphQLResponse, type TestGateway } from '../support/gateway.js';

/**
 * Fault injection against real HTTP fakes on 127.0.0.1: timeouts, resets, retries, Retry-After, the circuit
 * breaker, the retry budget, body caps, the request deadline and streamed exports. Every case checks the error
 * code, how many calls reached the fake, and how long it took, with bounds loose enough for a loaded 2-core box.
 */

const READ = '{ containerNodeIps }';
const MUTATION = 'mutation { deployContainerApp(input: { appId: "app-1" }) { appId } }';
const ORIGIN_LOG_READ = '{ originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId } }';
const VIDEO_MUTATION =
  'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }';
/** Quick retries, so that tests about retry counts do not wait on real backoff. */
const FAST_RETRIES = { RETRY_BASE_DELAY_MS: '20', RETRY_MAX_DELAY_MS: '50' };

let api: FakeUpstream;
const gateways: TestGateway[] = [];

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gw) => gw.close()));
});

/** A fresh gateway per test: breakers and the retry budget start clean. */
async function gatewayWith(env: Record<string, string> = {}, observers: UpstreamObserver[] = []): Promise<TestGateway> {
  const gw = await startGateway(upstreamEnv(api.url, { ...FAST_RETRIES, ...env }), { observers });
  gateways.push(gw);
  return gw;
}

async function timed(run: () => Promise<GraphQLResponse>): Promise<{ response: GraphQLResponse; ms: number }> {
  const startedAt = performance.now();
  const response = await run();
  return { response, ms: performance.now() - startedAt };
}

function firstError(response: GraphQLResponse): { message: string; extensions: Record<string, unknown> } {
  const error = response.body.errors?.[0];
  expect(error, JSON.stringify(response.body)).toBeDefined();
  return { message: error?.message ?? '', extensions: error?.extensions ?? {} };
}

/** A port on 127.0.0.1 where nothing listens: connecting to it is refused at once. */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server on 127.0.0.1 that accepts connections and reads requests but never answers: a hung host. */
async function hungServer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      requests += chunk.toString('latin1').match(/^(GET|POST|PUT|DELETE) /gm)?.length ?? 0;
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Counts attempts and breaker refusals per host, as the upstream layer reports them. */
function attemptCounter(): UpstreamObserver & { attempts: UpstreamAttempt[]; rejected: string[] } {
  const attempts: UpstreamAttempt[] = [];
  const rejected: string[] = [];
  return {
    attempts,
    rejected,
    attemptFinished: (a) => attempts.push(a),
    breakerRejected: (host) => rejected.push(host),
  };
}

// undici runs its headers and body timers on a coarse clock (about 0.5 to 1 s resolution): a 300 ms timeout
// fires after 0.3 to 1 s, hence the wide upper bounds.
describe('timeouts', () => {
  it('a read from a hung upstream is tried once: UPSTREAM_TIMEOUT after one headers timeout, not three', async () => {
    const hung = await hungServer();
    try {
      const counter = attemptCounter();
      const gw = await startGateway(upstreamEnv(hung.url, { ...FAST_RETRIES, UPSTREAM_HEADERS_TIMEOUT_MS: '1500' }), {
        observers: [counter],
      });
      gateways.push(gw);
      const { response, ms } = await timed(() => gw.graphql(READ));
      expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'containers' });
      expect(response.body.data).toEqual({ containerNodeIps: null });
      expect(hung.requests()).toBe(1);
      expect(counter.attempts.map((a) => [a.attempt, a.errorCode, a.willRetry])).toEqual([
        [1, 'UPSTREAM_TIMEOUT', false],
      ]);
      // One headers timeout (undici's coarse timer adds up to about a second), where three attempts took over 4.5 s.
      expect(ms).toBeGreaterThan(1_400);
      expect(ms).toBeLessThan(3_500);
    } finally {
      await hung.close();
    }
  });

  it('slow headers on a mutation: one call, UPSTREAM_TIMEOUT, marked ambiguous', async () => {
    const gw = await gatewayWith({ UPSTREAM_HEADERS_TIMEOUT_MS: '300' });
    api.answer({ delayMs: 5_000 });
    const { response, ms } = await timed(() => gw.graphql(MUTATION));
    const { message, extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', ambiguous: true });
    expect(message).toMatch(/may or may not have been applied/);
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(4_000);
  });

  it('a body that stalls after the headers: the body idle timeout gives UPSTREAM_TIMEOUT after one call', async () => {
    const gw = await gatewayWith({ UPSTREAM_BODY_TIMEOUT_MS: '300' });
    api.answer({
      headers: { 'content-type': 'application/json' },
      trickle: { chunks: ['["198.51', '.100.1"]'], intervalMs: 3_000 },
    });
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'containers' });
    // A timeout is not retried, on a read either.
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeGreaterThan(250);
    expect(ms).toBeLessThan(2_500);
  });

  it('the request deadline ends a slow read with UPSTREAM_TIMEOUT and no retry', async () => {
    const gw = await gatewayWith({ REQUEST_DEADLINE_MS: '600' });
    api.answer({ delayMs: 5_000, body: ['198.51.100.1'] });
    const { response, ms } = await timed(() => gw.graphql(READ));
    const { message, extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'containers' });
    expect(message).toMatch(/deadline/);
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeGreaterThan(500);
    expect(ms).toBeLessThan(3_500);
  });
});

describe('resets and 5xx', () => {
  it('a reset after the headers of a read: retried, then UPSTREAM_UNAVAILABLE after three calls', async () => {
    const gw = await gatewayWith();
    api.answer({ resetAfterHeaders: true, body: ['198.51.100.1', '198.51.100.2'] });
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: 'containers' });
    expect(api.requests).toHaveLength(3);
    expect(ms).toBeLessThan(3_000);
  });

  it('503, 503, 200 on a read: three calls and the data', async () => {
    const gw = await gatewayWith();
    let calls = 0;
    api.answer(() => (++calls <= 2 ? { status: 503 } : { body: ['198.51.100.1'] }));
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(response.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(api.requests).toHaveLength(3);
    expect(ms).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const attempts = gw.logs
      .filter((line) => line['msg'] === 'upstream call')
      .map((line) => line['upstream'] as Record<string, unknown>);
    expect(attempts.map((a) => [a['attempt'], a['status'], a['willRetry']])).toEqual([
      [1, 503, true],
      [2, 503, true],
      [3, 200, undefined],
    ]);
  });

  it('503 three times on a read: three calls, then UPSTREAM_UNAVAILABLE with the status', async () => {
    const gw = await gatewayWith();
    api.answer({ status: 503 });
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', httpStatus: 503 });
    expect(api.requests).toHaveLength(3);
    expect(ms).toBeLessThan(3_000);
  });

  it('500 on a mutation: exactly one call, UPSTREAM_ERROR', async () => {
    const gw = await gatewayWith();
    api.answer({ status: 500, body: { Message: 'boom' } });
    const { response } = await timed(() => gw.graphql(MUTATION));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', httpStatus: 500 });
    expect(api.requests).toHaveLength(1);
  });

  it('503 on a mutation: exactly one call', async () => {
    const gw = await gatewayWith();
    api.answer({ status: 503 });
    const { response } = await timed(() => gw.graphql(MUTATION));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', httpStatus: 503 });
    expect(api.requests).toHaveLength(1);
  });

  it.each([502, 504])(
    '%i on a mutation: one call, and the error says the change may have been applied',
    async (status) => {
      const gw = await gatewayWith();
      api.answer({ status });
      const { message, extensions } = firstError((await timed(() => gw.graphql(MUTATION))).response);
      expect(extensions).toMatchObject({ httpStatus: status, ambiguous: true });
      expect(message).toMatch(/may or may not have been applied/);
      expect(api.requests).toHaveLength(1);
    },
  );

  it('a 503 or 500 on a mutation is not flagged ambiguous: bunny.net itself answered that it did not do it', async () => {
    const gw = await gatewayWith();
    api.answer({ status: 503 });
    expect(firstError((await timed(() => gw.graphql(MUTATION))).response).extensions?.['ambiguous']).toBeUndefined();
  });

  it('a reset on a mutation: one call, and the error says the change may have been applied', async () => {
    const gw = await gatewayWith();
    api.answer({ reset: true });
    const { response, ms } = await timed(() => gw.graphql(MUTATION));
    const { message, extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', ambiguous: true });
    expect(message).toMatch(/may or may not have been applied/);
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(3_000);
  });

  it('a refused mutation is not ambiguous: it never left the gateway', async () => {
    const port = await refusedPort();
    const gw = await startGateway(upstreamEnv(`http://127.0.0.1:${port}`));
    gateways.push(gw);
    const { response } = await timed(() => gw.graphql(MUTATION));
    const { extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(extensions['ambiguous']).toBeUndefined();
  });
});

describe('429 and Retry-After', () => {
  const rateLimitedOnce = (retryAfter: string) => {
    let calls = 0;
    api.answer(() =>
      ++calls === 1 ? { status: 429, headers: { 'retry-after': retryAfter } } : { body: ['198.51.100.1'] },
    );
  };

  it('a short Retry-After (1 s) is waited out and the read retried', async () => {
    const gw = await gatewayWith();
    rateLimitedOnce('1');
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(response.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(api.requests).toHaveLength(2);
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(4_000);
  });

  it('a long Retry-After (120 s) is not waited: RATE_LIMITED at once with extensions.upstream.retryAfter', async () => {
    const gw = await gatewayWith();
    rateLimitedOnce('120');
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({
      code: 'RATE_LIMITED',
      httpStatus: 429,
      upstream: { retryAfter: 120 },
    });
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1_500);
  });

  it('an HTTP-date Retry-After about a second away is waited out', async () => {
    const gw = await gatewayWith();
    rateLimitedOnce(new Date(Date.now() + 1_500).toUTCString());
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(response.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(api.requests).toHaveLength(2);
    expect(ms).toBeGreaterThan(400);
    expect(ms).toBeLessThan(4_500);
  });

  it('an HTTP-date Retry-After an hour away is reported in seconds', async () => {
    const gw = await gatewayWith();
    rateLimitedOnce(new Date(Date.now() + 3_600_000).toUTCString());
    const { response, ms } = await timed(() => gw.graphql(READ));
    const { extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect((extensions['upstream'] as { retryAfter: number }).retryAfter).toBeGreaterThan(3_590);
    expect((extensions['upstream'] as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(3_600);
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1_500);
  });

  it.each<{ why: string; env: Record<string, string>; seconds: number }>([
    { why: 'longer than RETRY_AFTER_MAX_MS', env: {}, seconds: 120 },
    {
      why: 'longer than what is left of the request deadline',
      env: { REQUEST_DEADLINE_MS: '1500', RETRY_AFTER_MAX_MS: '10000' },
      seconds: 2,
    },
  ])('503 with a Retry-After $why on a read: not waited, the wait is reported at once', async ({ env, seconds }) => {
    const gw = await gatewayWith(env);
    api.answer({ status: 503, headers: { 'retry-after': String(seconds) } });
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      httpStatus: 503,
      upstream: { retryAfter: seconds },
    });
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1_000);
  });

  it('a garbage Retry-After is ignored: RATE_LIMITED, one call, no retryAfter', async () => {
    const gw = await gatewayWith();
    rateLimitedOnce('soon-ish');
    const { response, ms } = await timed(() => gw.graphql(READ));
    const { extensions } = firstError(response);
    expect(extensions).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429 });
    expect(extensions['upstream']).toBeUndefined();
    expect(api.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1_500);
  });
});

describe('circuit breaker and readiness', () => {
  it('refused connections open the breaker per host; open means no calls; /ready is 503 when all three are open; a probe closes it', async () => {
    const [apiPort, videoPort, logPort] = await Promise.all([refusedPort(), refusedPort(), refusedPort()]);
    const counter = attemptCounter();
    const gw = await startGateway(
      {
        BUNNY_API_URL: `http://127.0.0.1:${apiPort}`,
        BUNNY_VIDEO_URL: `http://127.0.0.1:${videoPort}`,
        BUNNY_ORIGIN_LOG_URL: `http://127.0.0.1:${logPort}`,
        BREAKER_FAILURE_THRESHOLD: '3',
        BREAKER_COOLDOWN_MS: '4000',
        ...FAST_RETRIES,
      },
      { observers: [counter] },
    );
    gateways.push(gw);
    const attemptsOn = (host: string) => counter.attempts.filter((a) => a.host === host).length;
    const ready = async () => (await fetch(`${gw.url}/ready`)).status;

    // One read: three refused attempts (first try and two retries) reach the threshold.
    const first = await gw.graphql(READ);
    expect(firstError(first).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(attemptsOn('api')).toBe(3);
    expect(gw.gateway.breakers.byHost.api.current()).toBe('open');
    const openedAt = performance.now();

    // While open: refused at once, no network attempt, even though the host is back.
    const back = await startFakeUpstream({ body: ['198.51.100.1'] }, { port: apiPort });
    try {
      const { response, ms } = await timed(() => gw.graphql(READ));
      expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: 'containers' });
      expect(firstError(response).message).toMatch(/not calling it/);
      expect(ms).toBeLessThan(1_000);
      expect(attemptsOn('api')).toBe(3);
      expect(back.requests).toHaveLength(0);
      expect(counter.rejected).toEqual(['api']);
      expect(await ready()).toBe(200);

      // Open the other two hosts: origin logs by one read (3 attempts), video by three refused mutations.
      await gw.graphql(ORIGIN_LOG_READ);
      for (let i = 0; i < 3; i += 1)
        await gw.graphql(VIDEO_MUTATION, undefined, { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' });
      expect(attemptsOn('originLogs')).toBe(3);
      expect(attemptsOn('video')).toBe(3);
      expect(performance.now() - openedAt).toBeLessThan(4_000);
      const notReady = await fetch(`${gw.url}/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'upstreams unavailable' });

      // After the cool-down one probe goes out; it succeeds and closes the breaker.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 4_100 - (performance.now() - openedAt))));
      expect(await ready()).toBe(200);
      const probe = await gw.graphql(READ);
      expect(probe.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
      expect(back.requests).toHaveLength(1);
      expect(gw.gateway.breakers.byHost.api.current()).toBe('closed');
    } finally {
      await back.close();
    }
  }, 30_000);

  it('the retry budget stops retries once spent, while every read keeps failing', async () => {
    const gw = await gatewayWith({ BREAKER_FAILURE_THRESHOLD: '1000', RETRY_BUDGET_RATIO: '0.2' });
    api.answer({ status: 503 });
    const callsPerRequest: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const before = api.requests.length;
      const response = await gw.graphql(READ);
      expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      callsPerRequest.push(api.requests.length - before);
    }
    // A reserve of 10 retries, plus 0.2 per request: five requests retry twice, then retries dry up.
    expect(callsPerRequest.slice(0, 5)).toEqual([3, 3, 3, 3, 3]);
    expect(callsPerRequest.slice(-2)).toEqual([1, 1]);
    const retries = callsPerRequest.reduce((sum, calls) => sum + calls - 1, 0);
    expect(retries).toBeLessThanOrEqual(10 + Math.floor(9 * 0.2));
  }, 30_000);
});

describe('body caps', () => {
  it('a JSON body cut short (valid framing, broken JSON) is UPSTREAM_ERROR after one call', async () => {
    const gw = await gatewayWith();
    api.answer({ headers: { 'content-type': 'application/json' }, body: '["198.51.100.1", "198.5' });
    const { response } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'containers' });
    expect(api.requests).toHaveLength(1);
  });

  it('a JSON body declared larger than MAX_UPSTREAM_JSON_BYTES is refused with UPSTREAM_ERROR after one call', async () => {
    const gw = await gatewayWith({ MAX_UPSTREAM_JSON_BYTES: '1024' });
    api.answer({ body: Array.from({ length: 200 }, (_, i) => `198.51.100.${i}`) });
    const { response } = await timed(() => gw.graphql(READ));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'containers' });
    expect(firstError(response).message).toMatch(/more than 1024 bytes/);
    expect(api.requests).toHaveLength(1);
  });

  /** bunny.net answers 200 MB of `chunk`s with `status`: the read must stop early and drop the connection. */
  async function endlessAnswer(gw: TestGateway, status: number, chunk: string): Promise<GraphQLResponse> {
    api.answer({
      status,
      headers: { 'content-type': 'application/json' },
      generate: { totalBytes: 200 * 1024 * 1024, chunk: Buffer.from(chunk) },
    });
    const { response, ms } = await timed(() => gw.graphql(READ));
    expect(api.requests).toHaveLength(1);
    expect(await api.responses[0]?.completed).toBe(false);
    expect(api.responses[0]?.bytesSent).toBeLessThan(20 * 1024 * 1024);
    expect(ms).toBeLessThan(3_000);
    return response;
  }

  it('an endless chunked JSON body is cut off at the cap and its connection dropped', async () => {
    const gw = await gatewayWith({ MAX_UPSTREAM_JSON_BYTES: '1024' });
    const response = await endlessAnswer(gw, 200, '"198.51.100.1",'.repeat(1000));
    expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
  });

  it("an endless failing body is read only as far as its message's prefix, and its connection dropped", async () => {
    // A whole body may be large here: only the failing answer's own prefix cap can stop the read early.
    const gw = await gatewayWith({ MAX_UPSTREAM_JSON_BYTES: String(150 * 1024 * 1024) });
    const response = await endlessAnswer(gw, 400, '{"Message":"Pull zone is invalid"}'.repeat(500));
    expect(firstError(response).extensions).toMatchObject({ service: 'containers' });
  });
});

describe('a caller that goes away', () => {
  /** POSTs `query` and closes the connection once bunny.net has received the call the gateway makes for it. */
  async function abandon(gw: TestGateway, query: string, requestId: string): Promise<void> {
    const before = api.requests.length;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: TEST_KEY, 'x-request-id': requestId },
      });
      req.on('error', () => resolve());
      req.end(JSON.stringify({ query }));
      const poll = setInterval(() => {
        if (api.requests.length === before) return;
        clearInterval(poll);
        req.destroy();
        resolve();
      }, 10);
    });
  }

  it('aborts the upstream call at once, on a document seen for the first time and on a prepared one', async () => {
    const gw = await gatewayWith();
    const prepared = '{ prepared: containerNodeIps }';
    api.answer({ status: 200, body: ['198.51.100.1'] });
    for (let run = 0; run < 2; run += 1) expect((await gw.graphql(prepared)).body.errors).toBeUndefined();
    api.answer({ delayMs: 4_000, body: [] });
    for (const [query, requestId] of [
      ['{ fresh: containerNodeIps }', 'req-gone-fresh'],
      [prepared, 'req-gone-prepared'],
    ] as const) {
      const startedAt = performance.now();
      await abandon(gw, query, requestId);
      expect(await api.responses.at(-1)?.completed).toBe(false);
      expect(performance.now() - startedAt).toBeLessThan(2_000);
      await expect
        .poll(() => gw.logs.find((line) => line['requestId'] === requestId))
        .toMatchObject({
          http: { status: 499, aborted: true },
        });
    }
  });
});

describe('streamed CSV export', () => {
  const exportBody = () => JSON.stringify({ from: Date.now() - 3_600_000, to: Date.now() - 60_000 });
  const csvChunk = Buffer.from(
    '2026-11-21T05:00:00Z,203.0.113.7,DE,3320,waf,block,942100,SQLi,GET,/login,curl/8.0,t13d\n'.repeat(700),
  );

  it('a client that goes away mid-export aborts the upstream request', async () => {
    const gw = await gatewayWith();
    api.answer({
      headers: { 'content-type': 'text/csv' },
      generate: { totalBytes: 500 * 1024 * 1024, chunk: csvChunk },
    });
    let received = 0;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        `${gw.url}/exports/shield/42/event-logs.csv`,
        { method: 'POST', headers: { 'content-type': 'application/json', AccessKey: TEST_KEY } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > 2 * 1024 * 1024) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on('error', (error) => (received > 2 * 1024 * 1024 ? resolve() : reject(error)));
      req.end(exportBody());
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/shield/event-logs/42/export' });
    const completed = await Promise.race([
      api.responses[0]?.completed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
    ]);
    expect(completed).toBe(false);
    expect(api.responses[0]?.bytesSent).toBeLessThan(100 * 1024 * 1024);
  });

  describe('200 MB to a slow reader, gateway in its own process', () => {
    let gw: SpawnedGateway;
    beforeAll(async () => {
      gw = await spawnGateway(upstreamEnv(api.url));
    });
    afterAll(async () => {
      await gw?.kill();
    });

    it('streams every byte while the gateway process RSS (VmRSS) stays bounded', async () => {
      // Warm up with a 20 MB export: the first one loads and compiles the route, undici and the stream code
      // (about +50 MB RSS whatever the export's size). The resting RSS after it is the baseline.
      api.answer({
        headers: { 'content-type': 'text/csv' },
        generate: { totalBytes: 20 * 1024 * 1024, chunk: csvChunk },
      });
      expect(await slowDownload(`${gw.url}/exports/shield/42/event-logs.csv`, exportBody())).toBe(20 * 1024 * 1024);
      const total = 200 * 1024 * 1024;
      api.answer({ headers: { 'content-type': 'text/csv' }, generate: { totalBytes: total, chunk: csvChunk } });
      const baseline = await gw.rssBytes();
      let peak = baseline;
      const sampler = setInterval(
        () =>
          void gw.rssBytes().then(
            (rss) => (peak = Math.max(peak, rss)),
            () => undefined,
          ),
        25,
      );
      const startedAt = performance.now();
      let received = 0;
      try {
        received = await slowDownload(`${gw.url}/exports/shield/42/event-logs.csv`, exportBody());
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const growthMb = (peak - baseline) / 1024 / 1024;
      console.info(
        `200 MB export: ${seconds.toFixed(1)} s, gateway RSS baseline ${(baseline / 1048576).toFixed(0)} MB, peak ${(peak / 1048576).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)`,
      );
      expect(received).toBe(total);
      // Unbounded buffering would grow by up to 200 MB; streaming with backpressure stays within a few MB when the
      // machine is quiet (the 50 MB target is checked by npm run bench). Lazy GC under a loaded parallel test run has
      // shown +48 MB, so the bound here is half the export: still far from buffering it.
      expect(growthMb).toBeLessThan(100);
    }, 120_000);
  });
});

/** Downloads with a reader slower than the network: a 15 ms pause after every 2 MB. Returns the bytes read. */
function slowDownload(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', AccessKey: TEST_KEY } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        let received = 0;
        let sincePause = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          sincePause += chunk.length;
          if (sincePause >= 2 * 1024 * 1024) {
            sincePause = 0;
            res.pause();
            setTimeout(() => res.resume(), 15);
          }
        });
        res.once('end', () => resolve(received));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
