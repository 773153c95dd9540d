import type { CachedAnswer } from './store.js';

/**
 * The answers of one process's cache (RESPONSE_CACHE=memory), bounded by bytes (RESPONSE_CACHE_MAX_BYTES), with a
 * share per credential (RESPONSE_CACHE_CREDENTIAL_SHARE): a caller over its share evicts its own least recently used
 * answers, never anyone else's, so one caller can push out at most its share of the others'; an answer larger than
 * a share is not kept. Bytes are the UTF-8 length of the answer's JSON text plus a fixed allowance per entry for its
 * key and bookkeeping: what the heap holds, within a small factor.
 */
const ENTRY_OVERHEAD_BYTES = 256;

interface Entry extends CachedAnswer {
  readonly owner: string;
  readonly bytes: number;
  readonly expiresAt: number;
}

export class MemoryAnswers {
  /** Every entry, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  /** Each owner's entries, least recently used first. */
  private readonly byOwner = new Map<string, Map<string, Entry>>();
  private readonly ownerBytes = new Map<string, number>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly shareBytes: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    // Now the most recently used, in both orders; its bytes and its owner's stay as they are.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const own = this.byOwner.get(entry.owner);
    own?.delete(key);
    own?.set(key, entry);
    return entry;
  }

  set(key: string, owner: string, answer: CachedAnswer, ttlMs: number, now = Date.now()): void {
    const bytes = answer.body.length + key.length + ENTRY_OVERHEAD_BYTES;
    this.remove(key);
    if (bytes > this.shareBytes || bytes > this.maxBytes) return;
    const own = this.byOwner.get(owner);
    while (own && own.size > 0 && (this.ownerBytes.get(owner) ?? 0) + bytes > this.shareBytes)
      this.remove(own.keys().next().value as string);
    while (this.total + bytes > this.maxBytes) this.remove(this.entries.keys().next().value as string);
    this.add(key, { body: answer.body, storedAt: answer.storedAt, owner, bytes, expiresAt: now + ttlMs });
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    const own = this.byOwner.get(entry.owner) ?? new Map<string, Entry>();
    own.set(key, entry);
    this.byOwner.set(entry.owner, own);
    this.ownerBytes.set(entry.owner, (this.ownerBytes.get(entry.owner) ?? 0) + entry.bytes);
    this.total += entry.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const own = this.byOwner.get(entry.owner);
    own?.delete(key);
    const left = (this.ownerBytes.get(entry.owner) ?? 0) - entry.bytes;
    if (own?.size === 0 || left <= 0) {
      this.byOwner.delete(entry.owner);
      this.ownerBytes.delete(entry.owner);
    } else this.ownerBytes.set(entry.owner, left);
    this.total -= entry.bytes;
  }
}
