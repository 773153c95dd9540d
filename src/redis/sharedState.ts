import { type Cache, createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';
import { RateLimitHolds } from '../upstream/rateLimitHolds.js';
import { RateLimitHoldSharing } from './rateLimitHoldSharing.js';
import { RedisLink, type RedisMetrics } from './redisLink.js';
import { entityOf, redisResponseCache } from './responseCacheStore.js';

/** What the gateway counts of what it shares: Redis's failures, and the response cache's reads. */
export interface SharedStateMetrics extends RedisMetrics {
  cacheRead(hit: boolean): void;
}

/**
 * The state replicas share when REDIS_URL names a Redis (or Valkey): the response cache and the rate-limit holds. Without
 * it, each process keeps its own: the holds in memory, and the cache in memory when RESPONSE_CACHE=memory.
 */
export interface SharedState {
  readonly holds: RateLimitHolds;
  /** The response cache's store, or undefined when RESPONSE_CACHE is off. */
  readonly cache: Cache | undefined;
  /** The link to Redis, when REDIS_URL is set: subscriptions fan out through it (live/redisFanout.ts). */
  readonly link: RedisLink | undefined;
  close(): Promise<void>;
}

/** Answers kept by one process's memory cache, at most. */
const MEMORY_CACHE_ENTRIES = 1_000;

export function sharedState(config: Config, logger: Logger, metrics: SharedStateMetrics): SharedState {
  const { store, redisUrl, redisTimeoutMs } = config.responseCache;
  const link = redisUrl === null ? undefined : new RedisLink(redisUrl, redisTimeoutMs, logger, metrics);
  let holds: RateLimitHolds | undefined;
  const sharing = link && new RateLimitHoldSharing(link, () => holds as RateLimitHolds);
  holds = new RateLimitHolds(sharing?.share);
  const cache =
    store === 'off'
      ? undefined
      : counted(
          link && store === 'redis'
            ? redisResponseCache(link)
            : createInMemoryCache({
                max: MEMORY_CACHE_ENTRIES,
                buildEntityId: (typename, id) => entityOf({ typename, id }),
              }),
          metrics,
        );
  return {
    holds,
    cache,
    link,
    close: async () => {
      sharing?.close();
      await link?.close();
    },
  };
}

/** The cache with its reads counted as hits and misses. */
function counted(cache: Cache, metrics: SharedStateMetrics): Cache {
  return {
    ...cache,
    get: async (key) => {
      const answer = await cache.get(key);
      metrics.cacheRead(answer != null);
      return answer;
    },
    set: (...args) => cache.set(...args),
    invalidate: (entities) => cache.invalidate(entities),
  };
}
