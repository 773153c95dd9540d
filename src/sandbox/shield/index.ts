import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Shield: zones, WAF, rate limits, access lists, bots, upload scanning, API Guardian, metrics and event logs. */
export const shieldSandbox = defineSandboxArea({ name: 'shield', routes });
