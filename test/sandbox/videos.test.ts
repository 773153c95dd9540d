import { describe, expect, it } from 'vitest';
import {
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_LIBRARY_VIDEO_COUNT,
  DEMO_VIDEO_ID,
  libraryApiKeyFor,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

/** The demo library's read-only key for a fresh account (read from its record, as the gateway does). */
async function readOnlyKey(account = freshKey()): Promise<string> {
  const library = await jsonOf(await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: account }));
  return String(library.ReadOnlyApiKey);
}

const videos = (key: string, query = ''): Promise<Response> =>
  call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos${query}`, { key });

describe('GET /library/{libraryId}/videos', () => {
  it('pages the 250 demo videos in Stream’s items/currentPage/itemsPerPage/totalItems shape, read with the read-only key', async () => {
    const key = await readOnlyKey();
    const last = await jsonOf(await videos(key, '?page=3&itemsPerPage=100'));
    expect(last).toMatchObject({ totalItems: DEMO_LIBRARY_VIDEO_COUNT, currentPage: 3, itemsPerPage: 100 });
    expect((last.items as unknown[]).length).toBe(50);
    const first = await jsonOf(await videos(key, '?itemsPerPage=5'));
    expect((first.items as { guid: string }[])[0]?.guid).toBe(DEMO_VIDEO_ID);
  });

  it('filters by search and collection and orders by title', async () => {
    const key = await readOnlyKey();
    const inCollection = await jsonOf(await videos(key, `?collection=${DEMO_COLLECTION_ID}&itemsPerPage=1000`));
    expect(inCollection.totalItems).toBe(DEMO_LIBRARY_VIDEO_COUNT / 10);
    const titles = (
      (await jsonOf(await videos(key, '?orderBy=title&itemsPerPage=1000'))).items as { title: string }[]
    ).map((video) => video.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const found = await jsonOf(await videos(key, '?search=WALKTHROUGH'));
    expect((found.items as { guid: string }[]).map((video) => video.guid)).toEqual([DEMO_VIDEO_ID]);
  });

  it('answers 400 StatusModel to an itemsPerPage out of range', async () => {
    const response = await videos(await readOnlyKey(), '?itemsPerPage=0');
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ success: false, statusCode: 400 });
  });
});

describe('GET /library/{libraryId}/videos/{videoId}', () => {
  it('shows a thumbnail set by URL in the next read, and answers 404 with no body for an unknown video', async () => {
    const account = freshKey();
    const set = await call(
      sandbox.urls.video,
      `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/thumbnail?thumbnailUrl=${encodeURIComponent('https://img.example.com/x.jpg')}`,
      { method: 'POST', key: libraryApiKeyFor(account, DEMO_LIBRARY_ID) },
    );
    expect(set.status).toBe(200);
    const key = await readOnlyKey(account);
    const video = await jsonOf(
      await call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`, { key }),
    );
    expect(video).toMatchObject({ guid: DEMO_VIDEO_ID, thumbnailUrl: 'https://img.example.com/x.jpg', status: 4 });
    await expectNoBody(await call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/videos/nope`, { key }), 404);
  });
});

describe('GET /library/{libraryId}/statistics', () => {
  const statistics = async (query: string): Promise<Response> =>
    call(sandbox.urls.video, `/library/${DEMO_LIBRARY_ID}/statistics${query}`, { key: await readOnlyKey() });

  it('answers one point per hour of the range, and an engagement score only for one video', async () => {
    const library = await jsonOf(
      await statistics('?dateFrom=2026-11-01T00:00:00Z&dateTo=2026-11-01T05:00:00Z&hourly=true'),
    );
    expect(Object.keys(library.viewsChart as object)).toHaveLength(6);
    expect(library.engagementScore).toBeUndefined();
    const video = await jsonOf(await statistics(`?videoGuid=${DEMO_VIDEO_ID}`));
    expect(video.engagementScore).toEqual(expect.any(Number));
    expect(Object.keys(video.viewsChart as object).length).toBeGreaterThanOrEqual(30);
  });

  it('answers 404 with no body for an unknown video', async () => {
    await expectNoBody(await statistics('?videoGuid=nope'), 404);
  });
});

describe('GET /videolibrary', () => {
  it('answers a plain array without a page and the paged object with one', async () => {
    const key = freshKey();
    const all = (await (await call(sandbox.urls.api, '/videolibrary', { key })).json()) as unknown[];
    expect(all).toHaveLength(2);
    const page = await jsonOf(await call(sandbox.urls.api, '/videolibrary?page=1&perPage=5&search=demos', { key }));
    expect(page).toMatchObject({ CurrentPage: 1, TotalItems: 1, HasMoreItems: false });
  });
});
