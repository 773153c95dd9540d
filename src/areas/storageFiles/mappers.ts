import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { upstreamDateTime as dateOrNull } from '../shared/codecs.js';
import { storageFileDownloadPath } from './download.js';
import { storageObjectGlobalId } from './node.js';
import { canonical } from './paths.js';
import type { KnownStorageObject } from './upstreamTypes.js';

/**
 * Field resolvers on bunny.net's listing entries (the parents of `StorageFile` and `StorageDirectory`): names and paths
 * from the checked path the gateway found the entry at, never from the record's own `Path`; types from bunny.net's.
 */

const name = (entry: KnownStorageObject): string => entry.segments[entry.segments.length - 1] ?? '';
const path = (entry: KnownStorageObject): string => canonical(entry.segments, entry.directory);
const id = (entry: KnownStorageObject): string =>
  storageObjectGlobalId(entry.storageZoneId, entry.segments, entry.directory);

/** `ReplicatedZones` is a comma-separated list of region codes. */
function replicatedRegions(entry: KnownStorageObject): string[] {
  const zones = entry.record.ReplicatedZones;
  return typeof zones === 'string'
    ? zones
        .split(',')
        .map((zone) => zone.trim())
        .filter(Boolean)
    : [];
}

const shared = {
  id,
  name,
  path,
  storageZoneId: (entry: KnownStorageObject) => entry.storageZoneId,
  dateCreated: (entry: KnownStorageObject) => dateOrNull(entry.record.DateCreated),
  lastChanged: (entry: KnownStorageObject) => dateOrNull(entry.record.LastChanged),
  replicatedRegions,
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHECKSUM = /^[0-9A-Fa-f]{64}$/;

export const storageObjectTypeResolvers: Resolvers = {
  StorageObject: {
    __resolveType: (entry) => (entry.directory ? 'StorageDirectory' : 'StorageFile'),
  },
  StorageFile: {
    ...shared,
    guid: (entry) => (typeof entry.record.Guid === 'string' && GUID.test(entry.record.Guid) ? entry.record.Guid : null),
    size: (entry) => (Number.isSafeInteger(entry.record.Length) ? (entry.record.Length as number) : null),
    contentType: (entry) => text(entry.record.ContentType),
    checksum: (entry) => {
      const checksum = entry.record.Checksum;
      return typeof checksum === 'string' && CHECKSUM.test(checksum) ? checksum.toUpperCase() : null;
    },
    downloadPath: (entry) => storageFileDownloadPath(entry.storageZoneId, entry.segments),
  },
  StorageDirectory: { ...shared },
};
