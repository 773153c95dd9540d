import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Tracer } from '@opentelemetry/api';
import type { Plugin } from 'graphql-yoga';
import type { Config } from './config.js';
import type { GraphiqlExamples } from './graphiql.js';
import type { GatewayContext, RequestSummary } from './context.js';
import { applyCors, corsOptions } from './http/cors.js';
import { EXPORT_ROUTE, handleEventLogExport } from './http/exportRoute.js';
import { handleMultipartGraphql } from './http/multipartUpload.js';
import {
  type BodyProblem,
  isMultipart,
  parseJsonBody,
  queryStringProblem,
  readJsonBody,
  requestBodyProblem,
} from './http/requestBody.js';
import { createGraphqlPost, handToYoga } from './http/graphqlPost.js';
import { hasOperationHooks, PreparedOperations } from './execution/preparedOperations.js';
import { sendJson, sendRefusal } from './http/jsonAnswer.js';
import { NodeHeaders } from './http/nodeRequest.js';
import { GRAPHIQL_ASSET_PREFIX, localGraphiqlDirectory, serveGraphiqlAsset } from './http/graphiqlAssets.js';
import { secretsOf } from './auth/credentials.js';
import { logRequest } from './observability/requestLog.js';
import type { Logger } from './logger.js';
import { createMetrics, type GatewayMetrics } from './observability/metrics.js';
import { useRequestSummary } from './observability/requestSummary.js';
import { useOperationSpans } from './observability/tracing.js';
import { combineObservers, upstreamLogObserver } from './observability/upstreamLog.js';
import { requestIdFrom } from './requestId.js';
import { buildSchema } from './schema.js';
import { CircuitBreakers } from './upstream/breaker.js';
import type { UpstreamObserver } from './upstream/observer.js';
import { UpstreamPools } from './upstream/pools.js';
import { RetryBudget } from './upstream/retryPolicy.js';
import type { UpstreamInfrastructure } from './upstream/session.js';
import { CSRF_HEADERS, createGatewayYoga, gatewayErrorMasking, type GatewayYoga } from './yoga.js';

export interface GatewayOptions {
  readonly logger: Logger;
  readonly graphiqlExamples?: GraphiqlExamples;
  readonly observers?: UpstreamObserver[];
  readonly plugins?: Plugin<GatewayContext>[];
  /** OpenTelemetry tracer, when tracing is on (see observability/tracing.ts). */
  readonly tracer?: Tracer | undefined;
  /** Internal, for tests: false hands every JSON POST to yoga instead of the fast path (http/graphqlPost.ts). */
  readonly fastPath?: boolean;
}

export interface Gateway {
  /** The node:http request listener: GraphQL, health, readiness, the CSV download route, and /metrics unless METRICS_PORT is set. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** The listener of METRICS_PORT: /metrics, /health and /ready only. */
  readonly handleMetrics: (req: IncomingMessage, res: ServerResponse) => void;
  readonly yoga: GatewayYoga;
  readonly breakers: CircuitBreakers;
  readonly metrics: GatewayMetrics;
  /** Readiness turns 503 at once; in-flight requests carry on. */
  beginDrain(): void;
  close(): Promise<void>;
}

/** Builds everything once at start-up: schema, pools, breakers, yoga. Requests only create their own small context. */
export function createGateway(config: Config, options: GatewayOptions): Gateway {
  const { logger } = options;
  const pools = new UpstreamPools(config);
  const breakers = new CircuitBreakers(config.breaker);
  const metrics = createMetrics(breakers);
  const cors = corsOptions(config.corsOrigins);
  const graphiqlDirectory = config.graphiql ? localGraphiqlDirectory() : undefined;
  const infra: UpstreamInfrastructure = {
    config,
    pools,
    breakers,
    retryBudget: new RetryBudget(config.retry.budgetRatio),
    observer: combineObservers(upstreamLogObserver(logger), metrics.observer, ...(options.observers ?? [])),
  };
  const schema = buildSchema();
  const contextDeps = { config, logger, upstream: infra, tracer: options.tracer };
  const extraPlugins = [...(options.tracer ? [useOperationSpans()] : []), ...(options.plugins ?? [])];
  // The prepared path runs none of the operation hooks: plugins with such hooks (tracing's spans, a test's) turn it off.
  const operations =
    options.fastPath === false || extraPlugins.some(hasOperationHooks)
      ? undefined
      : new PreparedOperations(schema, config.limits);
  const yoga = createGatewayYoga({
    ...contextDeps,
    cors,
    schema,
    jitCache: operations?.jitCache,
    graphiqlExamples: options.graphiqlExamples,
    localGraphiql: graphiqlDirectory !== undefined,
    plugins: [useRequestSummary(), ...(operations ? [operations.plugin()] : []), ...extraPlugins],
  });
  const maskError = gatewayErrorMasking(logger);
  const prepared = operations && { operations, context: contextDeps, maskError };
  const graphqlPost = options.fastPath === false ? undefined : createGraphqlPost(yoga, cors, maskError, prepared);
  let draining = false;

  /** Liveness, readiness and metrics: no credential, nothing about callers. */
  const serveProbe = (path: string, res: ServerResponse): void => {
    if (path === '/health') sendJson(res, 200, { status: 'ok' });
    else if (path === '/metrics') void serveMetrics(metrics, res);
    else if (path === '/ready') {
      const ready = !draining && breakers.anyClosed();
      sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : draining ? 'draining' : 'upstreams unavailable' });
    } else sendJson(res, 404, { errors: [{ message: 'Not found. This port serves /metrics, /health and /ready.' }] });
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const startedAt = performance.now();
    const headers = new NodeHeaders(req.headers);
    const secrets = secretsOf(headers);
    const requestId = requestIdFrom(headers.get('x-request-id'), secrets);
    const summary: RequestSummary = { errorCodes: [] };
    res.setHeader('x-request-id', requestId);
    metrics.inFlight.inc();
    // Logged and counted once, when the response closes: after the answer is sent (node:http emits 'close' right
    // after 'finish'), or when the caller goes away first (an aborted upload).
    res.once('close', () => {
      metrics.inFlight.dec();
      requestEnded(!res.writableFinished);
    });
    const path = pathOf(req);
    const requestEnded = (aborted: boolean): void => {
      const elapsedMs = performance.now() - startedAt;
      metrics.recordOperation(summary, elapsedMs / 1000);
      logRequest(logger, req, res, path, { requestId, summary, elapsedMs, aborted, secrets });
    };

    if (path === '/health' || path === '/ready' || (path === '/metrics' && config.metricsPort === null)) {
      serveProbe(path, res);
      return;
    }
    if (graphiqlDirectory && path.startsWith(GRAPHIQL_ASSET_PREFIX)) {
      serveGraphiqlAsset(graphiqlDirectory, path, res);
      return;
    }
    const exportMatch = EXPORT_ROUTE.exec(path);
    if (exportMatch) {
      if (applyCors(cors, req, res)) return;
      if (req.method !== 'POST') {
        sendJson(res, 405, { errors: [{ message: 'The export route takes POST with a JSON body.' }] });
        return;
      }
      void handleEventLogExport(infra, req, res, Number(exportMatch[1]), requestId);
      return;
    }
    if (path !== '/graphql') {
      sendJson(res, 404, { errors: [{ message: 'Not found. The GraphQL endpoint is /graphql.' }] });
      return;
    }
    // yoga sets CORS headers on what it answers; refusals made before yoga runs need them too, or a browser hides them.
    const refuse = (problem: BodyProblem): void => {
      applyCors(cors, req, res);
      sendRefusal(res, problem.status, problem.message, requestId);
    };
    const multipart = isMultipart(req);
    const bodyProblem = requestBodyProblem(req, config, multipart) ?? queryStringProblem(req);
    if (bodyProblem) {
      refuse(bodyProblem);
      return;
    }
    if (req.method === 'POST' && multipart) {
      // yoga sets CORS headers on what it answers; refusals made before yoga runs need them too.
      applyCors(cors, req, res);
      handleMultipartGraphql(
        yoga,
        req,
        res,
        { requestId, summary, secrets },
        { limits: config.limits, csrfHeaders: CSRF_HEADERS },
      );
      return;
    }
    if (req.method !== 'POST') {
      void yoga.handle(req, res, { requestId, summary, secrets });
      return;
    }
    // The body is read here (to check its encoding), then answered by the fast path, or handed to yoga whole (yoga
    // then reads no stream) when the fast path leaves it to yoga.
    void readJsonBody(req).then(
      (bytes) => {
        if (!Buffer.isBuffer(bytes)) return refuse(bytes);
        const body = parseJsonBody(bytes);
        if (graphqlPost?.answer(req, res, body, { requestId, summary, secrets })) return;
        return handToYoga(yoga, req, res, body, { requestId, summary, secrets });
      },
      // The caller went away mid-body: there is no one to answer, and the close is logged as aborted.
      () => res.destroy(),
    );
  };

  return {
    handle,
    handleMetrics: (req, res) => serveProbe(pathOf(req), res),
    yoga,
    breakers,
    metrics,
    beginDrain: () => {
      draining = true;
    },
    close: async () => {
      await yoga.dispose();
      await pools.close();
    },
  };
}

async function serveMetrics(metrics: GatewayMetrics, res: ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType });
  res.end(body);
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?', 1)[0] ?? '/';
}
