import { CUT_MARK, type Scrubber } from '../errors/quote.js';

/**
 * The credentials of one request, and the one way to keep them out of what the gateway answers or logs: every
 * string that leaves through an error, a log line or a response header is scrubbed with `scrub`, whatever put the
 * credential there (bunny.net echoing it, or the caller writing it into an operation name, a request id or an
 * argument a message quotes, cut or not: see errors/quote.ts).
 */

/** What a credential is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Values shorter than this are not scrubbed: a one-character "key" would turn every message into markers. bunny.net
 * keys are 36 characters or more, so any real key is scrubbed; a short value is refused by bunny.net anyway.
 */
export const MIN_SCRUBBED_LENGTH = 8;

/**
 * The shortest start of a credential scrubbed where a quote was cut (just before CUT_MARK): shorter, it would turn
 * ordinary words into markers; three characters of a 36-character key tell nothing.
 */
export const MIN_CUT_PIECE = 4;

export class RequestSecrets implements Scrubber {
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

  /**
   * `text` with every credential of this request replaced by `[redacted]`, and so is the start of one (at least
   * MIN_CUT_PIECE characters) that a quote's cut left just before its CUT_MARK.
   */
  scrub(text: string): string {
    let scrubbed = text;
    for (const value of this.values) {
      if (scrubbed.includes(value)) scrubbed = scrubbed.split(value).join(REDACTED);
    }
    return this.values.length > 0 && scrubbed.includes(CUT_MARK) ? this.scrubCutStarts(scrubbed) : scrubbed;
  }

  private scrubCutStarts(text: string): string {
    const pieces = text.split(CUT_MARK);
    for (let index = 0; index < pieces.length - 1; index += 1) {
      const before = pieces[index] as string;
      const start = this.longestStartAtEnd(before);
      if (start > 0) pieces[index] = before.slice(0, before.length - start) + REDACTED;
    }
    return pieces.join(CUT_MARK);
  }

  /** The length of the longest start of a credential that `text` ends with; 0 when none of MIN_CUT_PIECE or more. */
  private longestStartAtEnd(text: string): number {
    let longest = 0;
    for (const value of this.values) {
      for (let length = Math.min(value.length - 1, text.length); length > longest; length -= 1) {
        if (length < MIN_CUT_PIECE) break;
        const at = text.length - length;
        if (text.charCodeAt(at) === value.charCodeAt(0) && text.endsWith(value.slice(0, length))) {
          longest = length;
          break;
        }
      }
    }
    return longest;
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
