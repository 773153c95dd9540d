import type { RedisLink } from '../redis/redisLink.js';
import type { StreamWebhooks, WebhookFanout } from './webhooks.js';

const CHANNEL = 'bunny-gateway:live:stream-webhooks';

/**
 * Webhooks shared by every replica through Redis's publish/subscribe, as the rate-limit holds are
 * (redis/rateLimitHoldSharing.ts): a webhook received by one replica reaches the subscribers of all. While Redis is
 * down each replica keeps its own webhooks and polls; when the subscription link is ready again, the subscribers of
 * a video read it again (webhooks.ts `catchUp`), so nothing they wait for is lost.
 */
export class RedisWebhookFanout implements WebhookFanout {
  private readonly subscriber;
  private connectedOnce = false;

  constructor(
    private readonly link: RedisLink,
    webhooks: StreamWebhooks,
  ) {
    // Unlike the command link, the subscription waits for Redis (queued until connected, renewed on reconnects).
    this.subscriber = link.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => webhooks.receiveForwarded(message));
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) webhooks.catchUp();
      this.connectedOnce = true;
    });
    void this.subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  publish(message: string): void {
    void this.link.attempt('live webhook', 0, (redis) => redis.publish(CHANNEL, message));
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
