import type { ErrorCode } from './gatewayError.js';

/**
 * The one table from an HTTP status (upstream, or inside an envelope) to the gateway's error code. A status the
 * caller can act on gets its own code; one only the gateway or a proxy between it and bunny.net could cause (405,
 * 407, 411, 415, a redirect) is UPSTREAM_ERROR, like any status not listed.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 413:
    case 414:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
    case 403:
    case 451:
      return 'FORBIDDEN';
    case 404:
    case 410:
      return 'NOT_FOUND';
    case 409:
    case 412:
    case 423:
    case 428:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
      return 'UPSTREAM_UNAVAILABLE';
    case 408:
    case 504:
      return 'UPSTREAM_TIMEOUT';
    default:
      return 'UPSTREAM_ERROR';
  }
}

/** The HTTP status the gateway's own plain-HTTP routes answer for an error code (the CSV download route). */
export function httpStatusForCode(code: ErrorCode): number {
  const statuses: Record<ErrorCode, number> = {
    BAD_USER_INPUT: 400,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    RATE_LIMITED: 429,
    UPSTREAM_ERROR: 502,
    UPSTREAM_UNAVAILABLE: 503,
    UPSTREAM_TIMEOUT: 504,
    RESULT_TOO_LARGE: 413,
  };
  return statuses[code];
}

/**
 * A clear sentence for a status when bunny.net sent none of its own. `credential` names what was sent when it was
 * not the account key in the AccessKey header, so a 401 points at the right header.
 */
export function defaultMessageForStatus(status: number, credential?: string): string {
  switch (codeForStatus(status)) {
    case 'BAD_USER_INPUT':
      return `bunny.net rejected the request as invalid (HTTP ${status}).`;
    case 'UNAUTHENTICATED':
      return credential
        ? `bunny.net did not accept ${credential}.`
        : 'bunny.net did not accept the API key. Check the AccessKey header.';
    case 'FORBIDDEN':
      return 'The API key is not allowed to perform this operation.';
    case 'NOT_FOUND':
      return 'bunny.net could not find the requested record.';
    case 'CONFLICT':
      return 'The record is in a state that does not allow this change.';
    case 'RATE_LIMITED':
      return 'bunny.net is rate limiting these requests; try again later.';
    case 'UPSTREAM_UNAVAILABLE':
      return `bunny.net is temporarily unavailable (HTTP ${status}).`;
    case 'UPSTREAM_TIMEOUT':
      return `bunny.net timed out (HTTP ${status}).`;
    default:
      return status >= 500
        ? `bunny.net failed with an internal error (HTTP ${status}).`
        : `bunny.net answered with unexpected HTTP status ${status}.`;
  }
}
