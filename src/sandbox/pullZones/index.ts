import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Pull Zones (core API): the zones, their hostnames, certificates, edge rules, access lists and traffic. */
export const pullZonesSandbox = defineSandboxArea({ name: 'pullZones', routes });
