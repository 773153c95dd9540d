import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from '@whatwg-node/server';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';
import { NodeHeaders } from '../request/nodeHeaders.js';

/**
 * One CORS policy for every route: yoga applies it to /graphql, and the download routes (CSV, storage files) use the same
 * function yoga does. Credentials travel in headers, never cookies, so `credentials` stays off; `CORS_ORIGINS` narrows the
 * allowed origins (default: any origin).
 */
export function corsOptions(origins: readonly string[]): CORSOptions {
  return {
    origin: origins.length > 0 ? [...origins] : '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'content-type',
      ...CREDENTIAL_HEADERS,
      'x-graphql-yoga-csrf',
      'x-request-id',
      'x-bunny-cost',
      'graphql-client-name',
      'graphql-client-version',
      'traceparent',
      'tracestate',
      // A download that broke off resumes where it stopped (storage files: `Range: bytes=<from>-`).
      'range',
      'if-range',
    ],
    // x-cache and age: a browser app may show where an answer came from (the response cache).
    // content-range, accept-ranges and content-length: a browser reads how much of a download it has, and resumes it.
    exposedHeaders: [
      'x-request-id',
      'content-disposition',
      'x-cache',
      'age',
      'content-range',
      'accept-ranges',
      'content-length',
    ],
    credentials: false,
    maxAge: 600,
  };
}

/** Adds the CORS headers for `req` to `res`; answers a preflight itself and returns true when it did. */
export function applyCors(options: CORSOptions, req: IncomingMessage, res: ServerResponse): boolean {
  // Without an Origin header there is nothing to add (the function answers null): most callers are not browsers.
  if (req.headers.origin !== undefined) {
    const request = { headers: new NodeHeaders(req.headers) } as unknown as Request;
    const headers = getCORSHeadersByRequestAndOptions(request, options);
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204).end();
  return true;
}
