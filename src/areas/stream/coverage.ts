import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * Stream's operations (src/areas/shared/coverage.ts): the Video Library management of the core API (core-api.json,
 * on the api host) and the videos and collections of stream-api.json (on the video host). Every one is reached.
 */

const core = operationsOf('core-api');
const stream = operationsOf('stream-api');
/** The payloads that read the changed library again when selected, one per mutation. */
const LIBRARY_PAYLOADS = [
  'AddVideoLibraryAllowedReferrerPayload',
  'RemoveVideoLibraryAllowedReferrerPayload',
  'AddVideoLibraryBlockedReferrerPayload',
  'RemoveVideoLibraryBlockedReferrerPayload',
  'SetVideoLibraryImagePayload',
  'RemoveVideoLibraryImagePayload',
  'ResetVideoLibraryApiKeyPayload',
  'DeleteVideoPayload',
  'FetchVideoPayload',
  'DeleteVideoCollectionPayload',
].map((payload) => `${payload}.videoLibrary` as const);
/** The payloads that read the changed video again when selected, one per mutation. */
const VIDEO_PAYLOADS = [
  'SetVideoThumbnailPayload',
  'UpdateVideoPayload',
  'UploadVideoPayload',
  'TranscribeVideoPayload',
  'TriggerVideoSmartActionsPayload',
  'CleanUpVideoResolutionsPayload',
  'AddVideoCaptionPayload',
  'RemoveVideoCaptionPayload',
].map((payload) => `${payload}.video` as const);

export const streamCoverage: readonly CoverageEntry[] = [
  // Video Libraries (core-api.json)
  core.reachedBy('GET /videolibrary', 'Query.videoLibraries'),
  core.reachedBy('POST /videolibrary', 'Mutation.createVideoLibrary'),
  core.reachedBy(
    'GET /videolibrary/{id}',
    'Query.videoLibrary',
    'Video.library',
    'VideoCollection.library',
    ...LIBRARY_PAYLOADS,
  ),
  core.reachedBy('POST /videolibrary/{id}', 'Mutation.updateVideoLibrary'),
  core.reachedBy('DELETE /videolibrary/{id}', 'Mutation.deleteVideoLibrary'),
  core.reachedBy('GET /videolibrary/languages', 'Query.videoLibraryLanguages'),
  core.reachedBy('POST /videolibrary/{id}/addAllowedReferrer', 'Mutation.addVideoLibraryAllowedReferrer'),
  core.reachedBy('POST /videolibrary/{id}/removeAllowedReferrer', 'Mutation.removeVideoLibraryAllowedReferrer'),
  core.reachedBy('POST /videolibrary/{id}/addBlockedReferrer', 'Mutation.addVideoLibraryBlockedReferrer'),
  core.reachedBy('POST /videolibrary/{id}/removeBlockedReferrer', 'Mutation.removeVideoLibraryBlockedReferrer'),
  core.reachedBy('PUT /videolibrary/{id}/watermark', 'Mutation.setVideoLibraryImage'),
  core.reachedBy('DELETE /videolibrary/{id}/watermark', 'Mutation.removeVideoLibraryImage'),
  core.reachedBy('PUT /videolibrary/{id}/live/thumbnail', 'Mutation.setVideoLibraryImage'),
  core.reachedBy('DELETE /videolibrary/{id}/live/thumbnail', 'Mutation.removeVideoLibraryImage'),
  core.reachedBy('PUT /videolibrary/{id}/live/watermark', 'Mutation.setVideoLibraryImage'),
  core.reachedBy('DELETE /videolibrary/{id}/live/watermark', 'Mutation.removeVideoLibraryImage'),
  core.reachedBy('POST /videolibrary/{id}/resetApiKey', 'Mutation.resetVideoLibraryApiKey'),
  core.reachedBy('POST /videolibrary/{id}/resetReadOnlyApiKey', 'Mutation.resetVideoLibraryApiKey'),
  core.reachedBy('GET /videolibrary/{id}/transcribing/statistics', 'VideoLibrary.transcribingStatistics'),
  core.reachedBy('GET /videolibrary/{id}/drm/statistics', 'VideoLibrary.drmStatistics'),

  // Videos (stream-api.json)
  stream.reachedBy('GET /library/{libraryId}/videos', 'Query.videos', 'VideoLibrary.videos', 'VideoCollection.videos'),
  stream.reachedBy('POST /library/{libraryId}/videos', 'Mutation.createVideo'),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}', 'Query.video', ...VIDEO_PAYLOADS),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}', 'Mutation.updateVideo'),
  stream.reachedBy('DELETE /library/{libraryId}/videos/{videoId}', 'Mutation.deleteVideo'),
  stream.reachedBy('PUT /library/{libraryId}/videos/{videoId}', 'Mutation.uploadVideo'),
  stream.reachedBy('POST /library/{libraryId}/videos/fetch', 'Mutation.fetchVideo'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/thumbnail', 'Mutation.setVideoThumbnail'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/reencode', 'Mutation.reencodeVideo'),
  stream.reachedBy('PUT /library/{libraryId}/videos/{videoId}/outputs/{outputCodecId}', 'Mutation.addVideoOutputCodec'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/repackage', 'Mutation.repackageVideo'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/smart', 'Mutation.triggerVideoSmartActions'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/transcribe', 'Mutation.transcribeVideo'),
  stream.reachedBy('POST /library/{libraryId}/videos/{videoId}/captions/{srclang}', 'Mutation.addVideoCaption'),
  stream.reachedBy('DELETE /library/{libraryId}/videos/{videoId}/captions/{srclang}', 'Mutation.removeVideoCaption'),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}/resolutions', 'Video.resolutions'),
  stream.reachedBy(
    'POST /library/{libraryId}/videos/{videoId}/resolutions/cleanup',
    'Mutation.cleanUpVideoResolutions',
  ),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}/storage', 'Video.storage'),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}/heatmap', 'Video.heatmap'),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}/play', 'Video.playData'),
  stream.reachedBy('GET /library/{libraryId}/videos/{videoId}/play/heatmap', 'Video.heatmapPlayData'),
  stream.reachedBy('GET /library/{libraryId}/statistics', 'VideoLibrary.statistics'),

  // Collections and oEmbed (stream-api.json)
  stream.reachedBy('GET /library/{libraryId}/collections', 'VideoLibrary.collections'),
  stream.reachedBy('POST /library/{libraryId}/collections', 'Mutation.createVideoCollection'),
  stream.reachedBy(
    'GET /library/{libraryId}/collections/{collectionId}',
    'Query.videoCollection',
    'Video.collection',
    'UpdateVideoCollectionPayload.collection',
  ),
  stream.reachedBy('POST /library/{libraryId}/collections/{collectionId}', 'Mutation.updateVideoCollection'),
  stream.reachedBy('DELETE /library/{libraryId}/collections/{collectionId}', 'Mutation.deleteVideoCollection'),
  stream.reachedBy('GET /OEmbed', 'Query.videoOEmbed'),
];
