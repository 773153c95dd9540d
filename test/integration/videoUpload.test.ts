import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { inHalves, sendMultipart, type MultipartUpload } from '../support/multipartUpload.js';
import { until } from '../support/until.js';

/**
 * A video file is streamed like a thumbnail: bunny.net receives its first bytes while the caller is still sending the
 * rest, with the encoding options in the query; a file over MAX_UPLOAD_BYTES cuts the upstream request off rather than
 * leaving bunny.net a partial video.
 */

const MUTATION = `mutation ($f: File!) { uploadVideo(input: { videoLibraryId: 3001, videoId: "vid-1", file: $f, options: { enabledResolutions: ["720p"], generateChapters: true } }) { clientMutationId } }`;
const BOUNDARY = 'video-upload-boundary';
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

interface VideoHost {
  url: string;
  received: number;
  urls: string[];
  completed: Buffer[];
  aborted: number;
  close(): Promise<void>;
}

async function startVideoHost(): Promise<VideoHost> {
  const host = { received: 0, urls: [] as string[], completed: [] as Buffer[], aborted: 0 };
  const server: Server = createServer((req, res) => {
    host.urls.push(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      host.received += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      host.completed.push(Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: 'OK', statusCode: 200 }));
    });
    req.on('aborted', () => (host.aborted += 1));
    req.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(host, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const UPLOAD: MultipartUpload = {
  boundary: BOUNDARY,
  mutation: MUTATION,
  fileName: 'clip.mp4',
  contentType: 'video/mp4',
  libraryKey: 'library-key',
};

/** Sends the multipart body by hand: the first half of the file, then (after `between`) the rest. */
const sendUpload = async (url: string, file: Buffer, between: () => Promise<void>) =>
  (await sendMultipart(url, UPLOAD, file, inHalves(file, between))).body;

let video: VideoHost;
let gw: TestGateway;

beforeAll(async () => {
  video = await startVideoHost();
  gw = await startGateway({
    BUNNY_VIDEO_URL: video.url,
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    RETRY_MAX: '0',
  });
});
afterAll(async () => {
  await gw.close();
  await video.close();
});
beforeEach(() => {
  Object.assign(video, { received: 0, urls: [], completed: [], aborted: 0 });
});

describe('streamed video uploads', () => {
  it('reach bunny.net while the caller is still sending, intact, with the encoding options in the query', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < file.length; i += 1) file[i] = (i * 13) % 251;
    const body = await sendUpload(gw.url, file, () =>
      until(() => video.received >= 512 * 1024, 5_000, 'bunny.net received the first half'),
    );
    expect(body).toEqual({ data: { uploadVideo: { clientMutationId: null } } });
    expect(video.completed).toHaveLength(1);
    expect(video.completed[0]?.equals(file)).toBe(true);
    expect(video.urls).toEqual(['/library/3001/videos/vid-1?enabledResolutions=720p&generateChapters=true']);
  });

  it('a file over MAX_UPLOAD_BYTES fails the field naming file, and the upstream request is cut off', async () => {
    const file = Buffer.alloc(MAX_UPLOAD_BYTES + 50 * 1024, 1);
    const body = await sendUpload(gw.url, file, () =>
      until(() => video.received > 0, 5_000, 'bunny.net received the start'),
    );
    expect(body.data).toEqual({ uploadVideo: null });
    expect(body.errors?.[0]).toMatchObject({
      message: `The file is larger than ${MAX_UPLOAD_BYTES} bytes.`,
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.file' },
    });
    await until(() => video.aborted === 1, 5_000, 'the upstream request was aborted');
    expect(video.completed).toHaveLength(0);
    expect(video.received).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
  });
});
