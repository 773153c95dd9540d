import type { LiveConfig } from '../liveConfig.js';
import type { RedisLink } from '../redis/redisLink.js';
import { LiveHub, type LiveMetrics } from './liveHub.js';
import type { LiveServices } from './liveServices.js';
import { LiveStreams } from './liveStreams.js';
import { RedisPollLeases } from './pollLeases.js';
import { RedisFanout } from './redisFanout.js';
import { SharedPolls } from './sharedPolls.js';
import { StreamWebhooks } from './webhooks.js';

const WEBHOOKS = 'bunny-gateway:live:stream-webhooks';
/** A poll's lease outlives three of its intervals: a stopped holder is replaced within four. */
const LEASE_INTERVALS = 3;

/** Subscriptions' parts of one replica, and how to stop them. */
export interface Live extends LiveServices {
  readonly streams: LiveStreams;
  readonly fanout: RedisFanout | undefined;
  /** The shared polls' Redis leases (one poll per key and record across replicas); undefined without Redis. */
  readonly leases: RedisPollLeases | undefined;
  /** SIGTERM: no new subscription; every open stream closed with the retry hint. */
  closeStreams(): void;
  close(): void;
}

/** The hub, the polls and the webhooks; through Redis when the gateway has a link to it (REDIS_URL). */
export function createLive(config: LiveConfig, metrics: LiveMetrics, link: RedisLink | undefined): Live {
  const hub = new LiveHub(config, metrics);
  const webhooks = new StreamWebhooks(hub);
  const polls = new SharedPolls(hub);
  const fanout = link && new RedisFanout(link);
  let leases: RedisPollLeases | undefined;
  if (link && fanout) {
    fanout.listen(WEBHOOKS, (message) => webhooks.receiveForwarded(message));
    webhooks.connect({ publish: (message) => fanout.publish(WEBHOOKS, message) });
    const leaseMs = config.pollIntervalMs * LEASE_INTERVALS;
    leases = new RedisPollLeases(link, fanout, leaseMs, metrics, (poll, hash) => polls.changedElsewhere(poll, hash));
    polls.share(leases);
    fanout.onReconnect(() => {
      webhooks.catchUp();
      polls.catchUp();
    });
  }
  const streams = new LiveStreams();
  return {
    hub,
    polls,
    webhooks,
    streams,
    fanout,
    leases,
    closeStreams: () => {
      hub.beginDrain();
      streams.closeAll(config.retryHintMs);
    },
    close: () => fanout?.close(),
  };
}
