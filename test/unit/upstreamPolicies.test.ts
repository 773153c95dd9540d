import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitBreakers } from '../../src/upstream/breaker.js';
import { RetryBudget, backoffDelay, sleep, type RetrySettings } from '../../src/upstream/retryPolicy.js';
import { singleHeader } from '../../src/upstream/headers.js';
import { errorFromTransport } from '../../src/upstream/transportErrors.js';

/** The upstream layer's policies on their own, with a fake clock: breaker, backoff, budget, transport errors. */

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  const settings = { failureThreshold: 3, cooldownMs: 1_000 };

  it('opens after the threshold of consecutive failures and then refuses calls', () => {
    const time = clock();
    const breaker = new CircuitBreaker(settings, time.now);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.current()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('a success in between resets the count', () => {
    const breaker = new CircuitBreaker(settings, clock().now);
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.current()).toBe('closed');
  });

  it('after the cool-down lets exactly one probe through; its success closes the breaker', () => {
    const time = clock();
    const breaker = new CircuitBreaker(settings, time.now);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    time.advance(1_000);
    expect(breaker.current()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.current()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a failed probe opens it for another full cool-down', () => {
    const time = clock();
    const breaker = new CircuitBreaker(settings, time.now);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    time.advance(1_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.current()).toBe('open');
    time.advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a probe that ends without a verdict (caller gone) frees the probe slot', () => {
    const time = clock();
    const breaker = new CircuitBreaker(settings, time.now);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    time.advance(1_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.release();
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('failures of calls already in flight when it opened do not push the cool-down out', () => {
    const time = clock();
    const breaker = new CircuitBreaker(settings, time.now);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    time.advance(900);
    breaker.recordFailure();
    time.advance(100);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('CircuitBreakers.anyClosed is false only while every host is open', () => {
    const time = clock();
    const breakers = new CircuitBreakers(settings, time.now);
    for (const host of ['api', 'video'] as const) for (let i = 0; i < 3; i += 1) breakers.byHost[host].recordFailure();
    expect(breakers.anyClosed()).toBe(true);
    for (let i = 0; i < 3; i += 1) breakers.byHost.originLogs.recordFailure();
    expect(breakers.anyClosed()).toBe(false);
    time.advance(1_000);
    expect(breakers.anyClosed()).toBe(true);
  });
});

describe('backoff and retry budget', () => {
  const retry: RetrySettings = {
    maxRetries: 2,
    baseDelayMs: 100,
    maxDelayMs: 1_000,
    budgetRatio: 0.2,
    maxRetryAfterMs: 2_000,
  };

  it('full jitter: a delay between 0 and the capped exponential step', () => {
    expect(backoffDelay(retry, 1, () => 0)).toBe(0);
    expect(backoffDelay(retry, 1, () => 0.999)).toBe(99);
    expect(backoffDelay(retry, 2, () => 0.999)).toBe(199);
    expect(backoffDelay(retry, 10, () => 0.999)).toBe(999);
  });

  it('the budget allows its reserve, then one retry per 1/ratio first attempts', () => {
    const budget = new RetryBudget(0.5, 2);
    expect(budget.trySpend()).toBe(true);
    expect(budget.trySpend()).toBe(true);
    expect(budget.trySpend()).toBe(false);
    budget.recordAttempt();
    expect(budget.trySpend()).toBe(false);
    budget.recordAttempt();
    expect(budget.trySpend()).toBe(true);
  });

  it('the budget never holds more than its reserve', () => {
    const budget = new RetryBudget(1, 2);
    for (let i = 0; i < 10; i += 1) budget.recordAttempt();
    expect([budget.trySpend(), budget.trySpend(), budget.trySpend()]).toEqual([true, true, false]);
  });

  it('sleep stops early with the abort reason', async () => {
    const controller = new AbortController();
    const slept = sleep(10_000, controller.signal);
    controller.abort(new Error('gone'));
    await expect(slept).rejects.toThrow('gone');
  });
});

describe('errorFromTransport', () => {
  const read = { service: 'containers', mutation: false, deadlineExceeded: false } as const;
  const mutation = { ...read, mutation: true };
  const err = (code: string) => Object.assign(new Error(code), { code });

  it('a refused connection never reached bunny.net: UPSTREAM_UNAVAILABLE, retryable, never ambiguous', () => {
    const failure = errorFromTransport(err('ECONNREFUSED'), mutation);
    expect(failure.error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(failure.error.extensions['ambiguous']).toBeUndefined();
    expect(failure).toMatchObject({ hostFailure: true, retryableForReads: true });
  });

  it('a reset of a mutation is ambiguous and says so', () => {
    const failure = errorFromTransport(err('UND_ERR_SOCKET'), mutation);
    expect(failure.error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', ambiguous: true });
    expect(failure.error.message).toMatch(/may or may not have been applied/);
  });

  it.each(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])(
    'a %s is not retried, even for a read: the caller waits one timeout, not three',
    (code) => {
      expect(errorFromTransport(err(code), read)).toMatchObject({ hostFailure: true, retryableForReads: false });
    },
  );

  it.each(['CERT_HAS_EXPIRED', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'ERR_TLS_CERT_ALTNAME_INVALID'])(
    'a TLS failure (%s) says so, was never sent (not ambiguous), is not retried, and keeps its code for the log',
    (code) => {
      const failure = errorFromTransport(err(code), mutation);
      expect(failure.error.message).toBe(
        'bunny.net could not be reached: the TLS connection failed, its certificate was not accepted.',
      );
      expect(failure.error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', service: 'containers' });
      expect(failure).toMatchObject({ hostFailure: true, retryableForReads: false, systemCode: code });
    },
  );

  it('DNS, refused and unroutable connections each say which step failed', () => {
    const message = (code: string) => errorFromTransport(err(code), read).error.message;
    expect(message('ENOTFOUND')).toMatch(/did not resolve \(DNS\)/);
    expect(message('EAI_AGAIN')).toMatch(/did not resolve \(DNS\)/);
    expect(message('ECONNREFUSED')).toMatch(/connection was refused/);
    expect(message('ENETUNREACH')).toMatch(/no network route/);
  });

  it('a reset of a read is retried: it failed fast', () => {
    expect(errorFromTransport(err('ECONNRESET'), read).retryableForReads).toBe(true);
  });

  it('headers and body timeouts are UPSTREAM_TIMEOUT; a connect timeout is not ambiguous', () => {
    expect(errorFromTransport(err('UND_ERR_HEADERS_TIMEOUT'), read).error.extensions['code']).toBe('UPSTREAM_TIMEOUT');
    expect(errorFromTransport(err('UND_ERR_BODY_TIMEOUT'), mutation).error.extensions).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      ambiguous: true,
    });
    expect(errorFromTransport(err('UND_ERR_CONNECT_TIMEOUT'), mutation).error.extensions['ambiguous']).toBeUndefined();
  });

  it('the request deadline wins over the underlying error and is not retried', () => {
    const failure = errorFromTransport(new DOMException('timed out', 'TimeoutError'), {
      ...read,
      deadlineExceeded: true,
    });
    expect(failure.error.extensions['code']).toBe('UPSTREAM_TIMEOUT');
    expect(failure.retryableForReads).toBe(false);
  });

  it('finds the code of a nested cause (AggregateError from a dual-stack connect)', () => {
    const nested = Object.assign(new AggregateError([err('ECONNREFUSED')]), {});
    expect(errorFromTransport(nested, read).error.extensions['code']).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('singleHeader', () => {
  it('gives a header sent once, and reads one sent twice as absent: which copy counts would be a guess', () => {
    expect(singleHeader({ 'retry-after': '1' }, 'retry-after')).toBe('1');
    expect(singleHeader({ 'retry-after': ['1', '120'] }, 'retry-after')).toBeUndefined();
    expect(singleHeader({}, 'retry-after')).toBeUndefined();
  });
});
