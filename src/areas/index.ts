import { accountArea } from './account/index.js';
import { containersArea } from './containers/index.js';
import { dnsArea } from './dns/index.js';
import { edgeScriptsArea } from './edgeScripts/index.js';
import { originLogsArea } from './originLogs/index.js';
import { pullZonesArea } from './pullZones/index.js';
import type { Area } from './shared/area.js';
import { shieldArea } from './shield/index.js';
import { storageFilesArea } from './storageFiles/index.js';
import { storageZonesArea } from './storageZones/index.js';
import { streamArea } from './stream/index.js';

/**
 * The areas of the graph, one line each: every central list (schema, `node(id:)`'s types, area clients, GraphiQL's
 * tabs, codegen's mappers, the sandbox's routes) is built from this one. GraphiQL shows the tabs in this order.
 */
export const AREAS: readonly Area[] = [
  shieldArea,
  containersArea,
  pullZonesArea,
  edgeScriptsArea,
  streamArea,
  originLogsArea,
  dnsArea,
  storageZonesArea,
  storageFilesArea,
  accountArea,
];
