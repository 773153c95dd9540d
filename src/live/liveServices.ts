import type { LiveHub } from './liveHub.js';
import type { SharedPolls } from './sharedPolls.js';
import type { StreamWebhooks } from './webhooks.js';

/** What subscriptions' resolvers reach through their request's scope (`scope.live`). */
export interface LiveServices {
  readonly hub: LiveHub;
  readonly polls: SharedPolls;
  readonly webhooks: StreamWebhooks;
}
