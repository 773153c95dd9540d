import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import {
  ARCHIVE_COLLECTION_ID,
  CHECKOUT_VIDEO_ID,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  DEMO_VIDEO_ID,
} from '../../src/sandbox/index.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Collections as a connection on VideoLibrary, linked both ways with videos, and written; a video's details
 * (resolutions, storage, heatmap, play data) and oEmbed, each one call only when selected.
 */

const graph = useSandboxGraph('stream-collections');
const { query, data, expectRefused } = graph;
const calls = graph.upstreamCallsByHost;

const LIBRARY_READ = `api GET /videolibrary/${DEMO_LIBRARY_ID}`;
const COLLECTION = `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}"`;
const VIDEO = `video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}")`;

describe('collections', () => {
  it("lists a library's collections with their counts, and pages each one's videos: 4 calls in all", async () => {
    const text = `{ videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) {
      collections(first: 5, search: "a", orderBy: NAME) { totalCount edges { node { id collectionId name videoCount
        videos(first: 2) { totalCount edges { node { videoId collectionId } } } } } } } }`;
    const page = await data<{
      videoLibrary: {
        collections: {
          totalCount: number;
          edges: { node: { id: string; name: string; videoCount: number; videos: { totalCount: number } } }[];
        };
      };
    }>(text);
    const { collections } = page.videoLibrary;
    expect(collections.totalCount).toBe(2);
    expect(collections.edges.map(({ node }) => [node.name, node.videoCount, node.videos.totalCount])).toEqual([
      ['Archive', 0, 0],
      ['Spring launch', DEMO_LIBRARY_VIDEO_COUNT / 10, DEMO_LIBRARY_VIDEO_COUNT / 10],
    ]);
    expect(collections.edges[1]?.node.id).toBe(
      toGlobalId('VideoCollection', `${DEMO_LIBRARY_ID}/${DEMO_COLLECTION_ID}`),
    );
    expect(calls()[0]).toBe(LIBRARY_READ);
    expect(calls()[1]).toBe(
      `video GET /library/${DEMO_LIBRARY_ID}/collections?page=1&itemsPerPage=5&search=a&orderBy=name&includeThumbnails=false`,
    );
    expect(calls().slice(2).sort()).toEqual(
      [ARCHIVE_COLLECTION_ID, DEMO_COLLECTION_ID]
        .map((id) => `video GET /library/${DEMO_LIBRARY_ID}/videos?page=1&itemsPerPage=2&collection=${id}`)
        .sort(),
    );
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(calls().length);
  });

  it('links a video to its collection (none: null, no call) and reads a collection again by its global id', async () => {
    const { body } = await query(`{ first: ${VIDEO} { collection { id name } }
      second: video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}") { collectionId collection { id } } }`);
    expect(body.errors).toBeUndefined();
    const id = toGlobalId('VideoCollection', `${DEMO_LIBRARY_ID}/${DEMO_COLLECTION_ID}`);
    expect(body.data).toEqual({
      first: { collection: { id, name: 'Spring launch' } },
      second: { collectionId: null, collection: null },
    });
    expect(calls().filter((call) => call.includes('/collections/'))).toEqual([
      `video GET /library/${DEMO_LIBRARY_ID}/collections/${DEMO_COLLECTION_ID}?includeThumbnails=false`,
    ]);
    const node = await data<{ node: { name: string; library: { videoLibraryId: number } } }>(
      `{ node(id: "${id}") { ... on VideoCollection { name library { videoLibraryId } } } }`,
    );
    expect(node.node).toEqual({ name: 'Spring launch', library: { videoLibraryId: DEMO_LIBRARY_ID } });
  });

  it('fills in preview thumbnails only when asked', async () => {
    const read = (include: boolean) =>
      data<{ videoCollection: { previewVideoIds: string[]; previewImageUrls: string[] } }>(
        `{ videoCollection(${COLLECTION}, includeThumbnails: ${include}) { previewVideoIds previewImageUrls } }`,
      );
    const without = await read(false);
    expect(without.videoCollection.previewVideoIds).toHaveLength(3);
    expect(without.videoCollection.previewImageUrls).toEqual([]);
    expect((await read(true)).videoCollection.previewImageUrls).toHaveLength(3);
  });

  it('creates a collection with its record in the payload, renames it, and deletes it; its videos stay', async () => {
    const created = await data<{
      createVideoCollection: { collectionId: string; collection: { name: string; videoCount: number } };
    }>(
      `mutation { createVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, name: "Keynotes" }) { collectionId collection { name videoCount } } }`,
    );
    expect(created.createVideoCollection.collection).toEqual({ name: 'Keynotes', videoCount: 0 });
    const { collectionId } = created.createVideoCollection;
    const moved = await data<{ updateVideo: { video: { collection: { name: string } } } }>(
      `mutation { updateVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", video: { collectionId: "${collectionId}" } }) {
        video { collection { name } } } }`,
    );
    expect(moved.updateVideo.video.collection.name).toBe('Keynotes');
    const renamed = await data<{ updateVideoCollection: { collection: { name: string; videoCount: number } } }>(
      `mutation { updateVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${collectionId}", name: "Keynotes 2026" }) {
        collection { name videoCount } } }`,
    );
    expect(renamed.updateVideoCollection.collection).toEqual({ name: 'Keynotes 2026', videoCount: 1 });
    const deleted = await data<{ deleteVideoCollection: { deletedVideoCollectionId: string } }>(
      `mutation { deleteVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${collectionId}" }) { deletedVideoCollectionId } }`,
    );
    expect(deleted.deleteVideoCollection.deletedVideoCollectionId).toBe(
      toGlobalId('VideoCollection', `${DEMO_LIBRARY_ID}/${collectionId}`),
    );
    const video = await data<{ video: { collectionId: string | null } }>(`{ ${VIDEO} { collectionId } }`);
    expect(video.video.collectionId).toBeNull();
  });

  it('refuses a blank name, a collection id that is not one and a cursor of another list before any call', async () => {
    expectRefused(
      await query(
        `mutation { createVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, name: "" }) { collectionId } }`,
      ),
      'input.name',
    );
    expectRefused(
      await query(`{ videoCollection(videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "a/b") { name } }`),
      'collectionId',
    );
    const videosPage = await data<{ videos: { pageInfo: { endCursor: string } } }>(
      `{ videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 1) { pageInfo { endCursor } } }`,
    );
    graph.sandbox.clearRequests();
    const { body } = await query(
      `query ($after: String) { videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { collections(after: $after) { totalCount } } }`,
      { after: videosPage.videos.pageInfo.endCursor },
    );
    expect(body.errors?.map((error) => error.extensions?.['argument'])).toEqual(['after']);
    expect(calls()).toEqual([LIBRARY_READ]);
  });
});

describe("a video's details", () => {
  it('reads resolutions, storage, heatmap and play data only when selected, one call each after the video', async () => {
    const text = `{ ${VIDEO} { title
      resolutions { availableResolutions configuredResolutions storageObjects { objectName length } hasOriginal }
      storage { encoded { codec resolution size } originals calculatedAt }
      heatmap { position value }
      playData { libraryName videoPlaylistUrl playbackSpeeds isPlayable video { videoId } } } }`;
    const { body } = await query(text);
    expect(body.errors).toBeUndefined();
    const video = body.data?.['video'] as {
      resolutions: { availableResolutions: string[]; storageObjects: unknown[] };
      storage: { encoded: { resolution: string }[] };
      heatmap: { position: number }[];
      playData: { libraryName: string; isPlayable: boolean; video: { videoId: string }; playbackSpeeds: number[] };
    };
    expect(video.resolutions.availableResolutions).toEqual(['360p', '720p', '1080p']);
    expect(video.resolutions.storageObjects).toHaveLength(3);
    expect(video.storage.encoded.map((rendition) => rendition.resolution)).toEqual(['360p', '720p', '1080p']);
    expect(video.heatmap.map((point) => point.position)).toEqual(
      [...video.heatmap.map((point) => point.position)].sort((a, b) => a - b),
    );
    expect(video.heatmap).toHaveLength(20);
    expect(video.playData).toMatchObject({
      libraryName: 'Product Demos',
      isPlayable: true,
      video: { videoId: DEMO_VIDEO_ID },
    });
    expect(video.playData.playbackSpeeds).toContain(1.5);
    const base = `video GET /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`;
    expect(calls().sort()).toEqual(
      [LIBRARY_READ, base, `${base}/resolutions`, `${base}/storage`, `${base}/heatmap`, `${base}/play`].sort(),
    );
    expect(estimateCalls(text)).toBe(6);
  });

  it('passes a player token on and keeps it out of the log', async () => {
    const token = 'a3f1c9e7b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6';
    const before = graph.gateway.rawLogs.length;
    const { body } = await query(
      `{ ${VIDEO} { heatmapPlayData(token: "${token}", expires: "2030-01-01T00:00:00Z") { tokenAuthEnabled } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(calls().at(-1)).toBe(
      `video GET /library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/play/heatmap?token=${token}&expires=1893456000`,
    );
    expect(graph.gateway.rawLogs.slice(before).join('\n')).not.toContain(token);
  });

  it('describes a player URL with oEmbed in one call, the URL passed on as data', async () => {
    const url = `https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}`;
    const oEmbed = await data<{
      videoOEmbed: { title: string; type: string; width: number; height: number; html: string };
    }>(`{ videoOEmbed(url: "${url}", maxWidth: 480) { title type width height html thumbnailUrl providerName } }`);
    expect(oEmbed.videoOEmbed).toMatchObject({
      title: 'Spring collection walkthrough',
      type: 'video',
      width: 480,
      height: 270,
    });
    expect(oEmbed.videoOEmbed.html).toContain(`/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}`);
    expect(calls()).toEqual([`video GET /OEmbed?url=${encodeURIComponent(url)}&maxWidth=480`]);
    graph.sandbox.clearRequests();
    expectRefused(await query('{ videoOEmbed(url: "javascript:alert(1)") { title } }'), 'url');
  });
});
