import { createHash } from 'node:crypto';
import { statusModel } from '../core/errors.js';
import { empty, headerValue, type Reply } from '../core/http.js';
import { stringParam, type HandlerContext } from '../router.js';
import { httpUrlOf } from './query.js';
import { UNREACHABLE_THUMBNAIL_HOST } from '../seed.js';

/** Stream API (video host). The library comes from the key that authenticated the request. */

/**
 * POST /library/{libraryId}/videos/{videoId}/thumbnail. The image is the raw body; without a
 * body, the thumbnailUrl query parameter names an image to fetch. The sandbox never fetches
 * anything: it records the URL, and the host unreachable.example stands for a dead origin.
 */
export function setThumbnail(context: HandlerContext): Reply {
  const video = context.library?.videos.get(stringParam(context, 'videoId').toLowerCase());
  if (!video) return empty(404);

  if (context.body.length > 0) {
    video.thumbnail = {
      source: 'upload',
      size: context.body.length,
      sha256: createHash('sha256').update(context.body).digest('hex'),
      contentType: headerValue(context.headers, 'Content-Type') ?? 'application/octet-stream',
      setAt: context.now,
    };
    return statusModel(200, 'OK');
  }

  const thumbnailUrl = context.query.get('thumbnailUrl');
  if (thumbnailUrl === null || thumbnailUrl.trim() === '') {
    return statusModel(400, 'Upload the thumbnail as the request body or pass thumbnailUrl.');
  }
  const url = httpUrlOf(thumbnailUrl);
  if (!url) return statusModel(400, 'The thumbnailUrl must be an absolute http or https URL.');
  if (url.hostname === UNREACHABLE_THUMBNAIL_HOST)
    return statusModel(422, `Unable to fetch the thumbnail from ${url.host}.`);
  video.thumbnail = { source: 'url', url: url.href, setAt: context.now };
  return statusModel(200, 'OK');
}
