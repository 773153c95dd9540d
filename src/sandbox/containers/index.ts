import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Magic Containers (under /mc on the api host): apps, templates, endpoints, volumes, registries and the catalogue. */
export const containersSandbox = defineSandboxArea({ name: 'containers', routes });
