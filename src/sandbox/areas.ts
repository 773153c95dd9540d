import type { Route } from './router.js';
import { routes as account } from './account/routes.js';
import { routes as containers } from './containers/routes.js';
import { routes as dns } from './dns/routes.js';
import { routes as edgeScripts } from './edgeScripts/routes.js';
import { routes as originLogs } from './originLogs/routes.js';
import { routes as pullZones } from './pullZones/routes.js';
import { routes as shield } from './shield/routes.js';
import { routes as storageFiles } from './storageFiles/routes.js';
import { routes as storageZones } from './storageZones/routes.js';
import { routes as stream } from './stream/routes.js';

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
