/**
 * When and how long to wait before retrying an idempotent read: capped exponential backoff with full jitter,
 * bounded by a retry budget so that a host that fails every call is not hit three times as hard.
 */

export interface RetrySettings {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Retries allowed per first attempt, e.g. 0.2 = at most one retry per five calls over time. */
  budgetRatio: number;
  /** A Retry-After up to this long is waited out; a longer one is reported to the caller instead. */
  maxRetryAfterMs: number;
}

/** Full jitter: a random delay between 0 and the capped exponential step. */
export function backoffDelay(settings: RetrySettings, retryNumber: number, random: () => number = Math.random): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryNumber - 1));
  return Math.floor(random() * ceiling);
}

/**
 * A token bucket: every first attempt deposits `budgetRatio` tokens, every retry spends one. A minimum reserve
 * lets a quiet gateway still retry its first few failures.
 */
export class RetryBudget {
  private tokens: number;
  private readonly capacity: number;

  constructor(
    private readonly ratio: number,
    reserve = 10,
  ) {
    this.capacity = reserve;
    this.tokens = reserve;
  }

  recordAttempt(): void {
    this.tokens = Math.min(this.capacity, this.tokens + this.ratio);
  }

  trySpend(): boolean {
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
