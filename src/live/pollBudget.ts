/**
 * Polls per key per minute (LIVE_POLLS_PER_KEY_PER_MINUTE), every record of the key together: a dashboard that
 * watches many records cannot turn the gateway into a burst against bunny.net under its key. A fixed window per key
 * hash; a key's entry goes with its window.
 */
export class PollBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(private readonly perMinute: number) {}

  /** Takes one poll of the key's budget: false when this minute's is spent. */
  take(keyHash: string, now = Date.now()): boolean {
    let window = this.windows.get(keyHash);
    if (window === undefined || now - window.start >= 60_000) {
      window = { start: now, used: 0 };
      this.windows.set(keyHash, window);
      this.forgetExpired(now);
    }
    if (window.used >= this.perMinute) return false;
    window.used += 1;
    return true;
  }

  private forgetExpired(now: number): void {
    if (this.windows.size < 1_000) return;
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}
