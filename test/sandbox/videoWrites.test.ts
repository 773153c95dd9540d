import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_COLLECTION_ID,
  CHECKOUT_VIDEO_ID,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  UNREACHABLE_THUMBNAIL_HOST,
  libraryApiKeyFor,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The video host's writes and detail reads in the sandbox: statuses and bodies as stream-api.json documents them. */

const sandbox = useTestSandbox();

/** A fresh account's full key of the demo library, and calls of its videos with it. */
function account() {
  const key = libraryApiKeyFor(freshKey(), DEMO_LIBRARY_ID);
  const host = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}${path}`, { key, ...options });
  return { key, host, video: async (id: string) => jsonOf(await host(`/videos/${id}`)) };
}

describe('videos', () => {
  it('creates a video (200 VideoModel, Created), updates it (200 StatusModel) and deletes it (then 404)', async () => {
    const { host, video } = account();
    const created = await jsonOf(
      await host('/videos', { json: { title: 'Keynote', collectionId: DEMO_COLLECTION_ID } }),
    );
    expect(created).toMatchObject({
      title: 'Keynote',
      status: 0,
      collectionId: DEMO_COLLECTION_ID,
      videoLibraryId: DEMO_LIBRARY_ID,
    });
    const id = String(created['guid']);
    const updated = await host(`/videos/${id}`, {
      json: { title: 'Keynote 2026', chapters: [{ title: 'A', start: 0, end: 5 }] },
    });
    expect(await jsonOf(updated)).toEqual({ success: true, message: 'OK', statusCode: 200 });
    expect(await video(id)).toMatchObject({ title: 'Keynote 2026', chapters: [{ title: 'A', start: 0, end: 5 }] });
    expect((await host(`/videos/${id}`, { method: 'DELETE' })).status).toBe(200);
    await expectNoBody(await host(`/videos/${id}`), 404);
  });

  it('answers 400 StatusModel to a video without a title or in a collection the library lacks', async () => {
    const { host } = account();
    expect(await jsonOf(await host('/videos', { json: {} }))).toMatchObject({ success: false, statusCode: 400 });
    const response = await host('/videos', { json: { title: 'x', collectionId: 'no-such-collection' } });
    expect(response.status).toBe(400);
  });

  it('takes one file per video as the raw body (its size and SHA-256), and answers a second with 400, no body', async () => {
    const { host, video } = account();
    const id = String((await jsonOf(await host('/videos', { json: { title: 'Raw' } })))['guid']);
    const file = Buffer.from('a small video file');
    const uploaded = await host(`/videos/${id}?enabledResolutions=480p`, { method: 'PUT', body: file });
    expect(uploaded.status).toBe(200);
    expect(await video(id)).toMatchObject({
      status: 1,
      storageSize: file.length,
      originalHash: createHash('sha256').update(file).digest('hex'),
      availableResolutions: '480p',
    });
    await expectNoBody(await host(`/videos/${id}`, { method: 'PUT', body: file }), 400);
  });

  it('fetches from a URL into a new video without fetching it; an unreachable origin answers 422 StatusModel', async () => {
    const { host } = account();
    const fetched = await host(`/videos/fetch?collectionId=${ARCHIVE_COLLECTION_ID}`, {
      json: { url: 'https://media.example.com/clip.mp4' },
    });
    expect(await jsonOf(fetched)).toEqual({ success: true, message: 'OK', statusCode: 200 });
    const listed = await jsonOf(await host(`/videos?collection=${ARCHIVE_COLLECTION_ID}`));
    expect(listed['items']).toEqual([expect.objectContaining({ title: 'clip.mp4', status: 1 })]);
    const dead = await host('/videos/fetch', { json: { url: `https://${UNREACHABLE_THUMBNAIL_HOST}/a.mp4` } });
    expect(dead.status).toBe(422);
  });

  it('answers 401 to an account key and 403 to the read-only key on a write', async () => {
    const owner = freshKey();
    await expectNoBody(
      await call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos`, { key: owner, json: { title: 'x' } }),
      401,
    );
    const library = await jsonOf(await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: owner }));
    const readOnly = String(library['ReadOnlyApiKey']);
    await expectNoBody(
      await call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos`, { key: readOnly, json: { title: 'x' } }),
      403,
    );
  });
});

describe('what bunny.net does to a video', () => {
  it('re-encodes (Transcoding), adds a codec, refuses one the video has with a bare JSON string', async () => {
    const { host } = account();
    expect(await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/reencode`, { method: 'POST' }))).toMatchObject({
      status: 3,
    });
    expect(await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/outputs/3`, { method: 'PUT' }))).toMatchObject({
      outputCodecs: 'x264,av1',
    });
    const twice = await host(`/videos/${DEMO_VIDEO_ID}/outputs/0`, { method: 'PUT' });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toBe('The video is already encoded with x264.');
    expect(await (await host(`/videos/${DEMO_VIDEO_ID}/outputs/9`, { method: 'PUT' })).json()).toBe(
      'The output codec is not one of 0 to 3.',
    );
  });

  it('repackages only a finished video (400, no body, otherwise)', async () => {
    const { host } = account();
    expect((await host(`/videos/${DEMO_VIDEO_ID}/repackage?keepOriginalFiles=false`, { method: 'POST' })).status).toBe(
      200,
    );
    const created = await jsonOf(await host('/videos', { json: { title: 'Empty' } }));
    await expectNoBody(await host(`/videos/${created['guid']}/repackage`, { method: 'POST' }), 400);
  });

  it('transcribes into caption tracks once (force for again), and queues smart actions with 202', async () => {
    const { host, video } = account();
    const transcribe = (query: string) =>
      host(`/videos/${DEMO_VIDEO_ID}/transcribe${query}`, { json: { targetLanguages: ['de'] } });
    expect((await transcribe('')).status).toBe(200);
    expect((await video(DEMO_VIDEO_ID))['captions']).toEqual([{ srclang: 'de', label: 'de (auto)', version: 1 }]);
    expect((await transcribe('')).status).toBe(400);
    expect((await transcribe('?force=true')).status).toBe(200);
    const smart = await host(`/videos/${DEMO_VIDEO_ID}/smart`, { json: { generateTitle: true } });
    expect(smart.status).toBe(202);
    expect(await video(DEMO_VIDEO_ID)).toMatchObject({ smartGenerateStatus: 1 });
    expect((await host(`/videos/${DEMO_VIDEO_ID}/smart`, { json: {} })).status).toBe(400);
  });

  it('checks a captions file: WebVTT and SRT are kept, anything else is a 400 with the validation', async () => {
    const { host, video } = account();
    const add = (srclang: string, text: string) =>
      host(`/videos/${DEMO_VIDEO_ID}/captions/${srclang}`, {
        json: { srclang, label: srclang.toUpperCase(), captionsFile: Buffer.from(text).toString('base64') },
      });
    expect(await jsonOf(await add('fr', 'WEBVTT\n\n00:00.000 --> 00:01.000\nSalut'))).toMatchObject({
      success: true,
      data: { valid: true },
    });
    expect((await add('it', '1\n00:00:01,000 --> 00:00:02,000\nCiao\n')).status).toBe(200);
    const bad = await add('es', 'hola');
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toMatchObject({
      success: false,
      data: { valid: false, errorList: [expect.any(String)] },
    });
    expect(((await video(DEMO_VIDEO_ID))['captions'] as { srclang: string }[]).map((c) => c.srclang)).toEqual([
      'fr',
      'it',
    ]);
  });

  it('deletes a caption track, then answers 404 with no body for it', async () => {
    const { host } = account();
    expect((await host(`/videos/${CHECKOUT_VIDEO_ID}/captions/en`, { method: 'DELETE' })).status).toBe(200);
    await expectNoBody(await host(`/videos/${CHECKOUT_VIDEO_ID}/captions/en`, { method: 'DELETE' }), 404);
  });

  it('cleans up resolutions, or only says which with dryRun', async () => {
    const { host, video } = account();
    const dry = await jsonOf(
      await host(`/videos/${DEMO_VIDEO_ID}/resolutions/cleanup?resolutionsToDelete=360p&dryRun=true`, {
        method: 'POST',
      }),
    );
    expect(dry['message']).toBe('Would delete: 360p.');
    expect((await video(DEMO_VIDEO_ID))['availableResolutions']).toBe('360p,720p,1080p');
    await host(`/videos/${DEMO_VIDEO_ID}/resolutions/cleanup?allResolutions=true&deleteOriginal=true`, {
      method: 'POST',
    });
    expect(await video(DEMO_VIDEO_ID)).toMatchObject({ availableResolutions: '', hasOriginal: false });
  });
});

describe("a video's details", () => {
  it('answers resolutions and storage inside `{ success, message, statusCode, data }`', async () => {
    const { host } = account();
    const resolutions = await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/resolutions`));
    expect(resolutions).toMatchObject({
      success: true,
      data: { availableResolutions: ['360p', '720p', '1080p'], hasOriginal: true },
    });
    const storage = await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/storage`));
    expect(Object.keys((storage['data'] as { encoded: object }).encoded)).toEqual([
      'x264_360p',
      'x264_720p',
      'x264_1080p',
    ]);
  });

  it('answers a heatmap of 20 points, and the play data of the player with the video inside', async () => {
    const { host } = account();
    const heatmap = await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/heatmap`));
    expect(Object.keys(heatmap['heatmap'] as object)).toHaveLength(20);
    const play = await jsonOf(await host(`/videos/${DEMO_VIDEO_ID}/play/heatmap`));
    expect(play).toMatchObject({ libraryName: 'Product Demos', isPlayable: true, video: { guid: DEMO_VIDEO_ID } });
  });

  it('describes a player URL of the account with oEmbed, opened by an account key too, and 404s any other', async () => {
    const owner = freshKey();
    const url = `https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}`;
    const oEmbed = await call(sandbox.urls.video, `/OEmbed?url=${encodeURIComponent(url)}&maxWidth=320`, {
      key: owner,
    });
    expect(await jsonOf(oEmbed)).toMatchObject({
      type: 'video',
      width: 320,
      height: 180,
      title: 'Spring collection walkthrough',
    });
    await expectNoBody(await call(sandbox.urls.video, '/OEmbed?url=https%3A%2F%2Fexample.com%2F', { key: owner }), 404);
  });
});

describe('collections', () => {
  it('pages collections newest first, creates, renames and deletes one; its videos leave it', async () => {
    const { host, video } = account();
    const page = await jsonOf(await host('/collections?itemsPerPage=2&search=spring'));
    expect(page).toMatchObject({
      totalItems: 1,
      items: [{ guid: DEMO_COLLECTION_ID, name: 'Spring launch', videoCount: 25 }],
    });
    const created = await jsonOf(await host('/collections', { json: { name: 'Keynotes' } }));
    const id = String(created['guid']);
    await host(`/videos/${DEMO_VIDEO_ID}`, { json: { collectionId: id } });
    expect((await jsonOf(await host(`/collections/${id}`)))['videoCount']).toBe(1);
    expect((await host(`/collections/${id}`, { json: { name: 'Keynotes 2026' } })).status).toBe(200);
    expect((await host(`/collections/${id}`, { method: 'DELETE' })).status).toBe(200);
    await expectNoBody(await host(`/collections/${id}`), 404);
    expect((await video(DEMO_VIDEO_ID))['collectionId']).toBeNull();
  });
});
