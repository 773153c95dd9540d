import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a handler answers. Handlers never touch the Node response object; the server turns a
 * Reply into bytes, which keeps every handler a plain function that is easy to read and test.
 */
export type Reply =
  | { kind: 'empty'; status: number; headers?: Record<string, string> }
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'stream'; status: number; contentType: string; chunks: Iterable<string>; headers?: Record<string, string> };

/** A status with no body at all (no Content-Type), as the documents declare for many errors. */
export function empty(status: number, headers?: Record<string, string>): Reply {
  return headers ? { kind: 'empty', status, headers } : { kind: 'empty', status };
}

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers ? { kind: 'json', status, body, headers } : { kind: 'json', status, body };
}

export function stream(
  status: number,
  contentType: string,
  chunks: Iterable<string>,
  headers?: Record<string, string>,
): Reply {
  return headers
    ? { kind: 'stream', status, contentType, chunks, headers }
    : { kind: 'stream', status, contentType, chunks };
}

/** The parts of a request a handler may look at, after routing and authentication. */
export interface RequestParts {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Readonly<Record<string, string>>;
  body: Buffer;
}

/** The first value of a header, trimmed; Node joins or arrays repeated headers. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === '' ? undefined : trimmed;
}
