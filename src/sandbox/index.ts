import type { Server } from 'node:http';
import type { SandboxHost } from './router.js';
import { SANDBOX_ROUTES } from './areas.js';
import { handleStorage } from './storageFiles/host.js';
import { closeServer, handle, listen, urlOf, type RecordedRequest, type World } from './server.js';
import { Accounts } from './state.js';
import { tusHost } from './tus/host.js';

/**
 * A stand-in for bunny.net's three upstream hosts on 127.0.0.1: the api host
 * (api.bunny.net), the video host (video.bunnycdn.com) and the origin-logs host
 * (cdn-origin-logging.bunny.net), and the Edge Storage hosts (storage.bunnycdn.com and its regions' hosts) on one
 * more listener, each under its name (`<url>/uk.storage.bunnycdn.com/...`). See README.md in this folder.
 */

export interface SandboxOptions {
  /** The sandbox clock; fix it in tests. Defaults to the real time. */
  now?: () => Date;
  /** Shield event-log rows generated per hour and seeded zone (default 50, so 3,600 rows in 72 hours). */
  eventLogRowsPerHour?: number;
  /** Keep every received request in `requests` (default true; `npm run dev` turns it off). */
  recordRequests?: boolean;
  /** Deployments roll out and free certificates are issued over a few seconds (default false; `npm run dev` on). */
  changesOverTime?: boolean;
}

export type { SandboxHost, RecordedRequest };

export interface Sandbox {
  /** Base URLs without a trailing slash, e.g. http://127.0.0.1:41234 */
  urls: { api: string; video: string; originLogs: string; storage: string };
  /** Every request received, in order of arrival. */
  requests: RecordedRequest[];
  clearRequests(): void;
  /** Back to the seed: every account's changes (removed IPs, published releases...) are forgotten. */
  reset(): void;
  /** Closes all four listeners, including idle keep-alive sockets. */
  close(): Promise<void>;
}

const DEFAULT_EVENT_LOG_ROWS_PER_HOUR = 50;
const HOSTS: readonly SandboxHost[] = ['api', 'video', 'originLogs'];

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const rowsPerHour = options.eventLogRowsPerHour ?? DEFAULT_EVENT_LOG_ROWS_PER_HOUR;
  if (!Number.isSafeInteger(rowsPerHour) || rowsPerHour < 0)
    throw new RangeError('eventLogRowsPerHour must be a non-negative integer');
  const now = options.now ?? ((): Date => new Date());
  const requests: RecordedRequest[] = [];
  const world: World = {
    accounts: new Accounts(now),
    routes: SANDBOX_ROUTES,
    now,
    eventLogRowsPerHour: rowsPerHour,
    changesOverTime: options.changesOverTime ?? false,
    requests,
    recordRequests: options.recordRequests ?? true,
  };

  const servers: Server[] = [];
  try {
    const tus = tusHost(world);
    for (const host of HOSTS)
      servers.push(
        await listen(world, host, async (w, h, request, response) => {
          if (h !== 'video' || !tus(request, response)) await handle(w, h, request, response);
        }),
      );
    servers.push(
      await listen(world, 'storage', (_world, _host, request, response) => handleStorage(world, request, response)),
    );
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
  const [api, video, originLogs, storage] = servers.map(urlOf);
  if (api === undefined || video === undefined || originLogs === undefined || storage === undefined)
    throw new Error('Sandbox failed to start its listeners');

  return {
    urls: { api, video, originLogs, storage },
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    reset: () => world.accounts.reset(),
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}

export { libraryApiKeyFor } from './core/keys.js';
export { sandboxFixtures } from './sandboxFixtures.js';
export {
  ARCHIVE_COLLECTION_ID,
  CHECKOUT_VIDEO_ID,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  FIRST_CREATED_LIBRARY_ID,
} from './stream/videoSeed.js';
export { SEEDED_APP_COUNT } from './containers/seed.js';
export { CONTAINER_LOG_TOKEN, CONTAINER_NODE_IPS, UNUSED_REGISTRY_ID } from './containers/catalog.js';
export * from './dns/fixtures.js';
export * from './storageZones/fixtures.js';
export { SEEDED_PHOTOS, bytesFor as storageFileBytes } from './storageFiles/seed.js';
export {
  SANDBOX_DEMO_KEY,
  SANDBOX_REVOKED_KEY,
  // Pull Zones
  WEB_PULL_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  MISSING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_BLOCKED_IPV6,
  WEB_EDGE_RULE_ID,
  WEB_DISABLED_EDGE_RULE_ID,
  MEDIA_EDGE_RULE_ID,
  EXTERNAL_CERT_HOSTNAME,
  MEDIA_EXTERNAL_CERT_HOSTNAME,
  MANAGED_CERT_HOSTNAME,
  SPARE_PULL_ZONE_ID,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  // Video libraries and videos
  DEMO_LIBRARY_ID,
  COURSES_LIBRARY_ID,
  SEEDED_LIBRARY_IDS,
  DEMO_BLOCKED_REFERRER,
  DEMO_VIDEO_ID,
  COURSES_VIDEO_ID,
  UNREACHABLE_THUMBNAIL_HOST,
  // Edge scripts
  CDN_SCRIPT_ID,
  MIDDLEWARE_SCRIPT_ID,
  EMPTY_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  CDN_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_PREVIOUS_RELEASE_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_VARIABLE_ID,
  CDN_SCRIPT_SECRET_ID,
  // Magic Containers
  ACTIVE_APP_ID,
  SUSPENDED_APP_ID,
  INACTIVE_APP_ID,
  CDN_ENDPOINT_ID,
  ANYCAST_ENDPOINT_ID,
  VOLUME_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  PRIVATE_REGISTRY_ID,
  MAGIC_CONTAINERS_NODE_IPS,
  // Shield
  WEB_SHIELD_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  FAILING_SHIELD_ZONE_ID,
  TRIGGERED_WAF_RULE_ID,
  FIRST_CREATED_SHIELD_ZONE_ID,
} from './seed.js';
