import { describe, expect, it } from 'vitest';
import { containerCursors, shieldEventLogTokens } from '../../src/areas/shared/paging/tokenLists.js';
import {
  tokenConnection,
  tokenFits,
  tokenPageRequest,
  type TokenPage,
  type TokenShape,
} from '../../src/areas/shared/paging/tokens.js';

/**
 * Relay paging over continuation tokens, against a list of 23 records that "bunny.net" pages 10 at a time: following
 * `endCursor` with any `first` reads every record once, in order, and a cursor is refused anywhere but its own list,
 * or when its token could not go where its list sends it.
 */

const RECORDS = Array.from({ length: 23 }, (_, index) => index);
const PAGE_SIZE = 10;
const LIST = 'eventLogs:1:2026-11-21';

/** The upstream page a token names: `null` the first, `<prefix><n>` the one starting at record n. */
function upstreamPage(token: string | null, prefix: string): TokenPage<number> {
  const start = token === null ? 0 : Number(token.slice(prefix.length));
  const next = start + PAGE_SIZE;
  return { items: RECORDS.slice(start, next), nextToken: next < RECORDS.length ? `${prefix}${next}` : null };
}

function readAll(first: number, shape: TokenShape, prefix = 't'): { seen: number[]; reads: number } {
  const seen: number[] = [];
  let after: string | null = null;
  let reads = 0;
  do {
    const request = tokenPageRequest('shield', LIST, { first, after }, shape);
    const page = tokenConnection(request, shape, upstreamPage(request.token, prefix), (record) => record);
    reads += 1;
    seen.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null && reads < 100);
  return { seen, reads };
}

const forged = (token: unknown, skip: unknown = 0) =>
  Buffer.from(JSON.stringify([LIST, token, skip])).toString('base64url');
const refusedNamingAfter = expect.objectContaining({ extensions: expect.objectContaining({ argument: 'after' }) });

/** A token as opaque as Magic Containers' may be: standard base64 with a path, a query and a fragment in it. */
const AWKWARD = `a/b+c=d%2F?e#f${'x'.repeat(1100)}`;

describe('tokenConnection', () => {
  it('reads every record once and in order, whatever first is', () => {
    for (let first = 1; first <= 25; first += 1) expect(readAll(first, shieldEventLogTokens).seen).toEqual(RECORDS);
  });

  it('reads one upstream page per connection page when first is the page size', () => {
    expect(readAll(PAGE_SIZE, shieldEventLogTokens).reads).toBe(3);
  });

  it('takes back its own cursors when the token holds / + = % ? # and is over 1,024 characters, for a query value', () => {
    for (const first of [1, 4, 10, 23]) expect(readAll(first, containerCursors, AWKWARD).seen).toEqual(RECORDS);
  });

  it('refuses a cursor of another list, a changed one, and one whose token would leave its path segment', () => {
    const request = tokenPageRequest('shield', LIST, { first: 5 }, shieldEventLogTokens);
    const page = tokenConnection(request, shieldEventLogTokens, upstreamPage(null, 't'), (record) => record);
    const cursor = page.pageInfo.endCursor ?? '';
    const refused = [
      () => tokenPageRequest('shield', 'eventLogs:2:2026-11-21', { after: cursor }, shieldEventLogTokens),
      () => tokenPageRequest('shield', LIST, { after: `${cursor}A` }, shieldEventLogTokens),
      ...['../x', 'a/b', 'a?b', 'a#b', 'a%2Fb', 'x'.repeat(1025), 7].map(
        (token) => () => tokenPageRequest('shield', LIST, { after: forged(token) }, shieldEventLogTokens),
      ),
    ];
    for (const read of refused) expect(read).toThrow(refusedNamingAfter);
    expect(() => tokenPageRequest('shield', LIST, { first: 101 }, shieldEventLogTokens)).toThrow(/first/);
  });

  it('refuses a token that no query value can carry unchanged, and a skip past the longest page', () => {
    for (const token of ['', 'a\u0000b', 'app\ud800', 'x'.repeat(4097)])
      expect(() => tokenPageRequest('containers', LIST, { after: forged(token) }, containerCursors)).toThrow(
        refusedNamingAfter,
      );
    for (const skip of [-1, 1.5, 1001, 2 ** 53 - 1, 1e15])
      expect(() => tokenPageRequest('containers', LIST, { after: forged('t', skip) }, containerCursors)).toThrow(
        refusedNamingAfter,
      );
    expect(tokenPageRequest('containers', LIST, { after: forged('t', 1000) }, containerCursors).skip).toBe(1000);
  });
});

describe('tokenFits', () => {
  it('takes / + = % ? # and 4,096 characters in a query value, and none of them in a path segment', () => {
    expect(tokenFits('query', AWKWARD)).toBe(true);
    expect(tokenFits('query', 'x'.repeat(4096))).toBe(true);
    expect(tokenFits('query', '😀 ünïcode')).toBe(true);
    for (const token of ['a/b', 'a?b', 'a#b', 'a%b', 'a\\b', '..', 'x'.repeat(1025)])
      expect(tokenFits('path', token)).toBe(false);
    for (const token of ['a+b=', 'x'.repeat(1024), 'AbC-_.~']) expect(tokenFits('path', token)).toBe(true);
  });
});
