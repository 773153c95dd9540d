import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FetchAPI } from 'graphql-yoga';
import type { ServerContext } from '../request/context.js';
import type { GatewayPlugin, YogaPlugin } from './gatewayPlugin.js';
import type { PlainResponse } from './yogaAdapter.js';

/**
 * The registered plugins' `onRequest` and `onResponse` hooks (@whatwg-node/server's, which yoga.handle runs around
 * every request) run on prepared runs too, with the payloads @whatwg-node/server 0.11 gives them: a real fetch
 * `Request` (built only when a plugin has such a hook, with the request's abort signal), `endResponse` to answer
 * early, `setRequest`, and a real fetch `Response` for onResponse. A prepared run hands a request whose variables do
 * not coerce to yoga.handle after its onRequest hooks ran: each onRequest hook is wrapped to run once per request
 * (its scope), whichever engine gets there first. A prepared run has no request handler to swap:
 * `setRequestHandler` throws, naming the hook's limit.
 */

interface RequestPayload {
  request: Request;
  setRequest(request: Request): void;
  serverContext: object;
  fetchAPI: FetchAPI;
  url: URL;
  requestHandler: unknown;
  setRequestHandler(handler: unknown): void;
  endResponse(response: Response): void;
}

interface ResponsePayload {
  request: Request;
  response: Response;
  serverContext: object;
  setResponse(response: Response): void;
  fetchAPI: FetchAPI;
}

type RequestHook = (payload: RequestPayload) => unknown;
type ResponseHook = (payload: ResponsePayload) => unknown;

/** One request's state between its onRequest and its onResponse hooks. */
export interface HttpExchange {
  request: Request;
  /** Set when an onRequest hook ended the request with its own answer. */
  response: Response | undefined;
}

export class HttpHooks {
  private readonly onRequest: RequestHook[] = [];
  private readonly onResponse: ResponseHook[] = [];
  /** Scopes (one per request) whose onRequest hooks have run. */
  private readonly ran = new WeakSet<object>();
  /** The plugins as yoga gets them: each onRequest hook runs once per request. */
  readonly plugins: GatewayPlugin[];
  /** Every plugin object of theirs, as yoga gets them. */
  readonly registered: readonly YogaPlugin[];

  constructor(
    plugins: readonly GatewayPlugin[],
    /** yoga's, once it is built (it is built with these plugins). */
    private readonly fetchAPIOf: () => FetchAPI,
  ) {
    this.plugins = plugins.map((plugin) => ({ ...plugin, plugins: plugin.plugins.map((one) => this.collect(one)) }));
    this.registered = this.plugins.flatMap((plugin) => plugin.plugins);
  }

  private get fetchAPI(): FetchAPI {
    return this.fetchAPIOf();
  }

  /** Whether any registered plugin has an onRequest or onResponse hook: else prepared runs build no fetch objects. */
  get active(): boolean {
    return this.onRequest.length > 0 || this.onResponse.length > 0;
  }

  /** The request as a fetch `Request`, then every onRequest hook; the exchange the answer finishes. */
  async start(
    req: IncomingMessage,
    body: object,
    signal: AbortSignal,
    serverContext: ServerContext,
  ): Promise<HttpExchange> {
    const exchange: HttpExchange = { request: this.requestOf(req, body, signal), response: undefined };
    this.ran.add(serverContext.scope);
    for (const hook of this.onRequest) {
      await hook(this.requestPayload(exchange, serverContext));
      if (exchange.response) break;
    }
    return exchange;
  }

  /** Every onResponse hook on the answer (a prepared run's, or the one an onRequest hook ended with); then sent. */
  async finish(
    res: ServerResponse,
    exchange: HttpExchange,
    answer: PlainResponse | Response,
    serverContext: object,
  ): Promise<void> {
    const { fetchAPI } = this;
    let response = 'init' in answer ? new fetchAPI.Response(answer.body, answer.init) : answer;
    const setResponse = (next: Response) => {
      response = next;
    };
    for (const hook of this.onResponse)
      await hook({ request: exchange.request, response, serverContext, setResponse, fetchAPI });
    await writeFetchResponse(res, response);
  }

  private collect(plugin: YogaPlugin): YogaPlugin {
    if (typeof plugin !== 'object' || plugin === null) return plugin;
    const { onRequest, onResponse } = plugin as { onRequest?: RequestHook; onResponse?: ResponseHook };
    if (onResponse) this.onResponse.push(onResponse.bind(plugin));
    if (!onRequest) return plugin;
    const hook = onRequest.bind(plugin);
    this.onRequest.push(hook);
    const once = (payload: RequestPayload) => {
      const scope = (payload.serverContext as Partial<ServerContext>).scope;
      return scope && this.ran.has(scope) ? undefined : hook(payload);
    };
    return { ...plugin, onRequest: once } as YogaPlugin;
  }

  private requestOf(req: IncomingMessage, body: object, signal: AbortSignal): Request {
    const headers = new this.fetchAPI.Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
    const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    return new this.fetchAPI.Request(url, {
      method: req.method ?? 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  }

  private requestPayload(exchange: HttpExchange, serverContext: object): RequestPayload {
    return {
      request: exchange.request,
      setRequest: (request) => {
        exchange.request = request;
      },
      serverContext,
      fetchAPI: this.fetchAPI,
      url: new this.fetchAPI.URL(exchange.request.url),
      requestHandler: undefined,
      setRequestHandler: () => {
        throw new Error(
          'An onRequest hook set a request handler: prepared runs answer with their own; declare the plugin ' +
            'prepared: PREPARED_RUNS_OFF (execution/gatewayPlugin.ts) to have yoga.handle answer every request.',
        );
      },
      endResponse: (response) => {
        exchange.response = response;
      },
    };
  }
}

/** A fetch `Response` written to node:http: status, headers (set-cookie one by one), then the whole body. */
async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (res.writableEnded || res.destroyed) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(body);
}
