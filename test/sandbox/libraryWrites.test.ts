import { describe, expect, it } from 'vitest';
import {
  COURSES_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  FIRST_CREATED_LIBRARY_ID,
  SANDBOX_REVOKED_KEY,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The core API's Video Library writes in the sandbox: statuses and bodies as core-api.json documents them. */

const sandbox = useTestSandbox();
const api = (key: string, path: string, options: Parameters<typeof call>[2] = {}) =>
  call(sandbox.urls.api, path, { key, ...options });
const library = async (key: string, id = DEMO_LIBRARY_ID) => jsonOf(await api(key, `/videolibrary/${id}`));

describe('POST /videolibrary', () => {
  it('answers 201 with the new library, numbered per account, whose keys open the video host', async () => {
    const key = freshKey();
    const response = await api(key, '/videolibrary', {
      json: { Name: 'Webinars', ReplicationRegions: ['DE'], EnableTranscribing: true },
    });
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toMatchObject({
      Id: FIRST_CREATED_LIBRARY_ID,
      Name: 'Webinars',
      VideoCount: 0,
      EnableTranscribing: true,
    });
    const videos = await call(sandbox.urls.video, `/library/${FIRST_CREATED_LIBRARY_ID}/videos`, {
      key: String(created['ReadOnlyApiKey']),
    });
    expect(await jsonOf(videos)).toMatchObject({ totalItems: 0 });
    const next = await jsonOf(await api(key, '/videolibrary', { json: { Name: 'Second' } }));
    expect(next['Id']).toBe(sandboxFixtures.stream.createdLibraryId(2));
  });

  it('answers 400 ApiErrorData naming Name without one, and a setting of the wrong type naming it', async () => {
    const missing = await api(freshKey(), '/videolibrary', { json: { Name: ' ' } });
    expect(missing.status).toBe(400);
    expect(await jsonOf(missing)).toMatchObject({ Field: 'Name' });
    const wrong = await api(freshKey(), '/videolibrary', { json: { Name: 'x', EnableTranscribing: 'yes' } });
    expect(await jsonOf(wrong)).toMatchObject({ Field: 'EnableTranscribing' });
  });
});

describe('POST and DELETE /videolibrary/{id}', () => {
  it('changes only the settings sent, merges the DRM objects, and answers the library as it is now', async () => {
    const key = freshKey();
    const response = await api(key, `/videolibrary/${DEMO_LIBRARY_ID}`, {
      json: { PlayerKeyColor: '#000000', GoogleWidevineDrm: { Enabled: true }, Name: null },
    });
    expect(response.status).toBe(200);
    const updated = await jsonOf(response);
    expect(updated).toMatchObject({ Name: 'Product Demos', PlayerKeyColor: '#000000', FontFamily: 'rubik' });
    expect(updated['GoogleWidevineDrm']).toMatchObject({ Enabled: true, MinClientSecurityLevel: 3 });
    expect(await library(key)).toMatchObject({ PlayerKeyColor: '#000000' });
  });

  it('deletes with 204, after which the library answers 404; an unknown one answers 404 with no body', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `/videolibrary/${COURSES_LIBRARY_ID}`, { method: 'DELETE' }), 204);
    expect((await api(key, `/videolibrary/${COURSES_LIBRARY_ID}`)).status).toBe(404);
    await expectNoBody(await api(key, '/videolibrary/1', { method: 'DELETE' }), 404);
    await expectNoBody(await api(key, '/videolibrary/1', { json: { Name: 'x' } }), 404);
  });

  it('answers 401 with no body to a revoked key', async () => {
    await expectNoBody(await api(SANDBOX_REVOKED_KEY, '/videolibrary', { json: { Name: 'x' } }), 401);
  });
});

describe('referrers', () => {
  it('adds allowed and blocked referrers once (200, no body), and removing one the list lacks answers 400', async () => {
    const key = freshKey();
    for (const path of ['addAllowedReferrer', 'addAllowedReferrer', 'addBlockedReferrer'])
      await expectNoBody(
        await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/${path}`, { json: { Hostname: 'new.example' } }),
        200,
      );
    expect(await library(key)).toMatchObject({
      AllowedReferrers: ['acme-demo.com', 'www.acme-demo.com', 'new.example'],
      BlockedReferrers: expect.arrayContaining(['new.example']),
    });
    await expectNoBody(
      await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/removeAllowedReferrer`, { json: { Hostname: 'NEW.example' } }),
      200,
    );
    const again = await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/removeAllowedReferrer`, {
      json: { Hostname: 'new.example' },
    });
    expect(again.status).toBe(400);
    expect(await jsonOf(again)).toMatchObject({ ErrorKey: 'videolibrary.referrer_not_found', Field: 'Hostname' });
  });
});

describe('images and keys', () => {
  it('keeps the watermark (HasWatermark), answers 204 with no body, and 400 to an empty live image', async () => {
    const key = freshKey();
    await expectNoBody(
      await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/watermark`, { method: 'PUT', body: 'png' }),
      204,
    );
    expect(await library(key)).toMatchObject({ HasWatermark: true });
    await expectNoBody(
      await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/live/thumbnail`, { method: 'PUT', body: '' }),
      400,
    );
    await expectNoBody(await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/watermark`, { method: 'DELETE' }), 204);
    expect(await library(key)).toMatchObject({ HasWatermark: false });
  });

  it('answers 413 to a live image over 10 MB', async () => {
    const response = await api(freshKey(), `/videolibrary/${DEMO_LIBRARY_ID}/live/watermark`, {
      method: 'PUT',
      body: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it('resets a key (204): the old one stops opening the video host and the record shows the new one', async () => {
    const key = freshKey();
    const old = sandboxFixtures.stream.library(DEMO_LIBRARY_ID).apiKey(key);
    await expectNoBody(await api(key, `/videolibrary/${DEMO_LIBRARY_ID}/resetApiKey`, { method: 'POST' }), 204);
    const renewed = String((await library(key))['ApiKey']);
    expect(renewed).not.toBe(old);
    const video = (accessKey: string) =>
      call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`, { key: accessKey });
    expect((await video(old)).status).toBe(401);
    expect((await video(renewed)).status).toBe(200);
  });
});

describe('languages and statistics', () => {
  it('lists the languages as a plain array', async () => {
    const languages = (await (await api(freshKey(), '/videolibrary/languages')).json()) as Record<string, unknown>[];
    expect(languages.length).toBeGreaterThan(20);
    expect(languages[0]).toEqual({
      ShortCode: 'en',
      Name: 'English',
      SupportPlayerTranslation: true,
      SupportTranscribing: true,
      TranscribingAccuracy: 96,
    });
  });

  it('answers a point per day of the range, their total beside them', async () => {
    const range = '?dateFrom=2026-11-01T00:00:00Z&dateTo=2026-11-05T00:00:00Z';
    const drm = await jsonOf(await api(freshKey(), `/videolibrary/${DEMO_LIBRARY_ID}/drm/statistics${range}`));
    const chart = drm['LicensesIssuedChart'] as Record<string, number>;
    expect(Object.keys(chart)).toHaveLength(5);
    expect(drm['TotalLicensesIssued']).toBe(Object.values(chart).reduce((sum, value) => sum + value, 0));
    const transcribing = await api(freshKey(), `/videolibrary/1/transcribing/statistics`);
    expect(transcribing.status).toBe(404);
  });
});
