import type { Logger } from '../logger.js';
import type { UpstreamAttempt, UpstreamObserver } from '../upstream/observer.js';

/** One log line per upstream attempt: host, method, route template, status, duration, attempt, bytes. */
export function upstreamLogObserver(logger: Logger): UpstreamObserver {
  return {
    attemptFinished(attempt: UpstreamAttempt) {
      const level = attempt.errorCode && !attempt.willRetry ? 'warn' : 'info';
      logger[level](
        {
          requestId: attempt.requestId,
          upstream: {
            service: attempt.service,
            host: attempt.host,
            method: attempt.method,
            route: attempt.route,
            status: attempt.status,
            durationMs: Math.round(attempt.durationMs * 10) / 10,
            attempt: attempt.attempt,
            bytes: attempt.bytes,
            errorCode: attempt.errorCode,
            willRetry: attempt.willRetry || undefined,
            hostName: attempt.hostName,
            systemCode: attempt.systemCode,
          },
        },
        'upstream call',
      );
    },
    breakerRejected(host, service) {
      logger.warn({ upstream: { host, service } }, 'circuit breaker open: call refused without contacting bunny.net');
    },
  };
}

/** Fans one event out to several observers (logs, metrics, traces). */
export function combineObservers(...observers: UpstreamObserver[]): UpstreamObserver {
  return {
    attemptFinished: (attempt) => {
      for (const observer of observers) observer.attemptFinished(attempt);
    },
    breakerRejected: (host, service) => {
      for (const observer of observers) observer.breakerRejected(host, service);
    },
  };
}
