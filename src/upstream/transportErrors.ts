import { GatewayError, OUTCOME_UNKNOWN, type AreaName } from '../errors/gatewayError.js';

/** How a failed call ended, before any upstream answer. */
export interface TransportFailure {
  error: GatewayError;
  /** The host is unhealthy (counts towards its circuit breaker). */
  hostFailure: boolean;
  /** A read may be tried again: it failed fast (refused, reset, no DNS answer), not by waiting out a timeout. */
  retryableForReads: boolean;
  /** The system or undici error code (ENOTFOUND, ECONNREFUSED, CERT_HAS_EXPIRED, ...), for the operator's log. */
  systemCode: string | undefined;
}

type TransportCode = 'UPSTREAM_TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_ERROR';

/** One kind of fault: what the caller is told, and how the upstream layer treats it. */
interface FaultKind {
  readonly code: TransportCode;
  readonly message: string;
  /** The request never left the gateway, so a change cannot have been applied. */
  readonly neverSent: boolean;
  readonly hostFailure: boolean;
  readonly retryable: boolean;
}

// The caller is told which step failed (name lookup, connection, TLS, answer), never an address or a stack: the
// log line of the attempt carries the configured host and the system code for the operator.
const unreachable = (why: string, retryable = true): FaultKind => ({
  code: 'UPSTREAM_UNAVAILABLE',
  message: `bunny.net could not be reached: ${why}.`,
  neverSent: true,
  hostFailure: true,
  retryable,
});
const DNS = unreachable('its host name did not resolve (DNS)');
const REFUSED = unreachable('the connection was refused');
const NO_ROUTE = unreachable('there is no network route to it');
// A certificate that fails now fails the same way a moment later: not retried.
const TLS = unreachable('the TLS connection failed, its certificate was not accepted', false);
// A timeout is the timeout: a host that did not connect or answer within it is not asked again, so a hung host
// holds the caller for one timeout, not three plus backoff. Fast failures (refused, reset) are still retried.
const CONNECT_TIMEOUT: FaultKind = {
  code: 'UPSTREAM_TIMEOUT',
  message: 'bunny.net could not be reached in time.',
  neverSent: true,
  hostFailure: true,
  retryable: false,
};
const ANSWER_TIMEOUT: FaultKind = {
  code: 'UPSTREAM_TIMEOUT',
  message: 'bunny.net did not answer in time.',
  neverSent: false,
  hostFailure: true,
  retryable: false,
};
const DEADLINE: FaultKind = { ...ANSWER_TIMEOUT, message: 'bunny.net did not answer before the request deadline.' };
const BROKEN: FaultKind = {
  code: 'UPSTREAM_UNAVAILABLE',
  message: 'The connection to bunny.net broke before it answered.',
  neverSent: false,
  hostFailure: true,
  retryable: true,
};
/**
 * A call still waiting in undici's queue for a free connection when its request's time ran out (or its caller went
 * away): cancelled there, never sent. Not the host's failure: the gateway's own connections were all busy.
 */
export const NEVER_SENT = 'GATEWAY_NEVER_SENT';
const QUEUED: FaultKind = {
  code: 'UPSTREAM_TIMEOUT',
  message: 'No connection to bunny.net came free in time, so the call was never sent.',
  neverSent: true,
  hostFailure: false,
  retryable: false,
};
const UNKNOWN: FaultKind = {
  code: 'UPSTREAM_ERROR',
  message: 'The call to bunny.net failed.',
  neverSent: false,
  hostFailure: false,
  retryable: false,
};

const KINDS: Readonly<Record<string, FaultKind>> = {
  ENOTFOUND: DNS,
  EAI_AGAIN: DNS,
  EAI_FAIL: DNS,
  ECONNREFUSED: REFUSED,
  EHOSTUNREACH: NO_ROUTE,
  ENETUNREACH: NO_ROUTE,
  UND_ERR_CONNECT_TIMEOUT: CONNECT_TIMEOUT,
  UND_ERR_HEADERS_TIMEOUT: ANSWER_TIMEOUT,
  UND_ERR_BODY_TIMEOUT: ANSWER_TIMEOUT,
  ECONNRESET: BROKEN,
  EPIPE: BROKEN,
  UND_ERR_SOCKET: BROKEN,
  ECONNABORTED: BROKEN,
  UND_ERR_CLOSED: BROKEN,
  HPE_INVALID_CONSTANT: BROKEN,
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: BROKEN,
  [NEVER_SENT]: QUEUED,
};

/** The fault of a call `abort`ed before undici gave it a connection (see QUEUED). */
export function neverSent(reason: unknown): Error {
  return Object.assign(new Error('cancelled while waiting for a connection to bunny.net', { cause: reason }), {
    code: NEVER_SENT,
  });
}

/** OpenSSL's certificate verification codes (CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE, ...) and Node's TLS ones. */
const TLS_CODE =
  /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|EPROTO$)/;

function kindOf(code: string | undefined): FaultKind {
  if (code === undefined) return UNKNOWN;
  return KINDS[code] ?? (TLS_CODE.test(code) ? TLS : UNKNOWN);
}

/** The error code of a fault, looking into the cause or the first of an AggregateError (dual-stack connects). */
export function systemCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const nested = (error as { errors?: unknown[] }).errors?.[0] ?? (error as { cause?: unknown }).cause;
  return nested && nested !== error ? systemCodeOf(nested) : undefined;
}

export interface TransportContext {
  service: AreaName;
  /** A change whose outcome is unknown once it may have been sent. */
  mutation: boolean;
  /** The request's overall deadline fired. */
  deadlineExceeded: boolean;
}

/** Turns an undici/socket error into the gateway's taxonomy. Messages never name hosts, addresses, paths or headers. */
export function errorFromTransport(cause: unknown, context: TransportContext): TransportFailure {
  const systemCode = systemCodeOf(cause);
  // The deadline wins over whatever the aborted socket reported, unless the call never had a socket.
  const own = kindOf(systemCode);
  const kind = context.deadlineExceeded && own !== QUEUED ? DEADLINE : own;
  const ambiguous = context.mutation && !kind.neverSent;
  const error = new GatewayError(kind.message + (ambiguous ? OUTCOME_UNKNOWN : ''), {
    code: kind.code,
    service: context.service,
    ambiguous,
    cause,
  });
  return { error, hostFailure: kind.hostFailure, retryableForReads: kind.retryable, systemCode };
}
