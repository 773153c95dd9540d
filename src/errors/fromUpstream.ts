import { GatewayError, OUTCOME_UNKNOWN, type AreaName, type UpstreamErrorDetails } from './gatewayError.js';
import { codeForStatus, defaultMessageForStatus } from './statusCodes.js';
import { isSuccess } from './httpStatus.js';
import { parseRetryAfter } from './retryAfter.js';
import type { Scrubber } from './quote.js';
import { parseJsonBody, whatBunnySaid, type WhatBunnySaid } from './upstreamDialects.js';

/** Maps an upstream field name (e.g. `BlockedIp`, `cdn.portMappings`) to the GraphQL argument it came from. */
export type FieldNameMap = (upstreamField: string) => string;

export interface UpstreamAnswer {
  service: AreaName;
  /** The HTTP status bunny.net answered with. */
  status: number;
  /** The Retry-After header, when sent. */
  retryAfter?: string | undefined;
  /** The Content-Range header, when sent (a 416 gives the file's size in it). */
  contentRange?: string | undefined;
  /** The body: raw bytes, or an already parsed JSON value. */
  body?: Uint8Array | undefined;
  json?: unknown;
  fieldName?: FieldNameMap | undefined;
  /** The call changes state: a gateway timeout or bad gateway then leaves the outcome unknown. */
  mutation?: boolean | undefined;
  /** The credential that was sent, named for a 401's message (see UpstreamAuth). */
  credential?: string | undefined;
  /** The request's credentials, scrubbed from every string bunny.net said before it is cut to length. */
  secrets?: Scrubber | undefined;
}

/** Statuses a proxy answers when the request may already have reached bunny.net and been applied. */
const OUTCOME_UNKNOWN_STATUSES: ReadonlySet<number> = new Set([408, 502, 504]);

/**
 * The single place where an upstream answer that means failure becomes a GraphQL error: a non-2xx status in any
 * dialect (or with an empty, HTML or truncated body), or a 2xx whose body reports a failure.
 */
export function errorFromUpstream(answer: UpstreamAnswer): GatewayError {
  const said = whatBunnySaid(answer.json !== undefined ? answer.json : parseJsonBody(answer.body), answer.secrets);
  const status = effectiveStatus(answer.status, said.status);
  if (status === undefined) {
    // A 2xx that reports failure without saying which: the status bunny.net sent is kept, not invented.
    return new GatewayError(said.message ?? FAILURE_WITHOUT_STATUS, {
      code: 'UPSTREAM_ERROR',
      service: answer.service,
      httpStatus: answer.status,
      upstream: details(said, answer),
    });
  }
  const ambiguous = answer.mutation === true && !isSuccess(answer.status) && OUTCOME_UNKNOWN_STATUSES.has(status);
  return new GatewayError(
    (said.message ?? defaultMessageForStatus(status, answer.credential)) + (ambiguous ? OUTCOME_UNKNOWN : ''),
    {
      code: codeForStatus(status),
      service: answer.service,
      httpStatus: status,
      upstream: details(said, answer),
      ambiguous,
    },
  );
}

const FAILURE_WITHOUT_STATUS = 'bunny.net reported that the operation failed, without giving a reason.';

/**
 * A non-2xx HTTP status always wins; a failure inside a 2xx answer carries its real status in the body. Undefined
 * when a 2xx answer reports failure without an error status: bunny.net's `statusCode` fields are any int32 by their
 * documents (13700003, 301 and 102 come back in the Stream status model), and only a 4xx or 5xx names a failure.
 */
function effectiveStatus(httpStatus: number, inner: number | undefined): number | undefined {
  if (!isSuccess(httpStatus)) return httpStatus;
  if (inner !== undefined && inner >= 400 && inner <= 599) return inner;
  return undefined;
}

function details(said: WhatBunnySaid, answer: UpstreamAnswer): UpstreamErrorDetails {
  const rename = answer.fieldName ?? defaultFieldName;
  const result: UpstreamErrorDetails = {};
  if (said.errorKey) result.errorKey = said.errorKey;
  if (said.field) result.field = rename(said.field);
  if (said.fieldErrors) {
    result.fieldErrors = said.fieldErrors.map((e) => ({
      field: e.field === null ? null : rename(e.field),
      message: e.message,
    }));
  }
  if (said.title) result.title = said.title;
  if (said.type) result.type = said.type;
  if (said.instance) result.instance = said.instance;
  if (said.id) result.id = said.id;
  const retryAfter = parseRetryAfter(answer.retryAfter);
  if (retryAfter !== undefined) result.retryAfter = retryAfter;
  if (answer.contentRange !== undefined && UNSATISFIED_RANGE.test(answer.contentRange))
    result.contentRange = answer.contentRange;
  return result;
}

/**
 * The Content-Range of a 416 (RFC 9110, 15.5.17): no range, the file's size. Kept only in this shape, so that what the
 * download route passes back to its caller as a header is digits bunny.net sent, nothing else.
 */
const UNSATISFIED_RANGE = /^bytes \*\/\d{1,19}$/;

/** The same for fields of a request body that the GraphQL operation takes as its `input` argument. */
export function inputFieldName(field: string): string {
  return `input.${defaultFieldName(field)}`;
}

/** bunny.net's field names to GraphQL's: `BlockedIp` -> `blockedIp`, `Cdn.PortMappings[0]` -> `cdn.portMappings[0]`. */
export function defaultFieldName(field: string): string {
  return field
    .split('.')
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
    .join('.');
}
