import { randomBytes, randomUUID } from 'node:crypto';
import type { CachedAnswer, ResponseStore, WriteLease } from '../responseCache/store.js';
import type { RedisLink } from './redisLink.js';

/**
 * The response cache in Redis, shared by every replica (responseCache/store.ts says what it promises). Per scope (a
 * hash of one credential): its generation, a random value each write sets (never a counter; a missing one is made
 * anew by the next read, so a generation lost to expiry or eviction never names old answers again), and its write
 * leases, a hash of the writes in progress that expires by itself after the longest a write may run. A read reads
 * both in one round trip, before anything else; a write sets both before it calls bunny.net, retrying while Redis
 * stalls, and is refused when that cannot be confirmed within RESPONSE_CACHE_WRITE_WAIT_MS. Redis failing on a read
 * means the cache is passed by (a miss, not stored), never an answer it cannot vouch for.
 */
const PREFIX = 'bunny-gateway:response-cache:';
const answerKey = (key: string) => `${PREFIX}answer:${key}`;
const generationKey = (scope: string) => `${PREFIX}generation:${scope}`;
const leaseKey = (scope: string) => `${PREFIX}writing:${scope}`;

/** The longest an answer is kept, whatever its time to live says (RESPONSE_CACHE_TTL_MS's maximum). */
const MAX_ANSWER_TTL_MS = 86_400_000;

export interface RedisStoreOptions {
  /** How long a write waits for Redis to confirm its lease before it is refused. */
  readonly writeWaitMs: number;
  /** How long a lease outlives a write that could not end it: the longest a write may run (its deadline). */
  readonly leaseMs: number;
  /** Where Redis is, for the start-up log: host and port, never a password. */
  readonly where: string;
}

export function redisResponseStore(link: RedisLink, options: RedisStoreOptions): ResponseStore {
  // A generation outlives the answers stored under it; an idle credential's goes with them.
  const generationTtlMs = MAX_ANSWER_TTL_MS + options.leaseMs;
  const newGeneration = () => randomBytes(8).toString('hex');
  const confirmed = (operation: string, command: (redis: RedisLink['client']) => Promise<boolean>) =>
    retried(options.writeWaitMs, () => link.attempt(operation, false, command));
  return {
    description: `Redis at ${options.where}`,
    observe: (scopes) =>
      link.attempt('cache generation', undefined, async (redis) => {
        const read = redis.pipeline();
        // A generation that is not there (never written, expired, evicted) is made at once, a new random one: never
        // read as some value it had before, so nothing stored under an older one is ever served.
        const made = scopes.map(() => newGeneration());
        scopes.forEach((scope, i) => {
          read.set(generationKey(scope), made[i] as string, 'PX', generationTtlMs, 'NX', 'GET').exists(leaseKey(scope));
        });
        const replies = (await read.exec()) ?? [];
        if (replies.some(([error]) => error)) return undefined;
        const values = replies.map(([, value]) => value);
        if (values.some((value, i) => i % 2 === 1 && value !== 0)) return undefined;
        return scopes.map((_, i) => (typeof values[2 * i] === 'string' ? values[2 * i] : made[i])).join('-');
      }),
    get: (key) =>
      link.attempt('cache read', undefined, async (redis): Promise<CachedAnswer | undefined> => {
        const stored = await redis.get(answerKey(key));
        return stored === null ? undefined : storedAnswer(stored);
      }),
    set: (key, _owner, answer, ttlMs) =>
      link.attempt('cache write', undefined, async (redis) => {
        const ms = Math.min(MAX_ANSWER_TTL_MS, Math.max(1, Math.round(ttlMs)));
        await redis.set(answerKey(key), `${answer.storedAt} ${answer.text}`, 'PX', ms);
      }),
    beginWrite: async (scopes) => {
      const lease: WriteLease = { scopes, id: randomUUID() };
      // Repeating it (a stalled Redis may run every try once it resumes) sets the same lease and a fresh generation.
      const held = await confirmed('cache write lease', async (redis) => {
        const write = redis.multi();
        for (const scope of scopes)
          write
            .hset(leaseKey(scope), lease.id, '1')
            .pexpire(leaseKey(scope), options.leaseMs, 'GT')
            .pexpire(leaseKey(scope), options.leaseMs, 'NX')
            .set(generationKey(scope), newGeneration(), 'PX', generationTtlMs);
        return succeeded(await write.exec());
      });
      return held ? lease : undefined;
    },
    endWrite: async (lease) => {
      // Not confirmed, the lease still ends by itself; the cache is passed by for these scopes until then.
      await confirmed('cache write end', async (redis) => {
        const write = redis.multi();
        for (const scope of lease.scopes)
          write.hdel(leaseKey(scope), lease.id).set(generationKey(scope), newGeneration(), 'PX', generationTtlMs);
        return succeeded(await write.exec());
      });
    },
  };
}

/**
 * An answer as Redis holds it: its stored time, a space, then its JSON text as it is written to the caller, so a hit
 * never parses it (a JSON wrapper would have escaped the whole text inside a string). A value in another shape (one
 * kept before this one) is a miss.
 */
function storedAnswer(stored: string): CachedAnswer | undefined {
  const space = stored.indexOf(' ');
  const storedAt = Number(stored.slice(0, space));
  return space > 0 && Number.isSafeInteger(storedAt) ? { storedAt, text: stored.slice(space + 1) } : undefined;
}

function succeeded(replies: [Error | null, unknown][] | null): boolean {
  return replies?.every(([error]) => error === null) ?? false;
}

/** Tries until one try answers true or `waitMs` has passed, a short pause between tries. */
async function retried(waitMs: number, attempt: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await attempt()) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, left)));
  }
}
