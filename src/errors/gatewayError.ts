import { GraphQLError } from 'graphql';

/**
 * The codes a GatewayError carries, of the `ErrorCode` enum of schema/base.graphql; the enum's other two are the HTTP
 * layer's and yoga's (BAD_REQUEST, http/jsonAnswer.ts) and yoga's masking of a bug (INTERNAL_SERVER_ERROR).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'RESULT_TOO_LARGE';

/**
 * What `extensions.service` names: the area that failed, by the name its descriptor gives it (areas/names.ts lists
 * them), or `gateway` for the gateway's own refusals. A name set by code, never by a caller: a bounded metric label.
 */
export type AreaName = string;

/** What bunny.net said, in one shape whatever dialect it spoke. Absent keys were not sent. */
export interface UpstreamErrorDetails {
  errorKey?: string;
  /** The GraphQL argument the failure is about, e.g. `blockedIp` for bunny.net's `BlockedIp`. */
  field?: string;
  fieldErrors?: { field: string | null; message: string }[];
  title?: string;
  type?: string;
  instance?: string;
  id?: string;
  /** Seconds to wait before trying again, from Retry-After. */
  retryAfter?: number;
  /** A 416's Content-Range: no range, and the size of the file that the Range asked past the end of. */
  contentRange?: string;
}

export interface GatewayErrorOptions {
  code: ErrorCode;
  service: AreaName;
  /** The upstream HTTP status (or the status inside an envelope), when there was one. */
  httpStatus?: number;
  /** The GraphQL argument at fault, for validation done by the gateway. */
  argument?: string;
  upstream?: UpstreamErrorDetails;
  /** True when a change may or may not have been applied upstream (the call failed after it was sent). */
  ambiguous?: boolean;
  /** Kept for logs only; never serialised to the caller. */
  cause?: unknown;
}

/**
 * Every failure the gateway reports is one of these. It is a GraphQLError, so yoga's error masking lets it
 * through with its extensions, while anything else thrown in a resolver stays masked as a gateway bug.
 */
export class GatewayError extends GraphQLError {
  readonly code: ErrorCode;
  readonly service: AreaName;
  readonly httpStatus: number | undefined;
  readonly logCause: unknown;

  constructor(message: string, options: GatewayErrorOptions) {
    super(message, { extensions: extensionsOf(options) });
    this.code = options.code;
    this.service = options.service;
    this.httpStatus = options.httpStatus;
    this.logCause = options.cause;
  }
}

function extensionsOf(options: GatewayErrorOptions): Record<string, unknown> {
  const extensions: Record<string, unknown> = { code: options.code, service: options.service };
  if (options.httpStatus !== undefined) extensions['httpStatus'] = options.httpStatus;
  if (options.argument !== undefined) extensions['argument'] = options.argument;
  if (options.ambiguous) extensions['ambiguous'] = true;
  if (options.upstream && Object.keys(options.upstream).length > 0) extensions['upstream'] = options.upstream;
  return extensions;
}

/** Appended to the message of every `ambiguous` failure. */
export const OUTCOME_UNKNOWN = ' The change may or may not have been applied; check before repeating it.';

/** Appended when bunny.net accepted a change (2xx) but its answer could not be used. */
export const CHANGE_APPLIED = ' It accepted the request, so the change was made.';

/** A bad argument, caught before any upstream call. */
export function badInput(service: AreaName, argument: string, message: string): GatewayError {
  return new GatewayError(message, { code: 'BAD_USER_INPUT', service, argument });
}
