import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import {
  CHECKOUT_VIDEO_ID,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  DEMO_VIDEO_ID,
  UNREACHABLE_THUMBNAIL_HOST,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { postFile } from '../support/multipartGraph.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The video host's writes of videos through the graph against the sandbox: a created video is listed and read, an
 * updated one reads back changed, a deleted one disappears; the file is uploaded as it arrives; everything else
 * bunny.net does to a video (encodings, transcription, smart actions, captions, resolutions) shows in its next read.
 */

const graph = useSandboxGraph('stream-videos', { logLevel: 'info' });
const { query, data, expectRefused } = graph;
const calls = graph.upstreamCallsByHost;

const LIBRARY_READ = `api GET /videolibrary/${DEMO_LIBRARY_ID}`;
const VIDEO = `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`;
const fullKey = () => sandboxFixtures.stream.library(DEMO_LIBRARY_ID).apiKey(graph.key);

const upload = (text: string, bytes: Buffer, variables: Record<string, unknown> = {}) =>
  postFile(graph.gateway.url, text, { variable: 'file', bytes }, { AccessKey: graph.key }, variables);

describe('createVideo, updateVideo and deleteVideo', () => {
  it('creates a video with its record in the payload (2 calls), then lists it first and reads it by its id', async () => {
    const created = await data<{
      createVideo: { videoId: string; video: { id: string; title: string; status: string } };
    }>(
      `mutation { createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Launch keynote", collectionId: "${DEMO_COLLECTION_ID}" } }) {
        videoId video { id title status collectionId } } }`,
    );
    expect(created.createVideo.video).toMatchObject({ title: 'Launch keynote', status: 'CREATED' });
    expect(calls()).toEqual([LIBRARY_READ, `video POST /library/${DEMO_LIBRARY_ID}/videos`]);
    const { videoId, video } = created.createVideo;
    expect(video.id).toBe(toGlobalId('Video', `${DEMO_LIBRARY_ID}/${videoId}`));
    const listed = await data<{ videos: { totalCount: number; edges: { node: { videoId: string } }[] } }>(
      `{ videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 1) { totalCount edges { node { videoId } } } }`,
    );
    expect(listed.videos).toEqual({ totalCount: DEMO_LIBRARY_VIDEO_COUNT + 1, edges: [{ node: { videoId } }] });
    const again = await data<{ node: { title: string; collection: { collectionId: string } } }>(
      `{ node(id: "${video.id}") { ... on Video { title collection { collectionId } } } }`,
    );
    expect(again.node).toEqual({ title: 'Launch keynote', collection: { collectionId: DEMO_COLLECTION_ID } });
  });

  it('updates the title, chapters, moments and meta tags, and the payload reads the video as it is now', async () => {
    const { body } = await query(`mutation { updateVideo(input: { ${VIDEO}, video: {
        title: "Spring walkthrough (cut)",
        chapters: [{ title: "Intro", start: 0, end: 30 }, { title: "Tour", start: 30, end: 90 }],
        moments: [{ label: "Price reveal", timestamp: 75 }], metaTags: [{ property: "description", value: "The tour" }] } }) {
      video { title chapters { title start end } moments { label timestamp } metaTags { property value } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['updateVideo']).toEqual({
      video: {
        title: 'Spring walkthrough (cut)',
        chapters: [
          { title: 'Intro', start: 0, end: 30 },
          { title: 'Tour', start: 30, end: 90 },
        ],
        moments: [{ label: 'Price reveal', timestamp: 75 }],
        metaTags: [{ property: 'description', value: 'The tour' }],
      },
    });
    expect(calls()).toEqual([
      LIBRARY_READ,
      `video POST /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`,
      `video GET /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`,
    ]);
  });

  it("deletes a video: its global id as deletedId, the library's count as it is now, and it is gone", async () => {
    const text = `mutation { deleteVideo(input: { ${VIDEO} }) { deletedVideoId videoLibrary { videoCount } } }`;
    const { body } = await query(text);
    expect(body.data?.['deleteVideo']).toEqual({
      deletedVideoId: toGlobalId('Video', `${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}`),
      videoLibrary: { videoCount: DEMO_LIBRARY_VIDEO_COUNT - 1 },
    });
    // The key lookup, the deletion, and the library read anew (its count changed; its keys did not).
    expect(calls()).toEqual([
      LIBRARY_READ,
      `video DELETE /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`,
      LIBRARY_READ,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(3);
    const gone = await query(`{ video(${VIDEO}) { title } }`);
    expect(gone.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a blank title, chapters that end before they start, and an empty change before any call', async () => {
    expectRefused(
      await query(
        `mutation { createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: " " } }) { videoId } }`,
      ),
      'input.video.title',
    );
    expectRefused(
      await query(
        `mutation { updateVideo(input: { ${VIDEO}, video: { chapters: [{ title: "A", start: 50, end: 10 }] } }) { clientMutationId } }`,
      ),
      'input.video.chapters[0].end',
    );
    expectRefused(
      await query(`mutation { updateVideo(input: { ${VIDEO}, video: {} }) { clientMutationId } }`),
      'input.video',
    );
    expectRefused(
      await query(
        `mutation { deleteVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "../x" }) { clientMutationId } }`,
      ),
      'input.videoId',
    );
  });
});

describe('uploadVideo and fetchVideo', () => {
  it('streams the file to bunny.net as the raw body with the full key, and the video reads back uploaded', async () => {
    const created = await data<{ createVideo: { videoId: string } }>(
      `mutation { createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Raw footage" } }) { videoId } }`,
    );
    const { videoId } = created.createVideo;
    const file = Buffer.from('\u0000\u0000\u0000\u0018ftypmp42-a-small-video'.repeat(200));
    graph.sandbox.clearRequests();
    const { body } = await upload(
      `mutation ($file: File!) { uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${videoId}", file: $file, options: { enabledResolutions: ["720p", "1080p"], transcribeEnabled: false } }) {
        video { status storageSize originalHash availableResolutions hasOriginal } } }`,
      file,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.['uploadVideo']).toEqual({
      video: {
        status: 'UPLOADED',
        storageSize: file.length,
        originalHash: createHash('sha256').update(file).digest('hex'),
        availableResolutions: ['720p', '1080p'],
        hasOriginal: true,
      },
    });
    const put = graph.sandbox.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(
      `/library/${DEMO_LIBRARY_ID}/videos/${videoId}?enabledResolutions=720p%2C1080p&transcribeEnabled=false`,
    );
    expect(put?.headers['content-type']).toBe('application/octet-stream');
    expect(put?.headers['accesskey']).toBe(fullKey());
  });

  it("answers bunny.net's refusal of a second file for the same video as BAD_USER_INPUT", async () => {
    const { body } = await upload(
      `mutation ($file: File!) { uploadVideo(input: { ${VIDEO}, file: $file }) { clientMutationId } }`,
      Buffer.from('another file'),
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a video file sent as a variable instead of a file part, before any call', async () => {
    expectRefused(
      await query(`mutation { uploadVideo(input: { ${VIDEO}, file: "x" }) { clientMutationId } }`),
      'input.file',
    );
  });

  it('passes the URL and headers on as data, scrubs the header values from the log, and the new video is listed', async () => {
    const secret = 'Bearer origin-token-that-must-not-leak';
    const before = graph.gateway.rawLogs.length;
    const { body } = await query(`mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: {
        url: "https://media.example.com/films/trailer.mp4", title: "Trailer",
        headers: [{ name: "Authorization", value: "${secret}" }] } }) { videoLibrary { videoCount } } }`);
    expect(body.data?.['fetchVideo']).toEqual({
      videoLibrary: { videoCount: DEMO_LIBRARY_VIDEO_COUNT + 1 },
    });
    const sent = graph.sandbox.requests.find((request) => request.url.endsWith('/videos/fetch'));
    expect(JSON.parse(sent?.body.toString('utf8') ?? '{}')).toEqual({
      url: 'https://media.example.com/films/trailer.mp4',
      headers: { Authorization: secret },
      title: 'Trailer',
    });
    expect(graph.gateway.rawLogs.slice(before).join('\n')).not.toContain(secret);
    const listed = await data<{ videos: { edges: { node: { title: string; status: string } }[] } }>(
      `{ videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 1) { edges { node { title status } } } }`,
    );
    expect(listed.videos.edges[0]?.node).toEqual({ title: 'Trailer', status: 'UPLOADED' });
  });

  it('answers an unreachable URL with BAD_USER_INPUT and refuses a URL that is not http(s) before any call', async () => {
    const { body } = await query(
      `mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://${UNREACHABLE_THUMBNAIL_HOST}/a.mp4" } }) { clientMutationId } }`,
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    graph.sandbox.clearRequests();
    expectRefused(
      await query(
        `mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "file:///etc/passwd" } }) { clientMutationId } }`,
      ),
      'input.video.url',
    );
    expectRefused(
      await query(
        `mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://a.example/v.mp4", headers: [{ name: "X\\nY", value: "1" }] } }) { clientMutationId } }`,
      ),
      'input.video.headers[0].name',
    );
  });
});

describe('encodings, transcription and smart actions', () => {
  it('re-encodes, adds a codec and repackages, each payload holding the video as bunny.net answered it', async () => {
    const { body } = await query(`mutation {
      reencode: reencodeVideo(input: { ${VIDEO} }) { video { status } }
      codec: addVideoOutputCodec(input: { ${VIDEO}, codec: VP9 }) { video { outputCodecs } }
      repackage: repackageVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", keepOriginalFiles: false }) { video { hasOriginal } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      reencode: { video: { status: 'TRANSCODING' } },
      codec: { video: { outputCodecs: ['x264', 'vp9'] } },
      repackage: { video: { hasOriginal: false } },
    });
    expect(calls().filter((call) => call.startsWith('video'))).toEqual([
      `video POST /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/reencode`,
      `video PUT /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/outputs/1`,
      `video POST /library/${DEMO_LIBRARY_ID}/videos/${CHECKOUT_VIDEO_ID}/repackage?keepOriginalFiles=false`,
    ]);
  });

  it("turns bunny.net's bare JSON string refusal of a codec the video has into BAD_USER_INPUT with its words", async () => {
    const { body } = await query(`mutation { addVideoOutputCodec(input: { ${VIDEO}, codec: X264 }) { videoId } }`);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('already encoded with x264'),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });

  it('transcribes into caption tracks (force for a second time) and queues smart actions', async () => {
    const transcribe = (force: boolean) =>
      query(`mutation { transcribeVideo(input: { ${VIDEO}, force: ${force}, transcription: { targetLanguages: ["en", "de"], generateChapters: true } }) {
        video { captions { srclang label } } } }`);
    const first = await transcribe(false);
    expect(first.body.data?.['transcribeVideo']).toEqual({
      video: {
        captions: [
          { srclang: 'en', label: 'en (auto)' },
          { srclang: 'de', label: 'de (auto)' },
        ],
      },
    });
    expect((await transcribe(false)).body.errors?.map((error) => error.extensions?.['code'])).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect((await transcribe(true)).body.errors).toBeUndefined();
    const smart =
      await query(`mutation { triggerVideoSmartActions(input: { ${VIDEO}, smartActions: { generateTitle: true, sourceLanguage: "en" } }) {
      video { smartGenerateStatus } } }`);
    expect(smart.body.data?.['triggerVideoSmartActions']).toEqual({
      video: { smartGenerateStatus: 'QUEUED' },
    });
  });

  it('refuses smart actions asking for nothing and a language that is not one, before any call', async () => {
    expectRefused(
      await query(`mutation { triggerVideoSmartActions(input: { ${VIDEO}, smartActions: {} }) { clientMutationId } }`),
      'input.smartActions',
    );
    expectRefused(
      await query(
        `mutation { transcribeVideo(input: { ${VIDEO}, transcription: { targetLanguages: ["en", "../x"] } }) { clientMutationId } }`,
      ),
      'input.transcription.targetLanguages[1]',
    );
  });
});

describe('captions and resolutions', () => {
  it('adds captions as text, with their stable id, and deletes a track answering the id it had', async () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello';
    const added = await query(
      `mutation ($text: String!) { addVideoCaption(input: { ${VIDEO}, srclang: "pt-BR", label: "Português", text: $text }) {
        validation { valid errors } video { captions { id srclang label } } } }`,
      { text: vtt },
    );
    expect(added.body.errors).toBeUndefined();
    const addition = added.body.data?.['addVideoCaption'] as { video: { captions: { id: string }[] } };
    expect(addition).toMatchObject({ validation: { valid: true, errors: [] } });
    const sent = graph.sandbox.requests.find(
      (request) => request.method === 'POST' && request.url.includes('/captions/'),
    );
    expect(JSON.parse(sent?.body.toString('utf8') ?? '{}')).toEqual({
      srclang: 'pt-BR',
      label: 'Português',
      captionsFile: Buffer.from(vtt).toString('base64'),
    });
    const track = addition.video.captions[0];
    expect(track).toEqual({
      id: toGlobalId('VideoCaption', `${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}/pt-BR`),
      srclang: 'pt-BR',
      label: 'Português',
    });
    const deleted = await data<{
      removeVideoCaption: { deletedVideoCaptionId: string; video: { captions: unknown[] } };
    }>(
      `mutation { removeVideoCaption(input: { ${VIDEO}, srclang: "pt-BR" }) { deletedVideoCaptionId video { captions { srclang } } } }`,
    );
    expect(deleted.removeVideoCaption).toEqual({ deletedVideoCaptionId: track?.id, video: { captions: [] } });
  });

  it('adds captions from a file part, and answers a file that is not captions with BAD_USER_INPUT', async () => {
    const add = (bytes: Buffer) =>
      upload(
        `mutation ($file: File!) { addVideoCaption(input: { ${VIDEO}, srclang: "en", file: $file }) { clientMutationId } }`,
        bytes,
      );
    expect((await add(Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi\n'))).body.data).toEqual({
      addVideoCaption: { clientMutationId: null },
    });
    const refused = await add(Buffer.from('not captions'));
    expect(refused.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses neither text nor file before any call, and a caption file over 1 MiB without calling bunny.net', async () => {
    expectRefused(
      await query(`mutation { addVideoCaption(input: { ${VIDEO}, srclang: "en" }) { clientMutationId } }`),
      'input.text',
    );
    const big = await upload(
      `mutation ($file: File!) { addVideoCaption(input: { ${VIDEO}, srclang: "en", file: $file }) { clientMutationId } }`,
      Buffer.alloc(1024 * 1024 + 1, 0x41),
    );
    expect(big.body.errors?.[0]).toMatchObject({
      message: `The file is larger than ${1024 * 1024} bytes.`,
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'input.file' }),
    });
    expect(calls()).toEqual([]);
  });

  it('cleans up named resolutions, which the next read of resolutions no longer has', async () => {
    const { body } =
      await query(`mutation { cleanUpVideoResolutions(input: { ${VIDEO}, resolutions: { resolutions: ["360p"] } }) {
      message video { availableResolutions resolutions { availableResolutions } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['cleanUpVideoResolutions']).toEqual({
      message: 'Deleted: 360p.',
      video: { availableResolutions: ['720p', '1080p'], resolutions: { availableResolutions: ['720p', '1080p'] } },
    });
    expect(calls().at(-1)).toBe(`video GET /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/resolutions`);
    expect(calls()[1]).toBe(
      `video POST /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/resolutions/cleanup?resolutionsToDelete=360p`,
    );
    await expectRefusedAfterClear(
      `mutation { cleanUpVideoResolutions(input: { ${VIDEO}, resolutions: { dryRun: true } }) { clientMutationId } }`,
      'input.resolutions',
    );
  });
});

async function expectRefusedAfterClear(text: string, argument: string): Promise<void> {
  graph.sandbox.clearRequests();
  expectRefused(await query(text), argument);
}
