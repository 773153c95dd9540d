import type { ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createGraphQLError, isPromise, type FetchAPI, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

/**
 * yoga's last step, turning an execution result into an answer, as the node:http request paths (graphqlPost.ts,
 * preparedExecution.ts) run it: every plugin's onResultProcess hook in yoga's order, then the result processor a hook
 * chose (yoga's JSON serialiser), which builds a `PlainResponse` here instead of a fetch `Response`.
 */

export type ResultHook = NonNullable<Plugin<GatewayContext>['onResultProcess']>;
type HookPayload = Parameters<ResultHook>[0];
type ResultProcessor = NonNullable<HookPayload['resultProcessor']>;
export type ResultProcessorInput = HookPayload['result'];
/** What the hooks get as the request: a fetch `Request` or the node:http paths' stand-in (nodeRequest.ts). */
type HookRequest = HookPayload['request'] | object;

/** What yoga's result processor builds instead of a fetch `Response`: the body and how to send it. */
export class PlainResponse {
  constructor(
    readonly body: string | null,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}

const PLAIN_FETCH_API = { Response: PlainResponse } as unknown as FetchAPI;

/**
 * yoga's onResultProcess hooks, listed as yoga lists its own (server.ts: every plugin's, in order) from its plugin
 * list (a protected field: checked here, at start-up, so that a yoga upgrade moving it fails loudly).
 */
export function resultProcessHooks(yoga: object): ResultHook[] {
  const plugins = (yoga as { plugins?: unknown }).plugins;
  if (!Array.isArray(plugins))
    throw new Error('graphql-yoga no longer exposes its plugin list: see http/resultProcessing.ts');
  return (plugins as (Plugin<GatewayContext> | undefined)[]).flatMap((plugin) =>
    plugin?.onResultProcess ? [plugin.onResultProcess] : [],
  );
}

/** yoga's processResult (process-request.ts), with a Response that is only written, never read back. */
export async function processResult(
  hooks: readonly ResultHook[],
  request: HookRequest,
  initial: ResultProcessorInput,
  serverContext: object,
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

/** Sends the answer, unless the caller has gone. */
export function writeAnswer(res: ServerResponse, answer: PlainResponse): void {
  write(res, answer.init.status, answer.init.headers, answer.body);
}

/** A bounded number of Accept headers is remembered, whatever callers send (clients send the same few). */
const KNOWN_ACCEPTS_MAX = 64;

/**
 * The headers of the answer to an error-free result, per Accept header, as yoga's result processor chose them the
 * first time: later error-free results are written with them directly, since the result hooks change nothing in a
 * result without errors (the request summary's record aside, which the caller makes).
 */
export class SuccessHeaders {
  private readonly byAccept = new Map<string, Record<string, string>>();

  get(accept: string): Record<string, string> | undefined {
    return this.byAccept.get(accept);
  }

  learn(accept: string, answer: PlainResponse): void {
    if (answer.init.status === 200 && this.byAccept.size < KNOWN_ACCEPTS_MAX)
      this.byAccept.set(accept, answer.init.headers);
  }
}

/** Sends a 200 with these headers, unless the caller has gone. */
export function writeSuccess(res: ServerResponse, headers: Record<string, string>, body: string): void {
  write(res, 200, headers, body);
}

/** Ended with the whole body and no head written yet: node:http adds its Content-Length, as yoga's adapter does. */
function write(res: ServerResponse, status: number, headers: Record<string, string>, body: string | null): void {
  if (res.writableEnded || res.destroyed) return;
  res.statusCode = status;
  for (const name in headers) res.setHeader(name, headers[name] as string);
  res.end(body);
}

export function asGraphQLError(error: Error): GraphQLError {
  return error instanceof GraphQLError ? error : createGraphQLError(error.message, { originalError: error });
}
