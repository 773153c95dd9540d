import { int64LocalId, type NodeType } from '../shared/nodes.js';
import { PULL_ZONE_TYPE } from './ids.js';

/** A Pull Zone as a `Node`: its local id is bunny.net's id, read through the request's Pull Zone loader. */
export const pullZoneNode: NodeType = {
  typeName: PULL_ZONE_TYPE,
  readerOf(localId) {
    const pullZoneId = int64LocalId(localId);
    return pullZoneId === null ? null : ({ pullZones }) => pullZones.loadPullZone(pullZoneId);
  },
};
