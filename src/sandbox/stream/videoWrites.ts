import { createHash } from 'node:crypto';
import { statusModel } from '../core/errors.js';
import { UNREACHABLE_THUMBNAIL_HOST } from '../fixtures.js';
import { encodeOverTime } from '../live/encoding.js';
import { empty, json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { uuidFrom } from '../core/random.js';
import type { HandlerContext } from '../router.js';
import { commaQuery, httpUrlOf } from './query.js';
import { settingOf } from './videoLibraryModel.js';
import { videoModel } from './videoModel.js';
import { videoOf } from './videos.js';
import type { Chapter, MetaTag, Moment, Video, VideoLibrary } from './videoState.js';

/**
 * The Stream API's writes of videos (video host, the library's full key): create, update, delete, the file's upload
 * and a fetch from a URL (recorded, never fetched: the host unreachable.example stands for a dead origin).
 */

/** A new video of the library, without a file (status 0, Created). */
function newVideo(context: HandlerContext, library: VideoLibrary, title: string, collectionId: string | null): Video {
  library.created += 1;
  const guid = uuidFrom(`created-video:${library.id}:${library.created}:${context.account.id}`);
  const video: Video = {
    guid,
    title,
    dateUploaded: context.now,
    length: 0,
    status: 0,
    views: 0,
    storageSize: 0,
    collectionId,
    resolutions: [],
    outputCodecs: [],
    captions: new Map(),
    chapters: [],
    moments: [],
    metaTags: [],
    original: null,
    hasOriginal: false,
    smartGenerateStatus: null,
    transcribed: [],
  };
  library.videos.set(guid, video);
  return video;
}

/** A collection id of the body or query: absent, or one the library has. */
function collectionIn(library: VideoLibrary, value: unknown): string | null | 'unknown' {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && library.collections.has(value) ? value : 'unknown';
}

/** POST /library/{libraryId}/videos, body `{ title, collectionId?, thumbnailTime? }`: 200 with the new VideoModel. */
export function createVideo(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  const body = parseJsonObject(context.body);
  const title = body?.['title'];
  if (typeof title !== 'string' || title.trim() === '') return statusModel(400, 'The title field is required.');
  const collectionId = collectionIn(library, body?.['collectionId']);
  if (collectionId === 'unknown') return statusModel(400, 'The collection does not exist.');
  return json(200, videoModel(library, newVideo(context, library, title, collectionId)));
}

/** POST /library/{libraryId}/videos/{videoId}: the fields given change (lists replace the old ones). */
export function updateVideo(context: HandlerContext): Reply {
  const library = context.library;
  const video = videoOf(context);
  if (!library || !video) return empty(404);
  const body = parseJsonObject(context.body);
  if (!body) return statusModel(400, 'The body must be a JSON object.');
  const collectionId = collectionIn(library, body['collectionId']);
  if (collectionId === 'unknown') return statusModel(400, 'The collection does not exist.');
  if (typeof body['title'] === 'string' && body['title'].trim() !== '') video.title = body['title'];
  if (body['collectionId'] !== undefined && body['collectionId'] !== null) video.collectionId = collectionId;
  if (Array.isArray(body['chapters'])) video.chapters = listOf<Chapter>(body['chapters'], ['title', 'start', 'end']);
  if (Array.isArray(body['moments'])) video.moments = listOf<Moment>(body['moments'], ['label', 'timestamp']);
  if (Array.isArray(body['metaTags'])) video.metaTags = listOf<MetaTag>(body['metaTags'], ['property', 'value']);
  return statusModel(200, 'OK');
}

function listOf<T>(items: unknown[], keys: readonly string[]): T[] {
  return items
    .filter(isJsonObject)
    .map((item: JsonObject) => Object.fromEntries(keys.map((key) => [key, item[key] ?? null])) as T);
}

/** DELETE /library/{libraryId}/videos/{videoId}. */
export function deleteVideo(context: HandlerContext): Reply {
  const video = videoOf(context);
  if (!context.library || !video) return empty(404);
  context.library.videos.delete(video.guid);
  context.library.storageUsage = Math.max(0, context.library.storageUsage - video.storageSize);
  return statusModel(200, 'OK');
}

/**
 * PUT /library/{libraryId}/videos/{videoId}: the file is the raw body (its size and SHA-256 are kept). A video has
 * one file: a second upload, or an empty body, is a 400 with no body, as documented. The video is then Uploaded (1),
 * to be encoded in the resolutions and codecs of the query, or of its library, over a few seconds (live/encoding.ts).
 */
export function uploadVideo(context: HandlerContext): Reply {
  const library = context.library;
  const video = videoOf(context);
  if (!library || !video) return empty(404);
  if (video.original !== null || context.body.length === 0) return empty(400);
  received(video, context.body);
  video.resolutions = commaQuery(context, 'enabledResolutions') ?? commaSetting(library, 'EnabledResolutions');
  video.outputCodecs = commaQuery(context, 'enabledOutputCodecs') ?? commaSetting(library, 'OutputCodecs');
  library.storageUsage += video.storageSize;
  encodeOverTime(library, video);
  return statusModel(200, 'OK');
}

function received(video: Video, file: Buffer): void {
  video.original = { size: file.length, sha256: createHash('sha256').update(file).digest('hex') };
  video.hasOriginal = true;
  video.status = 1;
  video.storageSize = file.length;
}

function commaSetting(library: VideoLibrary, name: string): string[] {
  const value = settingOf(library, name);
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/**
 * POST /library/{libraryId}/videos/fetch?collectionId=&thumbnailTime=, body `{ url, headers?, title? }`: a new video
 * whose file bunny.net will fetch. The sandbox never fetches: the video is Uploaded at once, with a made-up file.
 */
export function fetchVideo(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  const body = parseJsonObject(context.body);
  const url = httpUrlOf(body?.['url']);
  if (!url) return statusModel(400, 'The url must be an absolute http or https URL.');
  if (url.hostname === UNREACHABLE_THUMBNAIL_HOST)
    return statusModel(422, `Unable to fetch the video from ${url.host}.`);
  const collectionId = collectionIn(library, context.query.get('collectionId'));
  if (collectionId === 'unknown') return statusModel(400, 'The collection does not exist.');
  const named = typeof body?.['title'] === 'string' && body['title'].trim() !== '' ? body['title'] : undefined;
  const video = newVideo(context, library, named ?? (url.pathname.split('/').pop() || url.hostname), collectionId);
  received(video, Buffer.from(url.href));
  video.resolutions = commaSetting(library, 'EnabledResolutions');
  video.outputCodecs = commaSetting(library, 'OutputCodecs');
  return statusModel(200, 'OK');
}

/**
 * A whole file received for a video by other means than its PUT (the last byte of a TUS upload, sandbox/tus/): the
 * video is Uploaded and encoded in its library's resolutions and codecs, as after an upload.
 */
export function acceptVideoFile(library: VideoLibrary, video: Video, file: Buffer): void {
  received(video, file);
  video.resolutions = commaSetting(library, 'EnabledResolutions');
  video.outputCodecs = commaSetting(library, 'OutputCodecs');
  library.storageUsage += video.storageSize;
  encodeOverTime(library, video);
}
