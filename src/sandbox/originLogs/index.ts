import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Origin error logs (the originLogs host), generated per Pull Zone and day. */
export const originLogsSandbox = defineSandboxArea({ name: 'originLogs', routes });
