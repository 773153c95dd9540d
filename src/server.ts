import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { type Config, loadConfig } from './config.js';
import { orExit } from './configFailure.js';
import { answerClientErrors } from './http/clientErrors.js';
import { createGateway } from './gateway.js';
import { InFlightResponses } from './http/inFlightResponses.js';
import { exitWhenListenFails } from './listenFailure.js';
import { listenForMetrics } from './metricsListener.js';
import { createLogger, type Logger } from './logging/logger.js';
import { tuneV8 } from './v8Tuning.js';

/** How long closing the upstream pools may take once the grace period is over, before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 2_000;
/**
 * Idle time after which Node closes a kept-alive connection. Balancers should close theirs sooner (nginx's
 * upstream `keepalive_timeout` below it), so the close never races a request; SHUTDOWN_DELAY_MS defaults to it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * Production entry: config -> logger -> gateway -> listen. On SIGTERM readiness turns 503 at once and the gateway
 * serves on for `SHUTDOWN_DELAY_MS` with `Connection: close`, then stops listening; in-flight requests get
 * `SHUTDOWN_GRACE_MS` to finish, then the process exits 0 (see drainOnSignal).
 */
async function main(): Promise<void> {
  const v8Tuning = tuneV8(process.execArgv);
  // `npm start` is production whether or not NODE_ENV says so: GraphiQL and introspection only when asked for.
  const config = orExit(() => loadConfig(process.env, { production: true }));
  const logger = createLogger(config);
  // Tracing is opt-in through the standard OTEL_* variables; its exporter is flushed with the gateway on exit.
  const tracing = config.tracing.enabled ? (await import('./observability/tracingSdk.js')).startTracing() : undefined;
  const gateway = orExit(() => createGateway(config, { logger, tracer: tracing?.tracer }));
  const closeAll = async (): Promise<void> => {
    await gateway.close();
    await tracing?.shutdown();
  };
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, requestTimeout: config.timeouts.requestDeadlineMs + 5_000 },
    gateway.handle,
  );
  answerClientErrors(server);
  exitWhenListenFails(server, 'PORT', config.port, config.host);
  const listen = (): void => {
    server.listen(config.port, config.host, () => {
      // The bound port, not the configured one: PORT=0 asks the OS for a free port, and tests read it from here.
      const { port } = server.address() as AddressInfo;
      logger.info(
        { port, host: config.host, upstream: config.upstream, tracing: Boolean(tracing), ...v8Tuning },
        `bunny-gateway listening on port ${port}, /graphql`,
      );
    });
  };
  // METRICS_PORT first: a port that cannot be bound stops the process before it has said it listens.
  if (config.metricsPort === null) listen();
  else listenForMetrics(config.metricsPort, config.host, gateway.handleMetrics, logger, listen);

  let finishing: Promise<void> | undefined;
  const finish = (): Promise<void> => (finishing ??= exitCleanly(logger, closeAll));
  const drain = drainOnSignal(server, {
    config,
    logger,
    beginDrain: gateway.beginDrain,
    closeStreams: gateway.closeStreams,
    finish,
  });
  // SIGTERM is how platforms stop a replica, possibly before its balancer knows: serve out the delay. SIGINT is a
  // person at a terminal (Ctrl+C), who wants it gone: drain in-flight requests only. A second SIGINT kills.
  process.once('SIGTERM', () => drain('SIGTERM', config.shutdownDelayMs));
  process.once('SIGINT', () => drain('SIGINT', 0));
}

interface DrainOptions {
  readonly config: Config;
  readonly logger: Logger;
  /** Turns /ready to 503. */
  readonly beginDrain: () => void;
  /** Closes every subscription's stream with a retry hint (gateway.ts), as the server stops accepting. */
  readonly closeStreams?: () => void;
  readonly finish: () => Promise<void>;
}

/**
 * The shutdown sequence, bounded by delay + SHUTDOWN_GRACE_MS + CLOSE_TIMEOUT_MS:
 * 1. At once: /ready turns 503 and every response says `Connection: close`, but the listener keeps accepting and
 *    idle connections stay open. Closing an idle keep-alive connection races a balancer that has just sent a
 *    request on it (a reset it must not retry for a POST: a 502 for the caller), so for the delay the gateway only
 *    asks balancers to move away: each connection closes after its next response, and a balancer watching /ready
 *    or honouring `Connection: close` stops sending.
 * 2. After the delay the listener closes: a balancer still trying gets a refusal it can safely retry elsewhere.
 *    Connections the kernel completed but Node had not yet accepted are reset by the close: only a balancer that
 *    stopped sending during the delay is safe from that. The gateway closes no idle connection: with a delay of
 *    at least KEEP_ALIVE_TIMEOUT_MS, every connection idle since before the signal has timed out by then, and
 *    every other one closes after its response.
 * 3. In-flight requests get SHUTDOWN_GRACE_MS, then the remaining connections are cut and the process exits 0.
 */
function drainOnSignal(server: Server, options: DrainOptions): (signal: string, delayMs: number) => void {
  const { config, logger } = options;
  let phase: 'serving' | 'announcing' | 'closing' = 'serving';
  let delay: NodeJS.Timeout | undefined;
  const inFlight = new InFlightResponses();
  // Prepended, so the header is set before the gateway's handler writes its response.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (phase !== 'serving') res.setHeader('connection', 'close');
    inFlight.track(res);
  });

  const close = (): void => {
    phase = 'closing';
    logger.info({ graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
    // Stops accepting; the callback runs once every connection has ended. net's close, not http's: that one also
    // destroys the connections Node deems idle, which in a test with connections still arriving reset some that
    // were carrying a request. Idle ones need no push: each response now ends its connection, and one left idle
    // since before the signal ends at the keep-alive timeout (or at the end of the grace period).
    NetServer.prototype.close.call(server, () => void options.finish());
    // Subscriptions' streams would hold the close until the grace period: closed now, with a retry hint.
    options.closeStreams?.();
    setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
      void options.finish();
    }, config.shutdownGraceMs).unref();
  };

  return (signal, delayMs) => {
    if (phase === 'closing') return;
    if (phase === 'serving') {
      phase = 'announcing';
      options.beginDrain();
      // Requests already running answer with `Connection: close` too, unless their headers are already out.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    }
    clearTimeout(delay);
    logger.info({ signal, delayMs }, 'shutting down: not ready, still serving until the delay is over');
    if (delayMs === 0) close();
    else delay = setTimeout(close, delayMs);
  };
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
