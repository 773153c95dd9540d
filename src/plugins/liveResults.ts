import { type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { describeOperation, recordOperation } from '../observability/requestSummary.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import { scrubbedResult } from './credentialScrubbing.js';
import { taggedResult } from './requestIdInErrors.js';

/** The status of a subscription refused before its stream opened, by the code of its first error. */
const REFUSAL_STATUS: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  BAD_USER_INPUT: 400,
  UPSTREAM_UNAVAILABLE: 503,
};

/**
 * Subscriptions as every other operation (docs/live.md):
 * - each event of a stream gets what a single result gets when it becomes a response (the request id in its errors,
 *   every credential scrubbed: requestIdInErrors.ts and credentialScrubbing.ts only see single results);
 * - a subscription refused before its stream opened (no key, a bad key, a limit, a record that is not there) is
 *   answered as a JSON error with a status, not as an event stream of one error;
 * - the request's summary names the operation, as onExecute does for queries (subscriptions never execute).
 */
export function useLiveResults(showSuggestions: boolean): Plugin<GatewayContext> {
  const subscriptions = new WeakSet<object>();
  return {
    onSubscribe({ args }) {
      const { scope, request } = args.contextValue;
      subscriptions.add(request);
      const operation = getOperationAST(args.document, args.operationName);
      recordOperation(scope.summary, describeOperation(operation, args.operationName), scope.secrets);
    },
    onResultProcess({ request, result, setResult, setResultProcessor, serverContext }) {
      const scope = (serverContext as Partial<ServerContext>).scope;
      if (isAsyncIterable(result)) {
        if (scope === undefined) return;
        const finish = (one: ExecutionResult) =>
          scrubbedResult(taggedResult(one, scope.requestId, showSuggestions), scope.secrets);
        setResult(mapped(result as AsyncIterable<ExecutionResult>, finish));
        return;
      }
      if (!subscriptions.has(request) || Array.isArray(result) || (result as ExecutionResult).data != null) return;
      setResultProcessor(jsonRefusal, 'application/json');
    },
  };
}

function jsonRefusal(result: unknown, fetchAPI: { Response: typeof Response }): Response {
  const code = (result as ExecutionResult).errors?.[0]?.extensions?.['code'];
  const status = (typeof code === 'string' && REFUSAL_STATUS[code]) || 400;
  return new fetchAPI.Response(JSON.stringify(result), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Each event finished by `finish`; closing the mapped stream closes the source (the subscription's channel). */
function mapped<T>(source: AsyncIterable<T>, finish: (one: T) => T): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    next: async () => {
      const step = await iterator.next();
      return step.done ? step : { value: finish(step.value), done: false };
    },
    return: async (value?: unknown) => (await iterator.return?.(value)) ?? { value: undefined, done: true },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
