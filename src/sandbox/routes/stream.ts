import { accessKey, libraryKey } from '../auth.js';
import { setThumbnail } from '../stream.js';
import { getVideoLibrary, listVideoLibraries, removeBlockedReferrer } from '../videoLibraries.js';
import { getVideoStatistics } from '../videoStatistics.js';
import { getVideo, listVideos } from '../videos.js';
import type { Route } from '../router.js';
import { THUMBNAIL_BODY_LIMIT, libraryUnauthorized, noBody, route } from './route.js';

/** Core API (core-api.json): video libraries; Stream (stream-api.json): videos, authenticated with the library's own key (the read-only one opens the reads). */
export const routes: readonly Route[] = [
  route('api', 'POST', '/videolibrary/{id:int64}/removeBlockedReferrer', accessKey(noBody), removeBlockedReferrer),
  route('api', 'GET', '/videolibrary/{id:int64}', accessKey(libraryUnauthorized), getVideoLibrary),
  route('api', 'GET', '/videolibrary', accessKey(noBody), listVideoLibraries),
  route('video', 'GET', '/library/{libraryId:int64}/videos', libraryKey('libraryId', 'read'), listVideos),
  route('video', 'GET', '/library/{libraryId:int64}/videos/{videoId}', libraryKey('libraryId', 'read'), getVideo),
  route('video', 'GET', '/library/{libraryId:int64}/statistics', libraryKey('libraryId', 'read'), getVideoStatistics),
  route(
    'video',
    'POST',
    '/library/{libraryId:int64}/videos/{videoId}/thumbnail',
    libraryKey('libraryId'),
    setThumbnail,
    THUMBNAIL_BODY_LIMIT,
  ),
];
