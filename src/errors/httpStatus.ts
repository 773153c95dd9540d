/**
 * What an HTTP answer's status means, in one place: success, and worth retrying (how long the host asked us to wait
 * is retryAfter.ts). Pure functions with no imports: the error mapping (this folder) and the attempts
 * (upstream/attempts.ts) read them.
 */

/** A 2xx status: the host did what was asked. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Statuses worth retrying for a read: the host or a proxy in front of it was briefly unable to answer. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
