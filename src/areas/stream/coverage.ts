import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * Stream's operations (src/areas/shared/coverage.ts): the Video Library management of the core API (core-api.json,
 * on the api host) and the videos of stream-api.json (on the video host).
 */

const core = operationsOf('core-api');
const stream = operationsOf('stream-api');
const LIBRARIES_NOT_YET = 'not yet in the graph (issue 25)';
const VIDEOS_NOT_YET = 'not yet in the graph (issue 27)';

export const streamCoverage: readonly CoverageEntry[] = [
  // Video Libraries (core-api.json)
  core.reachedBy('GET /videolibrary', 'Query.videoLibraries'),
  core.leftOut('POST /videolibrary', LIBRARIES_NOT_YET),
  core.reachedBy('GET /videolibrary/{id}', 'Query.videoLibrary', 'Video.library'),
  core.leftOut('POST /videolibrary/{id}', LIBRARIES_NOT_YET),
  core.leftOut('DELETE /videolibrary/{id}', LIBRARIES_NOT_YET),
  core.leftOut('GET /videolibrary/languages', LIBRARIES_NOT_YET),
  core.leftOut('POST /videolibrary/{id}/addAllowedReferrer', LIBRARIES_NOT_YET),
  core.leftOut('POST /videolibrary/{id}/removeAllowedReferrer', LIBRARIES_NOT_YET),
  core.leftOut('POST /videolibrary/{id}/addBlockedReferrer', LIBRARIES_NOT_YET),
  core.reachedBy('POST /videolibrary/{id}/removeBlockedReferrer', 'Mutation.removeBlockedReferrer'),
  core.leftOut('PUT /videolibrary/{id}/watermark', LIBRARIES_NOT_YET),
  core.leftOut('DELETE /videolibrary/{id}/watermark', LIBRARIES_NOT_YET),
  core.leftOut('PUT /videolibrary/{id}/live/thumbnail', LIBRARIES_NOT_YET),
  core.leftOut('DELETE /videolibrary/{id}/live/thumbnail', LIBRARIES_NOT_YET),
  core.leftOut('PUT /videolibrary/{id}/live/watermark', LIBRARIES_NOT_YET),
  core.leftOut('DELETE /videolibrary/{id}/live/watermark', LIBRARIES_NOT_YET),
  core.leftOut('POST /videolibrary/{id}/resetApiKey', LIBRARIES_NOT_YET),
  core.leftOut('POST /videolibrary/{id}/resetReadOnlyApiKey', LIBRARIES_NOT_YET),
  core.leftOut('GET /videolibrary/{id}/transcribing/statistics', LIBRARIES_NOT_YET),
  core.leftOut('GET /videolibrary/{id}/drm/statistics', LIBRARIES_NOT_YET),

  // Videos (stream-api.json)
  stream.reachedBy('GET /library/{libraryId}/videos', 'Query.videos', 'VideoLibrary.videos'),
  stream.leftOut('POST /library/{libraryId}/videos', VIDEOS_NOT_YET),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}', 'Query.video'),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}', VIDEOS_NOT_YET),
  stream.leftOut('DELETE /library/{libraryId}/videos/{videoId}', VIDEOS_NOT_YET),
  stream.leftOut('PUT /library/{libraryId}/videos/{videoId}', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/fetch', VIDEOS_NOT_YET),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/thumbnail', 'Mutation.setVideoThumbnail'),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/reencode', VIDEOS_NOT_YET),
  stream.leftOut('PUT /library/{libraryId}/videos/{videoId}/outputs/{outputCodecId}', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/repackage', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/smart', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/transcribe', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/captions/{srclang}', VIDEOS_NOT_YET),
  stream.leftOut('DELETE /library/{libraryId}/videos/{videoId}/captions/{srclang}', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/videos/{videoId}/resolutions', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/videos/{videoId}/resolutions/cleanup', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/videos/{videoId}/storage', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/videos/{videoId}/heatmap', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/videos/{videoId}/play', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/videos/{videoId}/play/heatmap', VIDEOS_NOT_YET),
  stream.reachedBy('GET /library/{libraryId}/statistics', 'VideoLibrary.statistics'),

  // Collections and oEmbed (stream-api.json)
  stream.leftOut('GET /library/{libraryId}/collections', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/collections', VIDEOS_NOT_YET),
  stream.leftOut('GET /library/{libraryId}/collections/{collectionId}', VIDEOS_NOT_YET),
  stream.leftOut('POST /library/{libraryId}/collections/{collectionId}', VIDEOS_NOT_YET),
  stream.leftOut('DELETE /library/{libraryId}/collections/{collectionId}', VIDEOS_NOT_YET),
  stream.leftOut('GET /OEmbed', VIDEOS_NOT_YET),
];
