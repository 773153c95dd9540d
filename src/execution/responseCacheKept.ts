import type { CachedAnswer } from '../responseCache/store.js';

/**
 * The answers lookups found, from the lookup (yoga's response cache builds its key with it) to the `get` that yoga
 * calls right after it for the same request: the store is read once. Two requests of the same key in flight at once
 * each take theirs (any answer under one key is the same answer); an entry lives only between the two calls.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, { answer: CachedAnswer; readers: number }>();

  hold(key: string, answer: CachedAnswer): void {
    const entry = this.entries.get(key);
    if (entry) entry.readers += 1;
    else this.entries.set(key, { answer, readers: 1 });
  }

  take(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.readers -= 1;
    if (entry.readers === 0) this.entries.delete(key);
    return entry.answer;
  }
}
