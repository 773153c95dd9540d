import { describe, expect, it } from 'vitest';
import { tokenConnection, tokenPageRequest, type TokenPage } from '../../src/areas/shared/tokenConnection.js';

/**
 * Relay paging over continuation tokens, against a list of 23 records that "bunny.net" pages 10 at a time: following
 * `endCursor` with any `first` reads every record once, in order, and a cursor is refused anywhere but its own list.
 */

const RECORDS = Array.from({ length: 23 }, (_, index) => index);
const PAGE_SIZE = 10;

/** The upstream page a token names: `null` the first, `t<n>` the one starting at record n. */
function upstreamPage(token: string | null): TokenPage<number> {
  const start = token === null ? 0 : Number(token.slice(1));
  const next = start + PAGE_SIZE;
  return { items: RECORDS.slice(start, next), nextToken: next < RECORDS.length ? `t${next}` : null };
}

function readAll(first: number): { seen: number[]; reads: number } {
  const seen: number[] = [];
  let after: string | null = null;
  let reads = 0;
  do {
    const request = tokenPageRequest('shield', 'events:1:2026-11-21', { first, after });
    const page = tokenConnection(request, upstreamPage(request.token), (record) => record);
    reads += 1;
    seen.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null && reads < 100);
  return { seen, reads };
}

describe('tokenConnection', () => {
  it('reads every record once and in order, whatever first is', () => {
    for (let first = 1; first <= 25; first += 1) expect(readAll(first).seen).toEqual(RECORDS);
  });

  it('reads one upstream page per connection page when first is the page size', () => {
    expect(readAll(PAGE_SIZE).reads).toBe(3);
  });

  it('refuses a cursor of another list, a changed one, and one whose token would leave its path segment', () => {
    const request = tokenPageRequest('shield', 'events:1:2026-11-21', { first: 5 });
    const cursor = tokenConnection(request, upstreamPage(null), (record) => record).pageInfo.endCursor ?? '';
    const forged = (token: unknown) =>
      Buffer.from(JSON.stringify(['events:1:2026-11-21', token, 0])).toString('base64url');
    const refused = [
      () => tokenPageRequest('shield', 'events:2:2026-11-21', { after: cursor }),
      () => tokenPageRequest('shield', 'events:1:2026-11-21', { after: `${cursor}A` }),
      () => tokenPageRequest('shield', 'events:1:2026-11-21', { after: forged('../x') }),
      () => tokenPageRequest('shield', 'events:1:2026-11-21', { after: forged('a/b') }),
      () => tokenPageRequest('shield', 'events:1:2026-11-21', { after: forged(7) }),
    ];
    for (const read of refused)
      expect(read).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ argument: 'after' }) }));
    expect(() => tokenPageRequest('shield', 'events:1:2026-11-21', { first: 101 })).toThrow(/first/);
  });
});
