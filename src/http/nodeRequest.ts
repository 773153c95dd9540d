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
 * the method, the headers and the parsed body, without copying the headers or building a URL, and a watch on the
 * caller going away before the answer is sent (no AbortController: nothing on these paths reads a signal; yoga's
 * execution cancellation, its only reader, is off).
 */
export class NodeRequest implements CallerSignal {
  readonly method: string;
  readonly headers: NodeHeaders;
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
}
