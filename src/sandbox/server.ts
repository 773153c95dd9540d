import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { empty, type Reply } from './core/http.js';
import { matchRoute, type Route, type SandboxHost } from './router.js';
import type { Accounts } from './state.js';

/**
 * HTTP plumbing: one Node server per upstream host, all sharing one World. Each request is
 * recorded, its body read with a size limit, routed, authenticated and handed to a handler;
 * whatever goes wrong, the answer is an HTTP response, never a crashed process.
 */

export interface RecordedRequest {
  host: SandboxHost;
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface World {
  accounts: Accounts;
  /** Every operation the sandbox serves: each area's table (sandbox/routes/). */
  routes: readonly Route[];
  now: () => Date;
  eventLogRowsPerHour: number;
  changesOverTime: boolean;
  requests: RecordedRequest[];
  /** Off for long-running dev servers, where the log would only grow. */
  recordRequests: boolean;
}

/** Requests that match no route still have their body read (and recorded) up to this size. */
const UNMATCHED_BODY_LIMIT = 1024 * 1024;
/** How long close() lets busy connections finish before cutting them. */
const CLOSE_GRACE_MS = 1000;

type BodyResult = Buffer | 'tooLarge';

function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume(); // discard the upload so the connection stays usable
    return Promise.resolve('tooLarge');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData).off('end', onEnd);
      request.resume();
      resolve('tooLarge');
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks));
    request.on('data', onData).on('end', onEnd).once('error', reject);
  });
}

function waitForDrain(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.once('drain', done).once('close', done);
  });
}

async function send(response: ServerResponse, reply: Reply): Promise<void> {
  const headers = { ...reply.headers };
  switch (reply.kind) {
    case 'empty':
      // 204 must not carry Content-Length; other empty answers say explicitly that there is no body.
      response.writeHead(reply.status, reply.status === 204 ? headers : { ...headers, 'Content-Length': '0' });
      response.end();
      return;
    case 'json': {
      const text = JSON.stringify(reply.body);
      response.writeHead(reply.status, {
        ...headers,
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(text)),
      });
      response.end(text);
      return;
    }
    case 'stream':
      // Chunked transfer: written piece by piece, waiting whenever the client reads slower than we write.
      response.writeHead(reply.status, { ...headers, 'Content-Type': reply.contentType });
      for (const chunk of reply.chunks) {
        if (response.destroyed) return;
        if (!response.write(chunk)) await waitForDrain(response);
      }
      response.end();
  }
}

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const index = url.indexOf('?');
  return index === -1
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, index), query: new URLSearchParams(url.slice(index + 1)) };
}

/** The route tables' handler (sandbox/routes/), for hosts that serve nothing else. */
export async function handle(
  world: World,
  host: SandboxHost,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const record: RecordedRequest = {
    host,
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers: request.headers,
    body: Buffer.alloc(0),
  };
  if (world.recordRequests) world.requests.push(record);
  const { path, query } = splitUrl(record.url);
  const match = matchRoute(world.routes, host, record.method, path);

  const body = await readBody(request, match?.route.bodyLimit ?? UNMATCHED_BODY_LIMIT);
  if (body === 'tooLarge') return send(response, empty(413));
  record.body = body;
  if (!match) return send(response, empty(404));

  const { route, params } = match;
  const auth = route.auth({ headers: request.headers, params, accounts: world.accounts });
  if (!auth.ok) return send(response, auth.reply);
  const reply = route.handle({
    method: record.method,
    path,
    query,
    headers: request.headers,
    params,
    body,
    account: auth.account,
    library: auth.library,
    now: world.now(),
    eventLogRowsPerHour: world.eventLogRowsPerHour,
    changesOverTime: world.changesOverTime,
  });
  return send(response, reply);
}

function failed(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(500, { 'Content-Length': '0' });
  response.end();
}

/** What serves one host's requests: the route tables' handler, or a host's own (the Edge Storage hosts). */
export type HostHandler = (
  world: World,
  host: SandboxHost,
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>;

/** Starts the listener of one host on 127.0.0.1 with a free port. */
export async function listen(world: World, host: SandboxHost, serve: HostHandler = handle): Promise<Server> {
  const server = createServer((request, response) => {
    serve(world, host, request, response).catch(() => failed(response));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function urlOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Sandbox listener has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Stops accepting, drops idle keep-alive sockets now and busy ones after a short grace. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    grace.unref();
    server.close(() => {
      clearTimeout(grace);
      resolve();
    });
    server.closeIdleConnections();
  });
}
