import type { NodeType } from '../shared/nodes.js';
import { PULL_ZONE_TYPE } from './mappers.js';

/** bunny.net's int64 id in canonical decimal: no sign, no leading zero, no exponent. */
const LOCAL_ID = /^[1-9]\d{0,15}$/;

/** A Pull Zone as a `Node`: its local id is bunny.net's id, read through the request's Pull Zone loader. */
export const pullZoneNode: NodeType = {
  typeName: PULL_ZONE_TYPE,
  readerOf(localId) {
    const pullZoneId = Number(localId);
    if (!LOCAL_ID.test(localId) || !Number.isSafeInteger(pullZoneId)) return null;
    return ({ pullZones }) => pullZones.loadPullZone(pullZoneId);
  },
};
