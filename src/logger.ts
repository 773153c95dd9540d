import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger } from 'pino';

/**
 * Every path a credential could reach a log line through. The gateway never logs headers or bodies on purpose;
 * this list is the second line of defence, including inside serialised error objects.
 */
export const REDACTED_PATHS = [
  'accessKey',
  'AccessKey',
  'authorization',
  'Authorization',
  'apiKey',
  'ApiKey',
  'libraryKey',
  'securityKey',
  'SecurityKey',
  'deploymentKey',
  'DeploymentKey',
  'headers.accesskey',
  'headers.authorization',
  'headers["x-library-key"]',
  'headers["x-origin-log-token"]',
  '*.accessKey',
  '*.AccessKey',
  '*.authorization',
  '*.Authorization',
  '*.apiKey',
  '*.ApiKey',
  '*.securityKey',
  '*.SecurityKey',
  '*.deploymentKey',
  '*.DeploymentKey',
  '*.headers.accesskey',
  '*.headers.authorization',
  '*.headers["x-library-key"]',
  '*.headers["x-origin-log-token"]',
  'variables.securityKey',
  'err.headers',
  'err.options.headers',
];

export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'bunny-gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (config.logPretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' } } });
  // Asynchronous writes keep logging off the request path; server.ts flushes on shutdown.
  return pino(options, pino.destination({ sync: false }));
}
