import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** The account's billing, API keys, audit log, search, prices and reference lists (core API). */
export const accountSandbox = defineSandboxArea({ name: 'account', routes });
