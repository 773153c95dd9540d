import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createGraphQLError, isPromise, type FetchAPI, type Plugin } from 'graphql-yoga';
import type { CORSOptions } from '@whatwg-node/server';
import type { GatewayContext, ServerContext } from '../context.js';
import type { GatewayYoga } from '../yoga.js';
import { applyCors } from './cors.js';
import { NodeRequest } from './nodeRequest.js';
import { isPlainParams, plainJsonAccept } from './plainGraphqlRequest.js';

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
 * The hooks yoga runs outside these steps (onRequest, onResponse) and what stands in for them here:
 * - CORS (@whatwg-node's useCORS): `applyCors`, the same function; preflights go to yoga.
 * - the Prometheus plugin's `graphql_yoga_http_duration`: not recorded for these requests; the gateway's
 *   `bunny_gateway_graphql_operation_duration_seconds` times the same span for every request.
 * - GraphiQL, the landing page, health checks, unhandled routes: never apply to a JSON POST to /graphql.
 */

type Hook = NonNullable<Plugin<GatewayContext>['onResultProcess']>;
type HookPayload = Parameters<Hook>[0];
type ResultProcessor = NonNullable<HookPayload['resultProcessor']>;
type ResultProcessorInput = HookPayload['result'];
type MaskError = (error: unknown, message: string) => Error;

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

/** What yoga's result processor builds instead of a fetch `Response`: the body and how to send it. */
class PlainResponse {
  constructor(
    readonly body: string | null,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}

const PLAIN_FETCH_API = { Response: PlainResponse } as unknown as FetchAPI;

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

export function createGraphqlPost(yoga: GatewayYoga, cors: CORSOptions, maskError: MaskError): GraphqlPost {
  const resultHooks = resultProcessHooks(yoga);
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
      // A hook refused the request: answered as yoga.handle answers it, masked unless it is a GraphQLError.
      return { errors: [asGraphQLError(maskError(error, UNEXPECTED))] };
    }
  };

  const respond = async (request: NodeRequest, context: FastContext, body: object): Promise<void> => {
    const { req, res } = context;
    const result = await resultOf(request, context);
    if (result === undefined) return void handToYoga(yoga, req, res, body, context);
    const answer = await processResult(resultHooks, request, result, context);
    if (res.writableEnded || res.destroyed) return;
    res.statusCode = answer.init.status;
    for (const [name, value] of Object.entries(answer.init.headers)) res.setHeader(name, value);
    // Ended with the whole body and no head written yet: node:http sends its Content-Length, as yoga does.
    res.end(answer.body);
  };

  return {
    answer(req, res, body, serverContext) {
      if (!plainJsonAccept(req.headers.accept) || !isPlainParams(body)) return false;
      applyCors(cors, req, res);
      respond(new NodeRequest(req, res, body), { ...serverContext, req, res, waitUntil }, body).catch(
        (error: unknown) => {
          // Only a bug in a result hook lands here; yoga's adapter answers 500 the same way.
          yoga.logger.error(error);
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        },
      );
      return true;
    },
  };
}

/**
 * yoga's onResultProcess hooks, listed as yoga lists its own (server.ts: every plugin's, in order) from its plugin
 * list (a protected field: checked here, at start-up, so that a yoga upgrade moving it fails loudly).
 */
function resultProcessHooks(yoga: GatewayYoga): Hook[] {
  const plugins = (yoga as unknown as { plugins?: unknown }).plugins;
  if (!Array.isArray(plugins))
    throw new Error('graphql-yoga no longer exposes its plugin list: see http/graphqlPost.ts');
  return (plugins as (Plugin<GatewayContext> | undefined)[]).flatMap((plugin) =>
    plugin?.onResultProcess ? [plugin.onResultProcess] : [],
  );
}

/** yoga's processResult (process-request.ts), with a Response that is only written, never read back. */
async function processResult(
  hooks: readonly Hook[],
  request: NodeRequest,
  initial: ResultProcessorInput,
  serverContext: FastContext,
): Promise<PlainResponse> {
  let result = initial;
  let processor: ResultProcessor | undefined;
  let mediaType = '*/*';
  const acceptableMediaTypes: string[] = [];
  const payload = {
    request,
    acceptableMediaTypes,
    result,
    setResult(next: ResultProcessorInput) {
      result = next;
      payload.result = next;
    },
    resultProcessor: processor,
    setResultProcessor(next: ResultProcessor, accepted: string) {
      processor = next;
      payload.resultProcessor = next;
      mediaType = accepted;
    },
    serverContext,
  };
  for (const hook of hooks) {
    // Every hook of ours and yoga's returns at once; awaiting only promises saves a microtask turn per hook.
    const pending = hook(payload as unknown as HookPayload);
    if (isPromise(pending)) await pending;
  }
  if (!processor) {
    const accept = acceptableMediaTypes.join('; charset=utf-8, ');
    return new PlainResponse(null, { status: 406, headers: { accept } });
  }
  return (await processor(result, PLAIN_FETCH_API, mediaType)) as unknown as PlainResponse;
}

function asGraphQLError(error: Error): GraphQLError {
  return error instanceof GraphQLError ? error : createGraphQLError(error.message, { originalError: error });
}
