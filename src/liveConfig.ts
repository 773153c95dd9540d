import { type Env, int } from './envValues.js';

/** Subscriptions (docs/live.md): their limits, the polls behind them, and the Stream webhook route. */
export interface LiveConfig {
  /** Open subscriptions one key may hold on one replica (LIVE_MAX_PER_KEY). */
  readonly maxPerKey: number;
  /** Open subscriptions one replica holds at most, every key together (LIVE_MAX_PER_REPLICA). */
  readonly maxPerReplica: number;
  /** How long one subscription lives before it ends with an error naming LIVE_MAX_LIFETIME_MS (clients resubscribe). */
  readonly maxLifetimeMs: number;
  /** Events one subscriber may leave unread before it is dropped (LIVE_MAX_QUEUED_EVENTS). */
  readonly maxQueuedEvents: number;
  /** How often a shared poll reads its record (LIVE_POLL_INTERVAL_MS). */
  readonly pollIntervalMs: number;
  /** Polls one key may make in a minute, every record together (LIVE_POLLS_PER_KEY_PER_MINUTE). */
  readonly pollsPerKeyPerMinute: number;
  /** The largest webhook body the gateway reads (LIVE_WEBHOOK_MAX_BYTES). */
  readonly webhookMaxBytes: number;
  /** The `retry:` hint (ms) written to every stream closed by a shutdown (LIVE_RETRY_HINT_MS). */
  readonly retryHintMs: number;
}

export function liveConfig(env: Env): LiveConfig {
  return {
    maxPerKey: int(env, 'LIVE_MAX_PER_KEY', 20, 1, 10_000),
    maxPerReplica: int(env, 'LIVE_MAX_PER_REPLICA', 5_000, 1, 1_000_000),
    maxLifetimeMs: int(env, 'LIVE_MAX_LIFETIME_MS', 3_600_000, 1_000, 86_400_000),
    maxQueuedEvents: int(env, 'LIVE_MAX_QUEUED_EVENTS', 50, 1, 10_000),
    pollIntervalMs: int(env, 'LIVE_POLL_INTERVAL_MS', 5_000, 100, 600_000),
    pollsPerKeyPerMinute: int(env, 'LIVE_POLLS_PER_KEY_PER_MINUTE', 60, 1, 10_000),
    webhookMaxBytes: int(env, 'LIVE_WEBHOOK_MAX_BYTES', 16_384, 256, 1_048_576),
    retryHintMs: int(env, 'LIVE_RETRY_HINT_MS', 1_000, 0, 600_000),
  };
}
