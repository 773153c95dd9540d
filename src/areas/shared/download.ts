import type { Readable } from 'node:stream';
import type { RequestScope } from '../../request/scope.js';

/**
 * A binary answer of bunny.net (a CSV export, a PDF invoice, a DNS zone file) served to the caller as a stream by a
 * download route (http/downloadRoute.ts), never inside JSON: the GraphQL field names the route (`downloadPath`), and
 * the route streams bunny.net's answer with backpressure, with the same credentials, checks and error codes as the
 * graph. An area lists its downloads in its descriptor.
 */
export interface Download {
  /** The route's path, matched whole; its groups are the `params` handed to `open` (digits or ids only). */
  readonly path: RegExp;
  readonly method: 'GET' | 'POST';
  /** Checks the request (a GatewayError before any call), then opens bunny.net's answer. */
  open(scope: RequestScope, request: DownloadRequest): Promise<DownloadAnswer>;
}

export interface DownloadRequest {
  /** The path's groups. */
  readonly params: readonly string[];
  /** A POST's JSON body, parsed (an empty body is `{}`); GET has none. */
  readonly body: unknown;
  /** The caller's `Range` header, for a download that passes it to bunny.net (a stored file); others ignore it. */
  readonly range?: string | undefined;
}

export interface DownloadAnswer {
  readonly body: Readable;
  readonly contentType: string;
  /** The file name the caller's browser saves it as. */
  readonly filename: string;
  /** bunny.net's status when it is passed on (206 for a range); 200 otherwise. */
  readonly status?: number;
  /** Passed on when bunny.net sent them (a ranged download): the length, the range, whether ranges are taken. */
  readonly contentLength?: string | undefined;
  readonly contentRange?: string | undefined;
  readonly acceptRanges?: string | undefined;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a `{...}` of a download path matches: an id, never a `/`, `.` or `%` that could reach another path. */
export const ID_SEGMENT = '[A-Za-z0-9_-]{1,64}';

/**
 * A download path and its pattern from one template, so the field that links to the route and the route agree:
 * `downloadPath('/exports/shield/{id}/event-logs.csv', '\\d{1,10}')` gives `path(42)` and `pattern`, each `{...}`
 * matching `segment`.
 */
export function downloadPath(
  template: string,
  segment = ID_SEGMENT,
): { path(...params: (string | number)[]): string; pattern: RegExp } {
  const pieces = template.split(/\{[^}]+\}/);
  return {
    path: (...params) => pieces.map((piece, index) => `${piece}${params[index] ?? ''}`).join(''),
    pattern: new RegExp(`^${pieces.map(escaped).join(`(${segment})`)}$`),
  };
}
