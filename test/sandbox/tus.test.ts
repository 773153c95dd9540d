import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID } from '../../src/sandbox/fixtures.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/index.js';
import { accountIdForAccessKey, libraryKeyForAccount } from '../../src/sandbox/core/keys.js';

/** The sandbox's TUS endpoint spoken to by hand: the protocol's refusals, and an upload bound to its own video. */

let sandbox: Sandbox;
const libraryKey = libraryKeyForAccount(
  accountIdForAccessKey(`tus-sandbox-${Date.now()}`),
  DEMO_LIBRARY_ID,
  'readWrite',
);

beforeAll(async () => {
  sandbox = await startSandbox({ recordRequests: false });
});
afterAll(() => sandbox.close());

async function newVideo(): Promise<string> {
  const response = await fetch(`${sandbox.urls.video}/library/${DEMO_LIBRARY_ID}/videos`, {
    method: 'POST',
    headers: { AccessKey: libraryKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'By hand' }),
  });
  return ((await response.json()) as { guid: string }).guid;
}

function signed(videoId: string, expire = Math.floor(Date.now() / 1000) + 600): Record<string, string> {
  const signature = createHash('sha256').update(`${DEMO_LIBRARY_ID}${libraryKey}${expire}${videoId}`).digest('hex');
  return {
    'Tus-Resumable': '1.0.0',
    AuthorizationSignature: signature,
    AuthorizationExpire: String(expire),
    VideoId: videoId,
    LibraryId: String(DEMO_LIBRARY_ID),
  };
}

async function created(videoId: string, length: number): Promise<string> {
  const response = await fetch(`${sandbox.urls.video}/tusupload`, {
    method: 'POST',
    headers: { ...signed(videoId), 'Upload-Length': String(length) },
  });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location') ?? '', sandbox.urls.video).href;
}

describe("The sandbox's TUS endpoint", () => {
  it('refuses a request without Tus-Resumable: 1.0.0 with 412', async () => {
    const { 'Tus-Resumable': _, ...headers } = signed(await newVideo());
    const response = await fetch(`${sandbox.urls.video}/tusupload`, {
      method: 'POST',
      headers: { ...headers, 'Upload-Length': '10' },
    });
    expect(response.status).toBe(412);
  });

  it('answers a PATCH from the wrong offset with 409 and the right offset, and keeps the bytes of the right one', async () => {
    const videoId = await newVideo();
    const url = await created(videoId, 10);
    const patch = (offset: number, body: string) =>
      fetch(url, {
        method: 'PATCH',
        headers: {
          ...signed(videoId),
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body,
      });
    expect((await patch(0, 'abcd')).headers.get('upload-offset')).toBe('4');
    const wrong = await patch(0, 'abcd');
    expect([wrong.status, wrong.headers.get('upload-offset')]).toEqual([409, '4']);
    const head = await fetch(url, { method: 'HEAD', headers: signed(videoId) });
    expect([head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual(['4', '10']);
  });

  it("answers 404 to another video's valid signature: an upload is reachable only with its own video's", async () => {
    const videoId = await newVideo();
    const url = await created(videoId, 10);
    const other = await newVideo();
    const head = await fetch(url, { method: 'HEAD', headers: signed(other) });
    expect(head.status).toBe(404);
  });

  it('refuses a second upload of a video that has its file with 409', async () => {
    const videoId = await newVideo();
    const url = await created(videoId, 3);
    const done = await fetch(url, {
      method: 'PATCH',
      headers: { ...signed(videoId), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: 'abc',
    });
    expect(done.status).toBe(204);
    const again = await fetch(`${sandbox.urls.video}/tusupload`, {
      method: 'POST',
      headers: { ...signed(videoId), 'Upload-Length': '3' },
    });
    expect(again.status).toBe(409);
  });
});
