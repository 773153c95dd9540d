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

/** An upstream exchange in flight, stopped when the deadline passes or the caller goes away. */
export interface Abortable {
  abort(reason: unknown): void;
}

/**
 * The time budget of one GraphQL request's upstream calls, and what stops them: the caller going away or the
 * deadline passing. Every wait of the request (connect, answer, backoff, Retry-After) is bounded by it.
 *
 * Nothing is made until an upstream call is: a request answered from validation alone pays for nothing. While calls
 * run (`hold` .. `release`) one timer and one watch on the caller stop them. Exchanges in flight are told directly
 * (`watch`); an AbortSignal is made only when something needs one (`signal`: a backoff's sleep, a streamed body),
 * since making one and listening to it cost ~10 µs per call. This replaces `AbortSignal.timeout` +
 * `AbortSignal.any`, which on Node 20 cost ~80 µs per request and leaked (nodejs/node#54614, #55351).
 */
export class Deadline implements GoneWatcher {
  private controller: AbortController | undefined;
  private timer: NodeJS.Timeout | undefined;
  private callerSignal: AbortSignal | undefined;
  private readonly inFlight: Abortable[] = [];
  private holders = 0;
  private timedOut = false;
  private stopped = false;
  private reason: unknown;
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

  /** Starts watching the caller (and the clock) for calls made from now until the matching `release`. */
  hold(): void {
    this.holders += 1;
    if (this.holders === 1 && !this.stopped) this.arm();
  }

  /** Ends one `hold`; the last one removes the timer and the watch. */
  release(): void {
    if (this.holders === 0) return;
    this.holders -= 1;
    if (this.holders === 0) this.disarm();
  }

  /** Stops `exchange` if the deadline passes or the caller goes away before `unwatch`; at once if either has. */
  watch(exchange: Abortable): void {
    if (this.stopped) exchange.abort(this.reason);
    else this.inFlight.push(exchange);
  }

  unwatch(exchange: Abortable): void {
    const at = this.inFlight.indexOf(exchange);
    if (at >= 0) this.inFlight.splice(at, 1);
  }

  /** A signal aborted with the same reason, for the waits that take one. Made on first use. */
  signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      // Every wait in flight listens to it; a dashboard page's retries can pass Node's warning threshold of 10.
      setMaxListeners(0, this.controller.signal);
      if (this.stopped) this.controller.abort(this.reason);
    }
    return this.controller.signal;
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
    this.stop(reason);
  }

  /** Called by the timer. */
  expire(): void {
    this.timedOut = true;
    this.stop(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }

  private stop(reason: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.reason = reason;
    this.disarm();
    this.controller?.abort(reason);
    for (const exchange of this.inFlight.splice(0)) exchange.abort(reason);
  }

  private arm(): void {
    if (this.caller?.watchGone) {
      if (this.caller.watchGone(this)) this.startTimer();
      else this.stop(new DOMException('The caller went away', 'AbortError'));
      return;
    }
    const callerSignal = this.caller?.signal;
    if (callerSignal?.aborted) {
      this.stop(callerSignal.reason);
      return;
    }
    if (callerSignal) {
      this.callerSignal = callerSignal;
      callerSignal.addEventListener('abort', this, { once: true });
    }
    this.startTimer();
  }

  private startTimer(): void {
    if (this.at === null) return;
    // At least 1 ms: a deadline already passed still aborts through the timer, and reads as a timeout.
    this.timer = setTimeout(timeOut, Math.max(1, this.at - Date.now()), this);
    this.timer.unref();
  }

  private disarm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.callerSignal?.removeEventListener('abort', this);
    this.callerSignal = undefined;
    this.caller?.unwatchGone?.(this);
  }
}

function timeOut(deadline: Deadline): void {
  deadline.expire();
}
