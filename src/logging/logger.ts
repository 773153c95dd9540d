import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { loadConfig, type Config } from '../config.js';
import { LogBatches } from './logBatches.js';

export type { Logger } from 'pino';

/** Field names that hold a credential or a secret, in bunny.net's and the gateway's casing. */
const SECRET_FIELDS = [
  'accessKey',
  'AccessKey',
  'apiKey',
  'ApiKey',
  'libraryKey',
  'securityKey',
  'SecurityKey',
  'deploymentKey',
  'DeploymentKey',
  'authorization',
  'Authorization',
];
const SECRET_HEADERS = ['accesskey', 'authorization', 'x-library-key', 'x-origin-log-token', 'x-storage-zone-password'];
/** Where such a field could sit in a log line: at the top, in a serialised error, its cause, or a request's headers. */
const CONTAINERS = [
  '',
  'err.',
  'err.cause.',
  'err.logCause.',
  'err.originalError.',
  'err.options.',
  'variables.',
  'body.',
];
const HEADER_CONTAINERS = [
  'headers',
  'err.headers',
  'err.options.headers',
  'err.cause.headers',
  'err.logCause.headers',
  'req.headers',
  'request.headers',
];

/**
 * Every path a credential could reach a log line through. The gateway never logs headers or bodies on purpose;
 * this list is the second line of defence, including inside serialised error objects. The paths are explicit:
 * pino's wildcard paths cost about 15 µs per line, explicit ones next to nothing.
 */
export const REDACTED_PATHS = [
  ...CONTAINERS.flatMap((container) => SECRET_FIELDS.map((field) => `${container}${field}`)),
  ...HEADER_CONTAINERS.flatMap((container) => SECRET_HEADERS.map((header) => `${container}["${header}"]`)),
];

/**
 * JSON lines to `destination` (tests) or asynchronously to stdout; with LOG_PRETTY, pino-pretty's colour lines when
 * it is installed. It is a development dependency: the production image has none, and falls back to JSON with a
 * warning instead of failing to start.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logPretty'> & Partial<Pick<Config, 'logBufferMaxBytes'>>,
  destination?: DestinationStream,
  prettyInstalled: boolean = isInstalled('pino-pretty'),
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'bunny-gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: isoTimeOncePerMillisecond,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (config.logPretty && prettyInstalled && !destination) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' },
      },
    });
  }
  // LOG_BUFFER_MAX_BYTES's default (config.ts) when the caller's config has none (test/process/logCrash.ts).
  const bound = config.logBufferMaxBytes ?? loadConfig({}).logBufferMaxBytes;
  const logger = pino(options, destination ?? stdoutDestination(bound));
  if (config.logPretty && !prettyInstalled)
    logger.warn('LOG_PRETTY is on but pino-pretty (a development dependency) is not installed: writing JSON lines');
  return logger;
}

/**
 * Asynchronous writes keep logging off the request path, gathered into writes of at least 32 KB, and flushed at least
 * every 200 ms so a quiet gateway's lines still show at once. Each asynchronous write is a hop to libuv's thread pool:
 * at 4 KB batches the hops were ~5.5% of a node-list request's CPU, at 32 KB ~0.9% (profile shares; one write per
 * line cost ~4% more still). The lines are gathered by LogBatches rather than by sonic-boom's own `minLength` (see
 * there why). Nothing is lost on exit: server.ts flushes on shutdown, and what is left is written synchronously when
 * the process exits, uncaught exceptions included (test/process/logFlush.test.ts).
 */
const STDOUT = 1;

/** The process's stdout destination, whose dropped lines /metrics reports (bunny_gateway_log_lines_dropped_total). */
let stdout: LogBatches | undefined;

/** Log lines dropped because stdout did not keep up (LOG_BUFFER_MAX_BYTES were waiting to be written). */
export function droppedLogLines(): number {
  return stdout?.droppedLines ?? 0;
}

function stdoutDestination(maxUnwrittenBytes: number): DestinationStream {
  // minLength 1: each batch is written at once, and the writer's flush waits for what it is writing.
  const writer = pino.destination({ dest: STDOUT, sync: false, minLength: 1, maxWrite: 128 * 1024 });
  stdout = new LogBatches(writer, STDOUT, 32 * 1024, 200, { maxUnwrittenBytes, dropNotice });
  return stdout;
}

/** The one line of a dropping episode, in pino's shape, written where the lines go missing. */
function dropNotice(maxUnwrittenBytes: number): string {
  return `${JSON.stringify({
    level: 'warn',
    time: new Date().toISOString(),
    service: 'bunny-gateway',
    logBufferMaxBytes: maxUnwrittenBytes,
    msg:
      `stdout is not keeping up: ${maxUnwrittenBytes} bytes of log lines wait to be written (LOG_BUFFER_MAX_BYTES), ` +
      'so lines are dropped from here on; bunny_gateway_log_lines_dropped_total counts them',
  })}\n`;
}

/**
 * pino's ISO timestamp, formatted once per millisecond: a busy gateway writes several lines in the same one, and
 * `Date#toISOString` was ~1% of a request's CPU.
 */
let stampedAt = Number.NaN;
let stamp = '';
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

function isInstalled(packageName: string): boolean {
  try {
    createRequire(import.meta.url).resolve(packageName);
    return true;
  } catch {
    return false;
  }
}
