import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request forwarded to a host and the answer the host sent, both as bytes on the wire. */
export interface RecordedExchange {
  request: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
  response: { status: number; headers: IncomingHttpHeaders; body: Buffer };
}

export interface RecordingProxy {
  url: string;
  exchanges: RecordedExchange[];
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy on 127.0.0.1 in front of one host (here: one of the sandbox's hosts) that records every
 * request and response unchanged, so that both directions can be checked against the published documents.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const exchanges: RecordedExchange[] = [];
  const sockets = new Set<Socket>();
  const upstream = new URL(target);
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers, host: upstream.host };
    const forwarded = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      async (answer) => {
        const parts: Buffer[] = [];
        for await (const chunk of answer) parts.push(chunk as Buffer);
        const responseBody = Buffer.concat(parts);
        exchanges.push({
          request: { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body },
          response: { status: answer.statusCode ?? 0, headers: answer.headers, body: responseBody },
        });
        const {
          'transfer-encoding': _chunked,
          connection: _connection,
          'keep-alive': _keepAlive,
          ...passed
        } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...passed, 'content-length': String(responseBody.length) });
        res.end(responseBody);
      },
    );
    forwarded.on('error', () => res.destroy());
    forwarded.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
