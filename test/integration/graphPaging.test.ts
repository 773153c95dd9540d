import { describe, expect, it } from 'vitest';
import { MAX_FIRST } from '../../src/areas/shared/paging/args.js';
import { fieldOwners } from '../support/fieldOwners.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';
import { type ListCase, listsOfAreas } from './graphPaging/lists.js';

/**
 * The paging promise against the sandbox's record of calls: following `endCursor` with `first` kept unchanged costs
 * one upstream call per page, for every `first` from 1 to 100 and on every shape of bunny.net list; a cursor from
 * another `first` still reads the right records; no cursor reaches bunny.net with a page it cannot number; and
 * bunny.net's own awkward tokens come back to it intact.
 */

const graph = useSandboxGraph('graph-paging');

/** Every list: each area's, from its own file (graphPaging/<area>.ts). */
const OWNED = await listsOfAreas();
const LISTS = OWNED.flatMap(({ lists }) => lists);

interface Page {
  readonly keys: unknown[];
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** One page of a list, sent as is (not primed: the calls counted are this request's own). */
async function readPage(list: ListCase, first: number, after: string | null): Promise<Page> {
  const selection = `{ edges { node { key: ${list.key} } } pageInfo { hasNextPage endCursor } }`;
  const text = `query ($first: Int, $after: String) { ${list.field(selection)} }`;
  const { body } = await graph.gateway.graphql(text, { first, after }, { AccessKey: graph.key });
  expect(body.errors).toBeUndefined();
  let connection = Object.values(body.data ?? {})[0] as Record<string, unknown>;
  // A link's list is the one field of its parent (`edgeScript { releases }`, `dnsZone { records }`).
  while (!('edges' in connection)) connection = Object.values(connection)[0] as Record<string, unknown>;
  const { edges, pageInfo } = connection as {
    edges: { node: { key: unknown } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  return { keys: edges.map((edge) => edge.node.key), ...pageInfo };
}

const pageCalls = (list: ListCase): string[] => graph.upstreamCallsByHost().filter((call) => list.call.test(call));

/** Follows `endCursor` with the same `first` for up to `maxPages` pages: the records read and the pages walked. */
async function walk(list: ListCase, first: number, maxPages: number): Promise<{ keys: unknown[]; pages: number }> {
  const keys: unknown[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: Page = await readPage(list, first, after);
    keys.push(...page.keys);
    pages += 1;
    after = page.hasNextPage ? page.endCursor : null;
  } while (after !== null && pages < maxPages);
  return { keys, pages };
}

/** Every record of the list, in order (pages of 100). */
async function wholeList(list: ListCase): Promise<unknown[]> {
  return (await walk(list, MAX_FIRST, 1000)).keys;
}

/** Pages walked per `first`: enough to cross several upstream pages, few enough to keep the test quick. */
const MAX_PAGES = 6;

describe('the lists paged here', () => {
  it("are each in the file of the area whose SDL declares the list's field", () => {
    const owners = fieldOwners();
    const field = (list: ListCase) => /^[\w.]+/.exec(list.name)?.[0] ?? list.name;
    const misplaced = OWNED.flatMap(({ area, lists }) =>
      lists.filter((list) => owners(field(list)) !== area).map((list) => `${list.name} in graphPaging/${area}.ts`),
    );
    expect(misplaced).toEqual([]);
    expect(LISTS.length).toBeGreaterThanOrEqual(25);
  });
});

describe('following endCursor with first kept unchanged', () => {
  it.each(LISTS)('costs one upstream call per page for every first from 1 to 100: $name', async (list) => {
    const all = await wholeList(list);
    expect(all.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (let first = 1; first <= MAX_FIRST; first += 1) {
      graph.sandbox.clearRequests();
      const { keys, pages } = await walk(list, first, MAX_PAGES);
      const calls = pageCalls(list).length;
      if (calls !== pages) wrong.push(`first ${first}: ${calls} calls for ${pages} pages`);
      if (
        JSON.stringify(keys) !== JSON.stringify(all.slice(0, keys.length)) ||
        keys.length < Math.min(all.length, first)
      )
        wrong.push(`first ${first}: wrong records`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a cursor made with another first', () => {
  it.each(LISTS)('reads the records that follow it, in two calls at most: $name', async (list) => {
    const all = await wholeList(list);
    for (const [first, next] of [
      [7, 3],
      [3, 7],
      [2, 5],
      [5, 11],
      [1, 20],
    ] as const) {
      const start = await readPage(list, first, null);
      graph.sandbox.clearRequests();
      const page = await readPage(list, next, start.endCursor);
      expect(page.keys).toEqual(all.slice(first, first + next));
      expect(pageCalls(list).length).toBeLessThanOrEqual(2);
    }
  });
});

/** A cursor of the same list as `cursor`, edited to hold `position` instead. */
function withPosition(cursor: string, ...position: unknown[]): string {
  const [list] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string];
  return Buffer.from(JSON.stringify([list, ...position]), 'utf8').toString('base64url');
}

describe('a cursor holding a huge offset', () => {
  // A script's variables come inside the script's record: no page number is ever sent for them, and the read that
  // the call pattern counts is their parent's, made before the link's arguments are checked.
  it.each(LISTS.filter((list) => !list.name.includes('nextCursor') && list.key !== 'variableId'))(
    'is refused naming after before any call, never sent on as a page number: $name',
    async (list) => {
      const cursor = (await readPage(list, 2, null)).endCursor ?? '';
      const text = `query ($first: Int, $after: String) { ${list.field('{ edges { cursor } }')} }`;
      for (const offset of [2 ** 53 - 1, 1e15, 2 ** 31 - 1]) {
        graph.sandbox.clearRequests();
        const response = await graph.gateway.graphql(
          text,
          { first: 2, after: withPosition(cursor, offset) },
          {
            AccessKey: graph.key,
          },
        );
        expect(response.body.errors).toEqual([
          expect.objectContaining({
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'after' }),
          }),
        ]);
        // A list read whole by the record above is read before its cursor is seen, and never with a page.
        expect(pageCalls(list)).toEqual(list.wholeAnswer ? [expect.not.stringMatching(/page/)] : []);
      }
    },
  );
});

describe("Magic Containers' own cursor", () => {
  const apps = LISTS.find((list) => list.key === 'appId') as ListCase;

  it('comes back to bunny.net unchanged in the query string though it holds / + = % ? # and is over 1,024 characters', async () => {
    const page = await readPage(apps, 5, null);
    const [, token] = JSON.parse(Buffer.from(page.endCursor ?? '', 'base64url').toString('utf8')) as [string, string];
    expect(token.length).toBeGreaterThan(1024);
    for (const character of ['/', '+', '=', '%', '?', '#']) expect(token).toContain(character);
    graph.sandbox.clearRequests();
    const next = await readPage(apps, 5, page.endCursor);
    expect(next.keys).toHaveLength(5);
    const [call] = pageCalls(apps);
    expect(new URL(`http://sandbox${call?.slice('api GET '.length)}`).searchParams.get('nextCursor')).toBe(token);
  });

  it('pages every application once, from the first edge or a middle one, whatever first is', async () => {
    const all = await wholeList(apps);
    for (const first of [1, 4, 9, 20, 44, 100]) expect((await walk(apps, first, 100)).keys).toEqual(all);
    const start = await readPage(apps, 10, null);
    const middle = withPosition(start.endCursor ?? '', null, 3);
    expect((await readPage(apps, 10, middle)).keys).toEqual(all.slice(3, 13));
  });
});
