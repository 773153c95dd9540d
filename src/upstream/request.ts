import type { Dispatcher } from 'undici';
import { buildPath, buildQuery } from './route.js';
import type { UpstreamCall } from './types.js';

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
  if (call.body) {
    headers['content-type'] = call.body.contentType;
    return { method: call.method, path, headers, body: call.body.stream };
  }
  return { method: call.method, path, headers };
}
