import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { GatewayError } from '../../src/errors/gatewayError.js';
import { CircuitBreakers } from '../../src/upstream/breaker.js';
import { UpstreamPools } from '../../src/upstream/pools.js';
import { RetryBudget } from '../../src/upstream/retryPolicy.js';
import { RateLimitHolds } from '../../src/upstream/rateLimitHolds.js';
import { UpstreamSession, type UpstreamInfrastructure } from '../../src/upstream/session.js';
import type { UpstreamCall } from '../../src/upstream/types.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';

/**
 * A call waits in undici's queue while every connection to the host is busy. When its request's deadline passes
 * there, it is cancelled at once and never sent, and it is not a failure of the host: the circuit breaker (here
 * opened by a single failure) stays closed.
 */

let fake: FakeUpstream;
let infra: UpstreamInfrastructure;

beforeAll(async () => {
  fake = await startFakeUpstream((request) =>
    request.url === '/busy'
      ? { delayMs: 1_500, body: ['busy'] }
      : { headers: { 'content-type': 'text/csv' }, body: 'a,b\n' },
  );
  const config = loadConfig(upstreamEnv(fake.url, { BREAKER_FAILURE_THRESHOLD: '1' }));
  infra = {
    config,
    pools: new UpstreamPools(config),
    breakers: new CircuitBreakers(config.breaker),
    retryBudget: new RetryBudget(config.retry.budgetRatio),
    observer: { attemptFinished: () => undefined, breakerRejected: () => undefined },
    holds: new RateLimitHolds(),
  };
});
afterAll(async () => {
  await infra.pools.close();
  await fake.close();
});

const auth = { header: 'AccessKey', value: 'queued-test-key' } as const;
const busy: UpstreamCall = {
  service: 'containers',
  host: 'api',
  method: 'GET',
  route: '/busy',
  auth,
  idempotent: true,
};
const session = (deadlineMs: number) => new UpstreamSession(infra, { requestId: 'queued', deadlineMs, caller: {} });

/** The host's connections (128, UPSTREAM_CONNECTIONS' default). */
const CONNECTIONS = 128;

/** Every connection busy for 1.5 s; `queued` runs meanwhile with a 300 ms deadline. */
async function whileBusy(queued: (s: UpstreamSession) => Promise<unknown>) {
  fake.requests.length = 0;
  const holders = Array.from({ length: CONNECTIONS }, () => session(10_000).json(busy));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const startedAt = Date.now();
  const error = (await queued(session(300)).catch((failure: unknown) => failure)) as GatewayError;
  const ms = Date.now() - startedAt;
  await Promise.all(holders);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { error, ms, sent: [...new Set(fake.requests.map((request) => request.url))], count: fake.requests.length };
}

describe('a call queued for a connection past its deadline', () => {
  it('a read fails at its deadline, never sent, and does not count against the host', async () => {
    const { error, ms, sent, count } = await whileBusy((s) => s.json({ ...busy, route: '/read' }));
    expect(count).toBe(CONNECTIONS);
    expect(ms).toBeLessThan(1_000);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'containers' });
    expect(error.message).toContain('never sent');
    expect(sent).toEqual(['/busy']);
    expect(infra.breakers.byHost.api.current()).toBe('closed');
  });

  it('a change is not ambiguous: it never left the gateway', async () => {
    const { error, sent } = await whileBusy((s) =>
      s.json({ service: 'containers', host: 'api', method: 'POST', route: '/change', json: {}, auth }),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(error.extensions['ambiguous']).toBeUndefined();
    expect(sent).toEqual(['/busy']);
    expect(infra.breakers.byHost.api.current()).toBe('closed');
  });

  it('a streamed export fails at its deadline the same way', async () => {
    const exportCall: UpstreamCall = {
      service: 'shield',
      host: 'api',
      method: 'POST',
      route: '/export',
      json: {},
      auth,
    };
    const { error, ms, sent } = await whileBusy((s) => s.stream(exportCall));
    expect(ms).toBeLessThan(1_000);
    expect(error.message).toContain('never sent');
    expect(sent).toEqual(['/busy']);
    expect(infra.breakers.byHost.api.current()).toBe('closed');
  });
});
