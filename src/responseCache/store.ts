/**
 * What the response cache keeps, and where: one process's memory (memoryStore.ts) or Redis for every replica
 * (redis/responseCacheStore.ts). Both keep the same promise (docs/production.md, "The response cache"):
 *
 * - every credential a request sends (a key, a bearer token, a library key, an origin-log token) is a *scope* with a
 *   *generation*; a read looks the generations of its scopes up before anything else (with the answer kept under
 *   them, in the same step), and its answer is stored under a key made with them, so a read in flight across a write
 *   is stored under a generation no later read computes;
 * - a write first holds a *lease* on its scopes and renews their generations, and only then calls bunny.net; while
 *   a scope holds a lease, no read of it uses the cache (neither reads nor stores), and the lease ends when the write
 *   does (or, when that is lost, after the longest a write may run). A write whose lease cannot be confirmed is
 *   refused before any upstream call.
 */

/**
 * A cached answer: the UTF-8 bytes of the result's JSON text (data only: answers with errors are never kept), written
 * to the caller as they are (no encoding per hit), and when it was read.
 */
export interface CachedAnswer {
  readonly body: Buffer;
  /** Epoch milliseconds at which bunny.net's answer was stored. */
  readonly storedAt: number;
}

/** A write's hold on its scopes, ended by `endWrite`. */
export interface WriteLease {
  readonly scopes: readonly string[];
  readonly id: string;
}

/**
 * Where an answer is kept, but for the generations it is read under: the key is `owner.generations.operation`
 * (execution/responseCacheKeys.ts), so a store reads the generations and the answer in one step.
 */
export interface AnswerAddress {
  /** A hash of the caller's credentials: whose answer it is, and whose share of the store it counts against. */
  readonly owner: string;
  /** A hash of the operation name, variables and document. */
  readonly operation: string;
}

/** The key of an answer read under `generation`: owner, generations, operation (every store keeps it so). */
export function keyAt({ owner, operation }: AnswerAddress, generation: string): string {
  return `${owner}.${generation}.${operation}`;
}

/**
 * What a read finds, in one step: the generations of its scopes (for the key it stores its answer under) and the
 * answer kept under them, if any.
 */
export interface Lookup {
  readonly generation: string;
  readonly answer: CachedAnswer | undefined;
}

export interface ResponseStore {
  /** For the start-up log: `memory` or `Redis at host:port` (never a password). */
  readonly description: string;
  /**
   * The generations of these scopes and the answer kept at `address` under them (one Redis round trip), or
   * undefined when the cache must be passed by: a write on one of them is in progress, or the store cannot say
   * (Redis not answering).
   */
  lookup(scopes: readonly string[], address: AnswerAddress): Promise<Lookup | undefined>;
  /** Keeps an answer for `ttlMs` under `key` (`keyAt`); `owner` is whose share of the store it counts against. */
  set(key: string, owner: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** Holds the scopes and renews their generations; undefined when that could not be confirmed in time. */
  beginWrite(scopes: readonly string[]): Promise<WriteLease | undefined>;
  /** Ends the hold and renews the generations again. */
  endWrite(lease: WriteLease): Promise<void>;
}
