import { performance } from 'node:perf_hooks';
import { Readable, Transform } from 'node:stream';
import DataLoader from 'dataloader';
import type { Dispatcher } from 'undici';
import type { Config } from '../config.js';
import { CHANGE_APPLIED, GatewayError } from '../errors/gatewayError.js';
import { errorFromUpstream, parseRetryAfter } from '../errors/fromUpstream.js';
import { isFailureInsideSuccess, parseJsonBody } from '../errors/upstreamDialects.js';
import type { CircuitBreakers } from './breaker.js';
import type { CallSpan, RequestTrace } from '../observability/tracing.js';
import type { UpstreamObserver } from './observer.js';
import type { UpstreamPools } from './pools.js';
import { readCapped, readPrefix } from './readBody.js';
import { RETRYABLE_STATUSES, backoffDelay, sleep, type RetryBudget } from './retryPolicy.js';
import { buildPath, buildQuery } from './route.js';
import { errorFromTransport, type TransportContext } from './transportErrors.js';
import type { UpstreamCall, UpstreamResult, UpstreamStream } from './types.js';

/** Process-wide pieces the per-request sessions share. None of them holds caller state. */
export interface UpstreamInfrastructure {
  readonly config: Config;
  readonly pools: UpstreamPools;
  readonly breakers: CircuitBreakers;
  readonly retryBudget: RetryBudget;
  readonly observer: UpstreamObserver;
}

export interface SessionOptions {
  readonly requestId: string;
  /** Aborted when the caller goes away. */
  readonly signal?: AbortSignal | undefined;
  /** Overall time budget for every upstream call of this request; null for long downloads. */
  readonly deadlineMs: number | null;
  /** The request's trace, when tracing is on: each attempt gets a child span and sends its traceparent. */
  readonly trace?: RequestTrace | undefined;
}

/** When an attempt started, and its span when tracing. */
interface AttemptStart {
  readonly at: number;
  readonly span: CallSpan | undefined;
}

const ERROR_BODY_CAP = 64 * 1024;

interface Sent {
  readonly response: Dispatcher.ResponseData;
  readonly attempt: number;
  readonly started: AttemptStart;
}

/** One attempt's end: a value, or a wait before the next attempt. */
type Outcome<T> =
  | { readonly done: true; readonly value: T }
  | { readonly done: false; readonly delay: number; readonly error: GatewayError | undefined };

/** Reads the body of a 2xx answer. Throws GatewayErrors it has reported itself; anything else is a transport fault. */
type Consume<T> = (sent: Sent) => Promise<T>;

/**
 * The upstream side of one GraphQL request: every REST call of the request goes through here. It applies the
 * breaker, retries (reads only), deadline, body caps and error normalisation, and shares identical reads.
 */
export class UpstreamSession {
  private readonly reads: DataLoader<UpstreamCall, UpstreamResult, string>;
  private deadlineSignal: AbortSignal | undefined;
  private combinedSignal: AbortSignal | undefined;
  private readonly deadlineAt: number | null;

  constructor(
    private readonly infra: UpstreamInfrastructure,
    private readonly options: SessionOptions,
  ) {
    this.deadlineAt = options.deadlineMs === null ? null : Date.now() + options.deadlineMs;
    // Identical reads of one request (aliases, repeated fields) share one upstream call. The cache lives and dies
    // with this request, and its key includes the credential header, so nothing crosses callers.
    this.reads = new DataLoader(
      (calls) => Promise.all(calls.map((call) => this.fetchJson(call).catch((error: unknown) => error as Error))),
      {
        batch: false,
        cacheKeyFn: readKey,
      },
    );
  }

  /** A call whose answer is JSON or empty. Failures, including ones inside a 2xx body, throw a GatewayError. */
  json<T>(call: UpstreamCall): Promise<UpstreamResult<T>> {
    const result = call.idempotent && call.method === 'GET' ? this.reads.load(call) : this.fetchJson(call);
    return result as Promise<UpstreamResult<T>>;
  }

  /**
   * A call whose successful answer is streamed to the caller (CSV export). Failures before the body throw like
   * `json`. The body keeps undici's backpressure; destroying it (the caller went away) aborts the upstream request.
   */
  stream(call: UpstreamCall): Promise<UpstreamStream> {
    return this.withRetries(call, (sent) => this.openStream(call, sent));
  }

  private fetchJson(call: UpstreamCall): Promise<UpstreamResult> {
    return this.withRetries(call, (sent) => this.readJson(call, sent));
  }

  private async openStream(call: UpstreamCall, sent: Sent): Promise<UpstreamStream> {
    const { response, attempt, started } = sent;
    const contentType =
      typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : undefined;
    // A JSON answer is either a failure inside a 200 (Shield's envelope) or the document's other 200 form, the
    // text as a JSON string: read it whole (capped) so a failure is an error and never streamed as data.
    if (contentType?.includes('json')) return this.streamOfJson(call, sent, contentType);
    if (!streamable(contentType, call.accept)) {
      // A proxy's HTML sign-in or error page must not reach the caller as file content.
      await response.body.dump().catch(() => undefined);
      this.report(call, attempt, started, { status: response.statusCode, errorCode: 'UPSTREAM_ERROR' });
      throw new GatewayError(
        `bunny.net answered with ${mediaType(contentType)} where ${call.accept ?? 'a file'} was expected.`,
        {
          code: 'UPSTREAM_ERROR',
          service: call.service,
          httpStatus: response.statusCode,
        },
      );
    }
    let bytes = 0;
    // Counting in a Transform, not with a 'data' listener: a listener would switch the body to flowing mode and
    // chunks could be emitted before the consumer is attached.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // A fault mid-body reaches the consumer as a GatewayError (timeout, reset), not as a raw socket error.
    response.body.once('error', (error) =>
      counted.destroy(
        error instanceof GatewayError ? error : errorFromTransport(error, this.transportContext(call)).error,
      ),
    );
    counted.once('close', () => {
      // The consumer stopped early (caller gone, row cap): dropping the body aborts the upstream request.
      if (!response.body.readableEnded) response.body.destroy();
      const errorCode = counted.errored instanceof GatewayError ? counted.errored.code : undefined;
      this.report(call, attempt, started, { status: response.statusCode, bytes, errorCode });
    });
    response.body.pipe(counted);
    return { status: response.statusCode, contentType, body: counted };
  }

  private async streamOfJson(call: UpstreamCall, sent: Sent, contentType: string): Promise<UpstreamStream> {
    const { data, status } = await this.readJson(call, sent);
    if (typeof data !== 'string') {
      throw new GatewayError('bunny.net answered with JSON where a file was expected.', {
        code: 'UPSTREAM_ERROR',
        service: call.service,
        httpStatus: status,
      });
    }
    return { status, contentType, body: Readable.from([Buffer.from(data, 'utf8')]) };
  }

  private async readJson(call: UpstreamCall, { response, attempt, started }: Sent): Promise<UpstreamResult> {
    const status = response.statusCode;
    let raw: Buffer;
    try {
      raw = await readCapped(
        response.body,
        this.infra.config.limits.maxUpstreamJsonBytes,
        call.service,
        response.headers['content-length'],
      );
    } catch (error) {
      // Too large: reported here. A broken or stalled body is a transport fault, left to the retry loop.
      if (error instanceof GatewayError) this.report(call, attempt, started, { status, errorCode: error.code });
      throw error;
    }
    const data = raw.length === 0 ? undefined : parseJsonBody(raw);
    if (raw.length > 0 && data === undefined) {
      this.report(call, attempt, started, { status, bytes: raw.length, errorCode: 'UPSTREAM_ERROR' });
      const applied = call.idempotent ? '' : CHANGE_APPLIED;
      throw new GatewayError(`bunny.net answered HTTP ${status} with a body that is not valid JSON.${applied}`, {
        code: 'UPSTREAM_ERROR',
        service: call.service,
        httpStatus: status,
      });
    }
    if (isFailureInsideSuccess(data)) {
      const error = errorFromUpstream({ service: call.service, status, json: data, fieldName: call.fieldName });
      this.report(call, attempt, started, { status, bytes: raw.length, errorCode: error.code });
      throw error;
    }
    this.report(call, attempt, started, { status, bytes: raw.length });
    return { status, data };
  }

  private async failure(
    call: UpstreamCall,
    response: Dispatcher.ResponseData,
    attempt: number,
    started: AttemptStart,
  ): Promise<GatewayError> {
    const body = await readPrefix(response.body, ERROR_BODY_CAP);
    const retryAfter = response.headers['retry-after'];
    const error = errorFromUpstream({
      service: call.service,
      status: response.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      body,
      fieldName: call.fieldName,
      mutation: !call.idempotent,
      credential: call.auth.credential,
    });
    this.report(call, attempt, started, { status: response.statusCode, bytes: body.length, errorCode: error.code });
    return error;
  }

  /**
   * Sends the call and hands a 2xx answer to `consume`, retrying reads on transport faults (also while reading the
   * body) and 502/503/504 (and short 429s) within retry budget and deadline.
   */
  private async withRetries<T>(call: UpstreamCall, consume: Consume<T>): Promise<T> {
    this.infra.retryBudget.recordAttempt();
    for (let attempt = 1; ; attempt += 1) {
      this.acquireBreaker(call);
      const outcome = await this.attempt(call, attempt, consume);
      if (outcome.done) return outcome.value;
      await this.pause(call, outcome.delay, outcome.error);
    }
  }

  private acquireBreaker(call: UpstreamCall): void {
    if (this.infra.breakers.byHost[call.host].tryAcquire()) return;
    this.infra.observer.breakerRejected(call.host, call.service);
    throw new GatewayError('bunny.net is failing repeatedly; the gateway is not calling it for a short while.', {
      code: 'UPSTREAM_UNAVAILABLE',
      service: call.service,
    });
  }

  /** One attempt. Throws the final error; returns a delay when another attempt should follow. */
  private async attempt<T>(call: UpstreamCall, attempt: number, consume: Consume<T>): Promise<Outcome<T>> {
    const breaker = this.infra.breakers.byHost[call.host];
    const started = this.startAttempt(call, attempt);
    let response: Dispatcher.ResponseData;
    try {
      response = await this.infra.pools
        .pool(call.host)
        .request({ ...this.requestOptions(call, started), signal: this.signal() });
    } catch (cause) {
      return this.transportFailed(call, attempt, started, cause);
    }
    const status = response.statusCode;
    if (RETRYABLE_STATUSES.has(status)) breaker.recordFailure();
    else breaker.recordSuccess();
    const delay = this.retryDelayForStatus(call, attempt, response);
    if (delay !== undefined) {
      await response.body.dump().catch(() => undefined);
      this.report(call, attempt, started, { status, willRetry: true });
      return { done: false, delay, error: undefined };
    }
    if (status >= 300 || status < 200) throw await this.failure(call, response, attempt, started);
    try {
      return { done: true, value: await consume({ response, attempt, started }) };
    } catch (cause) {
      if (cause instanceof GatewayError) throw cause;
      return this.transportFailed(call, attempt, started, cause, status);
    }
  }

  /** A fault before or while reading the answer: counts for the breaker, and is retried for reads when safe. */
  private transportFailed(
    call: UpstreamCall,
    attempt: number,
    started: AttemptStart,
    cause: unknown,
    status?: number,
  ): Outcome<never> {
    const breaker = this.infra.breakers.byHost[call.host];
    if (cause instanceof GatewayError) {
      // Our own refusal while sending, e.g. an uploaded thumbnail over its cap: the caller's fault, not the host's.
      breaker.release();
      this.report(call, attempt, started, { status, errorCode: cause.code });
      throw cause;
    }
    const failure = errorFromTransport(cause, this.transportContext(call));
    if (failure.hostFailure) breaker.recordFailure();
    else breaker.release();
    const delay = failure.retryableForReads ? this.retryDelay(call, attempt, undefined) : undefined;
    this.report(call, attempt, started, { status, errorCode: failure.error.code, willRetry: delay !== undefined });
    if (delay === undefined) throw failure.error;
    return { done: false, delay, error: failure.error };
  }

  private retryDelayForStatus(
    call: UpstreamCall,
    attempt: number,
    response: Dispatcher.ResponseData,
  ): number | undefined {
    const status = response.statusCode;
    if (!RETRYABLE_STATUSES.has(status) && status !== 429) return undefined;
    const header = response.headers['retry-after'];
    const retryAfter = parseRetryAfter(typeof header === 'string' ? header : undefined);
    if (status === 429 && retryAfter === undefined) return undefined;
    return this.retryDelay(call, attempt, retryAfter);
  }

  /** The wait before the next attempt, or undefined when no retry is allowed. */
  private retryDelay(call: UpstreamCall, attempt: number, retryAfterSeconds: number | undefined): number | undefined {
    const { retry } = this.infra.config;
    if (!call.idempotent || attempt > retry.maxRetries) return undefined;
    const delay = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : backoffDelay(retry, attempt);
    if (retryAfterSeconds !== undefined && delay > retry.maxRetryAfterMs) return undefined;
    if (this.deadlineAt !== null && Date.now() + delay >= this.deadlineAt) return undefined;
    if (!this.infra.retryBudget.trySpend()) return undefined;
    return delay;
  }

  private async pause(call: UpstreamCall, delay: number, lastError: GatewayError | undefined): Promise<void> {
    try {
      await sleep(delay, this.signal());
    } catch (cause) {
      throw lastError ?? errorFromTransport(cause, this.transportContext(call)).error;
    }
  }

  /** Marks an attempt's start and, when tracing, opens its span (ended in `report`). */
  private startAttempt(call: UpstreamCall, attempt: number): AttemptStart {
    const span = this.options.trace?.startCall(`${call.method} ${call.route}`, {
      'http.request.method': call.method,
      'url.template': call.route,
      'server.address': call.host,
      'bunny.service': call.service,
      'http.request.resend_count': attempt - 1,
    });
    return { at: performance.now(), span };
  }

  private requestOptions(call: UpstreamCall, started: AttemptStart): Dispatcher.RequestOptions {
    const path = this.infra.pools.basePaths[call.host] + buildPath(call) + buildQuery(call.query);
    const headers: Record<string, string> = {
      [call.auth.header]: call.auth.value,
      accept: call.accept ?? 'application/json',
      'user-agent': 'bunny-gateway',
      'x-request-id': this.options.requestId,
      ...started.span?.headers,
    };
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      return { method: call.method, path, headers, body: JSON.stringify(call.json) };
    }
    if (call.body) {
      headers['content-type'] = call.body.contentType;
      return { method: call.method, path, headers, body: call.body.stream };
    }
    return { method: call.method, path, headers };
  }

  /** One signal per request for the caller going away or the deadline passing, made on first use. */
  private signal(): AbortSignal | undefined {
    if (this.combinedSignal) return this.combinedSignal;
    const signals: AbortSignal[] = [];
    if (this.options.signal) signals.push(this.options.signal);
    if (this.deadlineAt !== null) {
      this.deadlineSignal = AbortSignal.timeout(Math.max(1, this.deadlineAt - Date.now()));
      signals.push(this.deadlineSignal);
    }
    this.combinedSignal =
      signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    return this.combinedSignal;
  }

  /**
   * Whether the request deadline has passed. The deadline signal is asked first: its timer can fire a millisecond
   * before the wall clock reaches `deadlineAt`, and that abort must still read as a timeout.
   */
  private deadlineExceeded(): boolean {
    return this.deadlineSignal?.aborted === true || (this.deadlineAt !== null && Date.now() >= this.deadlineAt);
  }

  private transportContext(call: UpstreamCall): TransportContext {
    return { service: call.service, mutation: !call.idempotent, deadlineExceeded: this.deadlineExceeded() };
  }

  private report(
    call: UpstreamCall,
    attempt: number,
    started: AttemptStart,
    outcome: { status?: number; bytes?: number; errorCode?: string; willRetry?: boolean },
  ): void {
    started.span?.end(outcome.status, outcome.errorCode);
    this.infra.observer.attemptFinished({
      requestId: this.options.requestId,
      service: call.service,
      host: call.host,
      method: call.method,
      route: call.route,
      attempt,
      durationMs: performance.now() - started.at,
      ...outcome,
      willRetry: outcome.willRetry ?? false,
    });
  }
}

/** The media type without parameters, lower case; "no content type" when absent. */
function mediaType(contentType: string | undefined): string {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() || 'no content type';
}

/**
 * Whether a 2xx body may be streamed as the file the call asked for: the media type it accepts, or a generic one
 * (octet-stream, or none at all). Anything else, such as text/html, is not the file.
 */
function streamable(contentType: string | undefined, accept: string | undefined): boolean {
  const type = mediaType(contentType);
  return (
    type === 'no content type' ||
    type === 'application/octet-stream' ||
    accept === undefined ||
    type === accept.toLowerCase()
  );
}

function readKey(call: UpstreamCall): string {
  return `${call.host} ${call.method} ${call.route} ${JSON.stringify(call.params ?? {})} ${JSON.stringify(call.query ?? {})} ${call.auth.header}:${call.auth.value}`;
}
