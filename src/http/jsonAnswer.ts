import type { ServerResponse } from 'node:http';
import { type RequestErrorCode, requestErrorStatus } from '../errors/requestErrors.js';
import { jsonMediaType } from './accept.js';

/**
 * The answers the HTTP layer writes itself, outside yoga (probes, unknown routes, refusals before GraphQL runs, the
 * CSV route's failures): JSON in UTF-8 with its Content-Length (a refused upload's answer is sent while its body is
 * still arriving, and must not depend on chunked framing).
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  mediaType = 'application/json',
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': `${mediaType}; charset=utf-8`,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A refusal made before GraphQL runs: what it is (its code), the caller's Accept header, and what to say. */
export interface Refusal {
  readonly code: RequestErrorCode;
  readonly message: string;
  /** More for `extensions` (a variable's name). */
  readonly extensions?: Record<string, unknown>;
  /** Response headers (a 405's Allow, a 406's Accept). */
  readonly headers?: Record<string, string>;
}

/**
 * A request refused before GraphQL runs, shaped like yoga's own refusals: the message, the code and the request id,
 * in the JSON media type the caller accepts, with the status docs/errors.md gives that code for it
 * (errors/requestErrors.ts).
 */
export function sendRefusal(
  res: ServerResponse,
  accept: string | undefined,
  { code, message, extensions, headers }: Refusal,
  requestId: string,
): void {
  const mediaType = jsonMediaType(accept);
  const body = { errors: [{ message, extensions: { ...extensions, code, requestId } }] };
  sendJson(res, requestErrorStatus(code, mediaType), body, mediaType, headers);
}
