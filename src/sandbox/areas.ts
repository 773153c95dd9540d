import { accountSandbox } from './account/index.js';
import { containersSandbox } from './containers/index.js';
import type { SandboxArea } from './core/area.js';
import { dnsSandbox } from './dns/index.js';
import { edgeScriptsSandbox } from './edgeScripts/index.js';
import { originLogsSandbox } from './originLogs/index.js';
import { pullZonesSandbox } from './pullZones/index.js';
import type { Route } from './router.js';
import { shieldSandbox } from './shield/index.js';
import { storageFilesSandbox } from './storageFiles/index.js';
import { storageZonesSandbox } from './storageZones/index.js';
import { streamSandbox } from './stream/index.js';

/**
 * The areas of the sandbox, one line each, named like the gateway's areas (a test checks that every area of
 * src/areas/index.ts has one): the router serves the routes of this one list. The sandbox is bunny.net's stand-in,
 * not part of the gateway: it imports no area and no area imports it, so the production bundle carries none of it.
 */
export const SANDBOX_AREAS: readonly SandboxArea[] = [
  shieldSandbox,
  containersSandbox,
  pullZonesSandbox,
  edgeScriptsSandbox,
  streamSandbox,
  originLogsSandbox,
  dnsSandbox,
  storageZonesSandbox,
  storageFilesSandbox,
  accountSandbox,
];

/** Each area's route table by the area's name. */
export const ROUTES_BY_AREA: Readonly<Record<string, readonly Route[]>> = Object.fromEntries(
  SANDBOX_AREAS.map((area) => [area.name, area.routes]),
);

export const SANDBOX_ROUTES: readonly Route[] = SANDBOX_AREAS.flatMap((area) => area.routes);
