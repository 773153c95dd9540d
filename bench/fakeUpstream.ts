/**
 * A fast fake of bunny.net's three hosts for the benchmark, run as its own process (`node --import tsx
 * bench/fakeUpstream.ts`). JSON answers are serialised once at start-up; the CSV export is generated on the fly
 * with backpressure. It counts every call per route and checks the credential and request body it was sent, so
 * the bench can report upstream calls per GraphQL request and catch a gateway that sends the wrong thing.
 *
 * Control: `GET /__bench/stats`, `POST /__bench/reset`, `POST /__bench/config` (JSON `{ exportBytes }`).
 * Prints one JSON line `{"port":N}` on stdout once listening (PORT env, default 0 = any free port).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACCOUNT_KEY,
  BLOCKED_IP,
  CSV_HEADER,
  LIBRARY_KEY,
  NODES_10K_KEY,
  THUMBNAIL_ANSWER,
  csvRow,
  dashboardPullZonePage,
  dashboardShieldMapping,
  nodeIps,
  shieldMetricsEnvelope,
} from './fixtures.js';

export interface FakeStats {
  /** Calls per route template, e.g. `GET /mc/nodes/plain`. */
  calls: Record<string, number>;
  total: number;
  /** Calls the fake refused: unknown route, wrong credential or wrong body. */
  rejected: number;
  rejections: string[];
  uploads: { count: number; bytes: number; digests: Record<string, number> };
  exports: { bytes: number; sha1: string; complete: boolean }[];
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** Every JSON answer, serialised once. */
const ANSWERS = {
  nodes50: json(nodeIps(50)),
  nodes10k: json(nodeIps(10_000)),
  metrics: json(shieldMetricsEnvelope()),
  thumbnail: json(THUMBNAIL_ANSWER),
  dashboardPage: json(dashboardPullZonePage()),
  dashboardMapping: json(dashboardShieldMapping()),
};

const EXPECTED_REMOVE_BODY = JSON.stringify({ BlockedIp: BLOCKED_IP });

let exportBytes = Number(process.env['EXPORT_BYTES'] ?? 200 * 1024 * 1024);
let stats: FakeStats = emptyStats();

function emptyStats(): FakeStats {
  return {
    calls: {},
    total: 0,
    rejected: 0,
    rejections: [],
    uploads: { count: 0, bytes: 0, digests: {} },
    exports: [],
  };
}

function count(route: string): void {
  stats.calls[route] = (stats.calls[route] ?? 0) + 1;
  stats.total += 1;
}

function reject(res: ServerResponse, status: number, why: string): void {
  stats.rejected += 1;
  if (stats.rejections.length < 20) stats.rejections.push(why);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ErrorKey: 'bench.rejected', Message: why }));
}

function send(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const METRICS = /^\/shield\/metrics\/overview\/\d+$/;
const REMOVE_BLOCKED_IP = /^\/pullzone\/\d+\/removeBlockedIp$/;
const THUMBNAIL = /^\/library\/\d+\/videos\/[^/]+\/thumbnail$/;
const EXPORT = /^\/shield\/event-logs\/\d+\/export$/;

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (path.startsWith('/__bench/')) return control(req, res, path);
  const key = req.headers['accesskey'];

  if (req.method === 'GET' && path === '/mc/nodes/plain') {
    count('GET /mc/nodes/plain');
    if (key === NODES_10K_KEY) return send(res, ANSWERS.nodes10k);
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'nodes: wrong AccessKey');
    return send(res, ANSWERS.nodes50);
  }
  if (req.method === 'GET' && METRICS.test(path)) {
    count('GET /shield/metrics/overview/{id}');
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'metrics: wrong AccessKey');
    return send(res, ANSWERS.metrics);
  }
  if (req.method === 'GET' && path === '/pullzone') {
    count('GET /pullzone');
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'pullzone list: wrong AccessKey');
    if (!(req.url ?? '').endsWith('?page=1&perPage=20')) return reject(res, 400, `pullzone list: ${req.url}`);
    return send(res, ANSWERS.dashboardPage);
  }
  if (req.method === 'GET' && path === '/shield/shield-zones/pullzone-mapping') {
    count('GET /shield/shield-zones/pullzone-mapping');
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'mapping: wrong AccessKey');
    return send(res, ANSWERS.dashboardMapping);
  }
  if (req.method === 'POST' && REMOVE_BLOCKED_IP.test(path)) {
    count('POST /pullzone/{id}/removeBlockedIp');
    const body = (await readAll(req)).toString('utf8');
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'removePullZoneBlockedIp: wrong AccessKey');
    if (body !== EXPECTED_REMOVE_BODY)
      return reject(res, 400, `removePullZoneBlockedIp: unexpected body ${body.slice(0, 100)}`);
    res.writeHead(204);
    res.end();
    return;
  }
  if (req.method === 'POST' && THUMBNAIL.test(path)) {
    count('POST /library/{id}/videos/{id}/thumbnail');
    const hash = createHash('sha1');
    let bytes = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
    }
    if (key !== LIBRARY_KEY) return reject(res, 401, 'thumbnail: wrong AccessKey');
    if (req.headers['content-type'] !== 'application/octet-stream')
      return reject(res, 400, `thumbnail: content-type ${req.headers['content-type']}`);
    const digest = hash.digest('hex');
    stats.uploads.count += 1;
    stats.uploads.bytes += bytes;
    stats.uploads.digests[digest] = (stats.uploads.digests[digest] ?? 0) + 1;
    return send(res, ANSWERS.thumbnail);
  }
  if (req.method === 'POST' && EXPORT.test(path)) {
    count('POST /shield/event-logs/{id}/export');
    const body = JSON.parse((await readAll(req)).toString('utf8') || '{}') as { from?: number; to?: number };
    if (key !== ACCOUNT_KEY) return reject(res, 401, 'export: wrong AccessKey');
    if (typeof body.from !== 'number' || typeof body.to !== 'number')
      return reject(res, 400, 'export: from/to not numbers');
    return streamCsv(res, body.from, exportBytes);
  }
  count(`${req.method} ${path}`);
  return reject(res, 404, `unknown route ${req.method} ${path}`);
}

/** Writes at least `target` bytes of CSV (whole rows), generated as it goes, respecting backpressure. */
function streamCsv(res: ServerResponse, baseMs: number, target: number): void {
  const record = { bytes: 0, sha1: '', complete: false };
  stats.exports.push(record);
  const hash = createHash('sha1');
  res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
  let row = 0;
  const write = (text: string): boolean => {
    const chunk = Buffer.from(text);
    hash.update(chunk);
    record.bytes += chunk.length;
    return res.write(chunk);
  };
  let ok = write(CSV_HEADER);
  const pump = (): void => {
    while (record.bytes < target) {
      let text = '';
      while (text.length < 64 * 1024) text += csvRow(row++, baseMs);
      ok = write(text);
      if (!ok) {
        res.once('drain', pump);
        return;
      }
    }
    record.sha1 = hash.digest('hex');
    record.complete = true;
    res.end();
  };
  res.once('close', () => res.off('drain', pump));
  if (ok) pump();
  else res.once('drain', pump);
}

async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/__bench/stats') return send(res, json(stats));
  if (path === '/__bench/reset' && req.method === 'POST') {
    stats = emptyStats();
    return send(res, json({ ok: true }));
  }
  if (path === '/__bench/config' && req.method === 'POST') {
    const body = JSON.parse((await readAll(req)).toString('utf8') || '{}') as { exportBytes?: number };
    if (typeof body.exportBytes === 'number') exportBytes = body.exportBytes;
    return send(res, json({ exportBytes }));
  }
  res.writeHead(404);
  res.end();
}

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  handle(req, res).catch((error: unknown) => {
    if (!res.headersSent) reject(res, 500, `fake error ${String(error)}`);
    else res.destroy();
  });
});
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
const stop = (): void => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
