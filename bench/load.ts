/**
 * Load generation with autocannon's programmatic API, in the bench process. Every response is checked against
 * the expected status and body; the first wrong answers are kept for the report.
 */
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios.js';

export interface LoadResult {
  /** Completed responses. */
  requests: number;
  /** Requests sent (some may still have been in flight when the run stopped). */
  sent: number;
  durationS: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  wrongAnswers: number;
  samples: string[];
  bytes: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly request: BenchRequest;
  readonly connections: number;
  readonly durationS?: number;
  readonly amount?: number;
  readonly timeoutS?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { request } = options;
  const samples: string[] = [];
  /** 2xx answers with another 2xx status than expected (e.g. 200 instead of 204); non-2xx count separately. */
  let wrongStatus = 0;
  // autocannon hands over the body as the string it accumulated (typed more loosely).
  const verifyBody = (raw: string | Buffer | undefined): boolean => {
    const body = typeof raw === 'string' ? raw : (raw?.toString('utf8') ?? '');
    if (body === request.expectedBody) return true;
    let ok = false;
    if (request.expectedJson !== undefined) {
      try {
        ok = isDeepStrictEqual(JSON.parse(body), request.expectedJson);
      } catch {
        ok = false;
      }
    }
    if (!ok && samples.length < 3)
      samples.push(body.length > 400 ? `${body.slice(0, 400)}… (${body.length} chars)` : body);
    return ok;
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url + request.path,
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        connections: options.connections,
        pipelining: 1,
        ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.durationS ?? 10 }),
        // autocannon ends a run on its next sample tick (1 s by default): a fixed-amount run idled up to a second
        // after its last answer. Timed runs keep the 1 s tick, which also gives requests in flight at the end up to a
        // second to finish (fewer abandoned requests reaching upstream after the window). Samples are not used here.
        sampleInt: options.amount !== undefined ? 100 : 1000,
        timeout: options.timeoutS ?? 30,
        verifyBody,
      },
      (error: unknown, done: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== request.expectedStatus && statusCode >= 200 && statusCode < 300) wrongStatus += 1;
    });
  });
  return {
    requests: result.requests.total,
    sent: result.requests.sent,
    durationS: result.duration,
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrongAnswers: result.mismatches + wrongStatus,
    samples,
    bytes: result.throughput.total,
  };
}
