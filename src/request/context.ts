import type { YogaInitialContext } from 'graphql-yoga';
import type { RequestScope } from './scope.js';

/** What the HTTP layer hands to yoga for each request: the request's one scope, as one property. */
export interface ServerContext {
  readonly scope: RequestScope;
}

/**
 * The one context type of every resolver and plugin: yoga's own fields and the request's scope, which holds
 * everything caller-specific (credentials, the upstream session with its per-request caches, the area clients).
 * Nothing of a caller lives at module level.
 */
export interface GatewayContext extends YogaInitialContext, ServerContext {}
