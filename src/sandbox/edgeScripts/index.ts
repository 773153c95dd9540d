import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Edge Scripting: scripts, their code, releases, variables and secrets, and the fleet of many scripts. */
export const edgeScriptsSandbox = defineSandboxArea({ name: 'edgeScripts', routes });
