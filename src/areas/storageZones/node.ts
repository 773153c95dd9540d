import { toGlobalId } from '../shared/globalId.js';
import { int64LocalId, type NodeType } from '../shared/nodes.js';

/** A Storage Zone as a `Node`: its local id is bunny.net's id, read through the request's zone loader. */

export const STORAGE_ZONE_TYPE = 'StorageZone' as const;

export const storageZoneGlobalId = (storageZoneId: number): string => toGlobalId(STORAGE_ZONE_TYPE, storageZoneId);

export const storageZoneNode: NodeType = {
  typeName: STORAGE_ZONE_TYPE,
  readerOf(localId) {
    const id = int64LocalId(localId);
    return id === null ? null : ({ storageZones }) => storageZones.loadStorageZone(id);
  },
};
