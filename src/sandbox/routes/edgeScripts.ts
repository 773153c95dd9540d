import { accessKey } from '../auth.js';
import {
  getActiveEdgeScriptRelease,
  getEdgeScript,
  listEdgeScriptReleases,
  listEdgeScripts,
} from '../edgeScriptReads.js';
import { publishRelease, updateEdgeScript } from '../edgeScripts.js';
import type { Route } from '../router.js';
import { noBody, route } from './route.js';

/** Edge Scripting (edge-scripting-api.json). */
export const routes: readonly Route[] = [
  route('api', 'POST', '/compute/script/{id:int64}', accessKey(noBody), updateEdgeScript),
  route('api', 'POST', '/compute/script/{id:int64}/publish/{uuid}', accessKey(noBody), publishRelease),
  route('api', 'GET', '/compute/script', accessKey(noBody), listEdgeScripts),
  route('api', 'GET', '/compute/script/{id:int64}', accessKey(noBody), getEdgeScript),
  route('api', 'GET', '/compute/script/{id:int64}/releases', accessKey(noBody), listEdgeScriptReleases),
  route('api', 'GET', '/compute/script/{id:int64}/releases/active', accessKey(noBody), getActiveEdgeScriptRelease),
];
