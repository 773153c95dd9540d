import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gateway } from './gateway.js';
import { exitWhenListenFails } from './listenFailure.js';
import type { Logger } from './logging/logger.js';

/**
 * The METRICS_PORT listener of both entries (npm start and npm run dev): /metrics (and the probes) for Prometheus, on
 * a port that need not be published. It lives until the process exits, so the probes keep answering (readiness 503)
 * while the gateway drains. `then` runs once it is bound: npm start binds PORT only after it, so a METRICS_PORT that
 * cannot be bound stops the process before it has said it listens.
 */
export function listenForMetrics(
  port: number,
  host: string,
  handler: Gateway['handleMetrics'],
  logger: Logger,
  then: () => void = () => {},
): void {
  const server = createServer({ keepAliveTimeout: 5_000 }, handler);
  exitWhenListenFails(server, 'METRICS_PORT', port, host);
  server.listen(port, host, () => {
    const bound = (server.address() as AddressInfo).port;
    logger.info({ metricsPort: bound, host }, `metrics listening on port ${bound}, /metrics`);
    then();
  });
}
