import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import { recordResult } from '../observability/requestSummary.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { RequestScope } from '../request/scope.js';
import type { LargeArguments } from './largeArguments.js';
import type { PreparedOperations } from './preparedOperations.js';
import type { PreparedRun } from './preparedRun.js';
import { isPlainParams, plainJsonAccept } from './plainRequest.js';
import { SuccessHeaders } from './successHeaders.js';
import type { GatewayYoga } from './yoga.js';
import {
  asGraphQLError,
  NodeRequest,
  PlainResponse,
  processResult,
  resultProcessHooks,
  UNEXPECTED,
  writeResponse,
  type ResultProcessorInput,
} from './yogaAdapter.js';

type MaskError = (error: unknown, message: string) => Error;

/** The server context yoga's Node adapter makes (`req`, `res`, its `waitUntil`), with the gateway's. */
interface NodeContext extends ServerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly waitUntil: GatewayYoga['waitUntil'];
}

/** Prepared runs' parts, when they are on: the documents kept and the plugins' steps. */
export interface PreparedPath {
  readonly operations: PreparedOperations;
  readonly run: PreparedRun;
}

/**
 * How a GraphQL request over node:http is answered; the one way in (http/graphqlRoute.ts hands every request here):
 * - a plain JSON POST (plainRequest.ts) of a document yoga has executed before: a prepared run (preparedRun.ts);
 * - another plain JSON POST: yoga's own steps, every plugin's hooks in yoga's order (`parseRequest`, then
 *   `getResultForParams`: parse, validate, context, execute through envelop, then every onResultProcess hook and
 *   yoga's serialiser), only without the fetch `Request` and `Response` (yogaAdapter.ts);
 * - anything else (GET, a preflight, GraphiQL's page, batches, other media types): yoga.handle, yoga as it ships.
 * What yoga's onRequest and onResponse hooks do for the first two is done by the route: CORS (the same function),
 * and nothing else applies to a JSON POST to /graphql.
 */
export class GraphqlExecutor {
  private readonly resultHooks;
  private readonly successHeaders = new SuccessHeaders();
  // yoga's adapter wraps these methods in a new function at every read.
  private readonly parseRequest;
  private readonly getResultForParams;
  private readonly waitUntil;

  constructor(
    readonly yoga: GatewayYoga,
    private readonly maskError: MaskError,
    readonly prepared: PreparedPath | undefined,
    /** What of a JSON body over MAX_REQUEST_BYTES is large text (`@largeText`), for the route's size check. */
    readonly largeArguments: LargeArguments,
    /** false: every request through yoga.handle (the reference of test/integration/fastPathDifferential.test.ts). */
    private readonly adapter = true,
  ) {
    this.resultHooks = resultProcessHooks(yoga);
    ({
      parseRequest: this.parseRequest,
      getResultForParams: this.getResultForParams,
      waitUntil: this.waitUntil,
    } = yoga);
  }

  /** The params of a JSON POST the executor runs through yoga's steps itself; undefined for yoga.handle's. */
  plainParams(req: IncomingMessage, body: object): GraphQLParams | undefined {
    return this.adapter && plainJsonAccept(req.headers.accept) && isPlainParams(body) ? body : undefined;
  }

  /** A plain JSON POST (`plainParams`): a prepared run, or yoga's steps. */
  answerPlain(req: IncomingMessage, res: ServerResponse, scope: RequestScope, params: GraphQLParams): void {
    this.runPlain(req, res, scope, params).catch((error: unknown) => this.failed(res, error));
  }

  /** yoga as it ships; a JSON body goes along parsed, so yoga reads no stream. */
  viaYoga(req: IncomingMessage, res: ServerResponse, scope: RequestScope, body?: object): void {
    if (body !== undefined) Object.assign(req, { body });
    void this.yoga.handle(req, res, { scope });
  }

  /** A request already turned into a fetch `Request` (a multipart request's operations), answered by yoga. */
  fetch(request: Request, scope: RequestScope): Promise<Response> {
    return Promise.resolve(this.yoga.fetch(request, { scope }));
  }

  private async runPlain(req: IncomingMessage, res: ServerResponse, scope: RequestScope, body: GraphQLParams) {
    const request = new NodeRequest(req, body);
    // The server context yoga's Node adapter makes, written out, not spread: V8 gives a spread copy a fresh hidden
    // class on every call (--log-maps).
    const params = this.prepared?.run.params(body);
    const operation = params && this.prepared?.operations.lookup(params);
    if (this.prepared && params && operation && this.prepared.run.admits(operation, body)) {
      // The context yoga would make: the server context and its own fields, one literal of one shape.
      const fetchRequest = request as unknown as Request;
      const prepared: GatewayContext & NodeContext = {
        scope,
        req,
        res,
        waitUntil: this.waitUntil,
        request: fetchRequest,
        params,
      };
      const result = await this.prepared.run.run(operation, prepared).catch(this.refusal);
      if (result !== undefined) return this.writePrepared(res, request, prepared, result, operation.compiled.stringify);
    }
    const context: NodeContext = { scope, req, res, waitUntil: this.waitUntil };
    const result = await this.resultOf(request, context);
    if (result === undefined) return this.viaYoga(req, res, scope, body);
    writeResponse(res, await processResult(this.resultHooks, request, result, context));
  }

  /** The result yoga.handle would process, or undefined when a hook answered the request itself. */
  private async resultOf(request: NodeRequest, context: NodeContext): Promise<ResultProcessorInput | undefined> {
    const fetchRequest = request as unknown as Request;
    try {
      const parsed = await this.parseRequest(fetchRequest, context);
      if (parsed.response || Array.isArray(parsed.requestParserResult)) return undefined;
      return (
        (await this.getResultForParams({ params: parsed.requestParserResult, request: fetchRequest }, context)) ?? {}
      );
    } catch (error) {
      return this.refusal(error);
    }
  }

  /** An error-free result is written with the headers yoga chose for its Accept header the first time. */
  private async writePrepared(
    res: ServerResponse,
    request: NodeRequest,
    context: ServerContext,
    result: ExecutionResult,
    stringify: (result: unknown) => string,
  ): Promise<void> {
    const accept = request.headers.get('accept') ?? '';
    const headers = result.errors === undefined ? this.successHeaders.get(accept) : undefined;
    if (headers) {
      recordResult(context.scope.summary, result);
      return writeResponse(res, new PlainResponse(stringify(result), { status: 200, headers }));
    }
    const answer = await processResult(this.resultHooks, request, result, context);
    if (result.errors === undefined) this.successHeaders.learn(accept, answer);
    writeResponse(res, answer);
  }

  /** A hook or resolver threw: answered as yoga.handle answers it, masked unless it is a GraphQLError. */
  private readonly refusal = (error: unknown): ExecutionResult => ({
    errors: [asGraphQLError(this.maskError(error, UNEXPECTED))],
  });

  /** Only a bug in a result hook lands here; yoga's adapter answers 500 the same way. */
  private failed(res: ServerResponse, error: unknown): void {
    this.yoga.logger.error(error);
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  }
}
