import { createHash } from 'node:crypto';
import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';
import type { GatewayPlugin } from './gatewayPlugin.js';

/**
 * Whole answers cached per credential, through yoga's own response-cache plugin: a dashboard reloaded every ten
 * seconds, or opened by twenty people of one account, costs bunny.net one read per record per time-to-live. The key
 * holds a hash of the caller's credentials (never a credential), so no answer crosses callers; the time to live is the
 * SDL's @cacheControl (shortest of what the answer holds), else RESPONSE_CACHE_TTL_MS; answers with errors and
 * mutations are never cached, and a mutation drops the cached answers holding the records its payload names (their
 * `id`, or a deletion's `deletedId`), on every replica when the store is Redis.
 *
 * Prepared runs cannot honour its hooks (it answers from the cache before parsing, and collects the records of what it
 * caches while executing), so with the cache on they are off, and the start-up log says so: a hit costs less than a
 * prepared run, and a miss runs compiled through yoga's steps.
 */
export function responseCachePlugin(store: Cache, defaultTtlMs: number): GatewayPlugin {
  const invalidations = new Set<Promise<unknown>>();
  const cache: Cache = {
    ...store,
    get: (key) => store.get(key),
    set: (...args) => store.set(...args),
    // The plugin does not wait for an invalidation; the answer to the mutation does (below).
    invalidate: (entities) => {
      const done = Promise.resolve(store.invalidate(entities)).finally(() => invalidations.delete(done));
      invalidations.add(done);
      return done;
    },
  };
  return {
    name: 'response cache',
    plugins: [
      useResponseCache({
        cache,
        ttl: defaultTtlMs,
        session: (request) => credentialHash(request.headers),
        idFields: ['id', 'deletedId'],
        invalidateViaMutation: true,
        includeExtensionMetadata: false,
      }),
      {
        // A write is answered once the answers it invalidates are gone from the store, so that a read sent right
        // after the answer, to any replica, is fresh.
        onResultProcess: () =>
          invalidations.size === 0 ? undefined : Promise.all(invalidations).then(() => undefined),
      },
    ],
  };
}

/** A hash of every credential header the request sent: the cache key's session, never the credentials themselves. */
function credentialHash(headers: { get(name: string): string | null }): string {
  const hash = createHash('sha256');
  for (const name of CREDENTIAL_HEADERS) hash.update(`${name}\u0000${headers.get(name) ?? ''}\u0000`);
  return hash.digest('hex');
}
