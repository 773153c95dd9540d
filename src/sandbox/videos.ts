import { statusModel } from './errors.js';
import { empty, json, type Reply } from './http.js';
import { positiveQuery } from './pagination.js';
import { stringParam, type HandlerContext } from './router.js';
import type { Video, VideoLibrary } from './state.js';

/**
 * Stream API reads (video host), consistent with the state: a thumbnail set is the video's `thumbnailUrl` in the
 * next read. The library comes from the key that authenticated the request (the read-only key does for these).
 */

const MAX_ITEMS_PER_PAGE = 1000;

/** GET /library/{libraryId}/videos: `{ totalItems, currentPage, itemsPerPage, items }`, newest first by default. */
export function listVideos(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  const page = positiveQuery(context, 'page', 1);
  const itemsPerPage = positiveQuery(context, 'itemsPerPage', 100);
  if (page === null) return statusModel(400, 'The page must be a positive integer.');
  if (itemsPerPage === null || itemsPerPage > MAX_ITEMS_PER_PAGE)
    return statusModel(400, `The itemsPerPage must be between 1 and ${MAX_ITEMS_PER_PAGE}.`);
  const videos = matching(context, library);
  const start = (page - 1) * itemsPerPage;
  return json(200, {
    totalItems: videos.length,
    currentPage: page,
    itemsPerPage,
    items: videos.slice(start, start + itemsPerPage).map((video) => videoModel(library, video)),
  });
}

/** GET /library/{libraryId}/videos/{videoId}; an unknown video answers 404 with no body, as documented. */
export function getVideo(context: HandlerContext): Reply {
  const library = context.library;
  const video = library?.videos.get(stringParam(context, 'videoId').toLowerCase());
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

/** VideoModel: the state's fields, and believable values for the rest of what a dashboard reads. */
function videoModel(library: VideoLibrary, video: Video): Record<string, unknown> {
  const finished = video.status === 4;
  const thumbnail = video.thumbnail?.source === 'url' ? video.thumbnail.url : null;
  return {
    videoLibraryId: library.id,
    guid: video.guid,
    title: video.title,
    description: null,
    dateUploaded: video.dateUploaded.toISOString(),
    views: video.views,
    isPublic: true,
    length: video.length,
    status: video.status,
    framerate: 30,
    rotation: 0,
    width: 1920,
    height: 1080,
    availableResolutions: finished ? '360p,720p,1080p' : '360p',
    outputCodecs: 'x264',
    thumbnailCount: finished ? 12 : 0,
    encodeProgress: finished ? 100 : 60,
    storageSize: video.storageSize,
    captions: [],
    hasMP4Fallback: true,
    collectionId: video.collectionId,
    thumbnailFileName: 'thumbnail.jpg',
    thumbnailUrl: thumbnail ?? `https://vz-${library.id}.b-cdn.net/${video.guid}/thumbnail.jpg`,
    thumbnailBlurhash: null,
    averageWatchTime: Math.min(video.length, 42),
    totalWatchTime: video.views * Math.min(video.length, 42),
    category: 'other',
    chapters: [],
    moments: [],
    metaTags: [],
    transcodingMessages: [],
    jitEncodingEnabled: false,
    smartGenerateStatus: null,
    smartGenerateFeaturesStatus: null,
    hasOriginal: true,
    originalHash: null,
    hasHighQualityPreview: false,
  };
}
