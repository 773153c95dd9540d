import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import {
  COURSES_LIBRARY_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  FIRST_CREATED_LIBRARY_ID,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { postFile } from '../support/multipartGraph.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The video library management of the core API through the graph against the sandbox: a created library is listed
 * and its videos read with the keys its creation brought, an update answers the library as bunny.net sent it back, a
 * deleted one is gone; referrers, images and key resets show in the library's next read; no key ever reaches an
 * answer or a log line.
 */

const graph = useSandboxGraph('stream-libraries', { logLevel: 'info' });
const { query, data, expectRefused } = graph;
const calls = graph.upstreamCallsByHost;
const keyOf = (libraryId: number, access: 'readWrite' | 'readOnly', resets = 0) =>
  sandboxFixtures.stream.library(libraryId).apiKey(graph.key, { access, resets });
const LIBRARY = `videoLibraryId: ${DEMO_LIBRARY_ID}`;

describe('createVideoLibrary, updateVideoLibrary and deleteVideoLibrary', () => {
  it('creates a library in one call, reads its videos with the keys the creation brought, and lists it', async () => {
    const text = `mutation { createVideoLibrary(input: { name: "Webinars", replicationRegions: ["DE", "NY"],
        enabledResolutions: ["720p", "1080p"], encodingTier: PREMIUM, enableTranscribing: true,
        transcribingCaptionLanguages: ["en"] }) {
      videoLibraryId videoLibrary { id name replicationRegions enabledResolutions encodingTier enableTranscribing
        transcribingCaptionLanguages videos { totalCount } } } }`;
    const { body } = await query(text);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['createVideoLibrary']).toEqual({
      videoLibraryId: FIRST_CREATED_LIBRARY_ID,
      videoLibrary: {
        id: toGlobalId('VideoLibrary', FIRST_CREATED_LIBRARY_ID),
        name: 'Webinars',
        replicationRegions: ['DE', 'NY'],
        enabledResolutions: ['720p', '1080p'],
        encodingTier: 'PREMIUM',
        enableTranscribing: true,
        transcribingCaptionLanguages: ['en'],
        videos: { totalCount: 0 },
      },
    });
    expect(calls()).toEqual([
      'api POST /videolibrary',
      `video GET /library/${FIRST_CREATED_LIBRARY_ID}/videos?page=1&itemsPerPage=20`,
    ]);
    const videoHost = graph.sandbox.requests.find((request) => request.host === 'video');
    expect(videoHost?.headers['accesskey']).toBe(keyOf(FIRST_CREATED_LIBRARY_ID, 'readOnly'));
    expect(JSON.stringify(body)).not.toContain(keyOf(FIRST_CREATED_LIBRARY_ID, 'readOnly'));
    const listed = await data<{ videoLibraries: { totalCount: number } }>('{ videoLibraries { totalCount } }');
    expect(listed.videoLibraries.totalCount).toBe(3);
  });

  it('updates only the settings given and answers the library bunny.net sent back, in one call', async () => {
    const { body } = await query(`mutation { updateVideoLibrary(input: { ${LIBRARY}, videoLibrary: {
        name: "Demos", playerKeyColor: "#0055ff", playbackSpeeds: [1, 1.5, 2], controls: ["play", "progress"],
        drmVersion: ENTERPRISE, googleWidevineDrmEnabled: true, widevineMinClientSecurityLevel: L1, bitrate720p: 3000,
        webhookUrl: "https://hooks.example.com/stream" } }) {
      videoLibrary { name playerKeyColor playbackSpeeds controls drmVersion bitrate720p webhookUrl fontFamily
        googleWidevineDrm { enabled minClientSecurityLevel } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['updateVideoLibrary']).toEqual({
      videoLibrary: {
        name: 'Demos',
        playerKeyColor: '#0055ff',
        playbackSpeeds: [1, 1.5, 2],
        controls: ['play', 'progress'],
        drmVersion: 'ENTERPRISE',
        bitrate720p: 3000,
        webhookUrl: 'https://hooks.example.com/stream',
        fontFamily: 'rubik',
        googleWidevineDrm: { enabled: true, minClientSecurityLevel: 'L1' },
      },
    });
    expect(calls()).toEqual([`api POST /videolibrary/${DEMO_LIBRARY_ID}`]);
    const sent = JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(sent).toEqual({
      Name: 'Demos',
      PlayerKeyColor: '#0055ff',
      PlaybackSpeeds: '1,1.5,2',
      Controls: 'play,progress',
      DrmVersion: 1,
      GoogleWidevineDrm: { Enabled: true, MinClientSecurityLevel: 1 },
      Bitrate720p: 3000,
      WebhookUrl: 'https://hooks.example.com/stream',
    });
  });

  it('deletes a library, answering its global id, and it is gone', async () => {
    const deleted = await data<{ deleteVideoLibrary: unknown }>(
      `mutation { deleteVideoLibrary(input: { videoLibraryId: ${COURSES_LIBRARY_ID} }) { deletedVideoLibraryId videoLibraryId } }`,
    );
    expect(deleted.deleteVideoLibrary).toEqual({
      deletedVideoLibraryId: toGlobalId('VideoLibrary', COURSES_LIBRARY_ID),
      videoLibraryId: COURSES_LIBRARY_ID,
    });
    const gone = await query(`{ videoLibrary(videoLibraryId: ${COURSES_LIBRARY_ID}) { name } }`);
    expect(gone.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a blank name, an empty change, a webhook that is not http(s) and a bitrate of 0 before any call', async () => {
    expectRefused(
      await query('mutation { createVideoLibrary(input: { name: "  " }) { videoLibraryId } }'),
      'input.name',
    );
    expectRefused(
      await query(`mutation { updateVideoLibrary(input: { ${LIBRARY}, videoLibrary: {} }) { videoLibraryId } }`),
      'input.videoLibrary',
    );
    expectRefused(
      await query(
        `mutation { updateVideoLibrary(input: { ${LIBRARY}, videoLibrary: { webhookUrl: "ftp://x.example" } }) { videoLibraryId } }`,
      ),
      'input.videoLibrary.webhookUrl',
    );
    expectRefused(
      await query(
        `mutation { updateVideoLibrary(input: { ${LIBRARY}, videoLibrary: { bitrate1080p: 0 } }) { videoLibraryId } }`,
      ),
      'input.videoLibrary.bitrate1080p',
    );
    expectRefused(
      await query(
        `mutation { createVideoLibrary(input: { name: "x", enabledResolutions: ["720"] }) { videoLibraryId } }`,
      ),
      'input.enabledResolutions[0]',
    );
  });
});

describe('referrers', () => {
  it('adds and removes allowed and blocked referrers, each payload reading the library as it is now', async () => {
    const change = (field: string, hostname: string) =>
      `${field}: ${field}(input: { ${LIBRARY}, hostname: "${hostname}" }) { videoLibrary { allowedReferrers blockedReferrers } }`;
    const { body } = await query(`mutation {
      ${change('addVideoLibraryAllowedReferrer', 'shop.acme-demo.com')} ${change('removeVideoLibraryAllowedReferrer', 'acme-demo.com')}
      ${change('addVideoLibraryBlockedReferrer', 'leech.example')} ${change('removeVideoLibraryBlockedReferrer', DEMO_BLOCKED_REFERRER)} }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['removeVideoLibraryBlockedReferrer']).toEqual({
      videoLibrary: {
        allowedReferrers: ['www.acme-demo.com', 'shop.acme-demo.com'],
        blockedReferrers: ['free-movies.example', 'leech.example'],
      },
    });
    expect(body.data?.['addVideoLibraryAllowedReferrer']).toEqual({
      videoLibrary: {
        allowedReferrers: ['acme-demo.com', 'www.acme-demo.com', 'shop.acme-demo.com'],
        blockedReferrers: [DEMO_BLOCKED_REFERRER, 'free-movies.example'],
      },
    });
  });

  it("answers bunny.net's refusal to remove a hostname the list lacks as BAD_USER_INPUT, its field named hostname", async () => {
    const { body } = await query(
      `mutation { removeVideoLibraryAllowedReferrer(input: { ${LIBRARY}, hostname: "nope.example" }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { field: 'hostname' } });
  });

  it('refuses a hostname that is not one before any call', async () => {
    expectRefused(
      await query(
        `mutation { addVideoLibraryBlockedReferrer(input: { ${LIBRARY}, hostname: "not a host" }) { clientMutationId } }`,
      ),
      'input.hostname',
    );
  });
});

describe('images and key resets', () => {
  it('uploads the watermark as the raw body and deletes the live thumbnail; the library reads back changed', async () => {
    const image = Buffer.from('\u0089PNG\r\n\u001a\n-a-watermark');
    const { body } = await postFile(
      graph.gateway.url,
      `mutation ($file: File!) { setVideoLibraryImage(input: { ${LIBRARY}, image: WATERMARK, file: $file }) {
        image videoLibrary { hasWatermark } } }`,
      { variable: 'file', bytes: image, type: 'image/png' },
      { AccessKey: graph.key },
    );
    expect(body.data?.['setVideoLibraryImage']).toEqual({
      image: 'WATERMARK',
      videoLibrary: { hasWatermark: true },
    });
    const put = graph.sandbox.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`/videolibrary/${DEMO_LIBRARY_ID}/watermark`);
    expect(put?.body).toEqual(image);
    const removed = await data<{ removeVideoLibraryImage: { videoLibrary: { hasWatermark: boolean } } }>(
      `mutation { removeVideoLibraryImage(input: { ${LIBRARY}, image: WATERMARK }) { videoLibrary { hasWatermark } } }`,
    );
    expect(removed.removeVideoLibraryImage.videoLibrary.hasWatermark).toBe(false);
  });

  it('refuses a live image over bunny.net’s 10 MiB without sending it', async () => {
    const { body } = await postFile(
      graph.gateway.url,
      `mutation ($file: File!) { setVideoLibraryImage(input: { ${LIBRARY}, image: LIVE_THUMBNAIL, file: $file }) { clientMutationId } }`,
      { variable: 'file', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { AccessKey: graph.key },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.file' });
    expect(graph.sandbox.requests.filter((request) => request.method === 'PUT' && request.body.length > 0)).toEqual([]);
  });

  it('resets the full key: the next video write uses the new one, and neither key reaches the answer or the log', async () => {
    const before = graph.gateway.rawLogs.length;
    const { body } = await query(`mutation {
      reset: resetVideoLibraryApiKey(input: { ${LIBRARY}, key: FULL }) { key videoLibrary { id } }
      write: setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/n.jpg" }) { clientMutationId } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['reset']).toEqual({
      key: 'FULL',
      videoLibrary: { id: toGlobalId('VideoLibrary', DEMO_LIBRARY_ID) },
    });
    const thumbnail = graph.sandbox.requests.find((request) => request.url.includes('/thumbnail'));
    expect(thumbnail?.headers['accesskey']).toBe(keyOf(DEMO_LIBRARY_ID, 'readWrite', 1));
    const everything = JSON.stringify(body) + graph.gateway.rawLogs.slice(before).join('\n');
    for (const key of [keyOf(DEMO_LIBRARY_ID, 'readWrite'), keyOf(DEMO_LIBRARY_ID, 'readWrite', 1)])
      expect(everything).not.toContain(key);
  });

  it('the old read-only key no longer opens the video host after its reset', async () => {
    const old = keyOf(DEMO_LIBRARY_ID, 'readOnly');
    await data(`mutation { resetVideoLibraryApiKey(input: { ${LIBRARY}, key: READ_ONLY }) { clientMutationId } }`);
    const { body } = await query(
      `{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { title } }`,
      undefined,
      {
        'X-Library-Key': old,
      },
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UNAUTHENTICATED']);
  });
});

describe('languages and statistics', () => {
  it('lists the languages whole as a connection with stable ids, in one call', async () => {
    const text =
      '{ videoLibraryLanguages(first: 3) { totalCount pageInfo { hasNextPage } edges { node { id shortCode name supportTranscribing } } } }';
    const page = await data<{
      videoLibraryLanguages: { totalCount: number; edges: { node: { id: string; shortCode: string } }[] };
    }>(text);
    expect(page.videoLibraryLanguages.totalCount).toBeGreaterThan(3);
    expect(page.videoLibraryLanguages.edges[0]?.node).toEqual({
      id: toGlobalId('VideoLibraryLanguage', 'en'),
      shortCode: 'en',
      name: 'English',
      supportTranscribing: true,
    });
    expect(calls()).toEqual(['api GET /videolibrary/languages']);
    expect(estimateCalls(text)).toBe(1);
  });

  it('reads transcribing and DRM statistics as charts over the range, one call each', async () => {
    const range = 'from: "2026-11-01T00:00:00Z", to: "2026-11-03T00:00:00Z"';
    const stats = await data<{
      videoLibrary: {
        transcribingStatistics: { totalTranscriptionSeconds: number; transcriptionSecondsChart: { at: string }[] };
        drmStatistics: { licensesIssuedChart: { at: string }[] };
      };
    }>(`{ videoLibrary(${LIBRARY}) { transcribingStatistics(${range}) { totalTranscriptionSeconds transcriptionSecondsChart { at value } }
        drmStatistics(${range}) { totalLicensesIssued licensesIssuedChart { at value } } } }`);
    const days = ['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'];
    expect(stats.videoLibrary.transcribingStatistics.transcriptionSecondsChart.map((point) => point.at)).toEqual(days);
    expect(stats.videoLibrary.drmStatistics.licensesIssuedChart.map((point) => point.at)).toEqual(days);
    expect(calls().sort()).toEqual(
      [
        `api GET /videolibrary/${DEMO_LIBRARY_ID}`,
        `api GET /videolibrary/${DEMO_LIBRARY_ID}/drm/statistics?dateFrom=2026-11-01T00%3A00%3A00.000Z&dateTo=2026-11-03T00%3A00%3A00.000Z`,
        `api GET /videolibrary/${DEMO_LIBRARY_ID}/transcribing/statistics?dateFrom=2026-11-01T00%3A00%3A00.000Z&dateTo=2026-11-03T00%3A00%3A00.000Z`,
      ].sort(),
    );
  });

  it('refuses a range that ends before it starts, before the link calls anything', async () => {
    const { body } = await query(
      `{ videoLibrary(${LIBRARY}) { drmStatistics(from: "2026-11-03T00:00:00Z", to: "2026-11-01T00:00:00Z") { totalLicensesIssued } } }`,
    );
    expect(body.errors?.map((error) => error.extensions?.['argument'])).toEqual(['to']);
    expect(calls()).toEqual([`api GET /videolibrary/${DEMO_LIBRARY_ID}`]);
  });
});
