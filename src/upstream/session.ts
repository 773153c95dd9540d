import { Attempts } from './attempts.js';
import { CallBudget } from './budget.js';
import { collect } from './collect.js';
import { type CallerSignal, Deadline } from './deadline.js';
import { readJson } from './jsonBody.js';
import { MemoryBudget } from './memoryBudget.js';
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
  /** What this request may hold of bunny.net's data (memoryBudget.ts). */
  private readonly memory: MemoryBudget;

  constructor(
    private readonly infra: UpstreamInfrastructure,
    options: SessionOptions,
  ) {
    this.deadline = new Deadline(options.deadlineMs, options.caller);
    this.recorder = new AttemptRecorder(infra.observer, options.requestId, options.trace, infra.pools.hostNames);
    this.memory = new MemoryBudget(infra.config.limits.maxRequestMemoryBytes);
    this.attempts = new Attempts(infra, this.recorder, this.deadline, options.requestId, this.memory);
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
    const shared = this.reads.get(key);
    if (shared !== undefined)
      return shared.then((result) => this.heldAgain(call, result)) as Promise<UpstreamResult<T>>;
    const read = this.fetchJson(call);
    this.reads.set(key, read);
    return read as Promise<UpstreamResult<T>>;
  }

  /**
   * A call whose successful answer is streamed to the caller (CSV export). Failures before the body throw like
   * `json`. The body keeps undici's backpressure; destroying it (the caller went away) aborts the upstream request.
   * It holds a connection for as long as it is read, so it takes one of the caller's download shares first
   * (downloadShares.ts), and its bytes must keep moving (downloadDeadlines.ts).
   */
  async stream(call: UpstreamCall): Promise<UpstreamStream> {
    this.budget.take();
    const releaseShare = this.infra.pools.downloads.take(call);
    // The body outlives the attempt: the deadline keeps watching until it has been read or dropped.
    this.deadline.hold();
    const done = (): void => {
      releaseShare();
      this.deadline.release();
    };
    try {
      const streamed = await this.attempts.run(call, sendStreamed, (sent) =>
        openStream(call, sent, this.streamContext()),
      );
      streamed.body.once('close', done);
      return streamed;
    } catch (error) {
      done();
      throw error;
    }
  }

  /** A shared read handed to one more field: its copy in the answer is held too (memoryBudget.ts). */
  private heldAgain(call: UpstreamCall, result: UpstreamResult): UpstreamResult {
    this.memory.hold(result.bytes, call.service);
    return result;
  }

  /** Every call that goes upstream passes here or through `stream`: the budget counts it (shared reads once). */
  private async fetchJson(call: UpstreamCall): Promise<UpstreamResult> {
    this.budget.take();
    return this.attempts.run(call, collect, (sent) => readJson(call, sent, this.recorder));
  }

  private streamContext(): StreamContext {
    const { downloads } = this.infra.config;
    return {
      recorder: this.recorder,
      memory: this.memory,
      downloads: { idleMs: downloads.idleTimeoutMs, totalMs: downloads.timeoutMs },
      transportError: (call, cause) => this.attempts.transportError(call, cause),
    };
  }
}

function readKey(call: UpstreamCall): string {
  return `${call.host} ${call.method} ${call.route} ${JSON.stringify(call.params ?? {})} ${JSON.stringify(call.query ?? {})} ${call.auth.header}:${call.auth.value}`;
}
