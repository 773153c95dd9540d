import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { GatewayError, badInput } from '../../src/errors/gatewayError.js';
import { CircuitBreakers } from '../../src/upstream/breaker.js';
import type { UpstreamAttempt } from '../../src/upstream/observer.js';
import { UpstreamPools } from '../../src/upstream/pools.js';
import { RetryBudget } from '../../src/upstream/retryPolicy.js';
import { RateLimitHolds } from '../../src/upstream/rateLimitHolds.js';
import { UpstreamSession, type UpstreamInfrastructure } from '../../src/upstream/session.js';
import type { UpstreamCall } from '../../src/upstream/types.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';

/** UpstreamSession against a real HTTP fake, without GraphQL in between. */

let fake: FakeUpstream;
let infra: UpstreamInfrastructure;
let attempts: UpstreamAttempt[];

beforeAll(async () => {
  fake = await startFakeUpstream();
  const config = loadConfig(upstreamEnv(fake.url, { RETRY_BASE_DELAY_MS: '10', RETRY_MAX_DELAY_MS: '20' }));
  attempts = [];
  infra = {
    config,
    pools: new UpstreamPools(config),
    breakers: new CircuitBreakers(config.breaker),
    retryBudget: new RetryBudget(config.retry.budgetRatio),
    observer: { attemptFinished: (attempt) => attempts.push(attempt), breakerRejected: () => undefined },
    holds: new RateLimitHolds(),
  };
});
afterAll(async () => {
  await infra.pools.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.responses.length = 0;
  attempts.length = 0;
  for (const breaker of Object.values(infra.breakers.byHost)) breaker.recordSuccess();
});

const session = (deadlineMs: number | null = 5_000, signal?: AbortSignal) =>
  new UpstreamSession(infra, { requestId: 'req-1', deadlineMs, caller: { signal } });
const auth = { header: 'AccessKey', value: 'k' } as const;
/** A read of a route the tests make slow (`delayMs`). */
const slowRead: UpstreamCall = {
  service: 'containers',
  host: 'api',
  method: 'GET',
  route: '/slow',
  auth,
  idempotent: true,
};
const exportCall: UpstreamCall = { service: 'shield', host: 'api', method: 'POST', route: '/export', json: {}, auth };
const upload = (body: Readable): UpstreamCall => ({
  service: 'stream',
  host: 'video',
  method: 'POST',
  route: '/thumb',
  body: { stream: body, contentType: 'application/octet-stream' },
  auth,
});

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('UpstreamSession.stream', () => {
  it('loses no bytes when the consumer attaches late, and reports the byte count', async () => {
    const total = 3 * 1024 * 1024;
    fake.answer({
      headers: { 'content-type': 'text/csv' },
      generate: { totalBytes: total, chunk: Buffer.alloc(64 * 1024, 'a') },
    });
    const { body, contentType } = await session(null).stream(exportCall);
    expect(contentType).toBe('text/csv');
    // A consumer that starts later (other awaits in between) must still get every byte.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readAll(body)).length).toBe(total);
    await new Promise((resolve) => setImmediate(resolve));
    expect(attempts.at(-1)).toMatchObject({ status: 200, bytes: total });
  });

  it('destroying the body aborts the upstream response', async () => {
    fake.answer({
      headers: { 'content-type': 'text/csv' },
      generate: { totalBytes: 500 * 1024 * 1024, chunk: Buffer.alloc(64 * 1024, 'a') },
    });
    const { body } = await session(null).stream(exportCall);
    body.destroy();
    expect(await fake.responses[0]?.completed).toBe(false);
  });

  it('a mutation is sent once even when it fails with 503', async () => {
    fake.answer({ status: 503 });
    await expect(session().stream(exportCall)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('UpstreamSession.json', () => {
  it('an upload stream that fails with our own error keeps that error (not an ambiguous upstream failure)', async () => {
    fake.answer({ body: { success: true } });
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(badInput('stream', 'thumbnail', 'The thumbnail is larger than 1024 bytes.'));
      },
    });
    const error = await session()
      .json(upload(failing))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'thumbnail' });
    expect(infra.breakers.byHost.video.current()).toBe('closed');
  });

  it('a caller that goes away ends the call without counting against the host', async () => {
    fake.answer({ delayMs: 2_000, body: [] });
    const controller = new AbortController();
    const pending = session(5_000, controller.signal).json(slowRead);
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toBeInstanceOf(GatewayError);
    expect(fake.requests).toHaveLength(1);
    expect(infra.breakers.byHost.api.current()).toBe('closed');
  });

  it('the request deadline reads as UPSTREAM_TIMEOUT', async () => {
    fake.answer({ delayMs: 2_000, body: [] });
    await expect(session(200).json(slowRead)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('UpstreamSession read sharing', () => {
  const read: UpstreamCall = {
    service: 'pullZones',
    host: 'api',
    method: 'GET',
    route: '/zone',
    idempotent: true,
    auth,
  };
  const write: UpstreamCall = {
    service: 'pullZones',
    host: 'api',
    method: 'POST',
    route: '/zone/change',
    json: {},
    auth,
  };

  it('shares identical reads of a request, and reads again after a write of the same request', async () => {
    let answered = 0;
    fake.answer(() => ({ status: 200, body: { n: answered++ } }));
    const one = session();
    const [first, second] = await Promise.all([one.json(read), one.json(read)]);
    expect(second).toBe(first);
    await one.json(write);
    const after = await one.json(read);
    expect(after.data).not.toEqual(first.data);
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /zone',
      'POST /zone/change',
      'GET /zone',
    ]);
  });
});
