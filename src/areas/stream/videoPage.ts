import { connectionOf, readSlice, type Connection } from '../shared/connection.js';
import type { StreamClient } from './client.js';
import type { KnownVideo } from './upstreamTypes.js';
import type { VideoPageRequest } from './validation.js';

/**
 * A page of a library's videos, for `videos` and `VideoLibrary.videos`: Stream's `items/currentPage/itemsPerPage/
 * totalItems` pages read through connection.ts (one upstream page when the cursor lines up, two at most), records
 * without a GUID left out.
 */
export async function videoPage(
  stream: StreamClient,
  libraryId: number,
  { page, filters }: VideoPageRequest,
): Promise<Connection<KnownVideo>> {
  const slice = await readSlice(page, (number, perPage) => stream.listVideos(libraryId, number, perPage, filters));
  return connectionOf(page, slice, (video) => video);
}
