import { describe, expect, it } from 'vitest';
import { MAX_FIRST, upstreamPages } from '../../src/areas/shared/connection.js';

/** The mapping of `first`/`after` onto bunny.net's numbered pages, over every offset and size a caller can ask. */
describe('upstreamPages', () => {
  it('covers every requested range with at most two pages of at least 5 and at most 100 records', () => {
    for (let first = 1; first <= MAX_FIRST; first += 1) {
      for (let offset = 0; offset <= 400; offset += 1) {
        const { perPage, pages } = upstreamPages({ list: 'l', offset, first });
        const start = ((pages[0] ?? 0) - 1) * perPage;
        const end = (pages[pages.length - 1] ?? 0) * perPage;
        expect(pages.length === 1 || pages.length === 2).toBe(true);
        expect(perPage).toBeGreaterThanOrEqual(5);
        expect(perPage).toBeLessThanOrEqual(MAX_FIRST);
        expect(start <= offset && offset + first <= end).toBe(true);
      }
    }
  });

  it('needs one page when the offset is a multiple of first, as following endCursor with the same first gives', () => {
    for (const first of [5, 20, 37, 100])
      for (let page = 0; page < 10; page += 1)
        expect(upstreamPages({ list: 'l', offset: page * first, first }).pages).toEqual([page + 1]);
  });
});
