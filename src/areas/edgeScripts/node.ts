import { int64LocalId, type NodeType } from '../shared/nodes.js';
import { EDGE_SCRIPT_TYPE } from './mappers.js';

/** An edge script as a `Node`: its local id is bunny.net's id, read through the request's script loader. */
export const edgeScriptNode: NodeType = {
  typeName: EDGE_SCRIPT_TYPE,
  readerOf(localId) {
    const id = int64LocalId(localId);
    return id === null ? null : ({ edgeScripts }) => edgeScripts.loadEdgeScript(id);
  },
};
