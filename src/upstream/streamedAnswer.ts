import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { AnswerBody, BodyLimits, UpstreamAnswer } from './answer.js';
import type { Abortable, Deadline } from './deadline.js';
import { singleHeader, type RawHeaders } from './headers.js';
import { readCapped, readPrefix } from './readBody.js';
import { neverSent } from './transportErrors.js';

type Controller = Dispatcher.DispatchController;

/** A body kept as a stream, with undici's backpressure, for a caller that streams it on (a file export). */
export class StreamedBody implements AnswerBody {
  constructor(
    readonly readable: Readable,
    private readonly limits: BodyLimits,
    private readonly contentLength: string | undefined,
  ) {}

  whole(): Promise<Buffer> {
    return readCapped(this.readable, this.limits.whole, this.limits.service, this.contentLength);
  }

  prefix(): Promise<Buffer> {
    return readPrefix(this.readable, this.limits.prefix);
  }

  async dump(): Promise<void> {
    // A streamed call is never retried, so its body is not worth reading: dropping it closes the connection.
    this.readable.destroy();
  }
}

/**
 * Sends one request through undici's dispatch handler API, its answer's body handed over as a Readable that pauses
 * the socket while its reader is behind. The deadline stops the exchange, the body included, until the body ends;
 * a call still queued for a connection fails at once, never sent.
 */
export function sendStreamed(
  dispatcher: Dispatcher,
  request: Dispatcher.DispatchOptions,
  deadline: Deadline,
  limits: BodyLimits,
): Promise<UpstreamAnswer<StreamedBody>> {
  return new Promise((resolve, reject) => {
    const exchange = new StreamExchange(deadline, limits, resolve, reject);
    deadline.watch(exchange);
    // Stopped already (the caller went away, the deadline passed): failed, never dispatched.
    if (!exchange.stopped) dispatcher.dispatch(request, exchange);
  });
}

/** undici's body reader's high-water mark, so that a stream reads as it did through `request()`. */
const BODY_HIGH_WATER_MARK = 64 * 1024;

class StreamExchange implements Dispatcher.DispatchHandler, Abortable {
  private controller: Controller | undefined;
  private stopReason: unknown;
  /** `abort` was called: before a connection, the exchange has failed as never sent. */
  stopped = false;
  private body: Readable | undefined;
  private ended = false;

  constructor(
    private readonly deadline: Deadline,
    private readonly limits: BodyLimits,
    private readonly answered: (answer: UpstreamAnswer<StreamedBody>) => void,
    private readonly failed: (error: unknown) => void,
  ) {}

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
    this.body = new Readable({
      highWaterMark: BODY_HIGH_WATER_MARK,
      read: () => controller.resume(),
      destroy: (error, done) => {
        // Dropped before its end (the caller went away, a cap, a deadline): the upstream request goes with it.
        if (!this.ended && !controller.aborted) controller.abort(error ?? new Error('the body was dropped'));
        done(error);
      },
    });
    const body = new StreamedBody(this.body, this.limits, singleHeader(headers, 'content-length'));
    this.answered({ statusCode, headers, body });
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.body?.push(chunk) === false) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    this.deadline.unwatch(this);
    this.body?.push(null);
  }

  /** Before the answer, the exchange fails; during the body, the body does. */
  onResponseError(_controller: Controller, error: Error): void {
    this.deadline.unwatch(this);
    if (this.body) this.body.destroy(error);
    else this.failed(error);
  }
}
