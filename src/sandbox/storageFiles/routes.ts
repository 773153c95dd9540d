import type { Route } from '../router.js';

/**
 * Edge Storage has no route of the route tables: its hosts take paths of any depth, which storageFiles/host.ts serves
 * on their own listener. The table exists so that every area of the gateway has one (a test holds it).
 */
export const routes: readonly Route[] = [];
