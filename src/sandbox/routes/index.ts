import type { Route } from '../router.js';
import { routes as account } from './account.js';
import { routes as containers } from './containers.js';
import { routes as dns } from './dns.js';
import { routes as edgeScripts } from './edgeScripts.js';
import { routes as originLogs } from './originLogs.js';
import { routes as pullZones } from './pullZones.js';
import { routes as shield } from './shield.js';
import { routes as storageFiles } from './storageFiles.js';
import { routes as storageZones } from './storageZones.js';
import { routes as stream } from './stream.js';

/**
 * The operations the sandbox serves, one table per area of the gateway, named like it (a test checks that every
 * area of src/areas/index.ts has one). The sandbox is bunny.net's stand-in, not part of the gateway: it imports no
 * area and no area imports it, so the production bundle carries none of it.
 */
export const ROUTES_BY_AREA: Readonly<Record<string, readonly Route[]>> = {
  shield,
  containers,
  pullZones,
  edgeScripts,
  stream,
  originLogs,
  dns,
  storageZones,
  storageFiles,
  account,
};

export const SANDBOX_ROUTES: readonly Route[] = Object.values(ROUTES_BY_AREA).flat();
