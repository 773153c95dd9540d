import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tracer } from '@opentelemetry/api';
import { AREAS } from './areas/index.js';
import type { Area } from './areas/shared/area.js';
import type { Config } from './config.js';
import { createExecutor } from './execution/createExecutor.js';
import type { GraphqlExecutor } from './execution/executor.js';
import type { GatewayPlugin } from './execution/gatewayPlugin.js';
import type { GraphiqlExamples } from './graphiql/options.js';
import { corsOptions } from './http/cors.js';
import { downloadRoute } from './http/downloadRoute.js';
import { localGraphiqlDirectory, serveGraphiqlAsset } from './graphiql/assets.js';
import { graphqlRoute } from './http/graphqlRoute.js';
import { withLiveStreams } from './http/liveStreamRoute.js';
import { streamWebhookRoute } from './http/webhookRoute.js';
import { createLive, type Live } from './live/createLive.js';
import { Probes } from './http/probes.js';
import { createRouter, prefixRoute } from './http/router.js';
import { Scopes } from './http/scopes.js';
import type { Logger } from './logging/logger.js';
import { createMetrics, type GatewayMetrics } from './observability/metrics.js';
import { combineObservers, upstreamLogObserver } from './observability/upstreamLog.js';
import { GRAPHIQL_ASSET_PREFIX } from './routePaths.js';
import { liveMetrics } from './observability/liveMetrics.js';
import { sharedStateMetrics } from './observability/sharedStateMetrics.js';
import { sharedState } from './redis/sharedState.js';
import { buildSchema } from './schema.js';
import { CircuitBreakers } from './upstream/breaker.js';
import type { UpstreamObserver } from './upstream/observer.js';
import { UpstreamPools } from './upstream/pools.js';
import { RetryBudget } from './upstream/retryPolicy.js';
import type { UpstreamInfrastructure } from './upstream/session.js';

export interface GatewayOptions {
  readonly logger: Logger;
  /** The areas of the graph (default: every area, areas/index.ts). */
  readonly areas?: readonly Area[];
  readonly graphiqlExamples?: GraphiqlExamples;
  readonly observers?: UpstreamObserver[];
  /** Plugins run after the gateway's own (execution/gatewayPlugin.ts says how prepared runs honour them). */
  readonly plugins?: GatewayPlugin[];
  /** OpenTelemetry tracer, when tracing is on (see observability/tracing.ts). */
  readonly tracer?: Tracer | undefined;
  /** Internal, for tests: false answers every request through yoga.handle, yoga as it ships (execution/executor.ts). */
  readonly fastPath?: boolean;
}

export interface Gateway {
  /** The node:http request listener: GraphQL, health, readiness, the CSV download route, and /metrics unless METRICS_PORT is set. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** The listener of METRICS_PORT: /metrics, /health and /ready only. */
  readonly handleMetrics: (req: IncomingMessage, res: ServerResponse) => void;
  readonly executor: GraphqlExecutor;
  readonly breakers: CircuitBreakers;
  readonly metrics: GatewayMetrics;
  /** Subscriptions: the hub, polls, webhooks and open streams of this replica (live/). */
  readonly live: Live;
  /** Readiness turns 503 at once; in-flight requests carry on. */
  beginDrain(): void;
  /** As the server stops accepting: every subscription's stream closed with a retry hint (live/liveStreams.ts). */
  closeStreams(): void;
  close(): Promise<void>;
}

/**
 * Wires the gateway once at start-up: the upstream infrastructure, the schema and executor of its areas, and the
 * route table. Requests only make their own scope (http/scopes.ts).
 */
export function createGateway(config: Config, options: GatewayOptions): Gateway {
  const { logger } = options;
  const areas = options.areas ?? AREAS;
  const pools = new UpstreamPools(config);
  const breakers = new CircuitBreakers(config.breaker);
  const metrics = createMetrics(breakers);
  const shared = sharedState(config, logger, sharedStateMetrics(metrics.registry));
  const upstream: UpstreamInfrastructure = {
    config,
    pools,
    breakers,
    retryBudget: new RetryBudget(config.retry.budgetRatio),
    observer: combineObservers(upstreamLogObserver(logger), metrics.observer, ...(options.observers ?? [])),
    holds: shared.holds,
  };
  const cors = corsOptions(config.corsOrigins);
  const graphiqlDirectory = config.graphiql ? localGraphiqlDirectory() : undefined;
  const executor = createExecutor({
    config,
    logger,
    schema: buildSchema(areas),
    cors,
    areas,
    plugins: options.plugins,
    tracer: options.tracer,
    graphiqlExamples: options.graphiqlExamples,
    localGraphiql: graphiqlDirectory !== undefined,
    adapter: options.fastPath,
    cache: shared.cache,
  });
  const live = createLive(config.live, liveMetrics(metrics.registry), shared.link);
  const scopes = new Scopes({ config, logger, upstream, tracer: options.tracer, live }, areas);
  const probes = new Probes(metrics, breakers);
  const routes = [
    ...probes.routes(config.metricsPort === null),
    ...(graphiqlDirectory
      ? [prefixRoute(GRAPHIQL_ASSET_PREFIX, ({ path, res }) => serveGraphiqlAsset(graphiqlDirectory, path, res))]
      : []),
    downloadRoute(
      areas.flatMap((area) => area.downloads ?? []),
      cors,
      scopes,
    ),
    streamWebhookRoute(live.webhooks, live.hub.metrics, config.live.webhookMaxBytes),
    withLiveStreams(graphqlRoute({ config, cors, executor, scopes }), live.streams),
  ];
  return {
    handle: createRouter(routes, logger, metrics),
    handleMetrics: probes.handleMetricsPort,
    executor,
    breakers,
    metrics,
    live,
    beginDrain: () => probes.beginDrain(),
    closeStreams: () => live.closeStreams(),
    close: async () => {
      live.close();
      await executor.yoga.dispose();
      await pools.close();
      await shared.close();
    },
  };
}
