import { accessKey } from '../core/auth.js';
import { getCode, getStatistics, setCode } from './code.js';
import { publishLatest, publishRelease } from './publish.js';
import { getActiveEdgeScriptRelease, getEdgeScript, listEdgeScriptReleases, listEdgeScripts } from './reads.js';
import { createEdgeScript, deleteEdgeScript, rotateDeploymentKey, updateEdgeScript } from './scripts.js';
import { addSecret, deleteSecret, listSecrets, updateSecret, upsertSecret } from './secrets.js';
import { addVariable, deleteVariable, getVariable, updateVariable, upsertVariable } from './variables.js';
import type { Route } from '../router.js';
import { noBody, route } from '../core/route.js';

/** A script's code as JSON: bunny.net's 10 MB of code, escaped (a character may take six bytes), with room to spare. */
const CODE_BODY_LIMIT = 64 * 1024 * 1024;

const SCRIPT = '/compute/script/{id:int64}';
const api = (method: Route['method'], path: string, handle: Route['handle'], bodyLimit?: number): Route =>
  route('api', method, path, accessKey(noBody), handle, bodyLimit);

/** Edge Scripting (edge-scripting-api.json). */
export const routes: readonly Route[] = [
  api('GET', '/compute/script', listEdgeScripts),
  api('POST', '/compute/script', createEdgeScript, CODE_BODY_LIMIT),
  api('GET', SCRIPT, getEdgeScript),
  api('POST', SCRIPT, updateEdgeScript),
  api('DELETE', SCRIPT, deleteEdgeScript),
  api('GET', `${SCRIPT}/code`, getCode),
  api('POST', `${SCRIPT}/code`, setCode, CODE_BODY_LIMIT),
  api('GET', `${SCRIPT}/statistics`, getStatistics),
  api('POST', `${SCRIPT}/deploymentKey/rotate`, rotateDeploymentKey),
  api('GET', `${SCRIPT}/releases`, listEdgeScriptReleases),
  api('GET', `${SCRIPT}/releases/active`, getActiveEdgeScriptRelease),
  api('POST', `${SCRIPT}/publish`, publishLatest),
  api('POST', `${SCRIPT}/publish/{uuid}`, publishRelease),
  api('POST', `${SCRIPT}/variables/add`, addVariable),
  api('PUT', `${SCRIPT}/variables`, upsertVariable),
  api('GET', `${SCRIPT}/variables/{variableId:int64}`, getVariable),
  api('POST', `${SCRIPT}/variables/{variableId:int64}`, updateVariable),
  api('DELETE', `${SCRIPT}/variables/{variableId:int64}`, deleteVariable),
  api('GET', `${SCRIPT}/secrets`, listSecrets),
  api('POST', `${SCRIPT}/secrets`, addSecret),
  api('PUT', `${SCRIPT}/secrets`, upsertSecret),
  api('POST', `${SCRIPT}/secrets/{secretId:int64}`, updateSecret),
  api('DELETE', `${SCRIPT}/secrets/{secretId:int64}`, deleteSecret),
];
