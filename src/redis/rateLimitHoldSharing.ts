import type { RateLimitHold, RateLimitHolds } from '../upstream/rateLimitHolds.js';
import type { RedisLink } from './redisLink.js';

/**
 * Rate-limit holds shared by every replica through Redis's publish/subscribe: a 429 one replica meets is held by all,
 * at once, with no Redis call on the way of any upstream call (each replica keeps the holds it hears of in memory).
 * A replica that misses a hold (Redis down, or started later) finds the 429 out for itself, as without Redis.
 */
const CHANNEL = 'bunny-gateway:rate-limit-holds';

export class RateLimitHoldSharing {
  private readonly subscriber;

  constructor(
    private readonly link: RedisLink,
    holds: () => RateLimitHolds,
  ) {
    // Unlike the command link, the subscription waits for Redis (queued until connected, renewed on reconnects).
    this.subscriber = link.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const hold = parsed(message);
      if (hold) holds().receive(hold);
    });
    void this.subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  /** Tells the other replicas of a hold. */
  readonly share = (hold: RateLimitHold): void => {
    void this.link.attempt('rate-limit hold', 0, (redis) => redis.publish(CHANNEL, JSON.stringify(hold)));
  };

  close(): void {
    this.subscriber.disconnect();
  }
}

/** A hold as a replica publishes it; anything else on the channel is dropped (RateLimitHolds caps its length). */
function parsed(message: string): RateLimitHold | undefined {
  try {
    const { keyHash, host, until } = JSON.parse(message) as Partial<RateLimitHold>;
    const known = host === 'api' || host === 'video' || host === 'originLogs';
    const hash = typeof keyHash === 'string' && /^[0-9a-f]{64}$/.test(keyHash);
    return hash && known && Number.isFinite(until) ? { keyHash, host, until: until as number } : undefined;
  } catch {
    return undefined;
  }
}
