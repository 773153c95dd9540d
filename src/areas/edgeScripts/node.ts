import { toGlobalId } from '../shared/globalId.js';
import { int64LocalId, type NodeType } from '../shared/nodes.js';
import { EDGE_SCRIPT_TYPE } from './mappers.js';

/**
 * Edge Scripting's `Node`s, and the ids of its records. A variable is only addressable within its script, so its local
 * id holds both ids, joined by `/`: `scriptId/variableId`. A secret has no read of its own: its id is made the same
 * way for client caches, under a type name no `Node` type has, so `node(id:)` refuses it.
 */

const VARIABLE_TYPE = 'EdgeScriptVariable' as const;
const SECRET_TYPE = 'EdgeScriptSecret';

export const scriptGlobalId = (scriptId: number): string => toGlobalId(EDGE_SCRIPT_TYPE, scriptId);
export const variableGlobalId = (scriptId: number, variableId: number): string =>
  toGlobalId(VARIABLE_TYPE, `${scriptId}/${variableId}`);
export const secretCacheId = (scriptId: number, secretId: number): string =>
  toGlobalId(SECRET_TYPE, `${scriptId}/${secretId}`);

/** An edge script as a `Node`: its local id is bunny.net's id, read through the request's script loader. */
export const edgeScriptNode: NodeType = {
  typeName: EDGE_SCRIPT_TYPE,
  readerOf(localId) {
    const id = int64LocalId(localId);
    return id === null ? null : ({ edgeScripts }) => edgeScripts.loadEdgeScript(id);
  },
};

/** A variable as a `Node`: `GET /compute/script/{id}/variables/{variableId}`. */
export const edgeScriptVariableNode: NodeType = {
  typeName: VARIABLE_TYPE,
  readerOf(localId) {
    const [scriptId, variableId, extra] = localId.split('/').map((part) => int64LocalId(part));
    if (scriptId == null || variableId == null || extra !== undefined) return null;
    return async ({ edgeScripts }) => ({ scriptId, variable: await edgeScripts.variables.get(scriptId, variableId) });
  },
};
