import { getOperationAST, type GraphQLError } from 'graphql';
import { requestError } from '../errors/requestErrors.js';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import type { ResponseStore } from '../responseCache/store.js';
import { scopesOf } from './responseCacheKeys.js';
import type { Observation } from './responseCacheVisibility.js';

/**
 * A write holds its credentials' answers before it calls bunny.net and lets go once it has run (responseCache/store.ts):
 * no answer read before it, or while it runs, is served after it, on any replica. A write whose hold the store
 * cannot confirm in time (Redis stalled past RESPONSE_CACHE_WRITE_WAIT_MS) is refused before any upstream call, with
 * CACHE_UNAVAILABLE: nothing was changed, and trying again is safe.
 */
export function useWriteLeases(
  store: ResponseStore,
  observed: (request: Request) => Observation | undefined,
): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== 'mutation') return;
      const { request } = args.contextValue;
      const observation = observed(request);
      if (observation) observation.write = true;
      return store.beginWrite(scopesOf(request.headers)).then((lease) => {
        if (lease === undefined) return setResultAndStopExecution({ errors: [notHeld()] });
        return { onExecuteDone: () => store.endWrite(lease) };
      });
    },
  };
}

function notHeld(): GraphQLError {
  return requestError(
    'CACHE_UNAVAILABLE',
    'The response cache did not confirm in time that it holds the answers this write changes (Redis is not ' +
      'answering), so the write was not sent to bunny.net: nothing changed. Try again.',
  );
}
