import { createHash } from 'node:crypto';
import type { Tracer } from '@opentelemetry/api';
import { CREDENTIAL_HEADERS, Credentials, type HeaderSource } from '../auth/credentials.js';
import type { RequestSecrets } from '../auth/secrets.js';
import type { Config } from '../config.js';
import type { LiveServices } from '../live/liveServices.js';
import type { Logger } from '../logging/logger.js';
import { RequestTrace } from '../observability/tracing.js';
import type { StreamedUploads } from '../uploads/streamedUpload.js';
import type { CallerSignal } from '../upstream/deadline.js';
import { UpstreamSession, type UpstreamInfrastructure } from '../upstream/session.js';
import type { RequestSummary } from '../observability/requestSummary.js';

/**
 * Each area's client, by area name. Empty here: every area adds its own in its folder's index.ts (TypeScript's
 * declaration merging), so this module knows no area and an area is registered in one place.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each area's index.ts (declaration merging).
export interface AreaClients {}

/** What the scope needs of an area to make its client: areas/shared/area.ts's descriptor is one. */
export interface AreaClientFactory {
  readonly name: string;
  client(session: UpstreamSession, credentials: Credentials): unknown;
}

/** What every request's scope shares, made once at start-up. */
export interface ScopeDependencies {
  readonly config: Config;
  readonly logger: Logger;
  readonly upstream: UpstreamInfrastructure;
  /** Set when OpenTelemetry tracing is on. */
  readonly tracer?: Tracer | undefined;
  /** Subscriptions' hub and sources (live/), when the gateway serves them. */
  readonly live?: LiveServices | undefined;
}

/** What the scope needs of the caller's request: its headers, and how to tell that the caller went away. */
export interface ScopeRequest {
  readonly headers: HeaderSource;
  readonly caller: CallerSignal;
}

export interface ScopeOptions {
  readonly requestId: string;
  readonly summary: RequestSummary;
  /** Every credential of the request, in one set: logs, errors and spans are scrubbed with it (auth/secrets.ts). */
  readonly secrets: RequestSecrets;
  /** The time budget of the request's upstream calls; null for a download, which has its own deadlines. */
  readonly deadlineMs: number | null;
}

/**
 * Everything of one request, made by the HTTP layer for each request and handed to yoga as the context's one
 * `scope` property (the download routes use it as it is): the caller's credentials, the upstream session, the trace
 * and each area's client. Each part is made on first use: a request reads one or two areas, and one refused
 * before execution makes none. The area clients are getters that a gateway's own subclass defines from its area
 * list (`scopeClassFor`).
 */
export class BaseRequestScope {
  readonly requestId: string;
  readonly summary: RequestSummary;
  readonly secrets: RequestSecrets;
  /** The files of a multipart request, by the placeholder their variable holds (http/multipartUpload.ts). */
  uploads: StreamedUploads | undefined;
  #credentials: Credentials | undefined;
  #upstream: UpstreamSession | undefined;
  #trace: RequestTrace | undefined;
  readonly #clients = new Map<string, unknown>();

  constructor(
    readonly deps: ScopeDependencies,
    private readonly request: ScopeRequest,
    private readonly options: ScopeOptions,
  ) {
    this.requestId = options.requestId;
    this.summary = options.summary;
    this.secrets = options.secrets;
  }

  get config(): Config {
    return this.deps.config;
  }

  get logger(): Logger {
    return this.deps.logger;
  }

  get credentials(): Credentials {
    this.#credentials ??= Credentials.fromHeaders(this.request.headers, this.secrets);
    return this.#credentials;
  }

  /** The request's trace, when tracing is on. */
  get trace(): RequestTrace | undefined {
    if (this.deps.tracer && !this.#trace) this.#trace = new RequestTrace(this.deps.tracer);
    return this.#trace;
  }

  get upstream(): UpstreamSession {
    this.#upstream ??= new UpstreamSession(this.deps.upstream, {
      requestId: this.requestId,
      caller: this.request.caller,
      deadlineMs: this.options.deadlineMs,
      trace: this.trace,
    });
    return this.#upstream;
  }

  /** Subscriptions' hub and sources; a gateway built without them refuses every subscription. */
  get live(): LiveServices {
    const { live } = this.deps;
    if (live === undefined) throw new Error('This gateway was built without subscriptions (ScopeDependencies.live).');
    return live;
  }

  /**
   * The caller's credential headers as one SHA-256 (never the keys themselves): subscriptions' limits and shared polls
   * are per key, and only the hash is kept.
   */
  get keyHash(): string {
    const hash = createHash('sha256');
    for (const name of CREDENTIAL_HEADERS) hash.update(`${name}\u0000${this.request.headers.get(name) ?? ''}\u0000`);
    return hash.digest('hex');
  }

  /**
   * The same caller with a fresh upstream session (its own deadline, call budget and shared reads) and clients: what
   * a subscription's poll reads with, long after the request's own deadline. Secrets stay the request's one set.
   */
  sibling(): RequestScope {
    const Scope = this.constructor as ScopeClass;
    return new Scope(this.deps, this.request, this.options);
  }

  /**
   * Each event of a subscription runs as a request of its own: the session (deadline, budget, shared reads) and the
   * area clients are made again on first use, so an event reads the records as they are now.
   */
  renew(): void {
    this.#upstream = undefined;
    this.#clients.clear();
  }

  /** The area's client for this request, made on first use. */
  clientOf(area: AreaClientFactory): unknown {
    let client = this.#clients.get(area.name);
    if (client === undefined) {
      client = area.client(this.upstream, this.credentials);
      this.#clients.set(area.name, client);
    }
    return client;
  }
}

/** The scope of a request, with every area's client. */
export type RequestScope = BaseRequestScope & AreaClients;

export type ScopeClass = new (deps: ScopeDependencies, request: ScopeRequest, options: ScopeOptions) => RequestScope;

/**
 * A RequestScope whose prototype has one getter per area, named after it (`scope.pullZones`): made once per gateway
 * from its area list, so a request pays for no area it does not read.
 */
export function scopeClassFor(areas: readonly AreaClientFactory[]): ScopeClass {
  class GatewayScope extends BaseRequestScope {}
  for (const area of areas) {
    Object.defineProperty(GatewayScope.prototype, area.name, {
      get(this: BaseRequestScope) {
        return this.clientOf(area);
      },
    });
  }
  // The getters just defined are the area clients' (AreaClients), which TypeScript cannot see being added.
  return GatewayScope as ScopeClass;
}
