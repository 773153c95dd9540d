import type { LiveStreams } from '../live/liveStreams.js';
import type { Route } from './router.js';

/**
 * The /graphql route, with every response that may carry an event stream (its request accepts text/event-stream:
 * graphql-sse's distinct connections, an EventSource, GraphiQL's subscriptions) kept in `streams`, so that a shutdown
 * can close them with a retry hint (live/liveStreams.ts).
 */
export function withLiveStreams(route: Route, streams: LiveStreams): Route {
  return {
    matches: (path) => route.matches(path),
    handle(exchange) {
      if (exchange.req.headers.accept?.includes('text/event-stream')) streams.add(exchange.res);
      route.handle(exchange);
    },
  };
}
