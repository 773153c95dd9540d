import type { Readable } from 'node:stream';
import type { UpstreamAuth } from '../auth/upstreamAuth.js';
import type { AreaName } from '../errors/gatewayError.js';
import type { FieldNameMap } from '../errors/fromUpstream.js';
import type { Scrubber } from '../errors/quote.js';
import type { MemoryBudget } from './memoryBudget.js';
import type { PathValue, QueryValues } from './route.js';
import type { StorageHostname } from './storageHosts.js';

export type { UpstreamAuth } from '../auth/upstreamAuth.js';

/** The hosts of bunny.net the gateway talks to: the api, video and origin-log hosts, and the Edge Storage hosts. */
export type UpstreamHost = 'api' | 'video' | 'originLogs' | StorageHostname;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A raw body streamed upstream (thumbnail bytes). */
export interface StreamedBody {
  readonly stream: Readable;
  readonly contentType: string;
  /** The GraphQL argument the bytes come from, named when the caller sends them too slowly (uploadWatch.ts). */
  readonly argument?: string;
}

/** Everything the upstream layer needs to make one REST call. Area clients build these; resolvers never do. */
export interface UpstreamCall {
  readonly service: AreaName;
  readonly host: UpstreamHost;
  readonly method: HttpMethod;
  /** Route template with `{param}` placeholders, e.g. `/pullzone/{pullZoneId}/removeBlockedIp`; also the log/metric label. */
  readonly route: string;
  readonly params?: Readonly<Record<string, PathValue>>;
  readonly query?: QueryValues;
  readonly json?: unknown;
  readonly body?: StreamedBody;
  /** The raw body's size, sent as Content-Length (a spooled Edge Storage upload); chunked without it. */
  readonly bodyLength?: number;
  /** Edge Storage's `Checksum` header: the body's SHA-256, 64 uppercase hex digits (request.ts checks the shape). */
  readonly checksum?: string;
  /** A download's `Range` header, passed through (request.ts checks the shape: `bytes=` ranges only). */
  readonly range?: string;
  readonly auth: UpstreamAuth;
  /** Safe to retry and to share between identical reads of one GraphQL request. */
  readonly idempotent?: boolean;
  /** Maps bunny.net's field names in error bodies to GraphQL argument names. */
  readonly fieldName?: FieldNameMap;
  /**
   * The request's credentials (every key it sent or learnt), scrubbed from what bunny.net says in an error before it
   * is cut to length; without it, the call's own credential is.
   */
  readonly secrets?: Scrubber;
  readonly accept?: string;
}

/** A successful upstream answer whose body was read (bounded) and parsed when it was JSON. */
export interface UpstreamResult<T = unknown> {
  readonly status: number;
  /** Parsed JSON, or undefined for an empty body. */
  readonly data: T | undefined;
  /** The body's size: a field sharing the read holds it once more in its answer (memoryBudget.ts). */
  readonly bytes: number;
}

/** A successful upstream answer whose body is handed over as a stream (CSV export). */
export interface UpstreamStream {
  readonly status: number;
  readonly contentType: string | undefined;
  /** What a ranged download passes back: Content-Length, Content-Range, Accept-Ranges, as bunny.net sent them. */
  readonly contentLength?: string | undefined;
  readonly contentRange?: string | undefined;
  readonly acceptRanges?: string | undefined;
  readonly body: Readable;
  /** The request's memory budget: a consumer that keeps the body (the GraphQL field) counts what it keeps. */
  readonly memory: MemoryBudget;
}
