import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/errors/gatewayError.js';
import { MAX_HOLD_SECONDS, RateLimitHolds, type RateLimitHold } from '../../src/upstream/rateLimitHolds.js';
import type { UpstreamCall, UpstreamHost } from '../../src/upstream/types.js';

/** A call with only what the holds read: the key, the host and the service. */
function callOf(key: string, host: UpstreamHost = 'api'): UpstreamCall {
  return { auth: { header: 'AccessKey', value: key }, host, service: 'containers' } as unknown as UpstreamCall;
}

/** The error `check` throws, or undefined when the call may go. */
function refusal(holds: RateLimitHolds, call: UpstreamCall, now: number): GatewayError | undefined {
  try {
    holds.check(call, now);
    return undefined;
  } catch (error) {
    return error as GatewayError;
  }
}

describe('the holds of 429 answers on one replica', () => {
  const NOW = 1_800_000_000_000;

  it('hold the key that was answered 429 on its host, and no other key or host', () => {
    const holds = new RateLimitHolds();
    holds.record(callOf('held-key-000001'), 30, NOW);
    expect(refusal(holds, callOf('held-key-000001'), NOW + 1_000)?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      upstream: { retryAfter: 29 },
    });
    expect(refusal(holds, callOf('other-key-000002'), NOW + 1_000)).toBeUndefined();
    expect(refusal(holds, callOf('held-key-000001', 'video'), NOW + 1_000)).toBeUndefined();
  });

  it('let the key go again once the time bunny.net asked for has passed', () => {
    const holds = new RateLimitHolds();
    holds.record(callOf('held-key-000001'), 30, NOW);
    expect(refusal(holds, callOf('held-key-000001'), NOW + 29_999)).toBeInstanceOf(GatewayError);
    expect(refusal(holds, callOf('held-key-000001'), NOW + 30_000)).toBeUndefined();
  });

  it('share a hold without the key, and keep the later of two holds for one key', () => {
    const shared: RateLimitHold[] = [];
    const holds = new RateLimitHolds((hold) => shared.push(hold));
    holds.record(callOf('held-key-000001'), 30, NOW);
    expect(shared).toHaveLength(1);
    expect(JSON.stringify(shared)).not.toContain('held-key-000001');
    holds.receive({ ...(shared[0] as RateLimitHold), until: NOW + 5_000 });
    expect(refusal(holds, callOf('held-key-000001'), NOW + 10_000)).toBeInstanceOf(GatewayError);
  });

  it('hold a key MAX_HOLD_SECONDS at most, whatever Retry-After bunny.net sent', () => {
    const holds = new RateLimitHolds();
    holds.record(callOf('held-key-000001'), 9_999_999_999, NOW);
    expect(refusal(holds, callOf('held-key-000001'), NOW)?.extensions).toMatchObject({
      upstream: { retryAfter: MAX_HOLD_SECONDS },
    });
    expect(refusal(holds, callOf('held-key-000001'), NOW + MAX_HOLD_SECONDS * 1000)).toBeUndefined();
  });

  it('hold nothing for a wait that is zero, negative or not a number', () => {
    const shared: RateLimitHold[] = [];
    const holds = new RateLimitHolds((hold) => shared.push(hold));
    for (const seconds of [0, -1, Number.NaN, Number.NEGATIVE_INFINITY]) holds.record(callOf('key-0001'), seconds, NOW);
    expect(refusal(holds, callOf('key-0001'), NOW)).toBeUndefined();
    expect(shared).toEqual([]);
  });

  it('cap a hold another replica sends to MAX_HOLD_SECONDS from its arrival, and drop one with no finite end', () => {
    const shared: RateLimitHold[] = [];
    const holds = new RateLimitHolds((hold) => shared.push(hold));
    holds.record(callOf('held-key-000001'), 1, NOW);
    const { keyHash } = shared[0] as RateLimitHold;
    holds.receive({ keyHash, host: 'api', until: NOW + 10 * 365 * 86_400_000 }, NOW);
    expect(refusal(holds, callOf('held-key-000001'), NOW + MAX_HOLD_SECONDS * 1000 - 1)).toBeInstanceOf(GatewayError);
    expect(refusal(holds, callOf('held-key-000001'), NOW + MAX_HOLD_SECONDS * 1000)).toBeUndefined();
    holds.receive({ keyHash, host: 'video', until: Number.POSITIVE_INFINITY }, NOW);
    expect(refusal(holds, callOf('held-key-000001', 'video'), NOW)).toBeUndefined();
  });
});
