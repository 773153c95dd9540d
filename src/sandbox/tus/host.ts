import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerValue } from '../core/http.js';
import type { World } from '../server.js';
import { acceptVideoFile } from '../stream/videoWrites.js';
import { type Refusal, type SignedFor, signedVideo } from './signature.js';

/**
 * bunny.net's TUS endpoint (`{video_url}/tusupload`, https://docs.bunny.net/reference/tus-resumable-uploads), TUS 1.0.0
 * core plus the creation extension (https://tus.io/protocols/resumable-upload): POST creates an upload for a signed
 * video, HEAD tells its offset, PATCH appends bytes from that offset. Bytes are kept as they arrive, so a PATCH cut
 * mid-way leaves its offset where it stopped and the client resumes from there. The last byte makes the file the
 * video's upload: Uploaded, then encoded over a few seconds (live/encoding.ts). Every request carries the signature
 * headers; none carries a key.
 */

export const TUS_PATH = '/tusupload';
/** The largest upload the sandbox keeps (in memory). */
export const MAX_TUS_BYTES = 256 * 1024 * 1024;
const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' };
/** What a browser on another origin may send and read (the browser check uploads from a page). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, HEAD, PATCH, OPTIONS',
  'Access-Control-Allow-Headers':
    'Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset, Content-Type, AuthorizationSignature, AuthorizationExpire, VideoId, LibraryId',
  'Access-Control-Expose-Headers': 'Location, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Version, Tus-Extension',
};

interface TusUpload {
  readonly signed: SignedFor;
  readonly length: number;
  readonly chunks: Buffer[];
  offset: number;
  /** A PATCH is writing: a second one at the same time is refused (409), as the protocol allows. */
  busy: boolean;
}

const REFUSALS: Record<Refusal, [number, string]> = {
  missing: [401, 'AuthorizationSignature, AuthorizationExpire, VideoId and LibraryId are required.'],
  expired: [401, 'The authorization signature has expired.'],
  forged: [401, 'The authorization signature is not valid.'],
};

function reply(response: ServerResponse, status: number, headers: Record<string, string> = {}, text = ''): void {
  response.writeHead(status, {
    ...CORS,
    ...TUS_HEADERS,
    ...headers,
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

/** The TUS handler of one sandbox: its uploads live as long as the sandbox. Answers false for other paths. */
export function tusHost(world: World): (request: IncomingMessage, response: ServerResponse) => boolean {
  const uploads = new Map<string, TusUpload>();
  return (request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    if (path !== TUS_PATH && !path.startsWith(`${TUS_PATH}/`)) return false;
    const method = request.method ?? 'GET';
    if (world.recordRequests)
      world.requests.push({
        host: 'video',
        method,
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.alloc(0),
      });
    if (method === 'OPTIONS') {
      reply(response, 204, {
        'Tus-Version': '1.0.0',
        'Tus-Extension': 'creation',
        'Tus-Max-Size': String(MAX_TUS_BYTES),
      });
      return true;
    }
    if (headerValue(request.headers, 'Tus-Resumable') !== '1.0.0') {
      request.resume();
      reply(response, 412, { 'Tus-Version': '1.0.0' });
      return true;
    }
    const signed = signedVideo(world, request.headers);
    if (typeof signed === 'string') {
      request.resume();
      const [status, message] = REFUSALS[signed];
      reply(response, status, { 'Content-Type': 'text/plain' }, message);
      return true;
    }
    if (path === TUS_PATH && method === 'POST') create(uploads, signed, request, response);
    else {
      const upload = uploads.get(path.slice(TUS_PATH.length + 1));
      // An upload answers only to the signature of its own video: another video's signature cannot read or write it.
      if (upload === undefined || upload.signed.video !== signed.video) {
        request.resume();
        reply(response, 404);
      } else if (method === 'HEAD') {
        const sizes = { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) };
        reply(response, 200, { ...sizes, 'Cache-Control': 'no-store' });
      } else if (method === 'PATCH') patch(upload, request, response);
      else {
        request.resume();
        reply(response, 405);
      }
    }
    return true;
  };
}

/** Why a new upload cannot be made: a missing or too large `Upload-Length`, or a video that has its file. */
function creationProblem(length: string, signed: SignedFor): [number, string] | undefined {
  if (!/^\d{1,15}$/.test(length) || Number(length) === 0) return [400, 'Upload-Length is required.'];
  if (Number(length) > MAX_TUS_BYTES) return [413, 'The file is too large.'];
  if (signed.video.original !== null) return [409, 'The video already has a file.'];
  return undefined;
}

/** POST: a new upload of `Upload-Length` bytes for the signed video, which must have no file yet. */
function create(
  uploads: Map<string, TusUpload>,
  signed: SignedFor,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  request.resume();
  const length = headerValue(request.headers, 'Upload-Length') ?? '';
  const problem = creationProblem(length, signed);
  if (problem) {
    reply(response, problem[0], {}, problem[1]);
    return;
  }
  const id = randomUUID();
  uploads.set(id, { signed, length: Number(length), chunks: [], offset: 0, busy: false });
  reply(response, 201, { Location: `${TUS_PATH}/${id}`, 'Upload-Offset': '0' });
}

/** PATCH: bytes appended from `Upload-Offset`, kept as they arrive; a cut connection keeps what came. */
function patch(upload: TusUpload, request: IncomingMessage, response: ServerResponse): void {
  const wrongType = headerValue(request.headers, 'Content-Type') !== 'application/offset+octet-stream';
  if (wrongType || upload.busy || headerValue(request.headers, 'Upload-Offset') !== String(upload.offset)) {
    request.resume();
    reply(response, wrongType ? 415 : 409, wrongType ? {} : { 'Upload-Offset': String(upload.offset) });
    return;
  }
  upload.busy = true;
  let tooLong = false;
  request.on('data', (chunk: Buffer) => {
    if (tooLong || upload.offset + chunk.length > upload.length) {
      tooLong = true;
      return;
    }
    upload.chunks.push(chunk);
    upload.offset += chunk.length;
  });
  request.once('close', () => {
    upload.busy = false;
  });
  request.once('end', () => {
    upload.busy = false;
    if (tooLong) reply(response, 400, {}, 'The body goes past Upload-Length.');
    else {
      if (upload.offset === upload.length) finish(upload);
      reply(response, 204, { 'Upload-Offset': String(upload.offset) });
    }
  });
}

/** The last byte: the file becomes the video's upload, unless another upload of the same video finished first. */
function finish(upload: TusUpload): void {
  const { library, video } = upload.signed;
  if (video.original !== null || library.videos.get(video.guid) !== video) return;
  acceptVideoFile(library, video, Buffer.concat(upload.chunks));
}
