import { describe, expect, it } from 'vitest';
import { MAX_FIRST } from '../../src/areas/shared/paging/args.js';
import { connectionOf } from '../../src/areas/shared/paging/connection.js';
import { corePages, shieldPages, streamPages } from '../../src/areas/shared/paging/numberedLists.js';
import { MAX_OFFSET, pageRequest, sliceConnection, wholeConnection } from '../../src/areas/shared/paging/offsets.js';
import { readSlice, upstreamPages, type NumberedList, type PageLimits } from '../../src/areas/shared/paging/pages.js';

/**
 * Paging by offset over bunny.net's numbered pages: which upstream pages a request reads, for every `first` and
 * offset a caller can ask, and the cursors it hands out and takes back.
 */

const SHAPES: [string, PageLimits][] = [
  ['core API (perPage 5 to 1000)', corePages.limits],
  ['Stream', streamPages.limits],
  ['Shield', shieldPages.limits],
];
const INT32_MAX = 2 ** 31 - 1;
const LIST = 'pullZones?search=';

const cursorOf = (list: string, ...position: unknown[]): string =>
  Buffer.from(JSON.stringify([list, ...position]), 'utf8').toString('base64url');

const refusedNamingAfter = expect.objectContaining({
  extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'after' }),
});

describe('upstreamPages', () => {
  it.each(SHAPES)('covers every range with at most two pages the %s allows', (_, limits) => {
    const wrong: string[] = [];
    for (let first = 1; first <= MAX_FIRST; first += 1) {
      for (let offset = 0; offset <= 400; offset += 1) {
        const { perPage, pages } = upstreamPages({ list: LIST, offset, first }, limits);
        const start = ((pages[0] ?? 0) - 1) * perPage;
        const end = (pages[pages.length - 1] ?? 0) * perPage;
        const allowed = perPage >= limits.minPerPage && perPage <= limits.maxPerPage;
        if (pages.length > 2 || !allowed || start > offset || offset + first > end) wrong.push(`${first}@${offset}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(SHAPES)('reads one page per page for every first 1 to 100 kept unchanged, on the %s', (_, limits) => {
    const twoPages: string[] = [];
    for (let first = 1; first <= MAX_FIRST; first += 1)
      for (let page = 0; page < 50; page += 1)
        if (upstreamPages({ list: LIST, offset: page * first, first }, limits).pages.length !== 1)
          twoPages.push(`first ${first}, page ${page + 1}`);
    expect(twoPages).toEqual([]);
  });

  it('asks the core API for 6 records a page for first: 2 and 3 and 8 for first: 4, its least being 5', () => {
    expect(
      [1, 2, 3, 4, 5, 20].map((first) => upstreamPages({ list: LIST, offset: 0, first }, corePages.limits)),
    ).toEqual([5, 6, 6, 8, 5, 20].map((perPage) => ({ perPage, pages: [1] })));
  });

  it('keeps every page number within int32 up to the furthest offset a cursor may hold', () => {
    for (const [, limits] of SHAPES)
      for (let first = 1; first <= MAX_FIRST; first += 1) {
        const { pages } = upstreamPages({ list: LIST, offset: MAX_OFFSET, first }, limits);
        expect(Math.max(...pages)).toBeLessThanOrEqual(INT32_MAX);
      }
  });
});

describe('pageRequest', () => {
  it('takes back every cursor a page hands out, the last edge of a list included', () => {
    const request = pageRequest('pullZones', LIST, { first: 3 });
    const page = sliceConnection(request, { items: [1, 2, 3], offset: 0, more: false, total: 3 }, (n) => n);
    const offsets = page.edges.map(({ cursor }) => pageRequest('pullZones', LIST, { after: cursor }).offset);
    expect(offsets).toEqual([1, 2, 3]);
  });

  it('refuses an offset past the last page bunny.net can number (2^53-1, 1e15, MAX_OFFSET) naming after', () => {
    for (const offset of [2 ** 53 - 1, 1e15, INT32_MAX, MAX_OFFSET])
      expect(() => pageRequest('pullZones', LIST, { after: cursorOf(LIST, offset) })).toThrow(refusedNamingAfter);
    expect(pageRequest('pullZones', LIST, { after: cursorOf(LIST, MAX_OFFSET - 1) }).offset).toBe(MAX_OFFSET);
  });

  it('refuses forged and foreign cursors naming after', () => {
    const forged = [
      cursorOf(LIST, -1),
      cursorOf(LIST, 1.5),
      cursorOf(LIST, '3'),
      cursorOf(LIST, null),
      cursorOf(LIST, 3, 0),
      cursorOf(LIST),
      cursorOf('videoLibraries?search=', 3),
      `${cursorOf(LIST, 3)}A`,
      cursorOf(LIST, 3).replace(/.$/, '='),
      'not a cursor',
      'A'.repeat(40_000),
    ];
    for (const after of forged) expect(() => pageRequest('pullZones', LIST, { after })).toThrow(refusedNamingAfter);
  });
});

/** A fake numbered list of `size` records (0, 1, 2...), counting its reads. */
function fakeList(size: number, limits: PageLimits): NumberedList<number> & { reads: number } {
  const list = {
    limits,
    reads: 0,
    read: async ({ page, perPage }: { page: number; perPage: number }) => {
      list.reads += 1;
      const start = (page - 1) * perPage;
      const items = Array.from({ length: Math.max(0, Math.min(perPage, size - start)) }, (_, index) => start + index);
      return { kind: 'page' as const, items, totalItems: size };
    },
  };
  return list;
}

describe('readSlice with a cursor from another first', () => {
  it('reads exactly the records asked for, in two calls at most, whatever first made the cursor', async () => {
    for (const [first, next] of [
      [7, 3],
      [3, 7],
      [2, 5],
      [20, 50],
      [100, 1],
    ] as const) {
      const list = fakeList(500, corePages.limits);
      const start = sliceConnection(
        pageRequest('pullZones', LIST, { first }),
        await readSlice(pageRequest('pullZones', LIST, { first }), list),
        (n) => n,
      );
      list.reads = 0;
      const request = pageRequest('pullZones', LIST, { first: next, after: start.pageInfo.endCursor });
      const page = sliceConnection(request, await readSlice(request, list), (n) => n);
      expect(page.edges.map((edge) => edge.node)).toEqual(Array.from({ length: next }, (_, index) => first + index));
      expect(list.reads).toBeLessThanOrEqual(2);
    }
  });
});

describe('wholeConnection', () => {
  it('pages a list bunny.net sends whole, leaving out records without a node and keeping the others cursors', () => {
    const request = pageRequest('containers', 'containerApp/a/endpoints', { first: 2 });
    const page = wholeConnection(request, [1, null, 3], (n) => n);
    expect(page.edges.map((edge) => edge.node)).toEqual([1]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = wholeConnection(
      pageRequest('containers', 'containerApp/a/endpoints', { first: 2, after: page.pageInfo.endCursor }),
      [1, null, 3],
      (n) => n,
    );
    expect(next.edges.map((edge) => edge.node)).toEqual([3]);
    expect(next).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });
});

describe('connectionOf', () => {
  it('writes a cursor only when it is read: a page whose query selects nodes alone writes none', () => {
    const written: number[] = [];
    const window = {
      items: [1, null, 3, 4],
      cursorAfter: (index: number) => {
        written.push(index);
        return `cursor-${index}`;
      },
      hasNextPage: true,
      hasPreviousPage: false,
      totalCount: 4,
    };
    const page = connectionOf(window, (n) => n);
    expect(page.edges.map((edge) => edge.node)).toEqual([1, 3, 4]);
    expect(written).toEqual([]);
    expect(page.edges.map((edge) => edge.cursor)).toEqual(['cursor-0', 'cursor-2', 'cursor-3']);
    expect([page.pageInfo.startCursor, page.pageInfo.endCursor]).toEqual(['cursor-0', 'cursor-3']);
    expect(connectionOf({ ...window, items: [null] }, (n) => n).pageInfo).toMatchObject({
      startCursor: null,
      endCursor: null,
      hasNextPage: true,
    });
  });
});
