import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { RequestScope } from '../request/scope.js';
import type { HttpHooks } from './httpHooks.js';
import type { FileVariables } from './fileVariables.js';
import type { LargeArguments } from './largeArguments.js';
import type { PreparedOperation, PreparedOperations } from './preparedOperations.js';
import type { PreparedRun } from './preparedRun.js';
import type { HitCandidate, StoredAnswers } from './storedAnswers.js';
import { hasOwnDocument, isPlainParams, plainJsonAccept } from './plainRequest.js';
import type { GatewayYoga } from './yoga.js';
import { asGraphQLError, NodeRequest, ResultProcessing, UNEXPECTED, writeResponse } from './yogaAdapter.js';

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

/** A request's prepared operation and params. */
interface Prepared {
  readonly operation: PreparedOperation;
  readonly params: GraphQLParams;
}

/**
 * How a GraphQL request over node:http is answered; the one way in (http/graphqlRoute.ts hands every request here):
 * - a plain JSON POST (plainRequest.ts) of a document yoga has executed before, which every plugin's prepared step
 *   admits: a prepared run (preparedRun.ts), with every registered onRequest, onResultProcess and onResponse hook
 *   (httpHooks.ts, yogaAdapter.ts);
 * - before either, a plain JSON POST naming a trusted document by id, when the response cache keeps an answer for it
 *   (storedAnswers.ts): the kept bytes, nothing parsed or executed, through the same run hooks as a prepared run;
 * - anything else (the first request of a document, GET, a preflight, GraphiQL's page, batches, other media types,
 *   variables that do not coerce, a trusted document's cache miss): yoga.handle, yoga as it ships, every hook.
 * What yoga's own onRequest and onResponse hooks do for a prepared run is done by the route: CORS (the same
 * function), and nothing else applies to a JSON POST to /graphql.
 */
export class GraphqlExecutor {
  private readonly results: ResultProcessing;
  // yoga's adapter wraps this method in a new function at every read.
  private readonly waitUntil;

  constructor(
    readonly yoga: GatewayYoga,
    private readonly maskError: MaskError,
    /** undefined: every request through yoga.handle (prepared runs off, or the differential test's reference). */
    readonly prepared: PreparedPath | undefined,
    /** What of a JSON body over MAX_REQUEST_BYTES is large text (`@largeText`), for the route's size check. */
    readonly largeArguments: LargeArguments,
    /** Whether a multipart request's file is mapped to `File` variables only (http/multipartUpload.ts). */
    readonly fileVariables: FileVariables,
    private readonly http: HttpHooks,
    /** undefined: no kept answers are served before a run (the response cache off, or its hits planned off). */
    private readonly hits?: StoredAnswers | undefined,
  ) {
    this.results = new ResultProcessing(yoga, http.registered);
    this.waitUntil = yoga.waitUntil;
  }

  /**
   * The params of a JSON POST a kept answer or a prepared run may answer; undefined for yoga.handle's. Kept answers
   * take only documents named by id: without prepared runs, a document sent whole goes to yoga at once, as before.
   */
  plainParams(req: IncomingMessage, body: object): GraphQLParams | undefined {
    const taken = this.prepared !== undefined || (this.hits !== undefined && !hasOwnDocument(body));
    return taken && plainJsonAccept(req.headers.accept) && isPlainParams(body) ? body : undefined;
  }

  /** A plain JSON POST (`plainParams`): a kept answer, a prepared run, or yoga.handle. */
  answerPlain(req: IncomingMessage, res: ServerResponse, scope: RequestScope, params: GraphQLParams): void {
    const hit = this.hits?.candidate(params);
    if (hit) {
      this.answerKept(req, res, scope, params, hit).catch((error: unknown) => this.failed(res, error));
      return;
    }
    const prepared = this.prepared && this.preparedFor(params);
    if (!prepared) {
      this.viaYoga(req, res, scope, params);
      return;
    }
    this.runPrepared(req, res, scope, params, prepared).catch((error: unknown) => this.failed(res, error));
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

  /**
   * The prepared operation of a request every plugin's prepared step admits, as it was sent, and the params the
   * plugins' onParams would make; else undefined.
   */
  private preparedFor(body: GraphQLParams): Prepared | undefined {
    const { run, operations } = this.prepared as PreparedPath;
    const params = run.params(body);
    const operation = params && operations.lookup(params);
    return params && operation && run.admits(operation, body) ? { operation, params } : undefined;
  }

  /** A prepared run (preparedRun.ts) of an operation yoga has executed before. */
  private runPrepared(
    req: IncomingMessage,
    res: ServerResponse,
    scope: RequestScope,
    body: GraphQLParams,
    { operation, params }: Prepared,
  ): Promise<void> {
    const { run } = this.prepared as PreparedPath;
    return this.answerInPlace(req, res, scope, body, params, (context) =>
      run.run(operation, context).catch(this.refusal),
    );
  }

  /**
   * A trusted document's kept answer, as a prepared run answers; a miss goes to yoga.handle, whose onRequest hooks
   * then do not run again (httpHooks.ts) and whose response cache takes the generations this lookup read.
   */
  private answerKept(
    req: IncomingMessage,
    res: ServerResponse,
    scope: RequestScope,
    body: GraphQLParams,
    { operation, params }: HitCandidate,
  ): Promise<void> {
    const hits = this.hits as StoredAnswers;
    return this.answerInPlace(req, res, scope, body, params, (context) => hits.answer(operation, context));
  }

  /**
   * An answer made without yoga.handle (a prepared run's or a kept one), with the same onRequest, onResultProcess and
   * onResponse hooks and serialiser as yoga's; `produce` answering undefined hands the request to yoga.
   */
  private async answerInPlace(
    req: IncomingMessage,
    res: ServerResponse,
    scope: RequestScope,
    body: GraphQLParams,
    params: GraphQLParams,
    produce: (context: GatewayContext & NodeContext) => Promise<ExecutionResult | undefined>,
  ): Promise<void> {
    const nodeRequest = new NodeRequest(req, res, body);
    const serverContext: NodeContext = { scope, req, res, waitUntil: this.waitUntil };
    const exchange = this.http.active ? await this.http.start(req, body, nodeRequest.signal, serverContext) : undefined;
    if (exchange?.response) return this.http.finish(res, exchange, exchange.response, serverContext);
    const request = exchange?.request ?? (nodeRequest as unknown as Request);
    // The context yoga would make: the server context and its own fields, one literal of one shape (V8 gives a spread
    // copy a fresh hidden class on every call).
    const context: GatewayContext & NodeContext = { scope, req, res, waitUntil: this.waitUntil, request, params };
    const result = await produce(context);
    if (result === undefined) return this.viaYoga(req, res, scope, body);
    const answer = await this.results.process(request, result, context);
    if (exchange) return this.http.finish(res, exchange, answer, context);
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
