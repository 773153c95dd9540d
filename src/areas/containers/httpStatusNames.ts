import type { UpstreamHttpStatusName } from './upstreamTypes.js';

/**
 * bunny.net names a probe's expected HTTP status by .NET's HttpStatusCode names (`ok`, `notFound`); the graph takes
 * and gives the number. The table holds every name of magic-containers-api.json's HttpStatusCode (the type checks
 * that none is missing); a status it lacks (a 299, say) cannot be sent.
 */
const STATUS_BY_NAME: Readonly<Record<UpstreamHttpStatusName, number>> = {
  continue: 100,
  switchingProtocols: 101,
  processing: 102,
  earlyHints: 103,
  ok: 200,
  created: 201,
  accepted: 202,
  nonAuthoritativeInformation: 203,
  noContent: 204,
  resetContent: 205,
  partialContent: 206,
  multiStatus: 207,
  alreadyReported: 208,
  imUsed: 226,
  multipleChoices: 300,
  movedPermanently: 301,
  found: 302,
  seeOther: 303,
  notModified: 304,
  useProxy: 305,
  unused: 306,
  temporaryRedirect: 307,
  permanentRedirect: 308,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  notAcceptable: 406,
  proxyAuthenticationRequired: 407,
  requestTimeout: 408,
  conflict: 409,
  gone: 410,
  lengthRequired: 411,
  preconditionFailed: 412,
  requestEntityTooLarge: 413,
  requestUriTooLong: 414,
  unsupportedMediaType: 415,
  requestedRangeNotSatisfiable: 416,
  expectationFailed: 417,
  misdirectedRequest: 421,
  unprocessableEntity: 422,
  locked: 423,
  failedDependency: 424,
  upgradeRequired: 426,
  preconditionRequired: 428,
  tooManyRequests: 429,
  requestHeaderFieldsTooLarge: 431,
  unavailableForLegalReasons: 451,
  internalServerError: 500,
  notImplemented: 501,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
  httpVersionNotSupported: 505,
  variantAlsoNegotiates: 506,
  insufficientStorage: 507,
  loopDetected: 508,
  notExtended: 510,
  networkAuthenticationRequired: 511,
};

const NAME_BY_STATUS = new Map(
  Object.entries(STATUS_BY_NAME).map(([name, status]) => [status, name as UpstreamHttpStatusName]),
);
const STATUS_BY_LOWER_NAME = new Map(
  Object.entries(STATUS_BY_NAME).map(([name, status]) => [name.toLowerCase(), status]),
);

/** bunny.net's name of an HTTP status; undefined for one it does not name. */
export const httpStatusNameOf = (status: number): UpstreamHttpStatusName | undefined => NAME_BY_STATUS.get(status);

/** The number of bunny.net's name of a status (any case); null for a name the gateway does not know. */
export const httpStatusOf = (name: unknown): number | null =>
  typeof name === 'string' ? (STATUS_BY_LOWER_NAME.get(name.toLowerCase()) ?? null) : null;
