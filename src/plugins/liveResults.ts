import { type ExecutionResult, getOperationAST } from 'graphql';
import { type Plugin, processRegularResult } from 'graphql-yoga';
import { isRequestErrorCode, requestErrorStatus } from '../errors/requestErrors.js';
import { describeOperation, recordOperation } from '../observability/requestSummary.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import { scrubbedResult } from './credentialScrubbing.js';
import { taggedResult } from './requestIdInErrors.js';

/**
 * The status of a subscription refused by its own field before its stream opened (the key checked with the first
 * read, the gateway's argument checks), by the code of its first error.
 */
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
 * - a request refused before any stream (no key, a bad key, a record that is not there; or a request error of
 *   docs/errors.md's table: a document that does not parse or validate, a query limit, a variable that does not
 *   coerce, a document that is not trusted) is answered as a JSON error with a status, not as an event stream of one
 *   error;
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
    onResultProcess({ request, result, resultProcessor, setResult, setResultProcessor, serverContext }) {
      const scope = (serverContext as Partial<ServerContext>).scope;
      if (isAsyncIterable(result)) {
        if (scope === undefined) return;
        const finish = (one: ExecutionResult) =>
          scrubbedResult(taggedResult(one, scope.requestId, showSuggestions), scope.secrets);
        setResult(mapped(result as AsyncIterable<ExecutionResult>, finish));
        return;
      }
      // No processor: yoga answers 406 (nothing the caller accepts).
      if (Array.isArray(result) || resultProcessor === undefined) return;
      const refused = refusalOf(result as ExecutionResult, subscriptions.has(request));
      if (refused && !answeredByYoga(refused, resultProcessor)) setResultProcessor(jsonRefusal, 'application/json');
    },
  };
}

/**
 * The result as a refusal before any stream, or undefined: an answer without `data` is a request error (or a
 * subscription's field refusing: graphql-js answers a source stream that failed without `data`), and a subscription
 * has no single result but a refusal, so its `data: null` is one too. A query's `data: null` ran: a field error.
 */
function refusalOf(result: ExecutionResult, isSubscription: boolean): ExecutionResult | undefined {
  if (!result.errors?.length) return undefined;
  const refused = result.data === undefined || (isSubscription && result.data === null);
  return refused ? result : undefined;
}

/**
 * yoga's JSON processor (its own choice: the caller accepts JSON) already answers a request error of the table as
 * docs/errors.md says (requestErrorStatus.ts gave each error its status for either JSON media type). Any other
 * processor would answer it as an event stream (or multipart/mixed) of one error, and yoga would answer a
 * subscription's own refusal (no key, a record that is not there) with 200. test/integration/refusals.test.ts holds
 * the JSON transport to the table, so it fails if yoga ever chooses its JSON processor by another function.
 */
function answeredByYoga(refused: ExecutionResult, chosen: unknown): boolean {
  return chosen === processRegularResult && refused.data === undefined && isRequestErrorCode(firstCode(refused));
}

/**
 * JSON with the refusal's status: a request error's `application/graphql-response+json` status (the caller named no
 * JSON media type, so the specification's own one decides), else the subscription field's. yoga's JSON processor
 * writes the body and the headers: it leaves out its internals (`extensions.http`) and sends the headers they ask for
 * (the response cache's `x-cache`, a 405's `Allow`), exactly as the JSON transport does.
 */
function jsonRefusal(result: unknown, fetchAPI: { Response: typeof Response }): Response {
  const refused = result as ExecutionResult;
  const written = processRegularResult(refused, WRITTEN_FETCH_API, 'application/json') as unknown as Written;
  return new fetchAPI.Response(written.body, { status: refusalStatus(refused), headers: written.init.headers });
}

/** What yoga's JSON processor writes, kept as it is (not read back from a Response) to be sent with another status. */
class Written {
  constructor(
    readonly body: string,
    readonly init: { headers: Record<string, string> },
  ) {}
}

const WRITTEN_FETCH_API = { Response: Written } as unknown as Parameters<typeof processRegularResult>[1];

function refusalStatus(refused: ExecutionResult): number {
  const code = firstCode(refused);
  if (isRequestErrorCode(code)) return requestErrorStatus(code, 'application/graphql-response+json');
  return (code !== undefined && REFUSAL_STATUS[code]) || 400;
}

function firstCode(result: ExecutionResult): string | undefined {
  const code = result.errors?.[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
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
