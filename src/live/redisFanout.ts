import type { RedisLink } from '../redis/redisLink.js';

/**
 * Live events shared by every replica through Redis's publish/subscribe, as the rate-limit holds are
 * (redis/rateLimitHoldSharing.ts): a webhook received by one replica reaches the subscribers of all, and a shared
 * poll's holder tells the others of each change (pollLeases.ts). One subscription link for every channel. While Redis
 * is down each replica keeps its own webhooks and polls; when the subscription link is ready again, the `onReconnect`
 * handlers run (subscribers of a video read it again, polls read once), so nothing they wait for is lost.
 */
export class RedisFanout {
  private readonly subscriber;
  private readonly handlers = new Map<string, (message: string) => void>();
  private readonly reconnected: (() => void)[] = [];
  private connectedOnce = false;

  constructor(private readonly link: RedisLink) {
    // Unlike the command link, the subscription waits for Redis (queued until connected, renewed on reconnects).
    this.subscriber = link.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, message: string) => this.handlers.get(channel)?.(message));
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) for (const handler of this.reconnected) handler();
      this.connectedOnce = true;
    });
  }

  /** Hands every message of `channel` (the other replicas' and this one's own) to `onMessage`. */
  listen(channel: string, onMessage: (message: string) => void): void {
    this.handlers.set(channel, onMessage);
    void this.subscriber.subscribe(channel).catch(() => undefined);
  }

  /** Runs `handler` each time the subscription link is back after Redis was away. */
  onReconnect(handler: () => void): void {
    this.reconnected.push(handler);
  }

  publish(channel: string, message: string): void {
    void this.link.attempt('live fan-out', 0, (redis) => redis.publish(channel, message));
  }

  /** Resolves once the subscription is in place (tests wait for it before they send). */
  async ready(): Promise<void> {
    if (this.subscriber.status === 'ready') return;
    await new Promise<void>((resolve) => this.subscriber.once('ready', () => resolve()));
  }

  close(): void {
    this.subscriber.disconnect();
  }
}
