import type { ServerResponse } from 'node:http';

/**
 * The answers the HTTP layer writes itself, outside yoga (probes, unknown routes, refusals before GraphQL runs, the
 * CSV route's failures): JSON in UTF-8 with its Content-Length (a refused upload's answer is sent while its body is
 * still arriving, and must not depend on chunked framing).
 */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * A request refused at the HTTP level, before GraphQL runs, shaped like yoga's own refusals of that level: the message,
 * `BAD_REQUEST` (NOT_FOUND for an unknown path) and the request id.
 */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  message: string,
  requestId: string,
  code: 'BAD_REQUEST' | 'NOT_FOUND' = 'BAD_REQUEST',
): void {
  sendJson(res, status, { errors: [{ message, extensions: { code, requestId } }] });
}
