import type { Plugin } from 'graphql-yoga';
import { requestError } from '../errors/requestErrors.js';
import type { GatewayContext } from '../request/context.js';

/**
 * Browsers send a request with a credential header (or yoga's x-graphql-yoga-csrf) only after a CORS preflight, so
 * requiring one on GET and multipart requests stops other sites from making a visitor's browser send them. Like yoga's
 * CSRF plugin, with a message that says what to send: most callers who meet it simply forgot their key.
 */
export const PREFLIGHT_REQUIRED =
  'GET requests and uploads must carry your bunny.net key in the AccessKey header (or Authorization: Bearer <key>), or an x-graphql-yoga-csrf header: browsers send these only after a CORS preflight.';

/** Content types a browser may POST cross-site without a preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export function usePreflightRequired(headers: readonly string[]): Plugin<GatewayContext> {
  return {
    onRequestParse({ request }) {
      const type = request.headers.get('content-type')?.toLowerCase();
      const preflighted = type !== undefined && !SIMPLE_CONTENT_TYPES.some((simple) => type.startsWith(simple));
      if (preflighted || headers.some((name) => request.headers.has(name))) return;
      throw requestError('PREFLIGHT_REQUIRED', PREFLIGHT_REQUIRED);
    },
  };
}
