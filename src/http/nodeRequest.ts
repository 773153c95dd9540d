import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { CallerSignal, GoneWatcher } from '../upstream/deadline.js';

/**
 * The part of a fetch `Headers` the gateway and its plugins read (`get`, `has`), over node:http's parsed headers:
 * names are already lower-case there, and repeated headers are already joined (arrays only for a few, joined here).
 */
export class NodeHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/**
 * What the fast path (graphqlPost.ts) hands yoga's hooks and the request context in place of a fetch `Request`:
 * the method, the headers, the parsed body and an abort signal, without copying the headers or building a URL. The signal is made
 * only when something asks for it, and aborts when the caller goes away before the answer is sent, as yoga's Node
 * adapter does.
 */
export class NodeRequest implements CallerSignal {
  readonly method: string;
  readonly headers: NodeHeaders;
  private controller: AbortController | undefined;
  private watcher: GoneWatcher | undefined;
  private onClose: (() => void) | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly body: object,
  ) {
    this.method = req.method ?? 'POST';
    this.headers = new NodeHeaders(req.headers);
  }

  /** The body, already read and parsed by the gateway (http/requestBody.ts), for yoga's JSON request parser. */
  json(): object {
    return this.body;
  }

  get url(): string {
    return `http://${this.req.headers.host ?? 'localhost'}${this.req.url ?? '/'}`;
  }

  /** The upstream deadline's watch on the caller (upstream/deadline.ts), without an AbortController. */
  watchGone(watcher: GoneWatcher): boolean {
    if (this.res.closed) return this.res.writableFinished;
    this.watcher = watcher;
    this.onClose ??= () => {
      if (!this.res.writableFinished) this.watcher?.callerGone(this.res.errored ?? undefined);
    };
    this.res.on('close', this.onClose);
    return true;
  }

  unwatchGone(): void {
    if (this.watcher === undefined || this.onClose === undefined) return;
    this.watcher = undefined;
    this.res.off('close', this.onClose);
  }

  get signal(): AbortSignal {
    if (this.controller === undefined) {
      const controller = new AbortController();
      this.controller = controller;
      const abortUnlessAnswered = (): void => {
        if (!this.res.writableFinished) controller.abort(this.res.errored ?? undefined);
      };
      if (this.res.closed) abortUnlessAnswered();
      else this.res.once('close', abortUnlessAnswered);
    }
    return this.controller.signal;
  }
}
