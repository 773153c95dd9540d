import { setMaxListeners } from 'node:events';

/** What a deadline needs of the caller's request, read only once an upstream call is made. */
export interface CallerSignal {
  /** Its abort signal (a fetch `Request`'s). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Where the caller has it (node:http requests), cheaper than `signal`: no AbortController and no EventTarget
   * listener per request. Tells `watcher` once if the caller goes away before its answer; false if it already has.
   */
  watchGone?(watcher: GoneWatcher): boolean;
  unwatchGone?(watcher: GoneWatcher): void;
}

export interface GoneWatcher {
  callerGone(reason: unknown): void;
}

/**
 * The time budget of one GraphQL request's upstream calls, and the one abort signal for it: the caller going
 * away or the deadline passing. Every wait of the request (connect, answer, backoff, Retry-After) is bounded by it.
 *
 * Nothing is made until an upstream call is: a request answered from validation alone pays for no signal. While
 * calls run (`hold` .. `release`) one timer and one listener on the caller's signal feed a single AbortController;
 * between calls both are removed, so a finished request leaves nothing behind for the timer to keep alive. This
 * replaces `AbortSignal.timeout` + `AbortSignal.any`, which on Node 20 cost ~80 µs per request and leaked
 * (nodejs/node#54614, #55351).
 */
export class Deadline implements GoneWatcher {
  private controller: AbortController | undefined;
  private timer: NodeJS.Timeout | undefined;
  private callerSignal: AbortSignal | undefined;
  private holders = 0;
  private timedOut = false;
  private readonly at: number | null;

  constructor(
    deadlineMs: number | null,
    private readonly caller: CallerSignal | undefined,
  ) {
    this.at = deadlineMs === null ? null : Date.now() + deadlineMs;
  }

  /** Milliseconds left, or Infinity without a deadline. */
  remainingMs(): number {
    return this.at === null ? Number.POSITIVE_INFINITY : this.at - Date.now();
  }

  /** The signal for calls made from now until the matching `release`. */
  hold(): AbortSignal | undefined {
    // Without a deadline the caller's signal is the only reason to stop: it is handed on as it is.
    if (this.at === null) return this.caller?.signal;
    this.holders += 1;
    this.controller ??= new AbortController();
    // Each call in flight adds a listener to the signal: past Node's warning threshold, lift it (a dashboard page runs
    // 20 or more calls at once; the calls of one request are bounded by MAX_UPSTREAM_CALLS). Not before: it costs.
    if (this.holders === MANY_CALLS) setMaxListeners(0, this.controller.signal);
    if (this.holders === 1 && !this.controller.signal.aborted) this.arm(this.controller);
    return this.controller.signal;
  }

  /** Ends one `hold`; the last one removes the timer and the listener. */
  release(): void {
    if (this.at === null || this.holders === 0) return;
    this.holders -= 1;
    if (this.holders === 0) this.disarm();
  }

  /**
   * Whether the deadline has passed. The timer is asked first: it can fire a millisecond before the wall clock
   * reaches the deadline, and that abort must still read as a timeout.
   */
  exceeded(): boolean {
    return this.timedOut || (this.at !== null && Date.now() >= this.at);
  }

  /** The caller's signal aborted: an EventListener object, so that no closure is made per request. */
  handleEvent(): void {
    this.callerGone(this.callerSignal?.reason);
  }

  callerGone(reason: unknown): void {
    this.controller?.abort(reason);
    this.disarm();
  }

  private arm(controller: AbortController): void {
    if (this.caller?.watchGone) {
      if (this.caller.watchGone(this)) this.startTimer();
      else controller.abort();
      return;
    }
    const callerSignal = this.caller?.signal;
    if (callerSignal?.aborted) {
      controller.abort(callerSignal.reason);
      return;
    }
    if (callerSignal) {
      this.callerSignal = callerSignal;
      callerSignal.addEventListener('abort', this, { once: true });
    }
    this.startTimer();
  }

  private startTimer(): void {
    // At least 1 ms: a deadline already passed still aborts through the timer, and reads as a timeout.
    this.timer = setTimeout(timeOut, Math.max(1, (this.at ?? 0) - Date.now()), this);
    this.timer.unref();
  }

  private disarm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.callerSignal?.removeEventListener('abort', this);
    this.callerSignal = undefined;
    this.caller?.unwatchGone?.(this);
  }

  /** Called by the timer. */
  expire(): void {
    this.timedOut = true;
    this.controller?.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    this.disarm();
  }
}

/** Calls in flight at once past which the signal's listener limit is lifted (Node warns past 10 listeners). */
const MANY_CALLS = 8;

function timeOut(deadline: Deadline): void {
  deadline.expire();
}
