/**
 * Run by logFlush.test.ts as its own process: the gateway's logger (asynchronous destination on stdout) writes
 * LINES lines in one synchronous burst, then the process dies of an uncaught exception before the event loop
 * turns, so nothing but the logger's own exit handling can write what is still buffered.
 */
import { createLogger } from '../../src/logging/logger.js';

const logger = createLogger({ logLevel: 'info', logPretty: false });
const lines = Number(process.env['LINES'] ?? 1000);
for (let i = 0; i < lines; i += 1) logger.info({ requestId: `crash-${i}` }, 'request');
throw new Error('crash after the burst');
