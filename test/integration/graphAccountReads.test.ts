import { describe, expect, it } from 'vitest';
import { REQUEST_API_KEY_ID, SEEDED_OTHER_API_KEY_COUNT } from '../../src/sandbox/account/profile.js';
import { ENTRIES_PER_DAY } from '../../src/sandbox/account/auditLog.js';
import {
  ACME_DNS_DOMAIN,
  ACME_DNS_ZONE_ID,
  ASSETS_STORAGE_ZONE_ID,
  ASSETS_STORAGE_ZONE_NAME,
  CDN_SCRIPT_ID,
  DEMO_LIBRARY_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The account's other reads in the graph, through HTTP against the sandbox: API keys shown masked, the audit log by
 * day over bunny.net's continuation token, the search with each result linked to its record, price estimates and the
 * reference lists, each bad argument refused before any call.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const graph = useSandboxGraph('account-reads-test-key', { now: NOW });
const { query, data, upstreamCalls, expectRefused } = graph;

interface Page<Node> {
  totalCount: number | null;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe('apiKeys', () => {
  const KEYS = `query ($first: Int, $after: String) { apiKeys(first: $first, after: $after) { totalCount
    edges { node { id apiKeyId maskedKey isRequestKey roles } } pageInfo { hasNextPage endCursor } } }`;
  type Key = { id: string; apiKeyId: number; maskedKey: string; isRequestKey: boolean; roles: string[] };

  it('lists every key masked to its last 4 characters, the request’s own marked, in one call per page', async () => {
    const page = (await data<{ apiKeys: Page<Key> }>(KEYS, { first: 10 })).apiKeys;
    expect(page.totalCount).toBe(SEEDED_OTHER_API_KEY_COUNT + 1);
    expect(page.edges[0]?.node).toEqual({
      id: expect.any(String),
      apiKeyId: REQUEST_API_KEY_ID,
      maskedKey: `****${graph.key.slice(-4)}`,
      isRequestKey: true,
      roles: ['User'],
    });
    for (const { node } of page.edges.slice(1)) {
      expect(node.maskedKey).toMatch(/^\*{4}[0-9a-f]{4}$/);
      expect(node.isRequestKey).toBe(false);
    }
    expect(upstreamCalls()).toEqual(['GET /apikey?page=1&perPage=10']);
  });

  it('never answers a key itself: not 5 characters in a row of any key bunny.net sent', async () => {
    const { body } = await query(KEYS, { first: 100 });
    const sent = await fetch(`${graph.sandbox.urls.api}/apikey?page=1&perPage=100`, {
      headers: { AccessKey: graph.key },
    });
    const { Items } = (await sent.json()) as { Items: { Key: string }[] };
    expect(Items).toHaveLength(SEEDED_OTHER_API_KEY_COUNT + 1);
    const text = JSON.stringify(body);
    for (const { Key } of Items)
      for (let start = 0; start + 5 <= Key.length; start += 1) expect(text).not.toContain(Key.slice(start, start + 5));
  });

  it('refuses first out of 1..100 and a cursor of another list before any call', async () => {
    const countries = await data<{ countries: Page<unknown> }>('{ countries(first: 2) { pageInfo { endCursor } } }');
    graph.sandbox.clearRequests();
    expectRefused(await query(KEYS, { first: 0 }), 'first');
    expectRefused(await query(KEYS, { after: countries.countries.pageInfo.endCursor }), 'after');
  });
});

describe('auditLog', () => {
  const LOG = `query ($date: Date!, $first: Int, $after: String, $order: AuditLogOrder, $products: [String!],
    $resourceTypes: [String!], $resourceIds: [String!], $actorIds: [String!]) {
    auditLog(date: $date, first: $first, after: $after, order: $order, products: $products,
      resourceTypes: $resourceTypes, resourceIds: $resourceIds, actorIds: $actorIds) {
      totalCount edges { node { timestamp product resourceType changedResourceId action actorId actorType diff } }
      pageInfo { hasNextPage endCursor } } }`;
  type Entry = { timestamp: string; product: string; resourceType: string; actorId: string };
  const page = async (variables: Record<string, unknown>) =>
    (await data<{ auditLog: Page<Entry> }>(LOG, { date: '2026-11-20', ...variables })).auditLog;

  it("walks a whole day with bunny.net's continuation token, one call per page, oldest first", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const current: Page<Entry> = await page({ first: 15, after });
      expect(current.totalCount).toBeNull();
      seen.push(...current.edges.map((edge) => edge.node.timestamp));
      after = current.pageInfo.hasNextPage ? current.pageInfo.endCursor : null;
    } while (after !== null);
    expect(seen).toHaveLength(ENTRIES_PER_DAY);
    expect([...seen].sort()).toEqual(seen);
    const calls = upstreamCalls();
    expect(calls).toHaveLength(3);
    expect(calls[0]).toBe('GET /user/audit/2026-11-20T00%3A00%3A00Z?Limit=15');
    // bunny.net's token goes back to it unchanged, percent-encoded in the query.
    expect(new URL(`http://sandbox${calls[1]?.slice(4)}`).searchParams.get('ContinuationToken')).toMatch(/^[\w+/=]+$/);
  });

  it('sends the order and each filter value as bunny.net names them, a filter of several values repeated', async () => {
    const found = await page({
      first: 50,
      order: 'NEWEST_FIRST',
      products: ['CDN', 'Stream'],
      resourceTypes: ['PullZone'],
      actorIds: [String(REQUEST_API_KEY_ID + 1)],
    });
    expect(found.edges.length).toBeGreaterThan(0);
    for (const { node } of found.edges) expect(node).toMatchObject({ product: 'CDN', resourceType: 'PullZone' });
    const times = found.edges.map((edge) => edge.node.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(upstreamCalls()).toEqual([
      `GET /user/audit/2026-11-20T00%3A00%3A00Z?Order=Descending&Product=CDN&Product=Stream&ResourceType=PullZone&ActorId=${REQUEST_API_KEY_ID + 1}&Limit=50`,
    ]);
  });

  it('refuses a day before 2000, an empty or overlong filter, text with a lone surrogate and a cursor of another day or filter, before any call', async () => {
    const cursor = (await page({ first: 5 })).pageInfo.endCursor;
    graph.sandbox.clearRequests();
    expectRefused(await query(LOG, { date: '1999-12-31' }), 'date');
    expectRefused(await query(LOG, { date: '2026-11-20', products: [] }), 'products');
    expectRefused(await query(LOG, { date: '2026-11-20', resourceIds: Array(21).fill('1') }), 'resourceIds');
    expectRefused(await query(LOG, { date: '2026-11-20', actorIds: ['x'.repeat(101)] }), 'actorIds[0]');
    expectRefused(await query(LOG, { date: '2026-11-20', resourceTypes: ['Pull', 'Zone\ud800'] }), 'resourceTypes[1]');
    expectRefused(await query(LOG, { date: '2026-11-20', products: [' '] }), 'products[0]');
    expectRefused(await query(LOG, { date: '2026-11-19', after: cursor }), 'after');
    expectRefused(await query(LOG, { date: '2026-11-20', after: cursor, order: 'NEWEST_FIRST' }), 'after');
  });
});

describe('search', () => {
  const SEARCH = `query ($query: String!, $first: Int, $after: String) { search(query: $query, first: $first, after: $after) {
    totalCount edges { node { kind rawKind resourceId name record { __typename
      ... on PullZone { id pullZoneId } ... on StorageZone { id storageZoneId } ... on DnsZone { id dnsZoneId }
      ... on EdgeScript { id edgeScriptId name } ... on VideoLibrary { id videoLibraryId } } } }
    pageInfo { hasNextPage endCursor } } }`;
  type Result = { kind: string; resourceId: number; name: string; record: Record<string, unknown> | null };

  it('links each result to its record: a Pull Zone, an edge script or a video library, read once each', async () => {
    const zone = await data<{ search: Page<Result> }>(SEARCH, { query: 'acme-web' });
    expect(zone.search.edges[0]?.node).toMatchObject({
      kind: 'PULL_ZONE',
      resourceId: WEB_PULL_ZONE_ID,
      record: { __typename: 'PullZone', pullZoneId: WEB_PULL_ZONE_ID },
    });
    const library = await data<{ search: Page<Result> }>(SEARCH, { query: 'Product Demos' });
    expect(library.search.edges[0]?.node.record).toMatchObject({
      __typename: 'VideoLibrary',
      videoLibraryId: DEMO_LIBRARY_ID,
    });
    expect(upstreamCalls()).toEqual([
      'GET /search?search=acme-web&from=0&size=20',
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      'GET /search?search=Product+Demos&from=0&size=20',
      `GET /videolibrary/${DEMO_LIBRARY_ID}`,
    ]);
  });

  it('links Storage Zones and DNS Zones to their records too, each read once by its own area', async () => {
    const storage = await data<{ search: Page<Result> }>(SEARCH, { query: ASSETS_STORAGE_ZONE_NAME });
    expect(storage.search.edges[0]?.node).toMatchObject({
      kind: 'STORAGE_ZONE',
      record: { __typename: 'StorageZone', storageZoneId: ASSETS_STORAGE_ZONE_ID },
    });
    const dns = await data<{ search: Page<Result> }>(SEARCH, { query: ACME_DNS_DOMAIN });
    expect(dns.search.edges.map((edge) => edge.node)).toContainEqual(
      expect.objectContaining({
        kind: 'DNS_ZONE',
        record: { __typename: 'DnsZone', id: expect.any(String), dnsZoneId: ACME_DNS_ZONE_ID },
      }),
    );
    expect(upstreamCalls()).toEqual(
      expect.arrayContaining([`GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`, `GET /dnszone/${ACME_DNS_ZONE_ID}`]),
    );
  });

  it('finds an edge script by the name a mutation gave it, linked to the script as it is now', async () => {
    await data(
      `mutation { updateEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScript: { name: "thumbnailer" } }) { edgeScript { id } } }`,
    );
    const found = await data<{ search: Page<Result> }>(SEARCH, { query: 'thumbnail' });
    expect(found.search.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        kind: 'EDGE_SCRIPT',
        name: 'thumbnailer',
        record: expect.objectContaining({ edgeScriptId: CDN_SCRIPT_ID, name: 'thumbnailer' }),
      }),
    ]);
  });

  it('pages with bunny.net’s offset and size, one call per page', async () => {
    const NAMES = `query ($after: String) { search(query: "acme", first: 7, after: $after) { totalCount
      edges { node { name } } pageInfo { endCursor } } }`;
    type Names = { search: Page<{ name: string }> };
    const first = (await data<Names>(NAMES)).search;
    const second = (await data<Names>(NAMES, { after: first.pageInfo.endCursor })).search;
    expect(first.totalCount).toBeGreaterThan(14);
    expect(new Set([...first.edges, ...second.edges].map((edge) => edge.node.name)).size).toBe(14);
    expect(upstreamCalls()).toEqual(['GET /search?search=acme&from=0&size=7', 'GET /search?search=acme&from=7&size=7']);
  });

  it('refuses a blank or overlong query before any call', async () => {
    expectRefused(await query(SEARCH, { query: ' ' }), 'query');
    expectRefused(await query(SEARCH, { query: 'x'.repeat(256) }), 'query');
  });
});

describe('priceEstimate', () => {
  const PRICE = `query ($source: PricingSource!, $resourceId: SafeInt!, $units: SafeInt) {
    priceEstimate(source: $source, resourceId: $resourceId, units: $units) {
      pricingType pricePerUnit unitDescription estimatedCost breakdown { description units pricePerUnit cost } } }`;

  it('sends bunny.net’s code of the product, and answers the list price with no cost when no units are given', async () => {
    const { priceEstimate } = await data<{ priceEstimate: unknown }>(PRICE, {
      source: 'SCRIPTING_CDN_REQUESTS',
      resourceId: CDN_SCRIPT_ID,
    });
    expect(priceEstimate).toEqual({
      pricingType: 'LIST_PRICE',
      pricePerUnit: 0.2,
      unitDescription: 'per million',
      estimatedCost: null,
      breakdown: null,
    });
    expect(upstreamCalls()).toEqual([`GET /v1/pricing/5200/${CDN_SCRIPT_ID}`]);
  });

  it('answers null with NOT_FOUND for a resource the account does not have', async () => {
    const { body } = await query(PRICE, { source: 'CDN_STANDARD_TIER_EU_TRAFFIC', resourceId: 77 });
    expect(body.data).toEqual({ priceEstimate: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a resource id below 1 and negative units before any call', async () => {
    expectRefused(await query(PRICE, { source: 'TRANSCRIBING', resourceId: 0 }), 'resourceId');
    expectRefused(await query(PRICE, { source: 'TRANSCRIBING', resourceId: DEMO_LIBRARY_ID, units: -1 }), 'units');
  });
});

describe('countries and regions', () => {
  it('pages the lists bunny.net sends whole, one call per page, each record with a stable id', async () => {
    const LIST = `query ($after: String) { countries(first: 20, after: $after) { totalCount edges { node { id isoCode isEu taxRate } }
      pageInfo { hasNextPage endCursor } } regions(first: 5) { totalCount edges { node { id regionId regionCode pricePerGigabyte } } } }`;
    type Lists = { countries: Page<{ id: string; isoCode: string }>; regions: Page<{ regionId: number }> };
    const first = await data<Lists>(LIST);
    const second = await data<Lists>(LIST, { after: first.countries.pageInfo.endCursor });
    const codes = [...first.countries.edges, ...second.countries.edges].map((edge) => edge.node.isoCode);
    expect(codes).toHaveLength(first.countries.totalCount ?? 0);
    expect(new Set(codes).size).toBe(codes.length);
    expect(first.regions.edges).toHaveLength(5);
    expect(second.countries.pageInfo.hasNextPage).toBe(false);
    expect(upstreamCalls().sort()).toEqual(['GET /country', 'GET /country', 'GET /region', 'GET /region']);
  });
});
