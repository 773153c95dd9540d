import { toGlobalId } from '../../shared/globalId.js';
import { int64LocalId, type NodeType } from '../../shared/nodes.js';

/**
 * A custom access list as a `Node`: bunny.net reads it only within its zone, so its local id holds both,
 * `shieldZoneId/listId`.
 */
const CUSTOM_ACCESS_LIST_TYPE = 'CustomAccessList' as const;

export const customAccessListGlobalId = (shieldZoneId: number, id: number): string =>
  toGlobalId(CUSTOM_ACCESS_LIST_TYPE, `${shieldZoneId}/${id}`);

const INT32_MAX = 2 ** 31 - 1;

export const customAccessListNode: NodeType = {
  typeName: CUSTOM_ACCESS_LIST_TYPE,
  readerOf(localId) {
    const [zone = '', list = '', extra] = localId.split('/');
    const shieldZoneId = int64LocalId(zone);
    const id = int64LocalId(list);
    if (extra !== undefined || shieldZoneId === null || shieldZoneId > INT32_MAX || id === null) return null;
    return ({ shield }) => shield.accessLists.getCustomAccessList(shieldZoneId, id);
  },
};
