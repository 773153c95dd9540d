import { isStorableName, type Segments } from './paths.js';
import type { KnownStorageObject, UpstreamStorageObject } from './upstreamTypes.js';

/**
 * A directory as a file browser shows it: directories first, then files, each by name (code point order, the same
 * on every call, so that a cursor's offset names the same entry on the next page while the directory is unchanged).
 * An entry whose name the gateway could not send back as a path segment is left out (paths.ts).
 */
export function entriesOf(
  records: readonly UpstreamStorageObject[],
  storageZoneId: number,
  directory: Segments,
): KnownStorageObject[] {
  return records
    .flatMap((record) => {
      const name = record.ObjectName;
      if (!isStorableName(name)) return [];
      return [{ record, storageZoneId, segments: [...directory, name], directory: record.IsDirectory === true }];
    })
    .sort(browserOrder);
}

function browserOrder(a: KnownStorageObject, b: KnownStorageObject): number {
  if (a.directory !== b.directory) return a.directory ? -1 : 1;
  const left = a.segments[a.segments.length - 1] ?? '';
  const right = b.segments[b.segments.length - 1] ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}
