import { describe, expect, it } from 'vitest';
import {
  COURSES_LIBRARY_ID,
  COURSES_VIDEO_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  UNREACHABLE_THUMBNAIL_HOST,
  libraryApiKeyFor,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

function thumbnail(options: { url?: string; body?: Buffer; videoId?: string; libraryId?: number }): Promise<Response> {
  const libraryId = options.libraryId ?? DEMO_LIBRARY_ID;
  const query = options.url === undefined ? '' : `?thumbnailUrl=${encodeURIComponent(options.url)}`;
  return call(
    sandbox.urls.video,
    `/library/${libraryId}/videos/${options.videoId ?? DEMO_VIDEO_ID}/thumbnail${query}`,
    {
      method: 'POST',
      key: libraryApiKeyFor(freshKey(), libraryId),
      ...(options.body ? { body: options.body, headers: { 'Content-Type': 'application/octet-stream' } } : {}),
    },
  );
}

describe('POST /library/{libraryId}/videos/{videoId}/thumbnail', () => {
  it('stores raw image bytes and answers the StatusModel', async () => {
    const response = await thumbnail({ body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ success: true, message: 'OK', statusCode: 200 });
  });

  it('accepts an http(s) thumbnailUrl when there is no body', async () => {
    for (const url of ['https://img.acme-demo.com/hero.jpg', 'http://img.acme-demo.com/hero.png']) {
      const response = await thumbnail({ url });
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toEqual({ success: true, message: 'OK', statusCode: 200 });
    }
  });

  it('works for every library with its own key', async () => {
    expect(
      (await thumbnail({ libraryId: COURSES_LIBRARY_ID, videoId: COURSES_VIDEO_ID, body: Buffer.from('png') })).status,
    ).toBe(200);
  });

  it('answers 400 StatusModel for a thumbnailUrl that is not an http(s) URL', async () => {
    for (const url of ['ftp://img.acme-demo.com/a.jpg', 'not a url', '/relative/a.jpg']) {
      const response = await thumbnail({ url });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ success: false, statusCode: 400 });
    }
  });

  it('answers 400 StatusModel when there is neither a body nor a thumbnailUrl', async () => {
    const response = await thumbnail({});
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ success: false, statusCode: 400 });
  });

  it(`answers 422 StatusModel when the image host (${UNREACHABLE_THUMBNAIL_HOST}) cannot be reached`, async () => {
    const response = await thumbnail({ url: `https://${UNREACHABLE_THUMBNAIL_HOST}/a.jpg` });
    expect(response.status).toBe(422);
    expect(await jsonOf(response)).toEqual({
      success: false,
      message: expect.stringContaining(UNREACHABLE_THUMBNAIL_HOST),
      statusCode: 422,
    });
  });

  it('answers 404 with no body for a video that is not in the library', async () => {
    await expectNoBody(await thumbnail({ videoId: COURSES_VIDEO_ID, body: Buffer.from('png') }), 404);
  });
});
