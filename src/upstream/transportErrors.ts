import { GatewayError, OUTCOME_UNKNOWN, type AreaName } from '../errors/gatewayError.js';

/** How a failed call ended, before any upstream answer. */
export interface TransportFailure {
  error: GatewayError;
  /** The host is unhealthy (counts towards its circuit breaker). */
  hostFailure: boolean;
  /** A read may be tried again: it failed fast (refused, reset, no DNS answer), not by waiting out a timeout. */
  retryableForReads: boolean;
}

const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const BROKEN = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'ECONNABORTED',
  'UND_ERR_CLOSED',
  'HPE_INVALID_CONSTANT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const nested = (error as { errors?: unknown[] }).errors?.[0] ?? (error as { cause?: unknown }).cause;
  return nested && nested !== error ? codeOf(nested) : undefined;
}

export interface TransportContext {
  service: AreaName;
  /** A change whose outcome is unknown once it may have been sent. */
  mutation: boolean;
  /** The request's overall deadline fired. */
  deadlineExceeded: boolean;
}

/** Turns an undici/socket error into the gateway's taxonomy. Messages never name hosts, paths or headers. */
export function errorFromTransport(cause: unknown, context: TransportContext): TransportFailure {
  const code = codeOf(cause);
  const neverSent = code !== undefined && NEVER_SENT.has(code);
  const ambiguous = context.mutation && !neverSent;
  const suffix = ambiguous ? OUTCOME_UNKNOWN : '';
  const make = (
    errorCode: 'UPSTREAM_TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_ERROR',
    message: string,
  ): GatewayError =>
    new GatewayError(message + suffix, { code: errorCode, service: context.service, ambiguous, cause });

  if (context.deadlineExceeded) {
    return {
      error: make('UPSTREAM_TIMEOUT', 'bunny.net did not answer before the request deadline.'),
      hostFailure: true,
      retryableForReads: false,
    };
  }
  if (code !== undefined && TIMEOUTS.has(code)) {
    // A timeout is the timeout: a host that did not connect or answer within it is not asked again, so a hung host
    // holds the caller for one timeout, not three plus backoff. Fast failures (refused, reset) are still retried.
    const what = code === 'UND_ERR_CONNECT_TIMEOUT' ? 'could not be reached in time' : 'did not answer in time';
    return { error: make('UPSTREAM_TIMEOUT', `bunny.net ${what}.`), hostFailure: true, retryableForReads: false };
  }
  if (neverSent) {
    return {
      error: make('UPSTREAM_UNAVAILABLE', 'bunny.net could not be reached.'),
      hostFailure: true,
      retryableForReads: true,
    };
  }
  if (code !== undefined && BROKEN.has(code)) {
    return {
      error: make('UPSTREAM_UNAVAILABLE', 'The connection to bunny.net broke before it answered.'),
      hostFailure: true,
      retryableForReads: true,
    };
  }
  return {
    error: make('UPSTREAM_ERROR', 'The call to bunny.net failed.'),
    hostFailure: false,
    retryableForReads: false,
  };
}
