import { ConfigError, type Env, int } from './envValues.js';

/** Trusted documents (TRUSTED_DOCUMENTS_FILE, TRUSTED_DOCUMENTS): the operations frontends ship, known at start-up. */
export interface TrustedDocumentsConfig {
  /** The manifest, or null when trusted documents are off. */
  readonly file: string | null;
  /** `allow`: by id and any document sent whole; `only`: nothing but the manifest's. */
  readonly mode: 'allow' | 'only';
}

export function trustedDocumentsConfig(env: Env): TrustedDocumentsConfig {
  const file = env['TRUSTED_DOCUMENTS_FILE'] || null;
  const mode = env['TRUSTED_DOCUMENTS'] || 'allow';
  if (mode !== 'allow' && mode !== 'only')
    throw new ConfigError(`TRUSTED_DOCUMENTS must be allow or only, got "${mode}"`);
  if (file === null && env['TRUSTED_DOCUMENTS'])
    throw new ConfigError('TRUSTED_DOCUMENTS needs TRUSTED_DOCUMENTS_FILE, the manifest of the trusted documents');
  return { file, mode };
}

/** The response cache (RESPONSE_CACHE, REDIS_URL): whole answers per credential, shared by replicas through Redis. */
export interface ResponseCacheConfig {
  /** off, in this process's memory, or in Redis (every replica shares it). */
  readonly store: 'off' | 'memory' | 'redis';
  readonly redisUrl: string | null;
  /** How long an answer is kept when the SDL's @cacheControl says nothing shorter. */
  readonly defaultTtlMs: number;
  /** How long a Redis command may take before the cache is passed by (fail open). */
  readonly redisTimeoutMs: number;
  /** How long a write waits for Redis to confirm it holds its credentials' answers before it is refused. */
  readonly writeWaitMs: number;
  /** The memory store's bound, in bytes of answers (RESPONSE_CACHE=memory). */
  readonly maxBytes: number;
  /** What one credential's answers may take of `maxBytes`, at most, in bytes. */
  readonly credentialShareBytes: number;
}

export function responseCacheConfig(env: Env): ResponseCacheConfig {
  const redisUrl = env['REDIS_URL'] || null;
  const store = env['RESPONSE_CACHE'] || (redisUrl ? 'redis' : 'off');
  if (store !== 'off' && store !== 'memory' && store !== 'redis')
    throw new ConfigError(`RESPONSE_CACHE must be off, memory or redis, got "${store}"`);
  if (store === 'redis' && redisUrl === null) throw new ConfigError('RESPONSE_CACHE=redis needs REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return {
    store,
    redisUrl,
    defaultTtlMs: int(env, 'RESPONSE_CACHE_TTL_MS', 30_000, 1_000, 86_400_000),
    redisTimeoutMs: int(env, 'REDIS_TIMEOUT_MS', 200, 10, 10_000),
    writeWaitMs: int(env, 'RESPONSE_CACHE_WRITE_WAIT_MS', 2_000, 10, 60_000),
    ...memoryBounds(env),
  };
}

/** RESPONSE_CACHE_MAX_BYTES and RESPONSE_CACHE_CREDENTIAL_SHARE (a fraction of it, above 0, at most 1). */
function memoryBounds(env: Env): { maxBytes: number; credentialShareBytes: number } {
  const maxBytes = int(env, 'RESPONSE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 64 * 1024, 16 * 1024 * 1024 * 1024);
  const raw = env['RESPONSE_CACHE_CREDENTIAL_SHARE'];
  const share = raw === undefined || raw === '' ? 0.125 : Number(raw);
  if (!/^\s*[0-9.]+\s*$/.test(raw ?? '0.125') || !Number.isFinite(share) || share <= 0 || share > 1)
    throw new ConfigError(`RESPONSE_CACHE_CREDENTIAL_SHARE must be a fraction above 0 and at most 1, got "${raw}"`);
  return { maxBytes, credentialShareBytes: Math.floor(maxBytes * share) };
}
