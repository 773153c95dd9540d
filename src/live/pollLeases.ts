import { createHash, randomUUID } from 'node:crypto';
import type { RedisLink } from '../redis/redisLink.js';
import type { LiveMetrics } from './liveHub.js';
import type { RedisFanout } from './redisFanout.js';

/**
 * Who polls a shared poll (sharedPolls.ts) this interval. A poll is named by its key's hash and its record
 * (`<keyHash> <record>`), never by the key.
 */
export interface PollLeases {
  /** Whether this replica reads the record now: it holds the poll's lease, or polls alone. */
  claim(poll: string): Promise<boolean>;
  /** Tells the other replicas the record changed (its fingerprint's hash: no bunny.net data leaves the replica). */
  changed(poll: string, fingerprint: string): void;
  /** The last subscriber of the poll on this replica left: another replica may take the lease at once. */
  release(poll: string): void;
  /** Polls whose lease this replica holds. */
  readonly held: number;
}

/** Without Redis: every replica polls its own subscribers' records, alone. */
export const ALONE: PollLeases = {
  claim: async () => true,
  changed: () => undefined,
  release: () => undefined,
  held: 0,
};

const CHANNEL = 'bunny-gateway:live:poll-changes';
const PREFIX = 'bunny-gateway:live:poll-lease:';
/** Renews the lease only while this replica still holds it (another may have taken it after it expired). */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** The hash of a fingerprint that is published: replicas compare it with their own, nothing more is said. */
export function fingerprintHash(fingerprint: string): string {
  return createHash('sha256').update(fingerprint).digest('hex');
}

/**
 * One poll per key and record ACROSS the replicas: a lease in Redis (SET NX PX) per poll. The replica holding it
 * reads the record each interval and renews the lease; it publishes each change, and every other replica with
 * subscribers of that poll reads the record once with its own subscriber's key (sharedPolls.ts). The lease lives
 * three intervals: a holder that stops (crash, network) is replaced by the next claim after it expires, within four
 * intervals. Redis down: a claim answers true, so each replica polls its own subscribers alone until Redis is back.
 */
export class RedisPollLeases implements PollLeases {
  private readonly token = randomUUID();
  private readonly mine = new Set<string>();

  constructor(
    private readonly link: RedisLink,
    private readonly fanout: RedisFanout,
    private readonly leaseMs: number,
    private readonly metrics: LiveMetrics,
    onChange: (poll: string, hash: string) => void,
  ) {
    fanout.listen(CHANNEL, (message) => {
      const change = parseChange(message);
      if (change !== undefined && change.origin !== this.token) onChange(change.poll, change.hash);
    });
  }

  get held(): number {
    return this.mine.size;
  }

  async claim(poll: string): Promise<boolean> {
    const key = PREFIX + poll;
    const outcome = await this.link.attempt('live poll lease', 'alone' as const, async (redis) => {
      if (this.mine.has(poll) && (await redis.eval(RENEW, 1, key, this.token, this.leaseMs)) === 1) return 'renewed';
      const set = await redis.set(key, this.token, 'PX', this.leaseMs, 'NX');
      return set === 'OK' ? 'acquired' : 'elsewhere';
    });
    this.record(poll, outcome);
    return outcome !== 'elsewhere';
  }

  changed(poll: string, fingerprint: string): void {
    const message = { origin: this.token, poll, hash: fingerprintHash(fingerprint) };
    this.fanout.publish(CHANNEL, JSON.stringify(message));
  }

  release(poll: string): void {
    if (!this.mine.delete(poll)) return;
    this.metrics.lease('released', this.mine.size);
    void this.link.attempt('live poll lease', 0, (redis) => redis.eval(RELEASE, 1, PREFIX + poll, this.token));
  }

  /** Leases held and lost, on /metrics; `alone` is a claim Redis did not answer (polled locally). */
  private record(poll: string, outcome: 'renewed' | 'acquired' | 'elsewhere' | 'alone'): void {
    if (outcome === 'acquired' && !this.mine.has(poll)) {
      this.mine.add(poll);
      this.metrics.lease('acquired', this.mine.size);
    } else if (outcome === 'elsewhere' && this.mine.delete(poll)) this.metrics.lease('lost', this.mine.size);
    else if (outcome === 'alone') this.metrics.lease('alone', this.mine.size);
  }
}

function parseChange(message: string): { origin: string; poll: string; hash: string } | undefined {
  try {
    const { origin, poll, hash } = JSON.parse(message) as Record<string, unknown>;
    if (typeof origin !== 'string' || typeof poll !== 'string' || typeof hash !== 'string') return undefined;
    return { origin, poll, hash };
  } catch {
    return undefined;
  }
}
