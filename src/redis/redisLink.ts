import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';

/** What the gateway counts of Redis: each command it gave up on, by the operation it was for. */
export interface RedisMetrics {
  failed(operation: string): void;
}

/**
 * The gateway's link to Redis (or Valkey): the response cache and the rate-limit holds shared by every replica. Redis
 * is a help, never a dependency: while it is down, slow or refusing, every operation gives up at once (no queue, a
 * short command timeout) and the gateway answers without it; the first failure is logged, and so is the recovery;
 * every failure is counted. ioredis reconnects by itself, and the link is used again as soon as it is back.
 */
export class RedisLink {
  readonly client: Redis;
  private failing = false;

  constructor(
    url: string,
    timeoutMs: number,
    private readonly logger: Logger,
    private readonly metrics: RedisMetrics,
  ) {
    this.client = new Redis(url, {
      // Never queue a command while disconnected, never retry one: the caller carries on without Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: timeoutMs,
      connectTimeout: Math.max(timeoutMs, 1_000),
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    this.client.on('error', () => this.markFailing('connection'));
    this.client.on('ready', () => this.markBack());
  }

  /** `command`'s answer, or `fallback` when Redis is not there or fails: logged once, counted every time. */
  async attempt<T>(operation: string, fallback: T, command: (client: Redis) => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') {
      this.markFailing(operation);
      return fallback;
    }
    try {
      const answer = await command(this.client);
      this.markBack();
      return answer;
    } catch (error) {
      this.markFailing(operation, error);
      return fallback;
    }
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }

  private markFailing(operation: string, error?: unknown): void {
    this.metrics.failed(operation);
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : 'not connected';
    this.logger.warn({ redis: { operation, reason } }, 'Redis is not answering: the gateway carries on without it');
  }

  private markBack(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.info('Redis answers again: the gateway uses it again');
  }
}
