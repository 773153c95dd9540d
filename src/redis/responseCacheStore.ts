import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AnswerAddress, CachedAnswer, Lookup, ResponseStore, WriteLease } from '../responseCache/store.js';
import type { RedisLink } from './redisLink.js';

/**
 * The response cache in Redis, shared by every replica (responseCache/store.ts says what it promises). Per scope (a
 * hash of one credential): its generation, a random value each write sets (never a counter; a missing one is made
 * anew by the next read, so a generation lost to expiry or eviction never names old answers again), and its write
 * leases, a hash of the writes in progress that expires by itself after the longest a write may run. A read reads
 * both, and the answer kept under the generations it found, in one round trip (a script, `LOOKUP`); a write sets both
 * before it calls bunny.net, retrying while Redis stalls, and is refused when that cannot be confirmed within
 * RESPONSE_CACHE_WRITE_WAIT_MS. Redis failing on a read means the cache is passed by (a miss, not stored), never an
 * answer it cannot vouch for.
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
    lookup: (scopes, address) =>
      link.attempt('cache read', undefined, async (redis) =>
        lookedUp(await runLookup(redis, scopes, address, generationTtlMs, newGeneration)),
      ),
    set: (key, _owner, answer, ttlMs) =>
      link.attempt('cache write', undefined, async (redis) => {
        const ms = Math.min(MAX_ANSWER_TTL_MS, Math.max(1, Math.round(ttlMs)));
        await redis.set(answerKey(key), Buffer.concat([Buffer.from(`${answer.storedAt} `), answer.body]), 'PX', ms);
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
 * A read's one round trip: per scope, its generation (made at once, a new random one, when it is not there: never
 * read as some value it had before, so nothing stored under an older one is ever served) and whether a write holds
 * it; then the answer kept under those generations. Nothing (nil) while a write holds a scope; else the generations
 * and the answer (nil when there is none). The answer's key is made here from the generations, so it is not among
 * KEYS: a single Redis (or Valkey), not a cluster, as RedisLink connects to.
 * KEYS: generation and lease key of each scope, in turn. ARGV: the generations' time to live (ms), the answer key's
 * part before the generations and the part after them, then a new generation per scope.
 */
const LOOKUP = `
local generations = {}
for i = 1, #KEYS, 2 do
  local made = ARGV[4 + (i - 1) / 2]
  local generation = redis.call('SET', KEYS[i], made, 'PX', ARGV[1], 'NX', 'GET')
  if redis.call('EXISTS', KEYS[i + 1]) == 1 then return false end
  generations[#generations + 1] = generation or made
end
local generation = table.concat(generations, '-')
return { generation, redis.call('GET', ARGV[2] .. generation .. ARGV[3]) }
`;
const LOOKUP_SHA = createHash('sha1').update(LOOKUP).digest('hex');

async function runLookup(
  redis: Redis,
  scopes: readonly string[],
  { owner, operation }: AnswerAddress,
  generationTtlMs: number,
  newGeneration: () => string,
): Promise<unknown> {
  const keys = scopes.flatMap((scope) => [generationKey(scope), leaseKey(scope)]);
  const args = [String(generationTtlMs), answerKey(`${owner}.`), `.${operation}`, ...scopes.map(() => newGeneration())];
  try {
    return await redis.callBuffer('EVALSHA', LOOKUP_SHA, keys.length, ...keys, ...args);
  } catch (error) {
    // Redis keeps scripts until it restarts (or SCRIPT FLUSH): the first read after that sends the script itself.
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.callBuffer('EVAL', LOOKUP, keys.length, ...keys, ...args);
  }
}

/**
 * The script's reply (as bytes: the answer is never decoded into a string) as a Lookup: undefined (pass the cache by)
 * while a write holds a scope, or for a reply it cannot read.
 */
function lookedUp(reply: unknown): Lookup | undefined {
  if (!Array.isArray(reply) || !Buffer.isBuffer(reply[0])) return undefined;
  const stored: unknown = reply[1];
  return { generation: reply[0].toString(), answer: Buffer.isBuffer(stored) ? storedAnswer(stored) : undefined };
}

/**
 * An answer as Redis holds it: its stored time, a space, then its JSON text as it is written to the caller, so a hit
 * never parses it (a JSON wrapper would have escaped the whole text inside a string). A value in another shape (one
 * kept before this one) is a miss.
 */
function storedAnswer(stored: Buffer): CachedAnswer | undefined {
  const space = stored.indexOf(SPACE);
  const storedAt = Number(stored.subarray(0, space).toString());
  return space > 0 && Number.isSafeInteger(storedAt) ? { storedAt, body: stored.subarray(space + 1) } : undefined;
}

const SPACE = 0x20;

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
