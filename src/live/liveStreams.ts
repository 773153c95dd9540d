import type { ServerResponse } from 'node:http';

/**
 * The responses of this replica that carry a subscription's event stream. At shutdown each is closed with an SSE
 * `retry:` hint and without yoga's `complete` event: an EventSource reconnects after the hint, and graphql-sse's
 * client (whose stream ended without `complete`) retries, reaching another replica; the subscription's first event
 * there is the current state, so nothing is lost between the two.
 */
export class LiveStreams {
  private readonly open = new Set<ServerResponse>();

  add(res: ServerResponse): void {
    this.open.add(res);
    res.once('close', () => this.open.delete(res));
  }

  get size(): number {
    return this.open.size;
  }

  /** Writes the retry hint to every open stream, then closes each connection. */
  closeAll(retryMs: number): void {
    for (const res of this.open) {
      if (res.writableEnded || res.destroyed) continue;
      if (!res.headersSent) {
        res.destroy();
        continue;
      }
      res.write(`retry: ${retryMs}\n\n`, () => res.destroy());
    }
  }
}
