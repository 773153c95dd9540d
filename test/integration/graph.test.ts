import { describe, expect, it } from 'vitest';
import {
  MISSING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_BLOCKED_IPV6,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { SEEDED_PULL_ZONE_COUNT } from '../../src/sandbox/seed.js';
import { documentedExamples } from '../support/documentedExamples.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The graph's foundation through HTTP against the sandbox: global ids with node/nodes, Relay paging over bunny.net's
 * numbered pages, Pull Zone reads, and mutation payloads that link to the changed zone only when selected.
 */

const graph = useSandboxGraph('graph-test-key');
const { query, upstreamCalls, expectRefused } = graph;

const PAGE = `query ($first: Int, $after: String, $search: String) {
  pullZones(first: $first, after: $after, search: $search) {
    totalCount edges { cursor node { id pullZoneId name } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

interface Page {
  totalCount: number | null;
  edges: { cursor: string; node: { id: string; pullZoneId: number; name: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const { body } = await query(PAGE, variables);
  expect(body.errors).toBeUndefined();
  return body.data?.['pullZones'] as Page;
}

describe('the graph on the prepared path', () => {
  it('answers a read from a prepared operation once its document has run, with the same data and calls', async () => {
    const prepared = async () => {
      const text = await (await fetch(`${graph.gateway.url}/metrics`)).text();
      return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1]);
    };
    const before = await prepared();
    const data = await graph.data('{ pullZones(first: 2) { totalCount edges { node { id name } } } }');
    expect(await prepared()).toBe(before + 1);
    expect(data).toMatchObject({ pullZones: { totalCount: SEEDED_PULL_ZONE_COUNT } });
    expect(graph.upstreamCalls()).toEqual([expect.stringMatching(/^GET \/pullzone\?page=1&perPage=\d+$/)]);
  });
});

describe('pullZones connection', () => {
  it('pages through every zone of the account with first: 20 in three pages, one upstream call each', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    const pages: Page[] = [];
    do {
      const current: Page = await page({ first: 20, after });
      pages.push(current);
      seen.push(...current.edges.map((edge) => edge.node.pullZoneId));
      after = current.pageInfo.hasNextPage ? current.pageInfo.endCursor : null;
    } while (after !== null);

    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.edges.length)).toEqual([20, 20, 20]);
    expect(new Set(seen).size).toBe(SEEDED_PULL_ZONE_COUNT);
    expect(pages.every((p) => p.totalCount === SEEDED_PULL_ZONE_COUNT)).toBe(true);
    expect(pages.map((p) => p.pageInfo.hasPreviousPage)).toEqual([false, true, true]);
    expect(upstreamCalls()).toEqual([
      'GET /pullzone?page=1&perPage=20',
      'GET /pullzone?page=2&perPage=20',
      'GET /pullzone?page=3&perPage=20',
    ]);
  });

  it('reads a page that straddles two upstream pages with two calls and returns exactly the records asked for', async () => {
    const all = (await page({ first: 30 })).edges;
    graph.sandbox.clearRequests();
    const after = all[4]?.cursor;
    const next = await page({ first: 20, after });
    expect(next.edges.map((edge) => edge.node.pullZoneId)).toEqual(
      all.slice(5, 25).map((edge) => edge.node.pullZoneId),
    );
    expect(upstreamCalls()).toEqual(['GET /pullzone?page=1&perPage=20', 'GET /pullzone?page=2&perPage=20']);
  });

  it('passes search to bunny.net and counts only the matching zones', async () => {
    const matching = await page({ search: 'acme-media' });
    expect(matching.edges.map((edge) => edge.node.pullZoneId)).toEqual([MEDIA_PULL_ZONE_ID]);
    expect(matching.totalCount).toBe(1);
    expect(matching.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(upstreamCalls()).toEqual(['GET /pullzone?page=1&perPage=20&search=acme-media']);
  });

  it('refuses first above 100 or below 1 naming first, before any upstream call', async () => {
    expectRefused(await query(PAGE, { first: 101 }), 'first');
    expectRefused(await query(PAGE, { first: 0 }), 'first');
  });

  it('refuses a tampered cursor naming after, before any upstream call', async () => {
    const cursor = (await page({ first: 5 })).pageInfo.endCursor ?? '';
    graph.sandbox.clearRequests();
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, number];
    const tampered = Buffer.from(JSON.stringify([decoded[0], -1])).toString('base64url');
    for (const after of [tampered, `${cursor}=`, 'not a cursor', `${cursor}x`])
      expectRefused(await query(PAGE, { after }), 'after');
  });

  it("refuses another list's cursor naming after: a cursor of a search does not page the unfiltered list", async () => {
    const cursor = (await page({ search: 'acme' })).pageInfo.startCursor;
    graph.sandbox.clearRequests();
    expectRefused(await query(PAGE, { after: cursor }), 'after');
  });
});

describe('Node ids', () => {
  const ZONE =
    'id pullZoneId name type monthlyBandwidthUsed blockedIps edgeRules { guid enabled actionType } hostnames { value isSystemHostname }';

  it('reads one Pull Zone by its bunny.net id and again by its global id, with the same fields', async () => {
    const byId = await query(`{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { ${ZONE} } }`);
    expect(byId.body.errors).toBeUndefined();
    const zone = byId.body.data?.['pullZone'] as Record<string, unknown>;
    expect(zone).toMatchObject({ pullZoneId: WEB_PULL_ZONE_ID, name: 'acme-web', type: 'PREMIUM' });
    expect(zone['monthlyBandwidthUsed']).toBeGreaterThan(2 ** 32);
    expect(zone['edgeRules']).toContainEqual({ guid: WEB_EDGE_RULE_ID, enabled: true, actionType: 'FORCE_SSL' });

    const byNode = await query(`query ($id: ID!) { node(id: $id) { __typename ... on PullZone { ${ZONE} } } }`, {
      id: zone['id'],
    });
    expect(byNode.body).toEqual({ data: { node: { __typename: 'PullZone', ...zone } } });
  });

  it('keeps a global id opaque and stable: the same zone has the same id in a list and in a read', async () => {
    const listed = (await page({ first: 1 })).edges[0]?.node;
    const read = await query(`{ pullZone(pullZoneId: ${listed?.pullZoneId}) { id } }`);
    expect(read.body.data?.['pullZone']).toEqual({ id: listed?.id });
    expect(listed?.id).not.toContain(String(listed?.pullZoneId));
  });

  it('answers nodes in the order asked, null with NOT_FOUND at the index of a zone that does not exist', async () => {
    const ids = [WEB_PULL_ZONE_ID, MISSING_PULL_ZONE_ID, MEDIA_PULL_ZONE_ID].map(globalIdOf);
    const { body } = await query('query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on PullZone { pullZoneId } } }', {
      ids,
    });
    expect(body.data?.['nodes']).toEqual([
      { id: ids[0], pullZoneId: WEB_PULL_ZONE_ID },
      null,
      { id: ids[2], pullZoneId: MEDIA_PULL_ZONE_ID },
    ]);
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['nodes', 1], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ]);
  });

  it('answers pullZone of a zone that does not exist with null and NOT_FOUND', async () => {
    const { body } = await query(`{ pullZone(pullZoneId: ${MISSING_PULL_ZONE_ID}) { id } }`);
    expect(body.data).toEqual({ pullZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses ids the gateway did not make, naming id or ids, before any upstream call', async () => {
    const forged = [
      Buffer.from(`Video:${WEB_PULL_ZONE_ID}`).toString('base64url'),
      Buffer.from('PullZone:0123').toString('base64url'),
      Buffer.from('PullZone:1e6').toString('base64url'),
      Buffer.from('PullZone:../1').toString('base64url'),
      `${globalIdOf(WEB_PULL_ZONE_ID)}=`,
      String(WEB_PULL_ZONE_ID),
      '',
    ];
    for (const id of forged) {
      expectRefused(await query('query ($id: ID!) { node(id: $id) { id } }', { id }), 'id');
      const nodes = await query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: [globalIdOf(WEB_PULL_ZONE_ID), id],
      });
      expectRefused(nodes, 'ids');
    }
  });

  it('refuses more than 100 ids naming ids, before any upstream call', async () => {
    const ids = Array.from({ length: 101 }, () => globalIdOf(WEB_PULL_ZONE_ID));
    expectRefused(await query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }), 'ids');
  });
});

describe('mutation payloads link to the changed Pull Zone', () => {
  it("answers removePullZoneBlockedIp's pullZone without the removed IP", async () => {
    const { body } = await query(
      `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) {
        pullZone { id blockedIps } } }`,
    );
    expect(body.errors).toBeUndefined();
    const removal = body.data?.['removePullZoneBlockedIp'] as
      | { pullZone: { id: string; blockedIps: string[] } }
      | undefined;
    const zone = removal?.pullZone ?? { id: '', blockedIps: [] };
    expect(zone.id).toBe(globalIdOf(WEB_PULL_ZONE_ID));
    expect(zone.blockedIps.length).toBeGreaterThan(0);
    expect(zone.blockedIps).not.toContain(WEB_BLOCKED_IPV4);
    expect(upstreamCalls()).toEqual([
      `POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
    ]);
  });

  it("answers setPullZoneEdgeRuleEnabled's pullZone with the rule in its new state", async () => {
    const { body } = await query(
      `mutation { setPullZoneEdgeRuleEnabled(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false }) {
        pullZone { edgeRules { guid enabled } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const toggle = body.data?.['setPullZoneEdgeRuleEnabled'] as { pullZone: { edgeRules: unknown[] } } | undefined;
    const rules = toggle?.pullZone.edgeRules;
    expect(rules).toContainEqual({ guid: WEB_EDGE_RULE_ID, enabled: false });
  });

  it('reads the zone again after each change of one request, so a second change shows both', async () => {
    const { body } = await query(
      `mutation { a: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { pullZone { blockedIps } }
        b: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV6}" }) { pullZone { blockedIps } } }`,
    );
    expect(body.errors).toBeUndefined();
    const ipsAfter = (field: string) =>
      (body.data?.[field] as { pullZone: { blockedIps: string[] } } | undefined)?.pullZone;
    expect(ipsAfter('a')?.blockedIps).toEqual(expect.arrayContaining([WEB_BLOCKED_IPV6]));
    expect(ipsAfter('b')?.blockedIps).not.toContain(WEB_BLOCKED_IPV6);
    expect(ipsAfter('b')?.blockedIps).not.toContain(WEB_BLOCKED_IPV4);
    expect(upstreamCalls().filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('reads no Pull Zone when pullZone is not selected', async () => {
    const { body } = await query(
      `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`]);
  });

  it('reads a Pull Zone once per request however many fields link to it', async () => {
    const { body } = await query(
      `query ($id: ID!) { a: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { name } b: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { blockedIps }
        node(id: $id) { id } nodes(ids: [$id, $id]) { id } }`,
      { id: globalIdOf(WEB_PULL_ZONE_ID) },
    );
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });
});

describe("docs/graph.md's examples of lists, links and Node ids", () => {
  const none = { comment: '', operation: '' };
  const [dashboard = none, change = none] = documentedExamples('docs/graph.md', 'Lists, links and Node ids');

  it('runs the dashboard page with the one upstream call its comment names', async () => {
    const { body } = await query(dashboard.operation);
    expect(body.errors).toBeUndefined();
    expect(dashboard.comment).toContain('GET /pullzone?page=1&perPage=20');
    expect(upstreamCalls()).toEqual(['GET /pullzone?page=1&perPage=20']);
  });

  it('runs the change with the two upstream calls its comment names', async () => {
    const { body } = await query(change.operation);
    expect(body.errors).toBeUndefined();
    expect(change.comment).toContain(
      `POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp, then GET /pullzone/${WEB_PULL_ZONE_ID}`,
    );
    expect(upstreamCalls()).toEqual([
      `POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
    ]);
  });
});

/** What the gateway's ids look like today; the tests that check opacity read ids from the gateway instead. */
function globalIdOf(pullZoneId: number): string {
  return Buffer.from(`PullZone:${pullZoneId}`).toString('base64url');
}
