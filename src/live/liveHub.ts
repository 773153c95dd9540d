import type { LiveConfig } from '../liveConfig.js';
import { LiveChannel } from './channel.js';
import { draining, lifetimeReached, perKeyLimit, perReplicaLimit, slowReader } from './liveErrors.js';

/** What the gateway counts of subscriptions (observability/liveMetrics.ts puts it on /metrics). */
export interface LiveMetrics {
  /** An open subscription more (+1) or less (-1), by its source: `poll` or `webhook`. */
  open(source: string, delta: 1 | -1): void;
  /** An event handed to a subscriber. */
  delivered(source: string): void;
  /** A poll sent to bunny.net, by its outcome: `changed`, `same`, `failed` or `held` (budget or 429 hold). */
  polled(outcome: string): void;
  /** A webhook refused, by why: `unsigned`, `signature`, `oversized`, `malformed`, `unknown-library`. */
  webhookRefused(reason: string): void;
  /**
   * A shared poll's Redis lease (pollLeases.ts): `acquired`, `lost`, `released`, or `alone` (Redis did not answer),
   * and how many this replica holds now.
   */
  lease(outcome: string, held: number): void;
}

export const NO_LIVE_METRICS: LiveMetrics = {
  open: () => undefined,
  delivered: () => undefined,
  polled: () => undefined,
  webhookRefused: () => undefined,
  lease: () => undefined,
};

/**
 * Every open subscription of this replica: opened under the limits (per key, per replica), each ended at its maximum
 * lifetime, dropped when it reads too slowly (channel.ts). The sources (sharedPolls.ts, webhooks.ts) push into the
 * channels; nothing here knows an area. Keys are only ever held as hashes.
 */
export class LiveHub {
  private readonly perKey = new Map<string, number>();
  private total = 0;
  private closing = false;

  constructor(
    readonly config: LiveConfig,
    readonly metrics: LiveMetrics = NO_LIVE_METRICS,
  ) {}

  /** A new subscriber's channel, or a GatewayError naming the limit it would pass. `onClose` runs once, at its end. */
  open<T>(keyHash: string, source: string, onClose: () => void): LiveChannel<T> {
    const { maxPerKey, maxPerReplica, maxLifetimeMs, maxQueuedEvents } = this.config;
    if (this.closing) throw draining();
    if (this.total >= maxPerReplica) throw perReplicaLimit(maxPerReplica);
    const held = this.perKey.get(keyHash) ?? 0;
    if (held >= maxPerKey) throw perKeyLimit(maxPerKey);
    this.perKey.set(keyHash, held + 1);
    this.total += 1;
    this.metrics.open(source, 1);
    const lifetime = setTimeout(() => channel.end(lifetimeReached(maxLifetimeMs)), maxLifetimeMs);
    lifetime.unref();
    const channel = new LiveChannel<T>(
      maxQueuedEvents,
      () => slowReader(maxQueuedEvents),
      () => {
        clearTimeout(lifetime);
        this.release(keyHash);
        this.metrics.open(source, -1);
        onClose();
      },
    );
    return channel;
  }

  /** Open subscriptions of this replica. */
  get openCount(): number {
    return this.total;
  }

  /** No new subscription from now on (SIGTERM): the open ones are closed with a retry hint by their streams. */
  beginDrain(): void {
    this.closing = true;
  }

  private release(keyHash: string): void {
    this.total -= 1;
    const held = (this.perKey.get(keyHash) ?? 1) - 1;
    if (held <= 0) this.perKey.delete(keyHash);
    else this.perKey.set(keyHash, held);
  }
}
