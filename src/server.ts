import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createGateway } from './gateway.js';
import { createLogger } from './logger.js';

/**
 * Production entry: config -> logger -> gateway -> listen. On SIGTERM/SIGINT readiness turns 503 at once, the
 * listener stops taking connections, in-flight requests get `SHUTDOWN_GRACE_MS` to finish, then the process exits 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`bunny-gateway: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config);
  const gateway = createGateway(config, { logger });
  const server = createServer({ keepAliveTimeout: 5_000, requestTimeout: config.timeouts.requestDeadlineMs + 5_000 }, gateway.handle);
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host, upstream: config.upstream }, 'bunny-gateway listening on /graphql');
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
    gateway.beginDrain();
    server.close(() => void finish(0));
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
      void finish(0);
    }, config.shutdownGraceMs).unref();
  };
  const finish = async (code: number): Promise<void> => {
    await gateway.close().catch(() => undefined);
    logger.flush();
    process.exit(code);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
