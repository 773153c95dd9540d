import type { UpstreamHost } from './types.js';

/** One finished attempt of an upstream call, as logs, metrics and traces see it. Never holds credentials. */
export interface UpstreamAttempt {
  readonly requestId: string;
  readonly service: string;
  readonly host: UpstreamHost;
  readonly method: string;
  /** The route template, e.g. `/pullzone/{pullZoneId}/removeBlockedIp`: low cardinality, no ids. */
  readonly route: string;
  readonly attempt: number;
  readonly durationMs: number;
  /** The HTTP status, when bunny.net answered. */
  readonly status?: number;
  readonly bytes?: number;
  /** The gateway error code, when the attempt failed. */
  readonly errorCode?: string;
  /** Another attempt follows. */
  readonly willRetry: boolean;
  /** On a failed attempt: the configured host (e.g. `api.bunny.net`), which `host` only names by role. */
  readonly hostName?: string;
  /** On a transport fault: the system or undici error code, e.g. ENOTFOUND, ECONNREFUSED, CERT_HAS_EXPIRED. */
  readonly systemCode?: string;
}

/** Hooks for observability; the upstream layer calls them and knows nothing of pino or Prometheus. */
export interface UpstreamObserver {
  attemptFinished(attempt: UpstreamAttempt): void;
  breakerRejected(host: UpstreamHost, service: string): void;
}
