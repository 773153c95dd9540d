import { int64LocalId } from '../shared/nodes.js';

/**
 * The local ids of the records bunny.net addresses only inside their library (videos, collections) and of those it
 * keys inside a video (caption tracks): the library first, `<libraryId>/<GUID>`, then the track's language,
 * `<libraryId>/<video GUID>/<srclang>` (a checked id or language never holds `/`).
 */

/** The library id before the first `/`, and a record id after it. */
const LIBRARY_SCOPED = /^([^/]*)\/(.+)$/;

export function videoLocalId(libraryId: number, videoId: string): string {
  return `${libraryId}/${videoId}`;
}

/** A collection's local id: the same form as a video's, under its own type name. */
export const collectionLocalId = videoLocalId;

export function captionLocalId(libraryId: number, videoId: string, srclang: string): string {
  return `${libraryId}/${videoId}/${srclang}`;
}

/** The library and record of a local id; null for anything `videoLocalId` did not make. */
export function parseVideoLocalId(localId: string): { libraryId: number; videoId: string } | null {
  const match = LIBRARY_SCOPED.exec(localId);
  const libraryId = int64LocalId(match?.[1] ?? '');
  const videoId = match?.[2];
  if (videoId === undefined || libraryId === null) return null;
  return { libraryId, videoId };
}
