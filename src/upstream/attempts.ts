import type { Dispatcher } from 'undici';
import { GatewayError } from '../errors/gatewayError.js';
import { ERROR_BODY_CAP, type AnswerBody, type BodyLimits, type UpstreamAnswer } from './answer.js';
import type { Deadline } from './deadline.js';
import type { MemoryBudget } from './memoryBudget.js';
import { singleHeader } from './headers.js';
import { readFailure, type Sent } from './jsonBody.js';
import type { AttemptRecorder, AttemptStart } from './recorder.js';
import { buildRequest } from './request.js';
import { backoffDelay, sleep } from './retryPolicy.js';
import { RETRYABLE_STATUSES, isSuccess } from '../errors/httpStatus.js';
import { parseRetryAfter } from '../errors/retryAfter.js';
import { errorFromTransport, type TransportFailure } from './transportErrors.js';
import type { UpstreamInfrastructure } from './infrastructure.js';
import type { UpstreamCall } from './types.js';
import { UploadWatch, uploadTooSlow } from './uploadWatch.js';

/** Reads the body of a 2xx answer. Throws GatewayErrors it has reported itself; anything else is a transport fault. */
export type Consume<T, Body extends AnswerBody> = (sent: Sent<Body>) => Promise<T>;

/** Sends one attempt, stopped by the deadline, and keeps its answer's body one way: collected or streamed. */
export type Send<Body extends AnswerBody> = (
  dispatcher: Dispatcher,
  request: Dispatcher.RequestOptions,
  deadline: Deadline,
  limits: BodyLimits,
) => Promise<UpstreamAnswer<Body>>;

/** One attempt's end: a value, or a wait before the next attempt. */
type Outcome<T> =
  | { readonly done: true; readonly value: T }
  | { readonly done: false; readonly delay: number; readonly error: GatewayError | undefined };

/**
 * Sends a call and decides, attempt by attempt, what its answer means: every status decision (2xx, failure,
 * 502/503/504, 429 and Retry-After), the circuit breaker's bookkeeping, and whether and when to try again.
 */
export class Attempts {
  constructor(
    private readonly infra: UpstreamInfrastructure,
    private readonly recorder: AttemptRecorder,
    private readonly deadline: Deadline,
    private readonly requestId: string,
    private readonly memory: MemoryBudget,
  ) {}

  /**
   * Sends the call and hands a 2xx answer to `consume`. Reads are retried on fast transport faults (refused, reset,
   * also while reading the body) and 502/503/504 (and short 429s), never after a timeout, within the retry budget;
   * no wait (backoff or Retry-After) may run past the request's deadline.
   */
  async run<T, Body extends AnswerBody>(call: UpstreamCall, send: Send<Body>, consume: Consume<T, Body>): Promise<T> {
    this.infra.retryBudget.recordAttempt();
    this.deadline.hold();
    const limits = {
      whole: this.infra.config.limits.maxUpstreamJsonBytes,
      prefix: ERROR_BODY_CAP,
      service: call.service,
      memory: this.memory,
    };
    try {
      for (let attempt = 1; ; attempt += 1) {
        this.infra.holds.check(call);
        this.acquireBreaker(call);
        const outcome = await this.attempt(call, attempt, send, limits, consume);
        if (outcome.done) return outcome.value;
        await this.pause(call, outcome.delay, outcome.error);
      }
    } finally {
      this.deadline.release();
    }
  }

  /** A socket fault as the caller's error, knowing whether the request's deadline caused it. */
  transportError(call: UpstreamCall, cause: unknown): GatewayError {
    return this.classify(call, cause).error;
  }

  private classify(call: UpstreamCall, cause: unknown): TransportFailure {
    return errorFromTransport(cause, {
      service: call.service,
      mutation: !call.idempotent,
      deadlineExceeded: this.deadline.exceeded(),
    });
  }

  private acquireBreaker(call: UpstreamCall): void {
    if (this.infra.breakers.byHost[call.host].tryAcquire()) return;
    this.recorder.breakerRejected(call);
    throw new GatewayError('bunny.net is failing repeatedly; the gateway is not calling it for a short while.', {
      code: 'UPSTREAM_UNAVAILABLE',
      service: call.service,
    });
  }

  /** One attempt. Throws the final error; returns a delay when another attempt should follow. */
  private async attempt<T, Body extends AnswerBody>(
    call: UpstreamCall,
    attempt: number,
    send: Send<Body>,
    limits: BodyLimits,
    consume: Consume<T, Body>,
  ): Promise<Outcome<T>> {
    const breaker = this.infra.breakers.byHost[call.host];
    const started = this.recorder.start(call, attempt);
    const upload = call.body && new UploadWatch(call.body.stream);
    let response: UpstreamAnswer<Body>;
    try {
      const request = buildRequest(call, {
        basePath: this.infra.pools.basePaths[call.host],
        requestId: this.requestId,
        traceHeaders: started.span?.headers,
      });
      response = await send(this.infra.pools.pool(call.host), request, this.deadline, limits);
    } catch (cause) {
      return this.transportFailed(call, started, cause, undefined, upload);
    }
    const status = response.statusCode;
    if (RETRYABLE_STATUSES.has(status)) breaker.recordFailure();
    else breaker.recordSuccess();
    const delay = this.retryDelayForStatus(call, attempt, response);
    if (delay !== undefined) {
      await response.body.dump();
      this.recorder.finish(call, started, { status, willRetry: true });
      return { done: false, delay, error: undefined };
    }
    if (!isSuccess(status)) throw await readFailure(call, { response, started }, this.recorder);
    try {
      return { done: true, value: await consume({ response, started }) };
    } catch (cause) {
      if (cause instanceof GatewayError) throw cause;
      return this.transportFailed(call, started, cause, status);
    }
  }

  /**
   * A fault before or while reading the answer: counts for the breaker (unless the caller's upload was what the
   * exchange waited for), and is retried for reads when safe.
   */
  private transportFailed(
    call: UpstreamCall,
    started: AttemptStart,
    cause: unknown,
    status?: number,
    upload?: UploadWatch,
  ): Outcome<never> {
    const breaker = this.infra.breakers.byHost[call.host];
    if (cause instanceof GatewayError) {
      // Our own refusal while sending, e.g. an uploaded thumbnail over its cap: the caller's fault, not the host's.
      breaker.release();
      this.recorder.finish(call, started, { status, errorCode: cause.code });
      throw cause;
    }
    let failure = this.classify(call, cause);
    if (upload?.waitingForCaller()) failure = this.callersSlowness(failure, call);
    if (failure.hostFailure) breaker.recordFailure();
    else breaker.release();
    const delay = failure.retryableForReads ? this.retryDelay(call, started.attempt, undefined) : undefined;
    this.recorder.finish(call, started, {
      status,
      errorCode: failure.error.code,
      willRetry: delay !== undefined,
      systemCode: failure.systemCode,
    });
    if (delay === undefined) throw failure.error;
    return { done: false, delay, error: failure.error };
  }

  /**
   * A fault while the gateway waited for the caller's upload is not the host's. When it was a timeout (the request's
   * deadline, or undici's), the caller hears that its upload was too slow; any other fault keeps its message.
   */
  private callersSlowness(failure: TransportFailure, call: UpstreamCall): TransportFailure {
    const timedOut = failure.error.code === 'UPSTREAM_TIMEOUT';
    return { ...failure, hostFailure: false, ...(timedOut && { error: uploadTooSlow(call) }) };
  }

  private retryDelayForStatus(call: UpstreamCall, attempt: number, response: UpstreamAnswer): number | undefined {
    const status = response.statusCode;
    if (!RETRYABLE_STATUSES.has(status) && status !== 429) return undefined;
    const retryAfter = parseRetryAfter(singleHeader(response.headers, 'retry-after'));
    if (status === 429 && retryAfter === undefined) return undefined;
    if (status === 429 && retryAfter !== undefined && retryAfter > 0) this.infra.holds.record(call, retryAfter);
    return this.retryDelay(call, attempt, retryAfter);
  }

  /** The wait before the next attempt, or undefined when no retry is allowed. */
  private retryDelay(call: UpstreamCall, attempt: number, retryAfterSeconds: number | undefined): number | undefined {
    const { retry } = this.infra.config;
    if (!call.idempotent || attempt > retry.maxRetries) return undefined;
    const delay = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : backoffDelay(retry, attempt);
    if (retryAfterSeconds !== undefined && delay > retry.maxRetryAfterMs) return undefined;
    if (delay >= this.deadline.remainingMs()) return undefined;
    if (!this.infra.retryBudget.trySpend()) return undefined;
    return delay;
  }

  private async pause(call: UpstreamCall, delay: number, lastError: GatewayError | undefined): Promise<void> {
    try {
      await sleep(delay, this.deadline.signal());
    } catch (cause) {
      throw lastError ?? this.transportError(call, cause);
    }
  }
}
