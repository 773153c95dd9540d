import { int64LocalId, type NodeType } from '../shared/nodes.js';

/** The `Node` type name of a Shield Zone, in its global id. */
export const SHIELD_ZONE_TYPE = 'ShieldZone' as const;

/** A Shield Zone as a `Node`: its local id is bunny.net's id, read through the request's Shield Zone loader. */
export const shieldZoneNode: NodeType = {
  typeName: SHIELD_ZONE_TYPE,
  readerOf(localId) {
    const shieldZoneId = int64LocalId(localId);
    return shieldZoneId === null ? null : ({ shield }) => shield.zones.load(shieldZoneId);
  },
};
