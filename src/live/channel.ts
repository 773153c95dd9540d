import type { GatewayError } from '../errors/gatewayError.js';

/**
 * What a subscription's iterator yields: a value for the field's `resolve`, or the end of the subscription with the
 * error that says why (a limit, the record gone), which `resolve` throws so that the caller reads it as a field error
 * of the last event before the stream completes.
 */
export type LiveEvent<T> = { readonly value: T } | { readonly end: GatewayError };

/**
 * One subscriber's events, in order, as the async iterator graphql-js's `subscribe` reads. At most `maxQueued` events
 * wait unread: a reader slower than that is dropped (its queue emptied, one last event naming the limit), so a stalled
 * client never makes the gateway hold memory. `return()` (the caller went away, or the gateway drains) ends it at
 * once and calls `onClose` exactly once.
 */
export class LiveChannel<T> implements AsyncIterableIterator<LiveEvent<T>> {
  private readonly queue: LiveEvent<T>[] = [];
  private waiting: ((result: IteratorResult<LiveEvent<T>>) => void) | undefined;
  private ending = false;
  private closed = false;

  constructor(
    private readonly maxQueued: number,
    private readonly slowReader: () => GatewayError,
    private readonly onClose: () => void,
  ) {}

  /** Hands an event to the reader, or queues it; false when the channel is closed or ending. */
  push(value: T): boolean {
    if (this.ending) return false;
    if (this.queue.length >= this.maxQueued) {
      this.queue.length = 0;
      this.end(this.slowReader());
      return false;
    }
    this.deliver({ value });
    return true;
  }

  /** The last event: `error` for the caller, then the end of the stream. */
  end(error: GatewayError): void {
    if (this.ending) return;
    this.ending = true;
    this.deliver({ end: error });
  }

  get isOpen(): boolean {
    return !this.ending;
  }

  next(): Promise<IteratorResult<LiveEvent<T>>> {
    const event = this.queue.shift();
    if (event !== undefined) return Promise.resolve({ value: event, done: false });
    if (this.ending) return this.return();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<LiveEvent<T>>> {
    this.ending = true;
    this.queue.length = 0;
    if (!this.closed) {
      this.closed = true;
      this.onClose();
    }
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private deliver(event: LiveEvent<T>): void {
    const waiting = this.waiting;
    if (waiting === undefined) {
      this.queue.push(event);
      return;
    }
    this.waiting = undefined;
    waiting({ value: event, done: false });
  }
}
