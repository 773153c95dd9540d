import type { NodeType } from '../shared/nodes.js';

/** The `Node` type name of a Shield Zone, in its global id. */
export const SHIELD_ZONE_TYPE = 'ShieldZone' as const;

/** bunny.net's id in canonical decimal: no sign, no leading zero, no exponent. */
const LOCAL_ID = /^[1-9]\d{0,15}$/;

/** A Shield Zone as a `Node`: its local id is bunny.net's id, read through the request's Shield Zone loader. */
export const shieldZoneNode: NodeType = {
  typeName: SHIELD_ZONE_TYPE,
  readerOf(localId) {
    const shieldZoneId = Number(localId);
    if (!LOCAL_ID.test(localId) || !Number.isSafeInteger(shieldZoneId)) return null;
    return ({ shield }) => shield.zones.load(shieldZoneId);
  },
};
