import type { YogaInitialContext } from 'graphql-yoga';
import { ContainersClient } from './areas/containers/client.js';
import { EdgeScriptsClient } from './areas/edgeScripts/client.js';
import { OriginLogsClient } from './areas/originLogs/client.js';
import { PullZonesClient } from './areas/pullZones/client.js';
import { ShieldClient } from './areas/shield/client.js';
import { StreamClient } from './areas/stream/client.js';
import { Credentials, type HeaderSource } from './auth/credentials.js';
import type { RequestSecrets } from './auth/secrets.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { RequestTrace } from './observability/tracing.js';
import type { Tracer } from '@opentelemetry/api';
import type { StreamedUploads } from './uploads/streamedUpload.js';
import type { CallerSignal } from './upstream/deadline.js';
import { UpstreamSession, type UpstreamInfrastructure } from './upstream/session.js';

/** What the HTTP layer hands to yoga for each request. */
export interface ServerContext {
  readonly requestId: string;
  /** Filled in during execution and logged by the HTTP layer when the response ends. */
  readonly summary: RequestSummary;
  /**
   * Every credential of the request, in one set: the log line, errors and trace spans are scrubbed with it, and a key
   * looked up during execution (a video library's) is added to it (auth/credentials.ts).
   */
  readonly secrets: RequestSecrets;
  /** The file of a multipart request, by the placeholder its variable holds (http/multipartUpload.ts). */
  readonly uploads?: StreamedUploads;
}

export interface RequestSummary {
  operationName?: string | undefined;
  operationType?: string | undefined;
  /** The root field the operation selects, or `multiple`: a metric label bounded by the schema, unlike names. */
  rootField?: string | undefined;
  /** Answered by a prepared operation (execution/preparedOperations.ts), without yoga's per-request hooks. */
  prepared?: boolean;
  /** Whether the result held data next to its errors (a partial result). */
  hadData?: boolean;
  errorCodes: string[];
}

/**
 * The one context type of every resolver. Everything caller-specific (credentials, the upstream session with its
 * per-request caches, the area clients) is made here, per request; nothing of a caller lives at module level.
 */
export interface GatewayContext extends YogaInitialContext, ServerContext, AreaClients {
  readonly config: Config;
  readonly logger: Logger;
  readonly credentials: Credentials;
  readonly upstream: UpstreamSession;
  /** Present when tracing is on. */
  readonly trace: RequestTrace | undefined;
}

/** Each area's client class; one instance per request, made from the request's session and credentials. */
const AREA_CLIENTS = {
  shield: ShieldClient,
  containers: ContainersClient,
  edgeScripts: EdgeScriptsClient,
  pullZones: PullZonesClient,
  stream: StreamClient,
  originLogs: OriginLogsClient,
} as const;

export type AreaClientName = keyof typeof AREA_CLIENTS;
const AREA_CLIENT_NAMES = Object.keys(AREA_CLIENTS) as AreaClientName[];
export type AreaClients = { readonly [Area in AreaClientName]: InstanceType<(typeof AREA_CLIENTS)[Area]> };

/** One area's client for one request: the GraphQL context and the CSV download route both make theirs here. */
export function createAreaClient<Area extends AreaClientName>(
  area: Area,
  upstream: UpstreamSession,
  credentials: Credentials,
): AreaClients[Area] {
  return new AREA_CLIENTS[area](upstream, credentials) as AreaClients[Area];
}

export interface ContextDependencies {
  readonly config: Config;
  readonly logger: Logger;
  readonly upstream: UpstreamInfrastructure;
  /** Set when OpenTelemetry tracing is on. */
  readonly tracer?: Tracer | undefined;
}

export type RequestContext = Omit<GatewayContext, keyof YogaInitialContext | keyof ServerContext>;

/**
 * What the context needs of the caller's request: its headers, and how to tell that the caller went away (a fetch
 * `Request`'s signal, or the node:http paths' cheaper watch: upstream/deadline.ts), read only if an upstream call is made.
 */
export interface ContextRequest extends CallerSignal {
  readonly headers: HeaderSource;
}

/**
 * The per-request part of the context, each area client made on first use (a request reads one or two areas; Shield's
 * and Stream's clients build DataLoaders). The prepared path (execution/) uses it as its context as it is.
 */
export class RequestScope implements RequestContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly credentials: Credentials;
  readonly upstream: UpstreamSession;
  readonly trace: RequestTrace | undefined;
  readonly #clients: Partial<AreaClients> = {};

  constructor(deps: ContextDependencies, request: ContextRequest, requestId: string, secrets: RequestSecrets) {
    this.config = deps.config;
    this.logger = deps.logger;
    this.credentials = Credentials.fromHeaders(request.headers, secrets);
    this.trace = deps.tracer ? new RequestTrace(deps.tracer) : undefined;
    this.upstream = new UpstreamSession(deps.upstream, {
      requestId,
      caller: request,
      deadlineMs: deps.config.timeouts.requestDeadlineMs,
      trace: this.trace,
    });
  }

  get shield(): ShieldClient {
    return this.client('shield');
  }
  get containers(): ContainersClient {
    return this.client('containers');
  }
  get edgeScripts(): EdgeScriptsClient {
    return this.client('edgeScripts');
  }
  get pullZones(): PullZonesClient {
    return this.client('pullZones');
  }
  get stream(): StreamClient {
    return this.client('stream');
  }
  get originLogs(): OriginLogsClient {
    return this.client('originLogs');
  }

  private client<Area extends AreaClientName>(area: Area): AreaClients[Area] {
    this.#clients[area] ??= createAreaClient(area, this.upstream, this.credentials);
    return this.#clients[area] as AreaClients[Area];
  }
}

/**
 * The context yoga's requests get. yoga copies the returned object's own properties into its context object, which
 * leaves a class's getters behind, so every client is made here, up front.
 */
export function createRequestContext(
  deps: ContextDependencies,
  request: ContextRequest,
  requestId: string,
  secrets: RequestSecrets,
): RequestContext {
  const scope = new RequestScope(deps, request, requestId, secrets);
  const { config, logger, credentials, upstream, trace } = scope;
  const clients = Object.fromEntries(AREA_CLIENT_NAMES.map((area) => [area, scope[area]])) as AreaClients;
  return { config, logger, credentials, upstream, trace, ...clients };
}
