import { GatewayError } from '../../errors/gatewayError.js';
import type { RequestScope } from '../../request/scope.js';
import { toGlobalId } from '../shared/globalId.js';
import type { NodeType } from '../shared/nodes.js';
import { entriesOf } from './listing.js';
import { canonical, directoryPath, filePath, type Segments } from './paths.js';
import type { KnownStorageZone } from '../storageZones/upstreamTypes.js';
import type { KnownStorageObject } from './upstreamTypes.js';
import { zoneAccess } from './zoneAccess.js';

/**
 * Files and directories as `Node`s. A local id is the zone's id and the canonical path in base64url
 * (`871101.L2ltYWdlcy9sb2dvLnBuZw`); read again, the path is checked like any argument before any call, then the
 * entry is found in its directory's listing (the root directory is the zone itself: no listing).
 */

export const STORAGE_FILE_TYPE = 'StorageFile' as const;
export const STORAGE_DIRECTORY_TYPE = 'StorageDirectory' as const;

export function storageObjectGlobalId(storageZoneId: number, segments: Segments, directory: boolean): string {
  const path = Buffer.from(canonical(segments, directory), 'utf8').toString('base64url');
  return toGlobalId(directory ? STORAGE_DIRECTORY_TYPE : STORAGE_FILE_TYPE, `${storageZoneId}.${path}`);
}

/** The zone and the path of a local id, or null when it is not one the gateway made. */
function localIdParts(localId: string, directory: boolean): { storageZoneId: number; segments: Segments } | null {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]+)$/.exec(localId);
  const storageZoneId = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(storageZoneId) || storageZoneId < 1) return null;
  const path = Buffer.from(match[2], 'base64url').toString('utf8');
  if (Buffer.from(path, 'utf8').toString('base64url') !== match[2]) return null;
  try {
    const segments = directory ? directoryPath('id', path) : filePath('id', path);
    return canonical(segments, directory) === path ? { storageZoneId, segments } : null;
  } catch {
    return null;
  }
}

/** The entry at `segments`, from its directory's listing; NOT_FOUND when the listing has no such entry. */
export async function readEntry(
  scope: RequestScope,
  storageZoneId: number,
  segments: Segments,
  directory: boolean,
  /** The zone's record when the caller holds it already (an upload's payload), saving the read. */
  known?: KnownStorageZone,
): Promise<KnownStorageObject> {
  const zone = known ?? (await scope.storageZones.loadStorageZone(storageZoneId));
  if (segments.length === 0)
    return { record: { IsDirectory: true, ObjectName: '' }, storageZoneId, segments, directory };
  const parent = segments.slice(0, -1);
  const records = await scope.storageFiles.list(zoneAccess(zone, scope.credentials), parent);
  const found = entriesOf(records, storageZoneId, parent).find(
    (entry) =>
      entry.directory === directory && entry.segments[entry.segments.length - 1] === segments[segments.length - 1],
  );
  if (found) return found;
  throw new GatewayError(
    `The Storage Zone has no ${directory ? 'directory' : 'file'} ${canonical(segments, directory)}.`,
    {
      code: 'NOT_FOUND',
      service: 'storageFiles',
    },
  );
}

function nodeOf(typeName: typeof STORAGE_FILE_TYPE | typeof STORAGE_DIRECTORY_TYPE, directory: boolean): NodeType {
  return {
    typeName,
    readerOf(localId) {
      const parts = localIdParts(localId, directory);
      return parts === null ? null : (scope) => readEntry(scope, parts.storageZoneId, parts.segments, directory);
    },
  };
}

export const storageFileNode = nodeOf(STORAGE_FILE_TYPE, false);
export const storageDirectoryNode = nodeOf(STORAGE_DIRECTORY_TYPE, true);
