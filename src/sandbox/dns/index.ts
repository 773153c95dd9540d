import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** DNS zones and their records, zone files and statistics (core API). */
export const dnsSandbox = defineSandboxArea({ name: 'dns', routes });
