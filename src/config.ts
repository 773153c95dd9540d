import { baseUrl, bool, ConfigError, type Env, host, int, metricsPort, origins, ratio } from './envValues.js';

export { ConfigError } from './envValues.js';
import {
  type ResponseCacheConfig,
  responseCacheConfig,
  type TrustedDocumentsConfig,
  trustedDocumentsConfig,
} from './frontendConfig.js';
import { type TracingConfig, tracingConfig } from './tracingConfig.js';
import { type LiveConfig, liveConfig } from './liveConfig.js';

/**
 * Configuration comes only from the environment. It is read once, checked, and frozen: a bad value stops the
 * process at start-up with a message naming the variable, instead of failing on the first request.
 */

export interface UpstreamUrls {
  /** {base_url}: Shield, core (Pull Zones, video libraries), Edge Scripting, and Magic Containers under /mc. */
  readonly api: string;
  /** {video_url}: the Stream video host. */
  readonly video: string;
  /** {origin_log_url}: the origin error log host. */
  readonly originLogs: string;
  /**
   * BUNNY_STORAGE_URL, for the sandbox and tests only: every Edge Storage host under this URL as `<url>/<hostname>`.
   * null (the default): each zone's own storage host, from bunny.net's fixed list (upstream/storageHosts.ts).
   */
  readonly storage: string | null;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** A separate port for /metrics, kept off the public one; null serves /metrics on `port`. */
  readonly metricsPort: number | null;
  readonly upstream: UpstreamUrls;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly logPretty: boolean;
  /** Bytes of log lines that may wait for a slow stdout; lines past them are dropped and counted (logBatches.ts). */
  readonly logBufferMaxBytes: number;
  readonly graphiql: boolean;
  readonly introspection: boolean;
  /** graphql-js's "Did you mean …?" hints: a help while developing, a map of the schema for strangers otherwise. */
  readonly fieldSuggestions: boolean;
  /**
   * `extensions.cost` (estimated and actual upstream calls, the budget) on every GraphQL answer, not only on those whose
   * request asks with `x-bunny-cost: true`: in development (NODE_ENV=development, which `npm run dev` sets).
   */
  readonly costInExtensions: boolean;
  readonly limits: {
    readonly maxDepth: number;
    readonly maxAliases: number;
    readonly maxDirectives: number;
    readonly maxTokens: number;
    readonly maxCost: number;
    /** How deep brackets may nest in a document, and objects and arrays in variables (before any recursive parse). */
    readonly maxNesting: number;
    readonly maxRequestBytes: number;
    /** A JSON body may be this large when all but its `@largeText` values fits in maxRequestBytes. */
    readonly maxLargeArgumentBytes: number;
    /** How many JSON bodies past maxRequestBytes may be in progress at once, across every caller (http/largeBodies.ts). */
    readonly largeBodiesInFlight: number;
    readonly maxUploadBytes: number;
    readonly maxUpstreamJsonBytes: number;
    /** How many calls to bunny.net one GraphQL request may make (a hard cap; see upstream/budget.ts). */
    readonly maxUpstreamCalls: number;
    readonly maxRequestMemoryBytes: number;
    readonly exportMaxRows: number;
    readonly exportMaxBytes: number;
  };
  /** Streamed exports: deadlines (upstream/downloadDeadlines.ts), shares of upstreamConnections (downloadShares.ts). */
  readonly downloads: { readonly idleTimeoutMs: number; readonly timeoutMs: number; readonly perCaller: number };
  readonly upstreamConnections: number;
  readonly timeouts: {
    readonly connectMs: number;
    readonly headersMs: number;
    readonly bodyMs: number;
    readonly requestDeadlineMs: number;
  };
  readonly retry: {
    readonly maxRetries: number;
    readonly baseDelayMs: number;
    readonly maxDelayMs: number;
    readonly budgetRatio: number;
    readonly maxRetryAfterMs: number;
  };
  readonly breaker: {
    readonly failureThreshold: number;
    readonly cooldownMs: number;
  };
  /**
   * After SIGTERM, how long the gateway keeps serving (readiness 503, `Connection: close`) before it stops listening,
   * so a balancer that learns of the shutdown late loses no request.
   */
  readonly shutdownDelayMs: number;
  readonly shutdownGraceMs: number;
  /** Allowed CORS origins; empty means any origin. */
  readonly corsOrigins: readonly string[];
  readonly trustedDocuments: TrustedDocumentsConfig;
  readonly responseCache: ResponseCacheConfig;
  /** OpenTelemetry tracing, from the standard OTEL_* variables (checked: tracingConfig.ts). */
  readonly tracing: TracingConfig;
  /** Subscriptions: their limits, polls and the Stream webhook route (docs/live.md). */
  readonly live: LiveConfig;
}

export const DEFAULT_UPSTREAM: UpstreamUrls = Object.freeze({
  api: 'https://api.bunny.net',
  video: 'https://video.bunnycdn.com',
  originLogs: 'https://cdn-origin-logging.bunny.net',
  storage: null,
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevel(env: Env): Config['logLevel'] {
  const raw = env['LOG_LEVEL'] ?? 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export interface LoadOptions {
  /**
   * Production defaults (GraphiQL, introspection and field suggestions off unless asked for), whatever NODE_ENV says.
   * The production entry (server.ts) sets it; otherwise NODE_ENV=production decides.
   */
  readonly production?: boolean;
}

export function loadConfig(env: Env = process.env, options: LoadOptions = {}): Config {
  const production = options.production ?? env['NODE_ENV'] === 'production';
  const trustedDocuments = trustedDocumentsConfig(env);
  const graphiql = graphiqlWanted(env, production, trustedDocuments);
  const config: Config = {
    port: int(env, 'PORT', 4000, 0, 65535),
    host: host(env, '0.0.0.0'),
    metricsPort: metricsPort(env),
    upstream: {
      api: baseUrl(env, 'BUNNY_API_URL', DEFAULT_UPSTREAM.api),
      video: baseUrl(env, 'BUNNY_VIDEO_URL', DEFAULT_UPSTREAM.video),
      originLogs: baseUrl(env, 'BUNNY_ORIGIN_LOG_URL', DEFAULT_UPSTREAM.originLogs),
      storage: env['BUNNY_STORAGE_URL'] ? baseUrl(env, 'BUNNY_STORAGE_URL', '') : null,
    },
    logLevel: logLevel(env),
    logPretty: bool(env, 'LOG_PRETTY', false),
    logBufferMaxBytes: int(env, 'LOG_BUFFER_MAX_BYTES', 8 * 1024 * 1024, 64 * 1024, 1024 * 1024 * 1024),
    graphiql,
    introspection: introspection(env, graphiql, production),
    fieldSuggestions: bool(env, 'FIELD_SUGGESTIONS', !production),
    costInExtensions: !production && env['NODE_ENV'] === 'development',
    limits: {
      maxDepth: int(env, 'MAX_QUERY_DEPTH', 10, 1, 100),
      maxAliases: int(env, 'MAX_QUERY_ALIASES', 15, 1, 1000),
      maxDirectives: int(env, 'MAX_QUERY_DIRECTIVES', 10, 1, 1000),
      maxTokens: int(env, 'MAX_QUERY_TOKENS', 2000, 10, 100_000),
      maxCost: int(env, 'MAX_QUERY_COST', 5000, 10, 1_000_000),
      // Well under the few thousand levels that overflow graphql-js's stack; GraphiQL's introspection nests ~20.
      maxNesting: int(env, 'MAX_NESTING_DEPTH', 64, 8, 500),
      maxRequestBytes: int(env, 'MAX_REQUEST_BYTES', 100 * 1024, 1024, 64 * 1024 * 1024),
      // 10 MiB of Edge Script code, or 5,000,000 characters of an access list, as JSON text, with room for escapes.
      maxLargeArgumentBytes: int(env, 'MAX_LARGE_ARGUMENT_BYTES', 16 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      // Four 16 MiB bodies, read and parsed, are ~200 MB of heap at the most.
      largeBodiesInFlight: int(env, 'LARGE_BODIES_IN_FLIGHT', 4, 1, 1000),
      maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      maxUpstreamJsonBytes: int(env, 'MAX_UPSTREAM_JSON_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      // A page of 20 Pull Zones with a linked record each is at most 22 calls; 15 aliased thumbnail uploads (the alias
      // limit) are 30. 50 leaves room for both, while `nodes` with 100 ids (100 calls) is refused.
      maxUpstreamCalls: int(env, 'MAX_UPSTREAM_CALLS', 50, 1, 10_000),
      maxRequestMemoryBytes: int(env, 'MAX_REQUEST_MEMORY_BYTES', 64 * 1024 * 1024, 1024 * 1024, 16 * 1024 ** 3),
      exportMaxRows: int(env, 'EXPORT_MAX_ROWS', 10_000, 1, 10_000_000),
      exportMaxBytes: int(env, 'EXPORT_MAX_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    },
    downloads: {
      idleTimeoutMs: int(env, 'DOWNLOAD_IDLE_TIMEOUT_MS', 30_000, 100, 3_600_000),
      timeoutMs: int(env, 'DOWNLOAD_TIMEOUT_MS', 600_000, 1_000, 86_400_000),
      perCaller: int(env, 'DOWNLOADS_PER_CALLER', 4, 1, 1_000),
    },
    upstreamConnections: int(env, 'UPSTREAM_CONNECTIONS', 128, 2, 4_096),
    timeouts: {
      connectMs: int(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 3_000, 1, 600_000),
      headersMs: int(env, 'UPSTREAM_HEADERS_TIMEOUT_MS', 10_000, 1, 600_000),
      bodyMs: int(env, 'UPSTREAM_BODY_TIMEOUT_MS', 10_000, 1, 600_000),
      requestDeadlineMs: int(env, 'REQUEST_DEADLINE_MS', 25_000, 1, 600_000),
    },
    retry: {
      maxRetries: int(env, 'RETRY_MAX', 2, 0, 2),
      baseDelayMs: int(env, 'RETRY_BASE_DELAY_MS', 100, 0, 60_000),
      maxDelayMs: int(env, 'RETRY_MAX_DELAY_MS', 1_000, 0, 60_000),
      budgetRatio: ratio(env, 'RETRY_BUDGET_RATIO', 0.2),
      maxRetryAfterMs: int(env, 'RETRY_AFTER_MAX_MS', 2_000, 0, 60_000),
    },
    breaker: {
      failureThreshold: int(env, 'BREAKER_FAILURE_THRESHOLD', 5, 1, 1000),
      cooldownMs: int(env, 'BREAKER_COOLDOWN_MS', 10_000, 1, 600_000),
    },
    // Not 0: a `docker run` behind a balancer gets no preStop pause, and a request lost at shutdown is a 502 for a
    // caller, while 5 s more to stop costs nothing. 5 s is also the keep-alive timeout (see server.ts).
    shutdownDelayMs: int(env, 'SHUTDOWN_DELAY_MS', 5_000, 0, 600_000),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    trustedDocuments,
    responseCache: responseCacheConfig(env),
    tracing: tracingConfig(env),
    live: liveConfig(env),
  };
  return deepFreeze(config);
}

/**
 * GraphiQL: on outside production, but never with TRUSTED_DOCUMENTS=only, which refuses every document GraphiQL sends
 * (its schema's introspection query, and whatever is typed): off by default there, and refused when asked for.
 */
function graphiqlWanted(env: Env, production: boolean, trusted: TrustedDocumentsConfig): boolean {
  const only = trusted.mode === 'only';
  const wanted = bool(env, 'GRAPHIQL', !production && !only);
  if (wanted && only)
    throw new ConfigError(
      'GRAPHIQL=true cannot work with TRUSTED_DOCUMENTS=only: GraphiQL sends documents of its own (its schema query and what you type), which only-mode refuses. Set GRAPHIQL=false, or TRUSTED_DOCUMENTS=allow.',
    );
  return wanted;
}

/**
 * Introspection: on in development, off in production, and on wherever GraphiQL is served, which reads the schema
 * through it (its docs, completion and checks): anyone who can open GraphiQL could send its introspection query
 * anyway. Asking for GraphiQL without introspection is a contradiction, refused at start-up.
 */
function introspection(env: Env, graphiql: boolean, production: boolean): boolean {
  const wanted = bool(env, 'INTROSPECTION', !production || graphiql);
  if (graphiql && !wanted)
    throw new ConfigError('GRAPHIQL=true needs introspection (GraphiQL reads the schema with it): unset INTROSPECTION');
  return wanted;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
