/**
 * The credentials of one request, and the one way to keep them out of what the gateway answers or logs: every
 * string that leaves through an error, a log line or a response header is scrubbed with `scrub`, whatever put the
 * credential there (bunny.net echoing it, or the caller writing it into an operation name or request id).
 */

/** What a credential is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Values shorter than this are not scrubbed: a one-character "key" would turn every message into markers. bunny.net
 * keys are 36 characters or more, so any real key is scrubbed; a short value is refused by bunny.net anyway.
 */
export const MIN_SCRUBBED_LENGTH = 8;

export class RequestSecrets {
  /** Longest first, so that a credential containing another is replaced whole. */
  private values: string[] = [];

  static of(values: Iterable<string | null | undefined>): RequestSecrets {
    const secrets = new RequestSecrets();
    for (const value of values) secrets.add(value);
    return secrets;
  }

  /** Adds a credential the gateway learnt while serving the request, such as a video library key it looked up. */
  add(value: string | null | undefined): void {
    if (!value || value.trim().length < MIN_SCRUBBED_LENGTH) return;
    // bunny.net may echo a key inside a URL (a problem detail's `instance`), so its percent-encoded form goes too.
    for (const form of new Set([value, encodeURIComponent(value)])) {
      if (!this.values.includes(form)) this.values.push(form);
    }
    this.values.sort((a, b) => b.length - a.length);
  }

  /** Whether `text` holds a credential of this request. */
  appearsIn(text: string): boolean {
    return this.values.some((value) => text.includes(value));
  }

  /** `text` with every credential of this request replaced by `[redacted]`. */
  scrub(text: string): string {
    let scrubbed = text;
    for (const value of this.values) {
      if (scrubbed.includes(value)) scrubbed = scrubbed.split(value).join(REDACTED);
    }
    return scrubbed;
  }

  /** A copy of `value` with every string in it scrubbed (plain objects and arrays); the same value when clean. */
  scrubDeep<T>(value: T): T {
    if (this.values.length === 0) return value;
    return scrubValue(value, this) as T;
  }
}

function scrubValue(value: unknown, secrets: RequestSecrets): unknown {
  if (typeof value === 'string') return secrets.scrub(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => scrubValue(item, secrets));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, inner]) => {
    const scrubbed = scrubValue(inner, secrets);
    changed ||= scrubbed !== inner;
    return [key, scrubbed] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}
