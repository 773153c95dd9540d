import type { RequestScope } from '../../request/scope.js';
import { badInput } from '../../errors/gatewayError.js';
import { SINGLE_BYTE_RANGE } from '../../upstream/request.js';
import type { Download, DownloadAnswer, DownloadRequest } from '../shared/download.js';
import { filePath, type Segments } from './paths.js';
import { zoneAccess } from './zoneAccess.js';

/**
 * `GET /downloads/storage-zones/{storageZoneId}/files/{path}`: a stored file's bytes, streamed from the zone's storage
 * host to the caller (http/downloadRoute.ts) with backpressure, never whole in memory, under the download deadlines and
 * the caller's download shares (a reader that stops is cut off after DOWNLOAD_IDLE_TIMEOUT_MS, and its connection to
 * bunny.net with it). The caller's `Range`, one byte range, goes to bunny.net and a 206's Content-Range comes back, so
 * downloads resume; a 416's comes back too (http/downloadRoute.ts), so resuming a file that is already whole ends there.
 * The path is read segment by segment, percent-decoded, and checked like the graph's `path` arguments before any call.
 */

const PREFIX = '/downloads/storage-zones/';
const PATTERN = /^\/downloads\/storage-zones\/(\d{1,16})\/files((?:\/[^/?#]+)+)$/;

export const storageFileDownloadPath = (storageZoneId: number, segments: Segments): string =>
  `${PREFIX}${storageZoneId}/files/${segments.map(encodeURIComponent).join('/')}`;

export const storageFileDownload: Download = {
  path: PATTERN,
  method: 'GET',
  open: (scope, request) => openFile(scope, request),
};

async function openFile(scope: RequestScope, { params, range }: DownloadRequest): Promise<DownloadAnswer> {
  const storageZoneId = Number(params[0]);
  if (!Number.isSafeInteger(storageZoneId) || storageZoneId < 1)
    throw badInput('storageFiles', 'storageZoneId', 'storageZoneId must be a positive id.');
  const segments = filePath('path', decodedPath(params[1] ?? ''));
  // The shape request.ts sends on, checked here so that a caller's mistake is a 400 before any call, not a guard's 500.
  if (range !== undefined && !SINGLE_BYTE_RANGE.test(range))
    throw badInput('storageFiles', 'Range', 'The Range header must be one byte range, such as bytes=1000-.');
  const zone = await scope.storageZones.loadStorageZone(storageZoneId);
  const answer = await scope.storageFiles.download(zoneAccess(zone, scope.credentials), segments, range);
  return {
    body: answer.body,
    contentType: answer.contentType ?? 'application/octet-stream',
    filename: segments[segments.length - 1] ?? 'file',
    status: answer.status,
    contentLength: answer.contentLength,
    contentRange: answer.contentRange,
    acceptRanges: answer.acceptRanges ?? 'bytes',
  };
}

/** `/a%20b/c.txt` as `/a b/c.txt`; a segment that is not valid percent-encoding is refused. */
function decodedPath(encoded: string): string {
  try {
    return encoded
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .map((segment) => (segment.includes('/') ? '\\' : segment))
      .join('/');
  } catch {
    throw badInput('storageFiles', 'path', 'The path must be percent-encoded UTF-8, one segment between slashes.');
  }
}
