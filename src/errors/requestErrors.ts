import { GraphQLError } from 'graphql';

/**
 * Every way a request is refused before any field runs (an answer without `data`), with its one code and its HTTP
 * status for each media type the caller may accept, following GraphQL over HTTP: `application/graphql-response+json`
 * gets a 4xx for every request error; `application/json` gets 200 for a well-formed request whose document fails
 * (parse, validation, a query limit, variables), and the 4xx otherwise. docs/errors.md holds the same table, and
 * test/integration/refusals.test.ts holds both to what the gateway answers. Field errors (with `data`) are always 200.
 */
export const REQUEST_ERRORS = {
  BAD_REQUEST: { graphqlResponse: 400, json: 400 },
  PREFLIGHT_REQUIRED: { graphqlResponse: 403, json: 403 },
  TRUSTED_DOCUMENTS_ONLY: { graphqlResponse: 403, json: 403 },
  NOT_FOUND: { graphqlResponse: 404, json: 404 },
  PERSISTED_QUERY_NOT_FOUND: { graphqlResponse: 404, json: 404 },
  METHOD_NOT_ALLOWED: { graphqlResponse: 405, json: 405 },
  NOT_ACCEPTABLE: { graphqlResponse: 406, json: 406 },
  LENGTH_REQUIRED: { graphqlResponse: 411, json: 411 },
  REQUEST_TOO_LARGE: { graphqlResponse: 413, json: 413 },
  UNSUPPORTED_MEDIA_TYPE: { graphqlResponse: 415, json: 415 },
  GRAPHQL_PARSE_FAILED: { graphqlResponse: 400, json: 200 },
  GRAPHQL_VALIDATION_FAILED: { graphqlResponse: 400, json: 200 },
  OPERATION_RESOLUTION_FAILURE: { graphqlResponse: 400, json: 200 },
  BAD_USER_INPUT: { graphqlResponse: 400, json: 200 },
  TOKEN_LIMIT: { graphqlResponse: 400, json: 200 },
  NESTING_LIMIT: { graphqlResponse: 400, json: 200 },
  DEPTH_LIMIT: { graphqlResponse: 400, json: 200 },
  ALIAS_LIMIT: { graphqlResponse: 400, json: 200 },
  DIRECTIVE_LIMIT: { graphqlResponse: 400, json: 200 },
  COST_LIMIT: { graphqlResponse: 400, json: 200 },
  UPSTREAM_CALL_BUDGET: { graphqlResponse: 400, json: 200 },
  CACHE_UNAVAILABLE: { graphqlResponse: 503, json: 503 },
  INTERNAL_SERVER_ERROR: { graphqlResponse: 500, json: 500 },
} as const satisfies Record<string, { graphqlResponse: number; json: number }>;

export type RequestErrorCode = keyof typeof REQUEST_ERRORS;

/** The two JSON media types of GraphQL over HTTP. */
export type GraphqlMediaType = 'application/graphql-response+json' | 'application/json';

export function isRequestErrorCode(code: unknown): code is RequestErrorCode {
  return typeof code === 'string' && Object.hasOwn(REQUEST_ERRORS, code);
}

export function requestErrorStatus(code: RequestErrorCode, mediaType: GraphqlMediaType): number {
  const statuses = REQUEST_ERRORS[code];
  return mediaType === 'application/json' ? statuses.json : statuses.graphqlResponse;
}

/**
 * The status for yoga (`extensions.http`): `spec: true` is yoga's switch for "200 to application/json-only callers".
 * Headers yoga set (a 405's Allow) are kept.
 */
export function httpExtension(code: RequestErrorCode, headers?: unknown): Record<string, unknown> {
  const { graphqlResponse, json } = REQUEST_ERRORS[code];
  return { status: graphqlResponse, ...(json === 200 && { spec: true }), ...(headers !== undefined && { headers }) };
}

/** A request error of the table, with its status for yoga. */
export function requestError(
  code: RequestErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code, http: httpExtension(code) } });
}

/**
 * The code of a refusal made at the HTTP level, before GraphQL runs, by its status: the body checks of the /graphql
 * route and yoga's own (which all say BAD_REQUEST whatever their status).
 */
export function codeForRefusal(status: number): RequestErrorCode {
  const codes: Record<number, RequestErrorCode> = {
    403: 'PREFLIGHT_REQUIRED',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    406: 'NOT_ACCEPTABLE',
    411: 'LENGTH_REQUIRED',
    413: 'REQUEST_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
  };
  return codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}
