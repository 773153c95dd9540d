import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** Edge Storage (the storage hosts): its files, served by storageFiles/host.ts on their own listener. */
export const storageFilesSandbox = defineSandboxArea({ name: 'storageFiles', routes });
