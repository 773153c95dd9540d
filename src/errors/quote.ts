/**
 * The one way the gateway quotes a text it did not write (a caller's argument, bunny.net's words) in a message: at
 * most a given length, credentials scrubbed before the cut, and the cut marked. Every place that cuts or quotes uses
 * it, so that a credential written across the cut never leaves its first characters behind.
 */

/** Takes the request's credentials out of a text (auth/secrets.ts's RequestSecrets is one). */
export interface Scrubber {
  /**
   * `text` with every credential replaced, and with the start of one just before a CUT_MARK replaced too: a cut
   * made before the credential was known (or by another hand) leaves no piece of it.
   */
  scrub(text: string): string;
}

/** What ends a quoted text that was cut. Scrubbing looks for credentials cut off just before it. */
export const CUT_MARK = '...';

export const NOTHING_TO_SCRUB: Scrubber = { scrub: (text) => text };

/**
 * `text` as at most `maxLength` characters: scrubbed, then cut (ending with CUT_MARK), then scrubbed again for a
 * credential whose start the cut kept. Without the request's secrets at hand (a check of an argument), the scrubbing
 * of the answer does both later, with every secret of the request, including those learnt after the quote was made.
 */
export function quoted(text: string, maxLength: number, secrets: Scrubber = NOTHING_TO_SCRUB): string {
  const clean = secrets.scrub(text);
  if (clean.length <= maxLength) return clean;
  return secrets.scrub(`${clean.slice(0, Math.max(0, maxLength - CUT_MARK.length))}${CUT_MARK}`);
}
