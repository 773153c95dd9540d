/**
 * What an HTTP answer's status line and headers mean, in one place: success, worth retrying, and how long the
 * host asked us to wait. Pure functions with no imports: the error mapping (this folder) and the attempts (upstream/attempts.ts) read them.
 */

/** A 2xx status: the host did what was asked. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Statuses worth retrying for a read: the host or a proxy in front of it was briefly unable to answer. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Retry-After as whole seconds from now: delta-seconds or an HTTP date. Garbage and past dates give undefined. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  const seconds = Math.ceil((date - now) / 1000);
  return seconds >= 0 ? seconds : undefined;
}
