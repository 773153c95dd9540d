import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

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
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Wait before sending headers. */
  delayMs?: number;
  /** Destroy the socket instead of answering (a reset). */
  reset?: boolean;
}

export type FakeHandler = (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** Replaces the answer for every following request. */
  answer(handler: FakeHandler | FakeAnswer): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 standing in for a bunny.net host in tests: it records and answers as told. */
export async function startFakeUpstream(initial: FakeHandler | FakeAnswer = { status: 200, body: {} }): Promise<FakeUpstream> {
  let handler: FakeHandler = typeof initial === 'function' ? initial : () => initial;
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(request);
    const answer = await handler(request);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.reset) {
      req.socket.destroy();
      return;
    }
    const body = answer.body === undefined ? '' : typeof answer.body === 'string' || Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body);
    const headers = { ...(typeof answer.body === 'object' && !Buffer.isBuffer(answer.body) ? { 'content-type': 'application/json' } : {}), ...answer.headers };
    res.writeHead(answer.status ?? 200, headers);
    res.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
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
