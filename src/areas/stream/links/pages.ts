import { pagedConnection, type Connection } from '../../shared/paging/index.js';
import type { StreamClient } from '../client.js';
import type { KnownCollection, KnownVideo } from '../upstreamTypes.js';
import type { CollectionPageRequest, VideoPageRequest } from '../validation.js';

/**
 * The pages of the video host's lists, Stream's numbered pages (one upstream page when the cursor lines up, two at
 * most), records without a GUID left out: videos for `videos`, `VideoLibrary.videos` and `VideoCollection.videos`,
 * collections for `VideoLibrary.collections`.
 */

export function videoPage(
  stream: StreamClient,
  libraryId: number,
  { page, filters }: VideoPageRequest,
): Promise<Connection<KnownVideo>> {
  return pagedConnection(page, stream.videos.list(libraryId, filters), (video) => video);
}

export function collectionPage(
  stream: StreamClient,
  libraryId: number,
  { page, filters }: CollectionPageRequest,
): Promise<Connection<KnownCollection>> {
  return pagedConnection(page, stream.collections.list(libraryId, filters), (collection) => collection);
}
