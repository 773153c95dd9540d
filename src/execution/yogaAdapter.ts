import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createGraphQLError, isPromise, type FetchAPI, type Plugin } from 'graphql-yoga';
import { NodeHeaders } from '../request/nodeHeaders.js';
import type { GatewayContext } from '../request/context.js';
import type { PreparedStep } from './gatewayPlugin.js';

/**
 * The one place that leans on graphql-yoga's internals, written against exactly these versions (package.json pins
 * them; test/unit/yogaAdapter.test.ts fails when the installed ones differ, and `checkYogaVersion` refuses to
 * start): a prepared run's result goes through yoga's onResultProcess hooks and result processor without the fetch
 * `Request` and `Response` yoga's server adapter would build for each (about half of a request's cost). What is
 * copied or assumed, and from where:
 * - `NodeRequest`: the part of a fetch `Request` the result hooks and the gateway's plugins read, its `signal` too.
 * - `ResultProcessing`: yoga's `onResultProcessHooks`, read off its plugin list (a protected field) as
 *   `YogaServer`'s constructor builds them (graphql-yoga/src/server.ts), its own (`useResultProcessors`) first; and
 *   graphql-yoga/src/process-request.ts `processResult`, with a Response only written, never read.
 * - `yogaBuiltInSteps`: how prepared runs honour yoga's own plugins' operation hooks at this version (server.ts's
 *   plugin list): its request parsers and params check (a prepared run takes only plain JSON POSTs, see
 *   plainRequest.ts), its parse and validation cache and HTTP validation errors (decided by the document), and its
 *   error masking (done here, as its onExecuteDone does). Its onRequest and onResponse hooks (CORS, GraphiQL, the
 *   health check, unknown routes) do nothing for a JSON POST to /graphql but CORS, which the route applies with the
 *   same function.
 */
export const YOGA_VERSION = '5.24.1';
export const WHATWG_NODE_SERVER_VERSION = '0.11.0';

/** Refuses to run on a yoga this file was not written against (yoga keeps its own version on each server). */
export function checkYogaVersion(yoga: object): void {
  const version = (yoga as { version?: unknown }).version;
  if (version !== YOGA_VERSION)
    throw new Error(`execution/yogaAdapter.ts is written for graphql-yoga ${YOGA_VERSION}, found ${String(version)}`);
}

/**
 * What the hooks get in place of a fetch `Request`: the method, the headers, the parsed body and an abort signal,
 * without copying the headers or building a URL.
 */
export class NodeRequest {
  readonly method: string;
  readonly headers: NodeHeaders;
  private aborts: AbortController | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly body: object,
  ) {
    this.method = req.method ?? 'POST';
    this.headers = new NodeHeaders(req.headers);
  }

  /** The body, already read and parsed by the gateway (http/requestBody.ts). */
  json(): object {
    return this.body;
  }

  get url(): string {
    return `http://${this.req.headers.host ?? 'localhost'}${this.req.url ?? '/'}`;
  }

  /** Aborted when the caller goes away before its answer is sent; made on first read (few hooks read it). */
  get signal(): AbortSignal {
    if (this.aborts === undefined) this.aborts = abortedOnClose(this.res);
    return this.aborts.signal;
  }
}

function abortedOnClose(res: ServerResponse): AbortController {
  const aborts = new AbortController();
  const gone = () => {
    if (!res.writableFinished) aborts.abort();
  };
  if (res.closed) gone();
  else res.once('close', gone);
  return aborts;
}

export type ResultHook = NonNullable<Plugin<GatewayContext>['onResultProcess']>;
type HookPayload = Parameters<ResultHook>[0];
type ResultProcessor = NonNullable<HookPayload['resultProcessor']>;
type ResultProcessorInput = HookPayload['result'];
/** What the hooks get as the request: a fetch `Request` or the stand-in above. */
type HookRequest = HookPayload['request'] | NodeRequest;

/** What yoga's result processor builds instead of a fetch `Response`: the body and how to send it. */
export class PlainResponse {
  constructor(
    readonly body: string | null,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}

const PLAIN_FETCH_API = { Response: PlainResponse } as unknown as FetchAPI;

/** The result processor yoga's own onResultProcess hook chose, and for which media type. */
export interface ChosenProcessor {
  readonly processor: ResultProcessor;
  readonly mediaType: string;
}

/** A bounded number of Accept headers is remembered, whatever callers send (clients send the same few). */
const KNOWN_ACCEPTS_MAX = 64;

/**
 * yoga's onResultProcess hooks in its order (every plugin's), read off its plugin list. The first ones, before any
 * plugin of the gateway's, are yoga's own (`useResultProcessors` at this version): they pick the result processor
 * from the Accept header alone for a query or mutation, so their choice is remembered per Accept header and later
 * results skip them; every other hook, the gateway's plugins' and those they add, runs on every result.
 */
export class ResultProcessing {
  private readonly all: ResultHook[];
  /** How many of `all` are yoga's own choice of processor. */
  private readonly choosing: number;
  private readonly chosenByAccept = new Map<string, ChosenProcessor>();

  constructor(yoga: object, registered: readonly object[]) {
    const plugins = (yoga as { plugins?: unknown }).plugins;
    if (!Array.isArray(plugins)) throw new Error('graphql-yoga no longer exposes its plugin list: see yogaAdapter.ts');
    const list = plugins as (Plugin<GatewayContext> | undefined)[];
    const hooksOf = (some: typeof list) =>
      some.flatMap((plugin) => (plugin?.onResultProcess ? [plugin.onResultProcess] : []));
    const first = list.findIndex((plugin) => plugin !== undefined && registered.includes(plugin));
    this.all = hooksOf(list);
    this.choosing = first < 0 ? 0 : hooksOf(list.slice(0, first)).length;
  }

  /** yoga's processResult, with a Response that is only written, never read back. */
  process(request: HookRequest, result: ResultProcessorInput, serverContext: object): Promise<PlainResponse> {
    const accept = request.headers.get('accept') ?? '';
    const chosen = this.chosenByAccept.get(accept);
    if (chosen) return processResult(this.all.slice(this.choosing), request, result, serverContext, chosen);
    return processResult(this.all, request, result, serverContext, undefined, this.choosing, (choice) => {
      if (this.chosenByAccept.size < KNOWN_ACCEPTS_MAX) this.chosenByAccept.set(accept, choice);
    });
  }
}

async function processResult(
  hooks: readonly ResultHook[],
  request: HookRequest,
  initial: ResultProcessorInput,
  serverContext: object,
  chosen?: ChosenProcessor,
  choosing = 0,
  learn?: (choice: ChosenProcessor) => void,
): Promise<PlainResponse> {
  let result = initial;
  let processor: ResultProcessor | undefined = chosen?.processor;
  let mediaType = chosen?.mediaType ?? '*/*';
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
  for (let i = 0; i < hooks.length; i += 1) {
    // Every hook of ours and yoga's returns at once; awaiting only promises saves a microtask turn per hook.
    const pending = (hooks[i] as ResultHook)(payload as unknown as HookPayload);
    if (isPromise(pending)) await pending;
    if (i === choosing - 1 && processor && learn) learn({ processor, mediaType });
  }
  if (!processor) {
    const accept = acceptableMediaTypes.join('; charset=utf-8, ');
    return new PlainResponse(null, { status: 406, headers: { accept } });
  }
  return (await processor(result, PLAIN_FETCH_API, mediaType)) as unknown as PlainResponse;
}

type MaskError = (error: unknown, message: string) => Error;

/** The message yoga's masking gives an unexpected error. */
export const UNEXPECTED = 'Unexpected error.';

/** How prepared runs honour yoga's own plugins' operation hooks (see above): its error masking, last. */
export function yogaBuiltInSteps(maskError: MaskError): PreparedStep[] {
  return [{ finishesErrors: (errors) => errors.map((error) => asGraphQLError(maskError(error, UNEXPECTED))) }];
}

/** An error as yoga answers it: a GraphQLError as it is, anything else wrapped. */
export function asGraphQLError(error: Error): GraphQLError {
  return error instanceof GraphQLError ? error : createGraphQLError(error.message, { originalError: error });
}

/** Ended with the whole body and no head written yet: node:http adds its Content-Length, as yoga's adapter does. */
export function writeResponse(res: ServerResponse, answer: PlainResponse): void {
  if (res.writableEnded || res.destroyed) return;
  res.statusCode = answer.init.status;
  for (const name in answer.init.headers) res.setHeader(name, answer.init.headers[name] as string);
  res.end(answer.body);
}
