import type { LiveConfig } from '../liveConfig.js';
import type { RedisLink } from '../redis/redisLink.js';
import { LiveHub, type LiveMetrics } from './liveHub.js';
import type { LiveServices } from './liveServices.js';
import { LiveStreams } from './liveStreams.js';
import { RedisWebhookFanout } from './redisFanout.js';
import { SharedPolls } from './sharedPolls.js';
import { StreamWebhooks } from './webhooks.js';

/** Subscriptions' parts of one replica, and how to stop them. */
export interface Live extends LiveServices {
  readonly streams: LiveStreams;
  readonly fanout: RedisWebhookFanout | undefined;
  /** SIGTERM: no new subscription; every open stream closed with the retry hint. */
  closeStreams(): void;
  close(): void;
}

/** The hub, the polls and the webhooks; through Redis when the gateway has a link to it (REDIS_URL). */
export function createLive(config: LiveConfig, metrics: LiveMetrics, link: RedisLink | undefined): Live {
  const hub = new LiveHub(config, metrics);
  const webhooks = new StreamWebhooks(hub);
  const fanout = link && new RedisWebhookFanout(link, webhooks);
  if (fanout) webhooks.connect(fanout);
  const streams = new LiveStreams();
  return {
    hub,
    polls: new SharedPolls(hub),
    webhooks,
    streams,
    fanout,
    closeStreams: () => {
      hub.beginDrain();
      streams.closeAll(config.retryHintMs);
    },
    close: () => fanout?.close(),
  };
}
