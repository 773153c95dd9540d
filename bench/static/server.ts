/**
 * The static-file reference for a warm cache hit: node:http answering every POST with the same bytes the gateway's
 * warm dashboard answers, held in memory since start (as a static-file server serves a file from its cache). The
 * request body is read and dropped, nothing is parsed or looked up: what a cache hit may cost at the least. Run as
 * its own process; prints `{"port":N}` once listening (PORT env).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dashboardExpected, shieldMetricsExpected } from '../fixtures.js';

const BODY = Buffer.from(JSON.stringify({ data: dashboardExpected(shieldMetricsExpected()) }));
const HEADERS = { 'content-type': 'application/json', 'content-length': BODY.length };

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, HEADERS);
    res.end(BODY);
  });
});
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
