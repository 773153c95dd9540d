import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY, startGateway, type TestGateway } from '../support/gateway.js';
import { sendMultipart, type MultipartUpload } from '../support/multipartUpload.js';

/**
 * Only bunny.net's failures count against bunny.net. A caller that trickles its thumbnail upload fails on the request
 * deadline, but that is its own slowness: the video host's circuit breaker stays closed and the next caller's read
 * is answered. An upload bunny.net itself stops taking still counts against it.
 */

const BOUNDARY = 'slow-upload-boundary';
const MUTATION =
  'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId } }';

/** The video host: reads uploads (or, when `stalled`, never reads them) and answers video reads. */
interface VideoHost {
  url: string;
  stalled: boolean;
  close(): Promise<void>;
}

async function startVideoHost(): Promise<VideoHost> {
  const host = { stalled: false };
  const server: Server = createServer((req, res) => {
    req.on('error', () => undefined);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ guid: 'vid-1', videoLibraryId: 3001, title: 'ok' }));
      return;
    }
    if (host.stalled) return req.pause();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: 'OK', statusCode: 200 }));
    });
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
  fileName: 't.png',
  contentType: 'image/png',
  libraryKey: 'library-key-00000001',
};

/** A multipart thumbnail upload whose file is `file`, written by `send` (all at once, or a byte at a time). */
const upload = async (url: string, file: Buffer, send: (write: (bytes: Buffer) => void) => Promise<void>) =>
  (await sendMultipart(url, UPLOAD, file, send)).body;

/** Writes one byte of `file` every `everyMs` until the response has come (the caller gives up with it). */
const trickle =
  (file: Buffer, everyMs: number, answered: () => boolean) =>
  async (write: (bytes: Buffer) => void): Promise<void> => {
    for (let i = 0; i < file.length && !answered(); i += 1) {
      write(file.subarray(i, i + 1));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };

let video: VideoHost;
/** Each test's own gateway, so that each starts with closed breakers. */
let gw: TestGateway;

beforeAll(async () => {
  video = await startVideoHost();
});
afterAll(async () => {
  await video.close();
});
beforeEach(async () => {
  video.stalled = false;
  gw = await startGateway({
    BUNNY_VIDEO_URL: video.url,
    BUNNY_API_URL: video.url,
    REQUEST_DEADLINE_MS: '1500',
    BREAKER_FAILURE_THRESHOLD: '2',
    BREAKER_COOLDOWN_MS: '60000',
    RETRY_MAX: '0',
  });
});
afterEach(async () => {
  await gw.close();
});

const readVideo = () =>
  gw.graphql('{ video(videoLibraryId: 3001, videoId: "vid-1") { videoId } }', undefined, {
    AccessKey: TEST_KEY,
    'X-Library-Key': 'library-key-00000001',
  });

describe('a thumbnail upload the caller trickles (a byte every 400 ms)', () => {
  it("fails on the request deadline as the caller's slowness, and never opens the video host's breaker", async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () => {
        let answered = false;
        const file = Buffer.alloc(64, 7);
        return upload(
          gw.url,
          file,
          trickle(file, 400, () => answered),
        ).finally(() => (answered = true));
      }),
    );
    for (const body of results) {
      expect(body.data).toEqual({ setVideoThumbnail: null });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'thumbnail' });
      expect(body.errors?.[0]?.message).toContain('REQUEST_DEADLINE_MS');
    }
    const { body } = await readVideo();
    expect(body).toEqual({ data: { video: { videoId: 'vid-1' } } });
  }, 20_000);
});

describe('an upload bunny.net stops taking', () => {
  it('counts against the video host: after two, its breaker is open', async () => {
    video.stalled = true;
    const file = Buffer.alloc(4 * 1024 * 1024, 9);
    const results = [];
    for (let i = 0; i < 2; i += 1) results.push(await upload(gw.url, file, async (write) => write(file)));
    for (const body of results)
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'stream' });
    const { body } = await readVideo();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  }, 20_000);
});
