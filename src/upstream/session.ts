import { Attempts } from './attempts.js';
import { CallBudget } from './budget.js';
import { collect } from './collect.js';
import { type CallerSignal, Deadline } from './deadline.js';
import { readJson } from './jsonBody.js';
import { AttemptRecorder } from './recorder.js';
import { openStream, type StreamContext } from './streamBody.js';
import { sendStreamed } from './streamedAnswer.js';
import type { CallTracer } from './tracing.js';
import type { UpstreamInfrastructure } from './infrastructure.js';
import type { UpstreamCall, UpstreamResult, UpstreamStream } from './types.js';

export type { UpstreamInfrastructure } from './infrastructure.js';

export interface SessionOptions {
  readonly requestId: string;
  /**
   * The caller's request, watched only once an upstream call is made: a request answered without one never
   * touches it.
   */
  readonly caller: CallerSignal;
  /** Overall time budget for every upstream call of this request; null for long downloads. */
  readonly deadlineMs: number | null;
  /** The request's trace, when tracing is on: each attempt gets a child span and sends its traceparent. */
  readonly trace?: CallTracer | undefined;
}

/**
 * The upstream side of one GraphQL request: every REST call of the request goes through here. It puts together
 * the request's deadline, the attempts (breaker, retries, status decisions) and the body readers, and shares
 * identical reads of the request. It also keeps the request's budget of upstream calls (budget.ts).
 */
export class UpstreamSession {
  /** Identical reads of the request, by `readKey`, answered or in flight. */
  private readonly reads = new Map<string, Promise<UpstreamResult>>();
  private readonly deadline: Deadline;
  private readonly attempts: Attempts;
  private readonly recorder: AttemptRecorder;
  private readonly budget: CallBudget;

  constructor(infra: UpstreamInfrastructure, options: SessionOptions) {
    this.deadline = new Deadline(options.deadlineMs, options.caller);
    this.recorder = new AttemptRecorder(infra.observer, options.requestId, options.trace, infra.pools.hostNames);
    this.attempts = new Attempts(infra, this.recorder, this.deadline, options.requestId);
    this.budget = new CallBudget(infra.config.limits.maxUpstreamCalls);
  }

  /** The upstream calls this request has made so far (shared reads once, retries not again), as the budget counts them. */
  get callsMade(): number {
    return this.budget.used;
  }

  /**
   * A call whose answer is JSON or empty. Failures, including ones inside a 2xx body, throw a GatewayError. A write
   * (anything but an idempotent GET) may change what this request has read so far, so once it ends, failed or not,
   * the shared reads are forgotten: a mutation payload's linked record is read again, after the change.
   *
   * Identical reads of one request (aliases, repeated fields) share one upstream call, failed or not. The cache
   * lives and dies with this request, and its key includes the credential header, so nothing crosses callers. A
   * map, not a DataLoader: with nothing to batch, a loader only adds a scheduling hop and its objects per read.
   */
  json<T>(call: UpstreamCall): Promise<UpstreamResult<T>> {
    if (!call.idempotent || call.method !== 'GET')
      return this.fetchJson(call).finally(() => this.reads.clear()) as Promise<UpstreamResult<T>>;
    const key = readKey(call);
    let read = this.reads.get(key);
    if (read === undefined) {
      read = this.fetchJson(call);
      this.reads.set(key, read);
    }
    return read as Promise<UpstreamResult<T>>;
  }

  /**
   * A call whose successful answer is streamed to the caller (CSV export). Failures before the body throw like
   * `json`. The body keeps undici's backpressure; destroying it (the caller went away) aborts the upstream request.
   */
  async stream(call: UpstreamCall): Promise<UpstreamStream> {
    this.budget.take();
    // The body outlives the attempt: the deadline keeps watching until it has been read or dropped.
    this.deadline.hold();
    try {
      const streamed = await this.attempts.run(call, sendStreamed, (sent) =>
        openStream(call, sent, this.streamContext()),
      );
      streamed.body.once('close', () => this.deadline.release());
      return streamed;
    } catch (error) {
      this.deadline.release();
      throw error;
    }
  }

  /** Every call that goes upstream passes here or through `stream`: the budget counts it (shared reads once). */
  private async fetchJson(call: UpstreamCall): Promise<UpstreamResult> {
    this.budget.take();
    return this.attempts.run(call, collect, (sent) => readJson(call, sent, this.recorder));
  }

  private streamContext(): StreamContext {
    return {
      recorder: this.recorder,
      transportError: (call, cause) => this.attempts.transportError(call, cause),
    };
  }
}

function readKey(call: UpstreamCall): string {
  return `${call.host} ${call.method} ${call.route} ${JSON.stringify(call.params ?? {})} ${JSON.stringify(call.query ?? {})} ${call.auth.header}:${call.auth.value}`;
}
