import { createHash } from 'node:crypto';
import { GatewayError } from '../errors/gatewayError.js';
import type { UpstreamCall, UpstreamHost } from './types.js';

/** A 429 of bunny.net's for one key on one host: no call of that key to that host until `until` (epoch ms). */
export interface RateLimitHold {
  /** A hash of the key, never the key: holds travel between replicas. */
  readonly keyHash: string;
  readonly host: UpstreamHost;
  readonly until: number;
}

/** Bounded whatever callers do: the oldest hold goes first. */
const MAX_HOLDS = 10_000;

/**
 * The longest a key is held, whatever bunny.net's Retry-After or another replica's hold says: a hostile or mistaken
 * `Retry-After: 9999999999` would otherwise hold the key for 317 years on every replica. Past it the next call asks
 * bunny.net again, which answers 429 again if it still means it.
 */
export const MAX_HOLD_SECONDS = 60;
const MAX_HOLD_MS = MAX_HOLD_SECONDS * 1000;

/**
 * When bunny.net answers 429 with Retry-After for a key, every call of that key to that host waits it out, for
 * MAX_HOLD_SECONDS at most: refused at once as RATE_LIMITED (with the seconds left) instead of asking bunny.net
 * again. `share` hands each new hold to the other replicas (redis/rateLimitHoldSharing.ts), which `receive` it, so
 * they hold too instead of each finding out on its own.
 */
export class RateLimitHolds {
  private readonly holds = new Map<string, RateLimitHold>();

  constructor(private readonly share: (hold: RateLimitHold) => void = () => {}) {}

  /** Throws RATE_LIMITED when the call's key is held on its host. */
  check(call: UpstreamCall, now = Date.now()): void {
    if (this.holds.size === 0) return;
    const key = holdKey(keyHashOf(call), call.host);
    const hold = this.holds.get(key);
    if (hold === undefined) return;
    if (hold.until <= now) {
      this.holds.delete(key);
      return;
    }
    const retryAfter = Math.ceil((hold.until - now) / 1000);
    throw new GatewayError(
      `bunny.net asked this key to slow down: no call until it allows, in ${retryAfter} s (held, not sent).`,
      { code: 'RATE_LIMITED', service: call.service, upstream: { retryAfter } },
    );
  }

  /** bunny.net answered 429 with Retry-After: hold the key on this host, here and on every replica. */
  record(call: UpstreamCall, retryAfterSeconds: number, now = Date.now()): void {
    if (!(retryAfterSeconds > 0)) return;
    const until = now + Math.min(retryAfterSeconds * 1000, MAX_HOLD_MS);
    const hold: RateLimitHold = { keyHash: keyHashOf(call), host: call.host, until };
    this.receive(hold, now);
    this.share(hold);
  }

  /**
   * A hold from this replica or another. Another's is capped again here: what comes through Redis may come from a
   * replica with other rules, or from whoever can write to it.
   */
  receive(received: RateLimitHold, now = Date.now()): void {
    if (!Number.isFinite(received.until) || received.until <= now) return;
    const hold = { ...received, until: Math.min(received.until, now + MAX_HOLD_MS) };
    const key = holdKey(hold.keyHash, hold.host);
    const known = this.holds.get(key);
    if (known !== undefined && known.until >= hold.until) return;
    this.holds.delete(key);
    if (this.holds.size >= MAX_HOLDS) this.holds.delete(this.holds.keys().next().value as string);
    this.holds.set(key, hold);
  }
}

function keyHashOf(call: UpstreamCall): string {
  return createHash('sha256').update(`${call.auth.header}:${call.auth.value}`).digest('hex');
}

function holdKey(keyHash: string, host: UpstreamHost): string {
  return `${host} ${keyHash}`;
}
