import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestSecrets } from '../auth/secrets.js';
import type { RequestSummary } from '../observability/requestSummary.js';
import { GRAPHIQL_ASSET_PREFIX, PROBE_PATHS } from '../routePaths.js';
import type { Logger } from '../logging/logger.js';

export interface RequestEnd {
  readonly requestId: string;
  readonly summary: RequestSummary;
  readonly elapsedMs: number;
  /** The caller closed the connection before the answer was sent. */
  readonly aborted: boolean;
  /** The request's credentials: a caller may write its key anywhere, the operation name and client headers too. */
  readonly secrets: RequestSecrets;
}

/** One log line per request (probes and GraphiQL's scripts aside): what was asked, how it ended, how long it took. */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { requestId, summary, elapsedMs, aborted, secrets }: RequestEnd,
): void {
  if (PROBE_PATHS.includes(path) || path.startsWith(GRAPHIQL_ASSET_PREFIX)) return;
  logger.info(
    {
      requestId,
      // 499, as nginx logs it: the caller closed the connection before the answer was sent.
      http: {
        method: req.method,
        path: secrets.scrub(path),
        status: aborted ? 499 : res.statusCode,
        ...(aborted && { aborted: true }),
      },
      graphql: summary.operationType
        ? {
            operationName: summary.operationName && secrets.scrub(summary.operationName),
            operationType: summary.operationType,
          }
        : undefined,
      errorCodes: summary.errorCodes.length > 0 ? summary.errorCodes : undefined,
      client: clientInfo(req, secrets),
      durationMs: Math.round(elapsedMs * 10) / 10,
    },
    'request',
  );
}

const CLIENT_HEADER = /^[\w .:/@+-]{1,64}$/;

function clientInfo(req: IncomingMessage, secrets: RequestSecrets): { name?: string; version?: string } | undefined {
  const name = pick(req, secrets, 'graphql-client-name') ?? pick(req, secrets, 'apollographql-client-name');
  const version = pick(req, secrets, 'graphql-client-version') ?? pick(req, secrets, 'apollographql-client-version');
  return name || version ? { name, version } : undefined;
}

/** A module function rather than a closure over the request: this runs for every request. */
function pick(req: IncomingMessage, secrets: RequestSecrets, header: string): string | undefined {
  const value = req.headers[header];
  return typeof value === 'string' && CLIENT_HEADER.test(value) ? secrets.scrub(value) : undefined;
}
