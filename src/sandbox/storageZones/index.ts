import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Storage Zones (core API): the zones, their passwords and statistics. */
export const storageZonesSandbox = defineSandboxArea({ name: 'storageZones', routes });
