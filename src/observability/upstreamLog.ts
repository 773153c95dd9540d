import type { Logger } from '../logging/logger.js';
import type { UpstreamAttempt, UpstreamObserver } from '../upstream/observer.js';

/**
 * One log line per upstream attempt: host, method, route template, status, duration, attempt, bytes. A plain
 * success is a debug line (the request's own line says how it went); a failure is a warning, and an attempt that
 * is retried, or succeeds after a retry, is info, so that a flaky host shows at the default level.
 */
export function upstreamLogObserver(logger: Logger): UpstreamObserver {
  return {
    attemptFinished(attempt: UpstreamAttempt) {
      const level = levelOf(attempt);
      // Checked first: below the level, not even the line's object is made.
      if (!logger.isLevelEnabled(level)) return;
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

function levelOf(attempt: UpstreamAttempt): 'debug' | 'info' | 'warn' {
  if (attempt.willRetry) return 'info';
  if (attempt.errorCode) return 'warn';
  return attempt.attempt > 1 ? 'info' : 'debug';
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
