import { ConfigError } from './config.js';
import { TrustedDocumentsError } from './trustedDocuments/manifest.js';

/**
 * A mistake in what the gateway was started with (a variable, a trusted document) is reported in one line, exit 2,
 * never as a stack trace: by `npm start` and `npm run dev` alike.
 */
export function orExit<T>(start: () => T): T {
  try {
    return start();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof TrustedDocumentsError)) throw error;
    process.stderr.write(`bunny-gateway: ${error.message}\n`);
    process.exit(2);
  }
}
