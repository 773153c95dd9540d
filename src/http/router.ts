import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { secretsOf } from '../auth/credentials.js';
import type { RequestSecrets } from '../auth/secrets.js';
import type { Logger } from '../logging/logger.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import { logRequest } from '../observability/requestLog.js';
import type { RequestSummary } from '../observability/requestSummary.js';
import { requestIdFrom } from '../requestId.js';
import { sendRefusal } from './jsonAnswer.js';
import { NodeHeaders } from '../request/nodeHeaders.js';

/** One request as every route gets it: node:http's request and response, and what the router made of them. */
export interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The path, without the query string. */
  readonly path: string;
  readonly headers: NodeHeaders;
  readonly requestId: string;
  /** Filled in while the request is served; logged and counted when the response closes. */
  readonly summary: RequestSummary;
  /** Every credential of the request, in one set (auth/secrets.ts). */
  readonly secrets: RequestSecrets;
}

/** A route: which paths it serves, and how. */
export interface Route {
  matches(path: string): boolean;
  handle(exchange: Exchange): void;
}

export const exactPath = (path: string) => (candidate: string) => candidate === path;

/** A route of every path under a prefix. */
export function prefixRoute(prefix: string, handle: Route['handle']): Route {
  return { matches: (path) => path.startsWith(prefix), handle };
}

/**
 * The node:http request listener: every request gets its request id (echoed in `x-request-id`), its summary and
 * its set of secrets, is counted in flight, and is logged and counted once, when its response closes: after the
 * answer is sent (node:http emits 'close' right after 'finish'), or when the caller goes away first (an aborted
 * upload). The first route that matches the path serves it; none, a 404 naming the GraphQL endpoint.
 */
export function createRouter(
  routes: readonly Route[],
  logger: Logger,
  metrics: GatewayMetrics,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const startedAt = performance.now();
    const headers = new NodeHeaders(req.headers);
    const secrets = secretsOf(headers);
    const requestId = requestIdFrom(headers.get('x-request-id'), secrets);
    const summary: RequestSummary = { errorCodes: [] };
    const path = pathOf(req);
    res.setHeader('x-request-id', requestId);
    metrics.inFlight.inc();
    res.once('close', () => {
      metrics.inFlight.dec();
      const elapsedMs = performance.now() - startedAt;
      metrics.recordOperation(summary, elapsedMs / 1000);
      logRequest(logger, req, res, path, { requestId, summary, elapsedMs, aborted: !res.writableFinished, secrets });
    });
    const exchange: Exchange = { req, res, path, headers, requestId, summary, secrets };
    for (const route of routes) {
      if (route.matches(path)) return route.handle(exchange);
    }
    sendRefusal(
      res,
      req.headers.accept,
      { code: 'NOT_FOUND', message: 'Not found. The GraphQL endpoint is /graphql.' },
      requestId,
    );
  };
}

export function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?', 1)[0] ?? '/';
}
