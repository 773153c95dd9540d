import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { GatewayError } from '../../src/errors/gatewayError.js';
import { CircuitBreakers } from '../../src/upstream/breaker.js';
import { UpstreamPools } from '../../src/upstream/pools.js';
import { RetryBudget } from '../../src/upstream/retryPolicy.js';
import { RateLimitHolds } from '../../src/upstream/rateLimitHolds.js';
import { UpstreamSession, type UpstreamInfrastructure } from '../../src/upstream/session.js';
import type { UpstreamCall } from '../../src/upstream/types.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';

/**
 * The hard cap of MAX_UPSTREAM_CALLS in the session, against a real HTTP fake that counts what reaches it. Through
 * GraphQL the estimate (plugins/upstreamCallEstimate.ts) refuses first, so the cap is proven here, where nothing
 * stands in front of it.
 */

let fake: FakeUpstream;
let infra: UpstreamInfrastructure;

beforeAll(async () => {
  fake = await startFakeUpstream();
  const config = loadConfig(upstreamEnv(fake.url, { MAX_UPSTREAM_CALLS: '10', RETRY_BASE_DELAY_MS: '1' }));
  infra = {
    config,
    pools: new UpstreamPools(config),
    breakers: new CircuitBreakers(config.breaker),
    retryBudget: new RetryBudget(1),
    observer: { attemptFinished: () => undefined, breakerRejected: () => undefined },
    holds: new RateLimitHolds(),
  };
});
afterAll(async () => {
  await infra.pools.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.answer({ body: {} });
});

const auth = { header: 'AccessKey', value: 'k' } as const;
const write = (i: number): UpstreamCall => ({
  service: 'pullZones',
  host: 'api',
  method: 'POST',
  route: `/w${i}`,
  auth,
});
const read: UpstreamCall = { service: 'pullZones', host: 'api', method: 'GET', route: '/r', idempotent: true, auth };
const BUDGET = 'budget of 10 upstream calls';
const newSession = () => new UpstreamSession(infra, { requestId: 'req-budget', deadlineMs: 5_000, caller: {} });

describe('the hard cap of upstream calls per request', () => {
  it('sends 10 of 15 writes with a budget of 10 and fails the other 5 with BAD_USER_INPUT naming the budget', async () => {
    const session = newSession();
    const outcomes = [];
    for (let i = 0; i < 15; i += 1) outcomes.push(await session.json(write(i)).catch((error: unknown) => error));

    expect(fake.requests).toHaveLength(10);
    const refused = outcomes.slice(10);
    for (const error of refused) {
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).code).toBe('BAD_USER_INPUT');
      expect((error as GatewayError).message).toContain(`${BUDGET} (MAX_UPSTREAM_CALLS)`);
    }
  });

  it('counts a read the session shares once', async () => {
    const session = newSession();
    await Promise.all(Array.from({ length: 30 }, () => session.json(read)));
    for (let i = 0; i < 9; i += 1) await session.json(write(i));

    await expect(session.json(write(9))).rejects.toThrow(BUDGET);
    expect(fake.requests).toHaveLength(10);
  });

  it('counts a retried read as one call', async () => {
    let reads = 0;
    fake.answer((request) => (request.method === 'GET' && reads++ === 0 ? { status: 503 } : { body: {} }));
    const session = newSession();
    for (let i = 0; i < 9; i += 1) await session.json(write(i));

    await expect(session.json(read)).resolves.toMatchObject({ status: 200 });
    await expect(session.json(write(9))).rejects.toThrow(BUDGET);
    expect(fake.requests).toHaveLength(11);
  });

  it('gives every request its own budget', async () => {
    const first = newSession();
    for (let i = 0; i < 10; i += 1) await first.json(write(i));
    const second = newSession();
    for (let i = 0; i < 10; i += 1) await second.json(write(i));

    await expect(first.json(write(10))).rejects.toThrow(BUDGET);
    expect(fake.requests).toHaveLength(20);
  });
});
