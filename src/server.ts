import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createGateway, type Gateway } from './gateway.js';
import { createLogger, type Logger } from './logger.js';
import { tracingWanted } from './observability/tracing.js';

/** How long closing the upstream pools may take once the grace period is over, before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * Production entry: config -> logger -> gateway -> listen. On SIGTERM/SIGINT readiness turns 503 at once, the
 * listener stops taking connections, in-flight requests get `SHUTDOWN_GRACE_MS` to finish, then the process exits 0.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    // `npm start` is production whether or not NODE_ENV says so: GraphiQL and introspection only when asked for.
    config = loadConfig(process.env, { production: true });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`bunny-gateway: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config);
  // Tracing is opt-in through the standard OTEL_* variables; its exporter is flushed with the gateway on exit.
  const tracing = tracingWanted(process.env)
    ? (await import('./observability/tracingSdk.js')).startTracing()
    : undefined;
  const gateway = createGateway(config, { logger, tracer: tracing?.tracer });
  const closeAll = async (): Promise<void> => {
    await gateway.close();
    await tracing?.shutdown();
  };
  const server = createServer(
    { keepAliveTimeout: 5_000, requestTimeout: config.timeouts.requestDeadlineMs + 5_000 },
    gateway.handle,
  );
  server.listen(config.port, config.host, () => {
    // The bound port, not the configured one: PORT=0 asks the OS for a free port, and tests read it from here.
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, host: config.host, upstream: config.upstream, tracing: Boolean(tracing) },
      `bunny-gateway listening on port ${port}, /graphql`,
    );
  });
  if (config.metricsPort !== null) listenForMetrics(config.metricsPort, config.host, gateway.handleMetrics, logger);

  let finishing: Promise<void> | undefined;
  const finish = (): Promise<void> => (finishing ??= exitCleanly(logger, closeAll));

  let stopping = false;
  // While draining, a keep-alive connection is closed as soon as its request ends: otherwise the client would keep
  // it open and `server.close` would wait for it until the grace period ends. Prepended, so the header is set before
  // the gateway's handler writes its response.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('connection', 'close');
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
    gateway.beginDrain();
    // Stops accepting connections; the callback runs once every open connection has ended.
    server.close(() => void finish());
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
      void finish();
    }, config.shutdownGraceMs).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/**
 * The METRICS_PORT listener: /metrics (and the probes) for Prometheus, on a port that need not be published.
 * It lives until the process exits, so the probes keep answering (readiness 503) while the gateway drains.
 */
function listenForMetrics(port: number, host: string, handler: Gateway['handleMetrics'], logger: Logger): void {
  const server = createServer({ keepAliveTimeout: 5_000 }, handler);
  server.once('error', (error: NodeJS.ErrnoException) => {
    // A port in use is a configuration mistake, reported like one (exit 2), not a stack trace.
    process.stderr.write(`bunny-gateway: METRICS_PORT ${port} cannot be used: ${error.code ?? error.message}\n`);
    process.exit(2);
  });
  server.listen(port, host, () => {
    const bound = (server.address() as AddressInfo).port;
    logger.info({ metricsPort: bound, host }, `metrics listening on port ${bound}, /metrics`);
  });
}

/** Closes the gateway (bounded: a stuck upstream must not hold the exit), flushes the logs, exits 0. */
async function exitCleanly(logger: Logger, close: () => Promise<void>): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
  await Promise.race([close().catch(() => undefined), timeout]);
  logger.info('bunny-gateway stopped');
  // The log destination is asynchronous; exit only once its buffer is written.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(0);
}

void main();
