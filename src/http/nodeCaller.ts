import type { ServerResponse } from 'node:http';
import type { CallerSignal, GoneWatcher } from '../upstream/deadline.js';

/**
 * The upstream deadline's watch on a node:http caller going away before its answer is sent (upstream/deadline.ts),
 * through the response's `close` event: no AbortController and no EventTarget listener per request, and nothing at
 * all for a request that makes no upstream call.
 */
export class NodeCaller implements CallerSignal {
  private watcher: GoneWatcher | undefined;
  private onClose: (() => void) | undefined;

  constructor(private readonly res: ServerResponse) {}

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
