import { describe, expect, it } from 'vitest';
import { MAX_FIRST } from '../../src/areas/shared/paging/args.js';
import { ACME_DNS_ZONE_ID, CDN_SCRIPT_ID, DEMO_LIBRARY_ID, MIDDLEWARE_SCRIPT_ID } from '../../src/sandbox/index.js';
import { ENTERPRISE_SHIELD_ZONE_ID } from '../../src/sandbox/shield/fixtures.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';
import { WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';

/**
 * The paging promise against the sandbox's record of calls: following `endCursor` with `first` kept unchanged costs
 * one upstream call per page, for every `first` from 1 to 100 and on every shape of bunny.net list; a cursor from
 * another `first` still reads the right records; no cursor reaches bunny.net with a page it cannot number; and
 * bunny.net's own awkward tokens come back to it intact.
 */

const graph = useSandboxGraph('graph-paging');

interface ListCase {
  readonly name: string;
  /** The connection field, with any arguments before `first` and `after`, wrapped around `list`'s selection. */
  readonly field: (list: string) => string;
  /** The node field that tells records apart. */
  readonly key: string;
  /** The upstream call that reads one page, as `host METHOD path?query`. */
  readonly call: RegExp;
  /** The whole list is one answer read by the record above the connection: a page number never reaches bunny.net. */
  readonly wholeAnswer?: true;
}

const ARGS = 'first: $first, after: $after';
/** The last three hours of events, fixed for the file: a cursor pages only the search that made it. */
const SEARCH_WINDOW = `from: "${new Date(Date.now() - 3 * 3_600_000).toISOString()}", to: "${new Date(Date.now() - 60_000).toISOString()}"`;
const LISTS: readonly ListCase[] = [
  {
    name: 'pullZones (core API, perPage 5 to 1000)',
    field: (list) => `pullZones(${ARGS}) ${list}`,
    key: 'pullZoneId',
    call: /^api GET \/pullzone\?page=/,
  },
  {
    name: 'edgeScripts (Edge Scripting, perPage 5 to 1000)',
    field: (list) => `edgeScripts(${ARGS}) ${list}`,
    key: 'edgeScriptId',
    call: /^api GET \/compute\/script\?page=/,
  },
  {
    name: 'EdgeScript.releases (Edge Scripting, a link)',
    field: (list) => `edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { releases(${ARGS}) ${list} }`,
    key: 'uuid',
    call: /^api GET \/compute\/script\/\d+\/releases\?page=/,
  },
  {
    name: "EdgeScript.variables (Edge Scripting, the script record's list)",
    field: (list) => `edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { variables(${ARGS}) ${list} }`,
    key: 'variableId',
    call: /^api GET \/compute\/script\/\d+$/,
  },
  {
    name: 'EdgeScript.secrets (Edge Scripting, a whole list)',
    field: (list) => `edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { secrets(${ARGS}) ${list} }`,
    key: 'secretId',
    call: /^api GET \/compute\/script\/\d+\/secrets$/,
  },
  {
    name: 'videos (Stream, page and itemsPerPage)',
    field: (list) => `videos(videoLibraryId: ${DEMO_LIBRARY_ID}, ${ARGS}) ${list}`,
    key: 'videoId',
    call: /^video GET \/library\/\d+\/videos\?page=/,
  },
  {
    name: 'VideoLibrary.collections (Stream, page and itemsPerPage, a link)',
    field: (list) => `videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID}) { collections(${ARGS}) ${list} }`,
    key: 'collectionId',
    call: /^video GET \/library\/\d+\/collections\?page=/,
  },
  {
    name: 'videoLibraryLanguages (the core API sends it whole)',
    field: (list) => `videoLibraryLanguages(${ARGS}) ${list}`,
    key: 'shortCode',
    call: /^api GET \/videolibrary\/languages$/,
  },
  {
    name: 'shieldZones (Shield, data and page)',
    field: (list) => `shieldZones(${ARGS}) ${list}`,
    key: 'shieldZoneId',
    call: /^api GET \/shield\/shield-zones\?page=/,
  },
  // Shield, issue 26
  {
    name: 'ShieldZone.customWafRules (Shield, data and page, a link)',
    field: (list) => `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { customWafRules(${ARGS}) ${list} }`,
    key: 'customWafRuleId',
    call: /^api GET \/shield\/waf\/custom-rules\/\d+\?page=/,
  },
  {
    name: 'ShieldZone.rateLimitRules (Shield, data and page, a link)',
    field: (list) => `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { rateLimitRules(${ARGS}) ${list} }`,
    key: 'rateLimitRuleId',
    call: /^api GET \/shield\/rate-limits\/\d+\?page=/,
  },
  {
    name: 'ShieldAccessLists.custom (Shield, one answer paged by the gateway, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { accessLists { custom(${ARGS}) ${list} } }`,
    key: 'listId',
    call: /^api GET \/shield\/shield-zone\/\d+\/access-lists$/,
    wholeAnswer: true,
  },
  {
    name: 'ShieldBotCategorization.bots (Shield, one answer paged by the gateway, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { botCategorization { bots(${ARGS}) ${list} } }`,
    key: 'botId',
    call: /^api GET \/shield\/shield-zone\/\d+\/bot-categorization$/,
    wholeAnswer: true,
  },
  {
    name: 'containerApps (Magic Containers, limit and nextCursor)',
    field: (list) => `containerApps(${ARGS}) ${list}`,
    key: 'appId',
    call: /^api GET \/mc\/apps\?limit=/,
  },
  // Magic Containers, issue 27: two more cursor lists, and a public image search (size and page, 100 pages at most).
  {
    name: 'containerRegions (Magic Containers, limit and nextCursor)',
    field: (list) => `containerRegions(${ARGS}) ${list}`,
    key: 'containerRegionId',
    call: /^api GET \/mc\/regions\?limit=/,
  },
  {
    name: 'containerNodes (Magic Containers, limit and nextCursor)',
    field: (list) => `containerNodes(${ARGS}) ${list}`,
    key: 'ipAddress',
    call: /^api GET \/mc\/nodes\?limit=/,
  },
  {
    name: 'containerPublicImages (Magic Containers, size and page in a POST body)',
    field: (list) => `containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool", ${ARGS}) ${list}`,
    key: 'name',
    call: /^api POST \/mc\/registries\/public-images\/search$/,
  },
  {
    name: 'dnsZones (core API, perPage 5 to 1000)',
    field: (list) => `dnsZones(${ARGS}) ${list}`,
    key: 'dnsZoneId',
    call: /^api GET \/dnszone\?page=/,
  },
  {
    name: 'DnsZone.records (core API, a link)',
    field: (list) => `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) { records(${ARGS}) ${list} }`,
    key: 'dnsRecordId',
    call: /^api GET \/dnszone\/\d+\/records\?page=/,
  },
  {
    name: 'storageZones (core API, perPage 5 to 1000)',
    field: (list) => `storageZones(${ARGS}) ${list}`,
    key: 'storageZoneId',
    call: /^api GET \/storagezone\?page=/,
  },
  // The account (core API).
  {
    name: 'apiKeys (core API, perPage 5 to 1000)',
    field: (list) => `apiKeys(${ARGS}) ${list}`,
    key: 'apiKeyId',
    call: /^api GET \/apikey\?page=/,
  },
  {
    name: 'search (core API, from and size)',
    field: (list) => `search(query: "acme", ${ARGS}) ${list}`,
    key: 'resourceId',
    call: /^api GET \/search\?search=acme&from=/,
  },
  {
    name: 'auditLog (core API, Limit and ContinuationToken)',
    field: (list) =>
      `auditLog(date: "${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}", ${ARGS}) ${list}`,
    key: 'timestamp',
    call: /^api GET \/user\/audit\/[^?]+\?Limit=/,
  },
  {
    name: 'countries (core API, sent whole)',
    field: (list) => `countries(${ARGS}) ${list}`,
    key: 'isoCode',
    call: /^api GET \/country$/,
  },
  // Shield, issue 26: the event-log search pages in its body (page from 0, pageSize)
  {
    name: 'ShieldZone.eventLogSearch (Shield, page and pageSize in a POST body, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { eventLogSearch(${SEARCH_WINDOW}, ${ARGS}) ${list} }`,
    key: 'logId',
    call: /^api POST \/shield\/event-logs\/\d+\/search$/,
  },
];

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
