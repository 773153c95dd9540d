import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { ResponseStore } from '../responseCache/store.js';
import { cacheKey, credentialHash, scopesOf } from './responseCacheKeys.js';
import { CacheVisibility, type CostOfHits, type Observation } from './responseCacheVisibility.js';
import { storedResult } from './responseCacheHit.js';
import { useWriteLeases } from './responseCacheWrites.js';
import type { GatewayPlugin } from './gatewayPlugin.js';

/**
 * Whole answers cached per credential, through yoga's own response-cache plugin: a dashboard reloaded every ten
 * seconds, or opened by twenty people of one account, costs bunny.net one read per record per time-to-live. The key
 * holds a hash of the caller's credentials (never a credential) and the generations of each of them
 * (responseCache/store.ts), so no answer crosses callers and no answer read before a write is served after it. The
 * time to live is the SDL's @cacheControl (shortest of what the answer holds), else RESPONSE_CACHE_TTL_MS; answers
 * with errors and mutations are never cached. Every answer says `x-cache: HIT`, `MISS` or `BYPASS`, a hit its `age`.
 *
 * Prepared runs cannot honour its hooks (it answers from the cache before parsing), so with the cache on they are off,
 * and the start-up log says so: a hit costs less than a prepared run, and a miss runs compiled through yoga.handle.
 */
export interface ResponseCacheOptions extends CostOfHits {
  readonly defaultTtlMs: number;
}

export function responseCachePlugin(store: ResponseStore, options: ResponseCacheOptions): GatewayPlugin {
  const observations = new WeakMap<Request, Observation>();
  const cache: Cache = {
    get: async (key) => {
      const answer = await store.get(key);
      return answer === undefined ? null : storedResult(answer);
    },
    set: (key, result, _entities, ttl) => {
      if (!Number.isFinite(ttl) || ttl <= 0) return;
      const text = JSON.stringify({ data: result.data });
      return store.set(key, ownerOf(key), { text, storedAt: Date.now() }, ttl);
    },
    // Answers are made unreachable by the generations a write renews, never looked for by the records they hold.
    invalidate: () => undefined,
  };
  return {
    name: 'response cache',
    plugins: [
      useWriteLeases(store, (request) => observations.get(request)),
      useResponseCache({
        cache,
        ttl: options.defaultTtlMs,
        session: (request) => credentialHash(request.headers),
        buildResponseCacheKey: async ({ documentString, operationName, variableValues, sessionId, request }) => {
          const generation = request ? await store.observe(scopesOf(request.headers)) : undefined;
          const observation: Observation = {
            generation,
            documentString,
            operationName: operationName ?? undefined,
            variableValues: variableValues ?? undefined,
          };
          if (request) observations.set(request, observation);
          return cacheKey(
            sessionId ?? '',
            generation ?? '',
            documentString,
            operationName ?? undefined,
            variableValues,
          );
        },
        // Only once the generations are known (never in onRequest, whose If-None-Match answer would skip them).
        enabled: (request) => observations.get(request)?.generation !== undefined,
        shouldCacheResult: ({ result }) => !result.errors?.length,
        invalidateViaMutation: true,
        includeExtensionMetadata: false,
      }),
      new CacheVisibility(options, (request) => observations.get(request)).plugin(),
    ],
  };
}

/** The owner a key's answer counts against: the credential hash it starts with (responseCacheKeys.ts). */
function ownerOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}
