import type { StorageZone } from '../storageZones/state.js';
import type { ZoneFiles } from './state.js';

/**
 * `GET /{zoneName}/{path}/`: the directory's entries as bunny.net's StorageObject, the whole directory at once, in
 * no particular order (the gateway orders them).
 */
export function listing(files: ZoneFiles, zone: StorageZone, directory: string): Record<string, unknown>[] {
  const isChild = (path: string) => {
    if (!path.startsWith(directory) || path === directory) return false;
    const rest = path.slice(directory.length).replace(/\/$/, '');
    return rest !== '' && !rest.includes('/');
  };
  const entry = (path: string, isDirectory: boolean, fields: Record<string, unknown>) => ({
    StorageZoneName: zone.name,
    Path: `/${zone.name}${directory}`,
    ObjectName: path.slice(directory.length).replace(/\/$/, ''),
    ServerId: 0,
    ArrayNumber: 0,
    IsDirectory: isDirectory,
    UserId: 'sandbox-user',
    StorageZoneId: zone.id,
    ReplicatedZones: zone.replicationRegions.join(','),
    ...fields,
  });
  const directories = [...files.directories].filter(([path]) => isChild(path));
  const stored = [...files.files].filter(([path]) => isChild(path));
  return [
    ...stored.map(([path, file]) =>
      entry(path, false, {
        Guid: file.guid,
        Length: file.bytes.length,
        LastChanged: unzoned(file.lastChanged),
        DateCreated: unzoned(file.dateCreated),
        ContentType: file.contentType,
        Checksum: file.checksum,
      }),
    ),
    ...directories.map(([path, stored]) =>
      entry(path, true, {
        Guid: stored.guid,
        Length: 0,
        LastChanged: unzoned(stored.lastChanged),
        DateCreated: unzoned(stored.dateCreated),
        ContentType: '',
        Checksum: null,
      }),
    ),
  ];
}

/** bunny.net writes its dates without a zone (meaning UTC): `2024-05-01T10:00:00.123`. */
const unzoned = (date: Date): string => date.toISOString().replace(/Z$/, '');
