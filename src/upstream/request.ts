import type { Dispatcher } from 'undici';
import { buildPath, buildQuery } from './route.js';
import type { UpstreamCall } from './types.js';

/**
 * A `Range` header of one byte range (`bytes=0-99`, `bytes=100-`, `bytes=-500`). One only: a download serves the file
 * or one part of it, never the multipart answer several ranges ask for. The download route refuses any other before
 * a call (areas/storageFiles/download.ts); this is the last guard.
 */
export const SINGLE_BYTE_RANGE = /^bytes=(?:\d{1,19}-\d{0,19}|-\d{1,19})$/;
/** Edge Storage's `Checksum`: SHA-256 as 64 uppercase hex digits. */
const CHECKSUM = /^[0-9A-F]{64}$/;

/** A header value the area checked already; the last guard, so nothing else can reach a header. */
function checked(value: string, shape: RegExp, header: string): string {
  if (!shape.test(value)) throw new Error(`The ${header} header value does not have its shape.`);
  return value;
}

/** What one attempt adds to the call: the request id and, when tracing, the span's traceparent headers. */
export interface RequestExtras {
  readonly basePath: string;
  readonly requestId: string;
  readonly traceHeaders?: Readonly<Record<string, string>> | undefined;
}

/**
 * The request bunny.net receives, in the one place that knows every outgoing header and path. The path is the
 * configured base path plus the checked route template; nothing a caller sends can add a header or a segment.
 */
export function buildRequest(call: UpstreamCall, extras: RequestExtras): Dispatcher.RequestOptions {
  const path = extras.basePath + buildPath(call) + buildQuery(call.query, call.service);
  const headers: Record<string, string> = {
    [call.auth.header]: call.auth.value,
    accept: call.accept ?? 'application/json',
    'user-agent': 'bunny-gateway',
    'x-request-id': extras.requestId,
    ...extras.traceHeaders,
  };
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    return { method: call.method, path, headers, body: JSON.stringify(call.json) };
  }
  if (call.range !== undefined) headers['range'] = checked(call.range, SINGLE_BYTE_RANGE, 'Range');
  if (call.checksum !== undefined) headers['checksum'] = checked(call.checksum, CHECKSUM, 'Checksum');
  if (call.body) {
    headers['content-type'] = call.body.contentType;
    if (call.bodyLength !== undefined) headers['content-length'] = String(call.bodyLength);
    return { method: call.method, path, headers, body: call.body.stream };
  }
  return { method: call.method, path, headers };
}
