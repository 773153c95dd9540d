import { pagedConnection, type Connection } from '../shared/paging/index.js';
import type { StreamClient } from './client.js';
import type { KnownVideo } from './upstreamTypes.js';
import type { VideoPageRequest } from './validation.js';

/**
 * A page of a library's videos, for `videos` and `VideoLibrary.videos`: Stream's numbered pages (one upstream page
 * when the cursor lines up, two at most), records without a GUID left out.
 */
export function videoPage(
  stream: StreamClient,
  libraryId: number,
  { page, filters }: VideoPageRequest,
): Promise<Connection<KnownVideo>> {
  return pagedConnection(page, stream.videoList(libraryId, filters), (video) => video);
}
