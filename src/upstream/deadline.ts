/**
 * The time budget of one GraphQL request's upstream calls, and the one abort signal for it: the caller going
 * away or the deadline passing. Every wait of the request (connect, answer, backoff, Retry-After) is bounded by it.
 */
export class Deadline {
  private timer: AbortSignal | undefined;
  private combined: AbortSignal | undefined;
  private readonly at: number | null;

  constructor(
    deadlineMs: number | null,
    private readonly callerSignal: AbortSignal | undefined,
  ) {
    this.at = deadlineMs === null ? null : Date.now() + deadlineMs;
  }

  /** Milliseconds left, or Infinity without a deadline. */
  remainingMs(): number {
    return this.at === null ? Number.POSITIVE_INFINITY : this.at - Date.now();
  }

  /** One signal per request, made on first use. */
  signal(): AbortSignal | undefined {
    if (this.combined) return this.combined;
    const signals: AbortSignal[] = [];
    if (this.callerSignal) signals.push(this.callerSignal);
    if (this.at !== null) {
      this.timer = AbortSignal.timeout(Math.max(1, this.at - Date.now()));
      signals.push(this.timer);
    }
    this.combined = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    return this.combined;
  }

  /**
   * Whether the deadline has passed. The timer's signal is asked first: it can fire a millisecond before the wall
   * clock reaches the deadline, and that abort must still read as a timeout.
   */
  exceeded(): boolean {
    return this.timer?.aborted === true || (this.at !== null && Date.now() >= this.at);
  }
}
