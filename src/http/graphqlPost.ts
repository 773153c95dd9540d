import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import type { CORSOptions } from '@whatwg-node/server';
import type { ServerContext } from '../context.js';
import { recordResult } from '../observability/requestSummary.js';
import { runPrepared, type PreparedRunDependencies } from '../execution/preparedExecution.js';
import type { PreparedOperation, PreparedOperations } from '../execution/preparedOperations.js';
import type { GatewayYoga } from '../yoga.js';
import { applyCors } from './cors.js';
import { NodeRequest } from './nodeRequest.js';
import { isPlainParams, plainJsonAccept } from './plainGraphqlRequest.js';
import {
  asGraphQLError,
  processResult,
  resultProcessHooks,
  SuccessHeaders,
  writeAnswer,
  writeSuccess,
  type ResultProcessorInput,
} from './resultProcessing.js';

type MaskError = (error: unknown, message: string) => Error;

/**
 * The hot path: `POST /graphql` with a JSON body, answered from node:http without yoga's fetch-API adaptation (a
 * `Request` built from every node:http request and a `Response` copied back: about half of a request's cost).
 * Everything between is yoga's own code, in yoga's order: `parseRequest` (every onRequestParse hook, then yoga's
 * JSON parser, handed the body the gateway already parsed), `getResultForParams` (the onParams hooks, then parse,
 * validate, context and execute through envelop with every plugin's hooks and yoga's parse and validation cache),
 * then every onResultProcess hook and yoga's serialiser; only the answer is written with node:http. It takes only
 * requests it is sure about (see plainGraphqlRequest.ts); yoga answers everything else as before, so it stays the
 * reference (test/integration/fastPathDifferential.test.ts compares the two).
 *
 * A document yoga has executed before skips even those steps: it runs as a prepared operation
 * (execution/preparedOperations.ts), compiled, with the per-request checks redone and the rest of the hooks' work
 * done in place (execution/preparedExecution.ts); its result takes the same onResultProcess hooks and serialiser.
 *
 * The hooks yoga runs outside these steps (onRequest, onResponse) and what stands in for them here:
 * - CORS (@whatwg-node's useCORS): `applyCors`, the same function; preflights go to yoga.
 * - the Prometheus plugin's `graphql_yoga_http_duration`: not recorded for these requests; the gateway's
 *   `bunny_gateway_graphql_operation_duration_seconds` times the same span for every request.
 * - GraphiQL, the landing page, health checks, unhandled routes: never apply to a JSON POST to /graphql.
 */

/** The server context yoga's Node adapter makes (`req`, `res`, its `waitUntil`) with the gateway's. */
interface FastContext extends ServerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly waitUntil: GatewayYoga['waitUntil'];
}

export interface GraphqlPost {
  /** Answers the request when the fast path is sure about it; returns false (having done nothing) otherwise. */
  answer(req: IncomingMessage, res: ServerResponse, body: object, context: ServerContext): boolean;
}

/** The message yoga's masking gives an unexpected error. */
const UNEXPECTED = 'Unexpected error.';

/** A JSON POST the fast path leaves to yoga: the body goes along parsed, so yoga reads no stream. */
export function handToYoga(
  yoga: GatewayYoga,
  req: IncomingMessage,
  res: ServerResponse,
  body: object,
  context: ServerContext,
) {
  Object.assign(req, { body });
  return yoga.handle(req, res, context);
}

/** The prepared path's parts (execution/), when it is on: the documents kept and what running one needs. */
export interface PreparedPath extends PreparedRunDependencies {
  readonly operations: PreparedOperations;
}

export function createGraphqlPost(
  yoga: GatewayYoga,
  cors: CORSOptions,
  maskError: MaskError,
  prepared?: PreparedPath,
): GraphqlPost {
  const resultHooks = resultProcessHooks(yoga);
  const successHeaders = new SuccessHeaders();
  // yoga's adapter wraps these methods in a new function at every read.
  const { parseRequest, getResultForParams, waitUntil } = yoga;

  /** The result yoga.handle would process, or undefined when a hook answered the request itself. */
  const resultOf = async (request: NodeRequest, context: FastContext): Promise<ResultProcessorInput | undefined> => {
    const fetchRequest = request as unknown as Request;
    try {
      const parsed = await parseRequest(fetchRequest, context);
      if (parsed.response || Array.isArray(parsed.requestParserResult)) return undefined;
      // The context yoga.handle makes: the server context, which yoga extends with the request and params.
      return (await getResultForParams({ params: parsed.requestParserResult, request: fetchRequest }, context)) ?? {};
    } catch (error) {
      return refusal(error);
    }
  };

  /** A hook or resolver threw: answered as yoga.handle answers it, masked unless it is a GraphQLError. */
  const refusal = (error: unknown): ExecutionResult => ({
    errors: [asGraphQLError(maskError(error, UNEXPECTED))],
  });

  const respond = async (request: NodeRequest, context: FastContext, body: object): Promise<void> => {
    const result = await resultOf(request, context);
    if (result === undefined) return void handToYoga(yoga, context.req, context.res, body, context);
    writeAnswer(context.res, await processResult(resultHooks, request, result, context));
  };

  /** A document yoga has executed before: run without yoga's per-request hooks, unless its variables do not coerce. */
  const respondPrepared = async (
    path: PreparedPath,
    operation: PreparedOperation,
    request: NodeRequest,
    context: FastContext,
    body: GraphQLParams,
  ): Promise<void> => {
    const result = await runPrepared(operation, path, request, context, body).catch(refusal);
    if (result === undefined) return respond(request, context, body);
    const accept = request.headers.get('accept') ?? '';
    const headers = result.errors === undefined ? successHeaders.get(accept) : undefined;
    if (headers) {
      recordResult(context.summary, result);
      return writeSuccess(context.res, headers, operation.compiled.stringify(result));
    }
    const answer = await processResult(resultHooks, request, result, context);
    if (result.errors === undefined) successHeaders.learn(accept, answer);
    writeAnswer(context.res, answer);
  };

  return {
    answer(req, res, body, serverContext) {
      if (!plainJsonAccept(req.headers.accept) || !isPlainParams(body)) return false;
      applyCors(cors, req, res);
      const request = new NodeRequest(req, res, body);
      // Written out, not spread: V8 gives a spread copy a fresh hidden class on every call, so a spread here built
      // three new maps per request, old-generation garbage (--log-maps). A JSON POST has no uploads.
      const { requestId, summary, secrets } = serverContext;
      const context: FastContext = { requestId, summary, secrets, req, res, waitUntil };
      const operation = prepared?.operations.lookup(body);
      const answered =
        prepared && operation
          ? respondPrepared(prepared, operation, request, context, body)
          : respond(request, context, body);
      answered.catch((error: unknown) => {
        // Only a bug in a result hook lands here; yoga's adapter answers 500 the same way.
        yoga.logger.error(error);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
      return true;
    },
  };
}
