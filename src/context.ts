import type { YogaInitialContext } from 'graphql-yoga';
import { ContainersClient } from './areas/containers/client.js';
import { EdgeScriptsClient } from './areas/edgeScripts/client.js';
import { OriginLogsClient } from './areas/originLogs/client.js';
import { PullZonesClient } from './areas/pullZones/client.js';
import { ShieldClient } from './areas/shield/client.js';
import { StreamClient } from './areas/stream/client.js';
import { Credentials } from './auth/credentials.js';
import type { Config } from './config.js';
import type { StreamedUpload } from './http/multipartUpload.js';
import type { Logger } from './logger.js';
import { RequestTrace } from './observability/tracing.js';
import type { Tracer } from '@opentelemetry/api';
import { UpstreamSession, type UpstreamInfrastructure } from './upstream/session.js';

/** What the HTTP layer hands to yoga for each request. */
export interface ServerContext {
  readonly requestId: string;
  /** Filled in during execution and logged by the HTTP layer when the response ends. */
  readonly summary: RequestSummary;
  /** The file of a multipart request, by the placeholder its variable holds (http/multipartUpload.ts). */
  readonly uploads?: Map<string, StreamedUpload>;
}

export interface RequestSummary {
  operationName?: string | undefined;
  operationType?: string | undefined;
  /** The root field the operation selects, or `multiple`: a metric label bounded by the schema, unlike names. */
  rootField?: string | undefined;
  /** Whether the result held data next to its errors (a partial result). */
  hadData?: boolean;
  errorCodes: string[];
}

/**
 * The one context type of every resolver. Everything caller-specific (credentials, the upstream session with its
 * per-request caches, the area clients) is made here, per request; nothing of a caller lives at module level.
 */
export interface GatewayContext extends YogaInitialContext, ServerContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly credentials: Credentials;
  readonly upstream: UpstreamSession;
  readonly shield: ShieldClient;
  readonly containers: ContainersClient;
  readonly edgeScripts: EdgeScriptsClient;
  readonly pullZones: PullZonesClient;
  readonly stream: StreamClient;
  readonly originLogs: OriginLogsClient;
  /** Present when tracing is on. */
  readonly trace: RequestTrace | undefined;
}

export interface ContextDependencies {
  readonly config: Config;
  readonly logger: Logger;
  readonly upstream: UpstreamInfrastructure;
  /** Set when OpenTelemetry tracing is on. */
  readonly tracer?: Tracer | undefined;
}

export type RequestContext = Omit<GatewayContext, keyof YogaInitialContext | keyof ServerContext>;

export function createRequestContext(deps: ContextDependencies, request: Request, requestId: string): RequestContext {
  const credentials = Credentials.fromHeaders(request.headers);
  const trace = deps.tracer ? new RequestTrace(deps.tracer) : undefined;
  const upstream = new UpstreamSession(deps.upstream, {
    requestId,
    signal: request.signal,
    deadlineMs: deps.config.timeouts.requestDeadlineMs,
    trace,
  });
  return {
    config: deps.config,
    logger: deps.logger,
    credentials,
    upstream,
    shield: new ShieldClient(upstream, credentials),
    containers: new ContainersClient(upstream, credentials),
    edgeScripts: new EdgeScriptsClient(upstream, credentials),
    pullZones: new PullZonesClient(upstream, credentials),
    stream: new StreamClient(upstream, credentials),
    originLogs: new OriginLogsClient(upstream, credentials),
    trace,
  };
}
