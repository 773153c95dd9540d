import type { PlainResponse } from './yogaAdapter.js';

/** A bounded number of Accept headers is remembered, whatever callers send (clients send the same few). */
const KNOWN_ACCEPTS_MAX = 64;

/**
 * The headers of the answer to an error-free result, per Accept header, as yoga's result processor chose them the
 * first time: later error-free results of prepared runs are written with them directly, since the result hooks
 * change nothing in a result without errors (the request summary's record aside, which the caller makes).
 */
export class SuccessHeaders {
  private readonly byAccept = new Map<string, Record<string, string>>();

  get(accept: string): Record<string, string> | undefined {
    return this.byAccept.get(accept);
  }

  learn(accept: string, answer: PlainResponse): void {
    if (answer.init.status === 200 && this.byAccept.size < KNOWN_ACCEPTS_MAX)
      this.byAccept.set(accept, answer.init.headers);
  }
}
