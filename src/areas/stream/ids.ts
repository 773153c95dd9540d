import { int64LocalId } from '../shared/nodes.js';

/**
 * The local id of a video in its global id: bunny.net addresses a video only inside its library, so the local id
 * holds both, `<libraryId>/<video GUID>` (a checked video id never holds `/`).
 */

/** The library id before the first `/`, and a video id after it. */
const VIDEO_LOCAL_ID = /^([^/]*)\/(.+)$/;

export function videoLocalId(libraryId: number, videoId: string): string {
  return `${libraryId}/${videoId}`;
}

/** The library and video of a local id; null for anything `videoLocalId` did not make. */
export function parseVideoLocalId(localId: string): { libraryId: number; videoId: string } | null {
  const match = VIDEO_LOCAL_ID.exec(localId);
  const libraryId = int64LocalId(match?.[1] ?? '');
  const videoId = match?.[2];
  if (videoId === undefined || libraryId === null) return null;
  return { libraryId, videoId };
}
