import { describe, expect, it } from 'vitest';
import { streamGraphiqlTab } from '../../src/areas/stream/graphiqlTab.js';
import {
  DEMO_BLOCKED_REFERRER,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  DEMO_VIDEO_ID,
  COURSES_LIBRARY_ID,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { documentedExamples } from '../support/documentedExamples.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Stream's part of the graph through HTTP against the sandbox: video libraries and videos as connections and nodes,
 * links read only when selected, the library's read-only key for reads and its full key for writes.
 */

const graph = useSandboxGraph('stream-graph-key', { logLevel: 'info' });
const { query, expectRefused } = graph;
const upstreamCalls = graph.upstreamCallsByHost;

const libraryKey = (videoLibraryId: number, access: 'readOnly' | 'readWrite'): string =>
  sandboxFixtures.stream.library(videoLibraryId).apiKey(graph.key, { access });

const LIBRARY_READ = `api GET /videolibrary/${DEMO_LIBRARY_ID}`;

interface VideoPage {
  totalCount: number;
  edges: { cursor: string; node: { id: string; videoId: string; title: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const VIDEOS = `query ($videoLibraryId: SafeInt!, $first: Int, $after: String, $search: String, $collectionId: ID) {
  videos(videoLibraryId: $videoLibraryId, first: $first, after: $after, search: $search, collectionId: $collectionId) {
    totalCount edges { cursor node { id videoId title } } pageInfo { hasNextPage endCursor } } }`;

async function videoPage(variables: Record<string, unknown>): Promise<VideoPage> {
  const { body } = await query(VIDEOS, { videoLibraryId: DEMO_LIBRARY_ID, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data?.['videos'] as VideoPage;
}

describe('videos connection', () => {
  it('pages through the 250 videos of the demo library with first: 100 in three pages, one page call and one key read each', async () => {
    const seen = new Set<string>();
    const pages: VideoPage[] = [];
    let after: string | null = null;
    do {
      const page: VideoPage = await videoPage({ first: 100, after });
      pages.push(page);
      for (const edge of page.edges) seen.add(edge.node.videoId);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after !== null);
    expect(pages.map((page) => page.edges.length)).toEqual([100, 100, 50]);
    expect(pages.every((page) => page.totalCount === DEMO_LIBRARY_VIDEO_COUNT)).toBe(true);
    expect(seen.size).toBe(DEMO_LIBRARY_VIDEO_COUNT);
    const pageCalls = [1, 2, 3].map(
      (page) => `video GET /library/${DEMO_LIBRARY_ID}/videos?page=${page}&itemsPerPage=100`,
    );
    expect(upstreamCalls()).toEqual(pageCalls.flatMap((call) => [LIBRARY_READ, call]));
  });

  it('filters by search and collection, and a cursor of one filter is refused on another before any upstream call', async () => {
    const collection = await videoPage({ first: 5, collectionId: DEMO_COLLECTION_ID });
    expect(collection.totalCount).toBe(DEMO_LIBRARY_VIDEO_COUNT / 10);
    const found = await videoPage({ search: 'walkthrough' });
    expect(found.edges.map((edge) => edge.node.videoId)).toEqual([DEMO_VIDEO_ID]);
    graph.sandbox.clearRequests();
    const after = collection.pageInfo.endCursor;
    expectRefused(await query(VIDEOS, { videoLibraryId: DEMO_LIBRARY_ID, first: 5, after }), 'after');
  });

  it('refuses a tampered cursor, a bad first and a bad library id before any upstream call', async () => {
    const tampered = Buffer.from(JSON.stringify(['videos[240117,null,null,null]', 3])).toString('base64url');
    expectRefused(await query(VIDEOS, { videoLibraryId: DEMO_LIBRARY_ID, after: `${tampered}x` }), 'after');
    expectRefused(await query(VIDEOS, { videoLibraryId: DEMO_LIBRARY_ID, first: 101 }), 'first');
    expectRefused(await query(VIDEOS, { videoLibraryId: 0 }), 'videoLibraryId');
    expectRefused(await query(VIDEOS, { videoLibraryId: DEMO_LIBRARY_ID, collectionId: '../x' }), 'collectionId');
  });
});

describe('library keys', () => {
  it('reads the video host with the library read-only key and writes with its full key', async () => {
    const { body } = await query(
      `mutation ($videoLibraryId: SafeInt!, $videoId: ID!) {
      setVideoThumbnail(input: { videoLibraryId: $videoLibraryId, videoId: $videoId, thumbnailUrl: "https://img.example.com/a.jpg" }) {
        video { videoId thumbnailUrl } } }`,
      { videoLibraryId: DEMO_LIBRARY_ID, videoId: DEMO_VIDEO_ID },
    );
    expect(body.errors).toBeUndefined();
    const sent = graph.sandbox.requests.map((request) => [request.method, request.headers['accesskey']]);
    expect(sent).toEqual([
      ['GET', graph.key],
      ['POST', libraryKey(DEMO_LIBRARY_ID, 'readWrite')],
      ['GET', libraryKey(DEMO_LIBRARY_ID, 'readOnly')],
    ]);
    expect(body.data?.['setVideoThumbnail']).toEqual({
      video: { videoId: DEMO_VIDEO_ID, thumbnailUrl: 'https://img.example.com/a.jpg' },
    });
  });

  it('puts no library key in any response or log line, even in an error', async () => {
    const before = graph.gateway.rawLogs.length;
    const { body } = await query(
      `query ($videoLibraryId: SafeInt!) {
      videoLibrary(videoLibraryId: $videoLibraryId) { id name videos(first: 3) { edges { node { title } } } }
      missing: video(videoLibraryId: $videoLibraryId, videoId: "no-such-video") { title } }`,
      { videoLibraryId: DEMO_LIBRARY_ID },
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    const everything = JSON.stringify(body) + graph.gateway.rawLogs.slice(before).join('\n');
    for (const access of ['readOnly', 'readWrite'] as const)
      expect(everything).not.toContain(libraryKey(DEMO_LIBRARY_ID, access));
    expect(graph.gateway.rawLogs.length).toBeGreaterThan(before);
  });

  it("sends the caller's own X-Library-Key instead of looking a key up", async () => {
    const own = libraryKey(DEMO_LIBRARY_ID, 'readWrite');
    const { body } = await query(
      `{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { title } }`,
      undefined,
      { 'X-Library-Key': own },
    );
    expect(body.errors).toBeUndefined();
    expect(graph.sandbox.requests.map((request) => [request.host, request.headers['accesskey']])).toEqual([
      ['video', own],
    ]);
  });

  it('the sandbox refuses the read-only key for a write: FORBIDDEN', async () => {
    const { body } = await query(
      `mutation { setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }`,
      undefined,
      { 'X-Library-Key': libraryKey(DEMO_LIBRARY_ID, 'readOnly') },
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['FORBIDDEN']);
  });

  it('offers no field that could hold a key on VideoLibrary', async () => {
    const { body } = await query('{ __type(name: "VideoLibrary") { fields { name } } }');
    const type = body.data?.['__type'] as { fields: { name: string }[] } | undefined;
    const names = type?.fields.map((field) => field.name) ?? [];
    expect(names).toContain('blockedReferrers');
    // The player's key colour is a colour, the one field whose name says key.
    expect(names.filter((name) => /key/i.test(name))).toEqual(['playerKeyColor']);
  });
});

describe('videoLibraries, videoLibrary and video', () => {
  it('lists the libraries as a connection from one upstream page, with their records', async () => {
    const { body } = await query(`{ videoLibraries(first: 5) { totalCount pageInfo { hasNextPage }
      edges { node { videoLibraryId name videoCount dateCreated blockedReferrers replicationRegions enabledResolutions } } } }`);
    expect(body.errors).toBeUndefined();
    const page = body.data?.['videoLibraries'] as { totalCount: number; edges: { node: Record<string, unknown> }[] };
    expect(page.totalCount).toBe(2);
    expect(page.edges[0]?.node).toMatchObject({
      videoLibraryId: DEMO_LIBRARY_ID,
      name: 'Product Demos',
      videoCount: DEMO_LIBRARY_VIDEO_COUNT,
      blockedReferrers: expect.arrayContaining([DEMO_BLOCKED_REFERRER]),
      enabledResolutions: ['360p', '720p', '1080p'],
      dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(upstreamCalls()).toEqual(['api GET /videolibrary?page=1&perPage=5']);
  });

  it('answers null with NOT_FOUND for a library or a video that does not exist', async () => {
    const { body } = await query(`{ videoLibrary(videoLibraryId: 1) { name }
      video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "no-such-video") { title } }`);
    expect(body.data).toEqual({ videoLibrary: null, video: null });
    expect(body.errors?.map((error) => [error.path, error.extensions?.['code']])).toEqual([
      [['videoLibrary'], 'NOT_FOUND'],
      [['video'], 'NOT_FOUND'],
    ]);
  });

  it('maps a video: its status as an enum, its length and size as integers, its upload as a date-time', async () => {
    const { body } = await query(`{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") {
      videoId videoLibraryId title status length storageSize dateUploaded availableResolutions captions { label } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['video']).toMatchObject({
      videoId: DEMO_VIDEO_ID,
      videoLibraryId: DEMO_LIBRARY_ID,
      title: 'Spring collection walkthrough',
      status: 'FINISHED',
      length: expect.any(Number),
      storageSize: expect.any(Number),
      dateUploaded: expect.stringMatching(/Z$/),
      availableResolutions: ['360p', '720p', '1080p'],
      captions: [],
    });
  });
});

describe('nodes', () => {
  it('fetches a library and a video again by their global ids, with node and nodes', async () => {
    const { body } = await query(`{ videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { id
      videos(first: 1) { edges { node { id videoId } } } } }`);
    const library = body.data?.['videoLibrary'] as { id: string; videos: { edges: { node: { id: string } }[] } };
    const videoId = library.videos.edges[0]?.node.id ?? '';
    const again = await query(
      `query ($a: ID!, $b: ID!) { node(id: $a) { __typename id ... on VideoLibrary { videoLibraryId } }
        nodes(ids: [$b, $a]) { __typename id ... on Video { videoLibraryId title } } }`,
      { a: library.id, b: videoId },
    );
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data).toEqual({
      node: { __typename: 'VideoLibrary', id: library.id, videoLibraryId: DEMO_LIBRARY_ID },
      nodes: [
        { __typename: 'Video', id: videoId, videoLibraryId: DEMO_LIBRARY_ID, title: 'Spring collection walkthrough' },
        { __typename: 'VideoLibrary', id: library.id },
      ],
    });
  });

  it('reads a video by global id with the two calls its type declares to the estimate (its library key, then it)', async () => {
    const id = Buffer.from(`Video:${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}`).toString('base64url');
    const text = `{ node(id: "${id}") { id ... on Video { title } } }`;
    graph.sandbox.clearRequests();
    const { body } = await query(text);
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toHaveLength(2);
    expect(estimateCalls(text)).toBe(2);
  });

  it('refuses a video id the gateway did not make before any upstream call', async () => {
    graph.sandbox.clearRequests();
    for (const local of [`${DEMO_LIBRARY_ID}/a/b`, `0/${DEMO_VIDEO_ID}`, DEMO_VIDEO_ID, `${DEMO_LIBRARY_ID}/..`]) {
      const id = Buffer.from(`Video:${local}`).toString('base64url');
      expectRefused(await query('query ($id: ID!) { node(id: $id) { id } }', { id }), 'id');
    }
  });
});

describe('links', () => {
  it('reads a library once, and its videos and statistics only when selected, with no second key lookup', async () => {
    const plain = await query(`{ videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { name blockedReferrers } }`);
    expect(plain.body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual([LIBRARY_READ]);
    graph.sandbox.clearRequests();
    const linked = await query(`{ videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { name
      videos(first: 2) { edges { node { title library { name } } } }
      statistics(from: "2026-11-01T00:00:00Z", to: "2026-11-03T00:00:00Z") { views { at value } countryViews { country value } } } }`);
    expect(linked.body.errors).toBeUndefined();
    expect(upstreamCalls().sort()).toEqual(
      [
        LIBRARY_READ,
        `video GET /library/${DEMO_LIBRARY_ID}/videos?page=1&itemsPerPage=2`,
        `video GET /library/${DEMO_LIBRARY_ID}/statistics?dateFrom=2026-11-01T00%3A00%3A00.000Z&dateTo=2026-11-03T00%3A00%3A00.000Z&hourly=false`,
      ].sort(),
    );
    const library = linked.body.data?.['videoLibrary'] as {
      statistics: { views: { at: string; value: number }[]; countryViews: { country: string }[] };
    };
    expect(library.statistics.views.map((point) => point.at)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-11-03T00:00:00.000Z',
    ]);
    expect(library.statistics.countryViews.length).toBeGreaterThan(0);
  });

  it('refuses statistics with an end but no start, or an end before the start, before the link calls anything', async () => {
    for (const [range, argument] of [
      ['to: "2026-11-03T00:00:00Z"', 'to'],
      ['from: "2026-11-03T00:00:00Z", to: "2026-11-01T00:00:00Z"', 'to'],
    ] as const) {
      graph.sandbox.clearRequests();
      const { body } = await query(
        `{ videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { statistics(${range}) { engagementScore } } }`,
      );
      expect(body.errors?.map((error) => error.extensions?.['argument'])).toEqual([argument]);
      expect(upstreamCalls()).toEqual([LIBRARY_READ]);
    }
  });

  it("shares a page's one library read between the key lookup and every video's library link", async () => {
    const { body } = await query(
      `{ videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 20) { edges { node { library { id name } } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual([
      LIBRARY_READ,
      `video GET /library/${DEMO_LIBRARY_ID}/videos?page=1&itemsPerPage=20`,
    ]);
  });
});

describe('mutation payloads', () => {
  it('removeVideoLibraryBlockedReferrer offers the library as it is now, without the removed referrer', async () => {
    const { body } =
      await query(`mutation { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}" }) {
      videoLibrary { id blockedReferrers } } }`);
    expect(body.errors).toBeUndefined();
    const payload = body.data?.['removeVideoLibraryBlockedReferrer'] as {
      videoLibrary: { blockedReferrers: string[] };
    };
    expect(payload.videoLibrary.blockedReferrers).toEqual(['free-movies.example']);
    expect(upstreamCalls()).toEqual([`api POST /videolibrary/${DEMO_LIBRARY_ID}/removeBlockedReferrer`, LIBRARY_READ]);
  });

  it('reads the library anew after each change of one request, so the second payload shows both removals', async () => {
    const remove = (alias: string, hostname: string) =>
      `${alias}: removeVideoLibraryBlockedReferrer(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${hostname}" }) { videoLibrary { blockedReferrers } }`;
    const { body } = await query(
      `mutation { ${remove('first', DEMO_BLOCKED_REFERRER)} ${remove('second', 'free-movies.example')} }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      first: { videoLibrary: { blockedReferrers: ['free-movies.example'] } },
      second: { videoLibrary: { blockedReferrers: [] } },
    });
  });

  it('reads the video anew after each thumbnail change of one request', async () => {
    const set = (alias: string, url: string) =>
      `${alias}: setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "${url}" }) { video { thumbnailUrl } }`;
    const { body } = await query(
      `mutation { ${set('first', 'https://img.example.com/1.jpg')} ${set('second', 'https://img.example.com/2.jpg')} }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      first: { video: { thumbnailUrl: 'https://img.example.com/1.jpg' } },
      second: { video: { thumbnailUrl: 'https://img.example.com/2.jpg' } },
    });
  });

  it('reads nothing more when the payload record is not selected', async () => {
    const { body } = await query(
      `mutation { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: ${COURSES_LIBRARY_ID}, hostname: "piracy-mirror.example" }) { clientMutationId } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual([`api POST /videolibrary/${COURSES_LIBRARY_ID}/removeBlockedReferrer`]);
  });
});

describe("docs/graph.md's Stream examples", () => {
  const [dashboard = { comment: '', operation: '' }, change = dashboard] = documentedExamples(
    'docs/graph.md',
    'Stream',
  );

  it('runs the dashboard with the 3 upstream calls its comment names, under its estimate', async () => {
    const { body } = await query(dashboard.operation);
    expect(body.errors).toBeUndefined();
    expect(dashboard.comment).toContain('3 upstream calls');
    // The list first; the two libraries' pages in parallel, in either order.
    expect(upstreamCalls()[0]).toBe('api GET /videolibrary?page=1&perPage=5');
    expect(upstreamCalls().slice(1).sort()).toEqual(
      [DEMO_LIBRARY_ID, COURSES_LIBRARY_ID].map((id) => `video GET /library/${id}/videos?page=1&itemsPerPage=5`).sort(),
    );
    expect(
      graph.sandbox.requests
        .filter((request) => request.host === 'video')
        .map((r) => r.headers['accesskey'])
        .sort(),
    ).toEqual([libraryKey(DEMO_LIBRARY_ID, 'readOnly'), libraryKey(COURSES_LIBRARY_ID, 'readOnly')].sort());
    expect(estimateCalls(dashboard.operation)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });

  it('runs the change with the 2 upstream calls its comment names, under its estimate', async () => {
    const { body } = await query(change.operation);
    expect(body.errors).toBeUndefined();
    expect(change.comment).toContain(
      `2 calls: POST /videolibrary/${DEMO_LIBRARY_ID}/removeBlockedReferrer, then GET /videolibrary/${DEMO_LIBRARY_ID}`,
    );
    expect(upstreamCalls()).toEqual([`api POST /videolibrary/${DEMO_LIBRARY_ID}/removeBlockedReferrer`, LIBRARY_READ]);
    expect(estimateCalls(change.operation)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });

  it('refuses 30 libraries with their videos, 62 estimated calls, over the default budget before any upstream call', async () => {
    const wide = '{ videoLibraries(first: 30) { edges { node { videos(first: 10) { totalCount } } } } }';
    expect(estimateCalls(wide)).toBe(62);
    const { status, body } = await query(wide);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toContain('estimated 62 upstream calls, over the budget of 50');
    expect(upstreamCalls()).toEqual([]);
  });

  it('estimates at least the real calls of a page of videos with their library and of a thumbnail with its video', async () => {
    const page = `{ videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 100, after: null) { edges { node { title library { name } } } } }`;
    const thumbnail = `mutation { setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/b.jpg" }) { video { title library { name } } } }`;
    for (const text of [page, thumbnail]) {
      graph.sandbox.clearRequests();
      const { body } = await query(text);
      expect(body.errors).toBeUndefined();
      expect(estimateCalls(text)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});

describe("GraphiQL's Stream tab", () => {
  it('runs its dashboard, its thumbnail change and its TUS upload signing against the sandbox without an error', async () => {
    const variables = { videoLibraryId: DEMO_LIBRARY_ID, videoId: DEMO_VIDEO_ID };
    for (const operationName of ['StreamDashboard', 'Thumbnail', 'TusUpload']) {
      const { body } = await graph.operation(streamGraphiqlTab, operationName, variables);
      expect(body.errors, operationName).toBeUndefined();
    }
    const video = (
      await query(`{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { thumbnailUrl } }`)
    ).body.data?.['video'];
    expect(video).toEqual({ thumbnailUrl: 'https://images.example.com/cover.jpg' });
  });
});
