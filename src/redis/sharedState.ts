import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';
import { memoryResponseStore } from '../responseCache/memoryStore.js';
import type { ResponseStore } from '../responseCache/store.js';
import { RateLimitHolds } from '../upstream/rateLimitHolds.js';
import { RateLimitHoldSharing } from './rateLimitHoldSharing.js';
import { RedisLink, type RedisMetrics } from './redisLink.js';
import { redisResponseStore } from './responseCacheStore.js';

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
  readonly cache: ResponseStore | undefined;
  /** The link to Redis, when REDIS_URL is set: subscriptions fan out through it (live/redisFanout.ts). */
  readonly link: RedisLink | undefined;
  close(): Promise<void>;
}

/** How long a write's lease outlives the longest the write may run, so that it never ends before the write. */
const LEASE_MARGIN_MS = 5_000;

export function sharedState(config: Config, logger: Logger, metrics: SharedStateMetrics): SharedState {
  const { store, redisUrl, redisTimeoutMs } = config.responseCache;
  const link = redisUrl === null ? undefined : new RedisLink(redisUrl, redisTimeoutMs, logger, metrics);
  let holds: RateLimitHolds | undefined;
  const sharing = link && new RateLimitHoldSharing(link, () => holds as RateLimitHolds);
  holds = new RateLimitHolds(sharing?.share);
  const cache = store === 'off' ? undefined : counted(storeOf(config, link), metrics);
  if (redisUrl !== null)
    logger.info({ redis: redisWhere(redisUrl) }, `Redis at ${redisWhere(redisUrl)}: shared by the replicas`);
  logger.info(
    { responseCache: cache ? cache.description : 'off' },
    cache ? `response cache on: ${cache.description}` : 'response cache off',
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

function storeOf(config: Config, link: RedisLink | undefined): ResponseStore {
  const { store, redisUrl, writeWaitMs, maxBytes, credentialShareBytes } = config.responseCache;
  if (link && redisUrl !== null && store === 'redis') {
    const leaseMs = config.timeouts.requestDeadlineMs + writeWaitMs + LEASE_MARGIN_MS;
    return redisResponseStore(link, { writeWaitMs, leaseMs, where: redisWhere(redisUrl) });
  }
  return memoryResponseStore(maxBytes, credentialShareBytes);
}

/** Redis's host and port, never its user or password; `rediss://` is said as TLS. */
function redisWhere(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.protocol === 'rediss:' ? ' (TLS)' : ''}`;
}

/** The store with its reads counted as hits and misses (a read that passes the cache by is neither). */
function counted(store: ResponseStore, metrics: SharedStateMetrics): ResponseStore {
  return {
    ...store,
    lookup: async (scopes, address) => {
      const found = await store.lookup(scopes, address);
      if (found) metrics.cacheRead(found.answer !== undefined);
      return found;
    },
  };
}
