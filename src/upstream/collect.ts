import type { Dispatcher } from 'undici';
import { tooLarge, type AnswerBody, type BodyLimits, type UpstreamAnswer } from './answer.js';
import type { Abortable, Deadline } from './deadline.js';
import type { RawHeaders } from './headers.js';
import { JSON_HOLD } from './memoryBudget.js';
import { neverSent } from './transportErrors.js';

type Controller = Dispatcher.DispatchController;

/**
 * Sends one request and collects its answer's body in memory, through undici's dispatch handler API: what a JSON
 * call needs, for less than undici's `request()`, which builds an AbortSignal listener, an async resource and a
 * body stream per call, and a promise per chunk to read it back (~10% of a node-list request's CPU, profiled).
 *
 * The body is bounded while it arrives: a 2xx answer past `limits.whole` (declared or counted) is refused and its
 * connection dropped; of any other answer only `limits.prefix` bytes are kept. The deadline stops the exchange
 * (connect, headers or body) through the dispatch controller; one still queued for a connection fails at once, never
 * sent (undici drops it when its turn comes).
 */
export function collect(
  dispatcher: Dispatcher,
  request: Dispatcher.DispatchOptions,
  deadline: Deadline,
  limits: BodyLimits,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const exchange = new Collection(deadline, limits, resolve, reject);
    deadline.watch(exchange);
    // Stopped already (the caller went away, the deadline passed): failed, never dispatched.
    if (!exchange.stopped) dispatcher.dispatch(request, exchange);
  });
}

/** Why a failing answer's connection is dropped once its prefix is kept: the rest is not worth reading. */
const PREFIX_KEPT = new Error('the error body prefix was kept; the rest is discarded');

class Collection implements Dispatcher.DispatchHandler, Abortable, AnswerBody {
  private controller: Controller | undefined;
  /** `abort` was called: before a connection, the exchange has failed as never sent. */
  stopped = false;
  private stopReason: unknown;
  private statusCode = 0;
  private limit = 0;
  private chunks: Buffer[] = [];
  private size = 0;
  /** The body's end: its bytes, or why it broke. Settled once. */
  private settled = false;
  private readonly body: Promise<Buffer>;
  private settleBody!: (bytes: Buffer) => void;
  private failBody!: (error: unknown) => void;

  constructor(
    private readonly deadline: Deadline,
    private readonly limits: BodyLimits,
    private readonly answered: (answer: UpstreamAnswer) => void,
    private readonly failed: (error: unknown) => void,
  ) {
    this.body = new Promise<Buffer>((resolve, reject) => {
      this.settleBody = resolve;
      this.failBody = reject;
    });
    // A body nobody reads (its exchange failed before the answer) must not surface as an unhandled rejection.
    this.body.catch(ignore);
  }

  abort(reason: unknown): void {
    this.stopped = true;
    this.stopReason = reason;
    if (this.controller) this.controller.abort(reason as Error);
    else this.failed(neverSent(reason));
  }

  onRequestStart(controller: Controller): void {
    this.controller = controller;
    if (this.stopped) controller.abort(this.stopReason as Error);
  }

  onResponseStart(controller: Controller, statusCode: number, headers: RawHeaders): void {
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    const success = statusCode < 300;
    this.limit = success ? this.limits.whole : this.limits.prefix;
    this.answered({ statusCode, headers, body: this });
    if (success && Number(headers['content-length']) > this.limit) this.refuse(controller);
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.settled) return;
    if (this.statusCode < 300 && this.limits.memory?.tryHold(chunk.length * JSON_HOLD) === false) {
      this.refuse(controller, this.limits.memory.exceeded(this.limits.service));
    } else if (this.size + chunk.length <= this.limit) {
      this.chunks.push(chunk);
      this.size += chunk.length;
    } else if (this.statusCode < 300) {
      this.refuse(controller);
    } else {
      this.chunks.push(chunk.subarray(0, this.limit - this.size));
      this.size = this.limit;
      this.end();
      controller.abort(PREFIX_KEPT);
    }
  }

  onResponseEnd(): void {
    this.end();
  }

  /** Before the answer, the exchange fails; during a 2xx body, the body does; a failing answer keeps what arrived. */
  onResponseError(_controller: Controller, error: Error): void {
    this.deadline.unwatch(this);
    if (this.statusCode === 0) this.failed(error);
    else if (this.settled) return;
    else if (this.statusCode < 300) this.failBody(error);
    else this.settleBody(this.joined());
    this.settled = true;
  }

  // Both read the one body: its limit was chosen by the status (whole for a 2xx, the prefix otherwise).
  whole(): Promise<Buffer> {
    return this.body;
  }

  prefix(): Promise<Buffer> {
    return this.body;
  }

  async dump(): Promise<void> {
    await this.body.catch(ignore);
  }

  private end(): void {
    this.deadline.unwatch(this);
    if (this.settled) return;
    this.settled = true;
    this.settleBody(this.joined());
  }

  private refuse(controller: Controller, error = tooLarge(this.limits.service, this.limits.whole)): void {
    this.settled = true;
    this.failBody(error);
    controller.abort(error);
  }

  private joined(): Buffer {
    const { chunks } = this;
    this.chunks = [];
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.size);
  }
}

function ignore(): void {}
