import { statusModel } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { positiveQuery } from '../core/pagination.js';
import { stringParam, type HandlerContext } from '../router.js';
import { videoModel } from './videoModel.js';
import type { Video, VideoLibrary } from './videoState.js';

/**
 * Stream API reads (video host), consistent with the state: a thumbnail set is the video's `thumbnailUrl` in the
 * next read. The library comes from the key that authenticated the request (the read-only key does for these).
 */

const MAX_ITEMS_PER_PAGE = 1000;

/** A page of `items` in Stream's `{ totalItems, currentPage, itemsPerPage, items }`, or the 400 of a bad page. */
export function streamPage(context: HandlerContext, items: readonly unknown[]): Reply {
  const page = positiveQuery(context, 'page', 1);
  const itemsPerPage = positiveQuery(context, 'itemsPerPage', 100);
  if (page === null) return statusModel(400, 'The page must be a positive integer.');
  if (itemsPerPage === null || itemsPerPage > MAX_ITEMS_PER_PAGE)
    return statusModel(400, `The itemsPerPage must be between 1 and ${MAX_ITEMS_PER_PAGE}.`);
  const start = (page - 1) * itemsPerPage;
  return json(200, {
    totalItems: items.length,
    currentPage: page,
    itemsPerPage,
    items: items.slice(start, start + itemsPerPage),
  });
}

/** GET /library/{libraryId}/videos: newest first by default. */
export function listVideos(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  return streamPage(
    context,
    matching(context, library).map((video) => videoModel(library, video)),
  );
}

/** The video of the path in the authenticated library, or undefined. */
export function videoOf(context: HandlerContext): Video | undefined {
  return context.library?.videos.get(stringParam(context, 'videoId').toLowerCase());
}

/** GET /library/{libraryId}/videos/{videoId}; an unknown video answers 404 with no body, as documented. */
export function getVideo(context: HandlerContext): Reply {
  const library = context.library;
  const video = videoOf(context);
  return library && video ? json(200, videoModel(library, video)) : empty(404);
}

/** bunny.net's filters: `search` in the title (ignoring case), `collection` exactly, `orderBy` date or title. */
function matching(context: HandlerContext, library: VideoLibrary): Video[] {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const collection = context.query.get('collection') ?? '';
  const byTitle = context.query.get('orderBy')?.toLowerCase() === 'title';
  return [...library.videos.values()]
    .filter((video) => term === '' || video.title.toLowerCase().includes(term))
    .filter((video) => collection === '' || video.collectionId === collection)
    .sort((a, b) => (byTitle ? a.title.localeCompare(b.title) : b.dateUploaded.getTime() - a.dateUploaded.getTime()));
}
