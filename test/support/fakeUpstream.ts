import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request as the fake upstream received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the fake answers. `body` objects are sent as JSON. */
export interface FakeAnswer {
  status?: number;
  /** A header given as an array is sent once per value (a repeated header). */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer | object;
  /** Wait before sending headers. */
  delayMs?: number;
  /** Destroy the socket instead of answering (a reset). */
  reset?: boolean;
  /** Send the headers (declaring the full body's length) and the first half of the body, then reset. */
  resetAfterHeaders?: boolean;
  /** Send the headers at once, then the body in these pieces, one every `intervalMs` (a stalling upstream). */
  trickle?: { chunks: (string | Buffer)[]; intervalMs: number };
  /** Send `totalBytes` made of repeated `chunk`, chunked, made on the fly and written only as fast as it is read. */
  generate?: { totalBytes: number; chunk: Buffer };
}

export type FakeHandler = (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** How the fake's answer to one request ended. */
export interface SentResponse {
  /** Body bytes written so far. */
  bytesSent: number;
  /** Resolves when the response is over: true when the whole answer was sent, false when the other side went away first. */
  completed: Promise<boolean>;
}

export interface FakeUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** One entry per request, in the same order as `requests`. */
  responses: SentResponse[];
  /** Replaces the answer for every following request. */
  answer(handler: FakeHandler | FakeAnswer): void;
  close(): Promise<void>;
}

export interface FakeOptions {
  /** Listen on this port (e.g. to bring a host "back" at an address that refused connections); default: any free port. */
  port?: number;
}

/** A real HTTP server on 127.0.0.1 standing in for a bunny.net host in tests: it records and answers as told. */
export async function startFakeUpstream(
  initial: FakeHandler | FakeAnswer = { status: 200, body: {} },
  options: FakeOptions = {},
): Promise<FakeUpstream> {
  let handler: FakeHandler = typeof initial === 'function' ? initial : () => initial;
  const requests: ReceivedRequest[] = [];
  const responses: SentResponse[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    // A request body cut off by the gateway (an aborted upload) is not a test failure: the socket is just dropped.
    void serve(req, res).catch(() => res.destroy());
  });
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const sent: SentResponse = {
      bytesSent: 0,
      completed: new Promise((resolve) => res.once('close', () => resolve(res.writableFinished))),
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(request);
    responses.push(sent);
    const answer = await handler(request);
    if (answer.delayMs) await pause(answer.delayMs);
    if (answer.reset) {
      req.socket.destroy();
      return;
    }
    await respond(res, answer, sent);
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    responses,
    answer(next) {
      handler = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function respond(res: ServerResponse, answer: FakeAnswer, sent: SentResponse): Promise<void> {
  const isJson = typeof answer.body === 'object' && !Buffer.isBuffer(answer.body);
  const body =
    answer.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(isJson ? JSON.stringify(answer.body) : (answer.body as string | Buffer));
  const headers = { ...(isJson ? { 'content-type': 'application/json' } : {}), ...answer.headers };
  const status = answer.status ?? 200;
  if (answer.generate) return generate(res, status, headers, answer.generate, sent);
  if (answer.trickle) {
    res.writeHead(status, headers);
    res.flushHeaders();
    for (const piece of answer.trickle.chunks) {
      await pause(answer.trickle.intervalMs);
      if (res.destroyed) return;
      await write(res, Buffer.from(piece), sent);
    }
    res.end();
    return;
  }
  if (answer.resetAfterHeaders) {
    res.writeHead(status, { ...headers, 'content-length': String(body.length) });
    await write(res, body.subarray(0, Math.floor(body.length / 2)), sent);
    await pause(20);
    res.socket?.destroy();
    return;
  }
  res.writeHead(status, headers);
  sent.bytesSent = body.length;
  res.end(body);
}

/** Writes one piece, waiting for 'drain' when the socket's buffer is full: the fake produces only as fast as it is read. */
async function write(res: ServerResponse, piece: Buffer, sent: SentResponse): Promise<void> {
  sent.bytesSent += piece.length;
  if (res.write(piece)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = (): void => {
      res.off('close', onClose);
      resolve();
    };
    const onClose = (): void => {
      res.off('drain', onDrain);
      reject(new Error('closed while writing'));
    };
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

async function generate(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  spec: NonNullable<FakeAnswer['generate']>,
  sent: SentResponse,
): Promise<void> {
  res.writeHead(status, headers);
  while (sent.bytesSent < spec.totalBytes) {
    if (res.destroyed) return;
    const remaining = spec.totalBytes - sent.bytesSent;
    await write(res, remaining >= spec.chunk.length ? spec.chunk : spec.chunk.subarray(0, remaining), sent);
  }
  res.end();
}

/** A test file's fake upstream: started before its tests, closed after them, its records cleared before each test. */
export function useFakeUpstream(started: (fake: FakeUpstream) => void): void {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream();
    started(fake);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.responses.length = 0;
  });
}
