import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { ServerContext } from '../request/context.js';
import type { RequestScope } from '../request/scope.js';
import { type AnswerAddress, keyAt, type Lookup, type ResponseStore } from '../responseCache/store.js';
import { answerAddress, credentialHash, ownerOf, scopesOf } from './responseCacheKeys.js';
import { CacheVisibility, type CostOfHits, type Observation } from './responseCacheVisibility.js';
import { storedResult } from './responseCacheHit.js';
import { useWriteLeases } from './responseCacheWrites.js';
import { PREPARED_RUNS_OFF, type GatewayPlugin, type HitStep } from './gatewayPlugin.js';
import { KeptAnswers } from './responseCacheKept.js';

/**
 * Whole answers cached per credential, through yoga's own response-cache plugin: a dashboard reloaded every ten
 * seconds, or opened by twenty people of one account, costs bunny.net one read per record per time-to-live. The key
 * holds a hash of the caller's credentials (never a credential) and the generations of each of them
 * (responseCache/store.ts), so no answer crosses callers and no answer read before a write is served after it. The
 * time to live is the SDL's @cacheControl (shortest of what the answer holds), else RESPONSE_CACHE_TTL_MS; answers
 * with errors and mutations are never cached. Every answer says `x-cache: HIT`, `MISS` or `BYPASS`, a hit its `age`.
 * The generations and the answer kept under them are read in one step (`ResponseStore.lookup`).
 *
 * Prepared runs cannot honour its hooks (it answers from the cache before parsing), so with the cache on they are off,
 * and the start-up log says so: a hit costs less than a prepared run, and a miss runs compiled through yoga.handle.
 * A trusted document named by id is looked up before yoga runs at all (its `hits` step, execution/storedAnswers.ts):
 * the same key, the same answer, without yoga's request pipeline; its miss hands yoga the lookup it made.
 */
export interface ResponseCacheOptions extends CostOfHits {
  readonly defaultTtlMs: number;
}

export function responseCachePlugin(store: ResponseStore, options: ResponseCacheOptions): GatewayPlugin {
  const observations = new WeakMap<object, Observation>();
  const kept = new KeptAnswers();
  /** A trusted document's lookup that found no answer, for yoga's run of the same request (by its scope). */
  const missed = new WeakMap<RequestScope, { readonly address: AnswerAddress; readonly lookup: Lookup }>();
  const cache: Cache = {
    // The answer the request's lookup found a moment ago (buildResponseCacheKey): no second read of the store.
    get: (key) => {
      const answer = kept.take(key);
      return answer === undefined ? null : storedResult(answer);
    },
    set: (key, result, _entities, ttl) => {
      if (!Number.isFinite(ttl) || ttl <= 0) return;
      const body = Buffer.from(JSON.stringify({ data: result.data }));
      return store.set(key, ownerOf(key), { body, storedAt: Date.now() }, ttl);
    },
    // Answers are made unreachable by the generations a write renews, never looked for by the records they hold.
    invalidate: () => undefined,
  };
  const { onRequest: _ifNoneMatch, ...responseCache } = useResponseCache({
    cache,
    ttl: options.defaultTtlMs,
    session: (request) => credentialHash(request.headers),
    buildResponseCacheKey: async ({ documentString, operationName, variableValues, sessionId, request, context }) => {
      const address = answerAddress(sessionId ?? '', documentString, operationName ?? undefined, variableValues);
      const scope = (context as Partial<ServerContext>).scope;
      const earlier = scope && missed.get(scope);
      const lookup =
        earlier?.address.operation === address.operation
          ? earlier.lookup
          : request && (await store.lookup(scopesOf(request.headers), address));
      if (request) observations.set(request, observed(lookup, documentString, operationName, variableValues));
      const key = keyAt(address, lookup?.generation ?? '');
      if (lookup?.answer) kept.hold(key, lookup.answer);
      return key;
    },
    // Only once the generations are known (yoga's If-None-Match answer in onRequest, which would skip them, is
    // dropped above: its `enabled` is false there anyway).
    enabled: (request) => observations.get(request)?.generation !== undefined,
    shouldCacheResult: ({ result }) => !result.errors?.length,
    invalidateViaMutation: true,
    includeExtensionMetadata: false,
  });
  const hits: HitStep = {
    answer: async (operation, { request, params, scope }) => {
      const documentString = params.query;
      if (operation.operation.operation !== 'query' || typeof documentString !== 'string') return undefined;
      const { variables, operationName } = params;
      const address = answerAddress(credentialHash(request.headers), documentString, operationName, variables);
      const lookup = await store.lookup(scopesOf(request.headers), address);
      if (lookup === undefined) return undefined;
      if (lookup.answer === undefined) {
        missed.set(scope, { address, lookup });
        return undefined;
      }
      observations.set(request, observed(lookup, documentString, operationName, variables));
      return storedResult(lookup.answer);
    },
  };
  return {
    name: 'response cache',
    plugins: [
      useWriteLeases(store, (request) => observations.get(request)),
      responseCache,
      new CacheVisibility(options, (request) => observations.get(request)).plugin(),
    ],
    prepared: PREPARED_RUNS_OFF,
    hits,
  };
}

function observed(
  lookup: Lookup | undefined,
  documentString: string,
  operationName: string | null | undefined,
  variableValues: { readonly [name: string]: unknown } | null | undefined,
): Observation {
  return {
    generation: lookup?.generation,
    documentString,
    operationName: operationName ?? undefined,
    variableValues: variableValues ?? undefined,
  };
}
