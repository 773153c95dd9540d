import { accessKey, libraryKey } from '../core/auth.js';
import { createCollection, deleteCollection, getCollection, listCollections, updateCollection } from './collections.js';
import {
  deleteImage,
  drmStatistics,
  listLanguages,
  putImage,
  resetKey,
  transcribingStatistics,
} from './libraryExtras.js';
import {
  addAllowedReferrer,
  addBlockedReferrer,
  removeAllowedReferrer,
  removeBlockedReferrer,
} from './libraryReferrers.js';
import type { Route } from '../router.js';
import { setThumbnail } from './thumbnails.js';
import { libraryOrAccountKey } from './auth.js';
import {
  createVideoLibrary,
  deleteVideoLibrary,
  getVideoLibrary,
  listVideoLibraries,
  updateVideoLibrary,
} from './videoLibraries.js';
import {
  addCaption,
  addOutputCodec,
  cleanUpResolutions,
  deleteCaption,
  reencodeVideo,
  repackageVideo,
  smartActions,
  transcribeVideo,
} from './videoActions.js';
import { getHeatmap, getOEmbed, getPlayData, getResolutions, getStorage } from './videoDetails.js';
import { getVideoStatistics } from './videoStatistics.js';
import { getVideo, listVideos } from './videos.js';
import { createVideo, deleteVideo, fetchVideo, updateVideo, uploadVideo } from './videoWrites.js';
import { THUMBNAIL_BODY_LIMIT, libraryUnauthorized, noBody, route } from '../core/route.js';

/** bunny.net's limit of a live stream's thumbnail and watermark (core-api.json: "max 10 MB"). */
const LIVE_IMAGE_LIMIT = 10 * 1024 * 1024;
/** The sandbox keeps an uploaded video in memory while it hashes it: files for tests and demos, not films. */
const VIDEO_BODY_LIMIT = 64 * 1024 * 1024;

const api = (method: Route['method'], pattern: string, handle: Route['handle'], bodyLimit?: number) =>
  route('api', method, pattern, accessKey(noBody), handle, bodyLimit);
const read = (pattern: string, handle: Route['handle']) =>
  route('video', 'GET', pattern, libraryKey('libraryId', 'read'), handle);
const write = (method: Route['method'], pattern: string, handle: Route['handle'], bodyLimit?: number) =>
  route('video', method, pattern, libraryKey('libraryId'), handle, bodyLimit);

const LIBRARY = '/videolibrary/{id:int64}';
const VIDEO = '/library/{libraryId:int64}/videos/{videoId}';
const COLLECTION = '/library/{libraryId:int64}/collections/{collectionId}';

/**
 * Core API (core-api.json): video libraries, with the account key; Stream (stream-api.json): videos and collections,
 * authenticated with the library's own key (the read-only one opens the reads).
 */
export const routes: readonly Route[] = [
  api('POST', `${LIBRARY}/removeBlockedReferrer`, removeBlockedReferrer),
  api('POST', `${LIBRARY}/addBlockedReferrer`, addBlockedReferrer),
  api('POST', `${LIBRARY}/removeAllowedReferrer`, removeAllowedReferrer),
  api('POST', `${LIBRARY}/addAllowedReferrer`, addAllowedReferrer),
  api('PUT', `${LIBRARY}/watermark`, putImage('watermark'), THUMBNAIL_BODY_LIMIT),
  api('DELETE', `${LIBRARY}/watermark`, deleteImage('watermark')),
  api('PUT', `${LIBRARY}/live/thumbnail`, putImage('liveThumbnail'), LIVE_IMAGE_LIMIT),
  api('DELETE', `${LIBRARY}/live/thumbnail`, deleteImage('liveThumbnail')),
  api('PUT', `${LIBRARY}/live/watermark`, putImage('liveWatermark'), LIVE_IMAGE_LIMIT),
  api('DELETE', `${LIBRARY}/live/watermark`, deleteImage('liveWatermark')),
  api('POST', `${LIBRARY}/resetApiKey`, resetKey('readWrite')),
  api('POST', `${LIBRARY}/resetReadOnlyApiKey`, resetKey('readOnly')),
  api('GET', `${LIBRARY}/transcribing/statistics`, transcribingStatistics),
  api('GET', `${LIBRARY}/drm/statistics`, drmStatistics),
  api('GET', '/videolibrary/languages', listLanguages),
  route('api', 'GET', LIBRARY, accessKey(libraryUnauthorized), getVideoLibrary),
  api('POST', LIBRARY, updateVideoLibrary),
  api('DELETE', LIBRARY, deleteVideoLibrary),
  api('GET', '/videolibrary', listVideoLibraries),
  api('POST', '/videolibrary', createVideoLibrary),

  read('/library/{libraryId:int64}/videos', listVideos),
  write('POST', '/library/{libraryId:int64}/videos', createVideo),
  write('POST', '/library/{libraryId:int64}/videos/fetch', fetchVideo),
  read(VIDEO, getVideo),
  write('POST', VIDEO, updateVideo),
  write('DELETE', VIDEO, deleteVideo),
  write('PUT', VIDEO, uploadVideo, VIDEO_BODY_LIMIT),
  write('POST', `${VIDEO}/thumbnail`, setThumbnail, THUMBNAIL_BODY_LIMIT),
  write('POST', `${VIDEO}/reencode`, reencodeVideo),
  write('PUT', `${VIDEO}/outputs/{outputCodecId:int32}`, addOutputCodec),
  write('POST', `${VIDEO}/repackage`, repackageVideo),
  write('POST', `${VIDEO}/transcribe`, transcribeVideo),
  write('POST', `${VIDEO}/smart`, smartActions),
  write('POST', `${VIDEO}/captions/{srclang}`, addCaption),
  write('DELETE', `${VIDEO}/captions/{srclang}`, deleteCaption),
  read(`${VIDEO}/resolutions`, getResolutions),
  write('POST', `${VIDEO}/resolutions/cleanup`, cleanUpResolutions),
  read(`${VIDEO}/storage`, getStorage),
  read(`${VIDEO}/heatmap`, getHeatmap),
  // Published without authentication; the sandbox finds the library by the read-only key the gateway sends.
  read(`${VIDEO}/play`, getPlayData),
  read(`${VIDEO}/play/heatmap`, getPlayData),
  read('/library/{libraryId:int64}/statistics', getVideoStatistics),
  read('/library/{libraryId:int64}/collections', listCollections),
  write('POST', '/library/{libraryId:int64}/collections', createCollection),
  read(COLLECTION, getCollection),
  write('POST', COLLECTION, updateCollection),
  write('DELETE', COLLECTION, deleteCollection),
  route('video', 'GET', '/OEmbed', libraryOrAccountKey(), getOEmbed),
];
