import { describe, expect, it } from 'vitest';
import {
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_DOMAIN,
  ACME_DNS_RECORD_COUNT,
  ACME_DNS_ZONE_ID,
  ACME_WWW_DNS_RECORD_ID,
  FIRST_CREATED_DNS_RECORD_ID,
  MEDIA_DNS_ZONE_ID,
  SEEDED_DNS_ZONE_COUNT,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { dnsGraphiqlTab } from '../../src/areas/dns/graphiqlTab.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';
import type { GraphQLResponse } from '../support/gateway.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * DNS zones in the graph, through HTTP against the sandbox: the paged list, one zone by id or global id, its records
 * (a connection with bunny.net's filters), the Pull Zone a record points at, statistics, the latest record scan and
 * the zone file, each read only when selected.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const graph = useSandboxGraph('dns-test-key', { now: NOW });
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: number | string): string => Buffer.from(`${type}:${id}`).toString('base64url');

interface Page<Node> {
  totalCount: number | null;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const ZONES = `query ($first: Int, $after: String, $search: String) {
  dnsZones(first: $first, after: $after, search: $search) {
    totalCount edges { node { id dnsZoneId domain } } pageInfo { hasNextPage endCursor } } }`;

type ZoneNode = { id: string; dnsZoneId: number; domain: string };

const zonesPage = async (variables: Record<string, unknown>) =>
  (await data<{ dnsZones: Page<ZoneNode> }>(ZONES, variables)).dnsZones;

describe('dnsZones connection', () => {
  it('pages through every zone of the account with first: 20 in two pages, one upstream call each', async () => {
    const first = await zonesPage({ first: 20 });
    const second = await zonesPage({ first: 20, after: first.pageInfo.endCursor });
    expect(first.totalCount).toBe(SEEDED_DNS_ZONE_COUNT);
    expect(first.edges[0]?.node).toEqual({
      id: globalIdOf('DnsZone', ACME_DNS_ZONE_ID),
      dnsZoneId: ACME_DNS_ZONE_ID,
      domain: ACME_DNS_DOMAIN,
    });
    expect(second.edges).toHaveLength(SEEDED_DNS_ZONE_COUNT - 20);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(upstreamCalls()).toEqual(['GET /dnszone?page=1&perPage=20', 'GET /dnszone?page=2&perPage=20']);
  });

  it('passes search to bunny.net and counts only the matching zones', async () => {
    const found = await zonesPage({ search: 'media' });
    expect(found.edges.map((edge) => edge.node.dnsZoneId)).toEqual([MEDIA_DNS_ZONE_ID]);
    expect(found.totalCount).toBe(1);
    expect(upstreamCalls()).toEqual(['GET /dnszone?page=1&perPage=20&search=media']);
  });

  it('refuses first out of 1..100, a blank search and a cursor of another search, before any upstream call', async () => {
    const searchCursor = (await zonesPage({ first: 1, search: 'acme' })).pageInfo.endCursor;
    graph.sandbox.clearRequests();
    expectRefused(await query(ZONES, { first: 0 }), 'first');
    expectRefused(await query(ZONES, { search: ' ' }), 'search');
    expectRefused(await query(ZONES, { after: searchCursor }), 'after');
  });
});

const ZONE = `id dnsZoneId domain soaEmail dnssecEnabled nameserver1 certificateKeyType logAnonymization dateCreated
  zoneFileDownloadPath`;

describe('DnsZone', () => {
  it('reads a zone by its bunny.net id and again by its global id, one read each', async () => {
    const byId = await data<{ dnsZone: Record<string, unknown> }>(
      `{ dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) { ${ZONE} } }`,
    );
    expect(byId.dnsZone).toMatchObject({
      domain: ACME_DNS_DOMAIN,
      soaEmail: `hostmaster@${ACME_DNS_DOMAIN}`,
      dnssecEnabled: true,
      nameserver1: 'kiki.bunny.net',
      certificateKeyType: 'ECDSA',
      logAnonymization: 'ONE_DIGIT',
      zoneFileDownloadPath: `/exports/dns/${ACME_DNS_ZONE_ID}/zone-file.txt`,
    });
    const byNode = await data<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { ... on DnsZone { ${ZONE} } } }`, {
      id: byId.dnsZone['id'],
    });
    expect(byNode.node).toEqual(byId.dnsZone);
    expect(upstreamCalls()).toEqual([`GET /dnszone/${ACME_DNS_ZONE_ID}`, `GET /dnszone/${ACME_DNS_ZONE_ID}`]);
  });

  it('answers a zone that does not exist with null and NOT_FOUND, and refuses a zone id below 1', async () => {
    const { body } = await query('{ dnsZone(dnsZoneId: 404404) { id } }');
    expect(body.data).toEqual({ dnsZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    graph.sandbox.clearRequests();
    expectRefused(await query('{ dnsZone(dnsZoneId: 0) { id } }'), 'dnsZoneId');
  });

  it("pages a zone's records from bunny.net's records list, and filters them by type and search", async () => {
    const text = `query ($first: Int, $after: String, $type: DnsRecordType, $search: String) {
      dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) { records(first: $first, after: $after, type: $type, search: $search) {
        totalCount edges { node { id dnsRecordId dnsZoneId type name value } } pageInfo { endCursor } } } }`;
    type Records = { dnsZone: { records: Page<{ dnsRecordId: number; type: string; name: string }> } };
    const all = (await data<Records>(text, { first: 5 })).dnsZone.records;
    expect(all.totalCount).toBe(ACME_DNS_RECORD_COUNT);
    expect(all.edges[0]?.node).toMatchObject({ dnsRecordId: ACME_WWW_DNS_RECORD_ID, type: 'PULL_ZONE', name: 'www' });
    const pullZoneRecords = (await data<Records>(text, { type: 'PULL_ZONE' })).dnsZone.records;
    expect(pullZoneRecords.edges.map((edge) => edge.node.name)).toEqual(['www', 'media']);
    const hosts = (await data<Records>(text, { search: 'host-0', first: 3 })).dnsZone.records;
    expect(hosts.totalCount).toBe(9);
    expect(upstreamCalls()).toEqual([
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}/records?page=1&perPage=5`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}/records?page=1&perPage=20&type=7`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}/records?page=1&perPage=6&search=host-0`,
    ]);
    graph.sandbox.clearRequests();
    expectBadAfterOfOtherFilter(await query(text, { after: all.pageInfo.endCursor, type: 'A' }));
  });

  it('links a record to the Pull Zone it points at, reading each zone once, and none for other records', async () => {
    const text = `{ dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) { records(first: 10) { edges { node {
      name pullZoneId pullZone { id pullZoneId name } } } } } }`;
    type Linked = { name: string; pullZoneId: number | null; pullZone: { pullZoneId: number } | null };
    const { dnsZone } = await data<{ dnsZone: { records: Page<Linked> } }>(text);
    const www = dnsZone.records.edges.find((edge) => edge.node.name === 'www')?.node;
    expect(www).toMatchObject({ pullZoneId: WEB_PULL_ZONE_ID, pullZone: { pullZoneId: WEB_PULL_ZONE_ID } });
    expect(dnsZone.records.edges.filter((edge) => edge.node.pullZone !== null)).toHaveLength(2);
    expect(upstreamCalls().filter((call) => call.startsWith('GET /pullzone/'))).toHaveLength(2);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });

  it('reads a record by its global id through its zone, and answers NOT_FOUND for a record the zone lacks', async () => {
    const id = globalIdOf('DnsRecord', `${ACME_DNS_ZONE_ID}/${ACME_APEX_DNS_RECORD_ID}`);
    const missing = globalIdOf('DnsRecord', `${ACME_DNS_ZONE_ID}/1`);
    const { body } = await query(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on DnsRecord { id type value monitorType dnsZone { domain } } } }`,
      { ids: [id, missing] },
    );
    expect(body.data?.['nodes']).toEqual([
      { id, type: 'A', value: '192.0.2.10', monitorType: 'PING', dnsZone: { domain: ACME_DNS_DOMAIN } },
      null,
    ]);
    expect(body.errors?.map((error) => [error.extensions?.['code'], error.path])).toEqual([
      ['NOT_FOUND', ['nodes', 1]],
    ]);
    expect(upstreamCalls()).toEqual([`GET /dnszone/${ACME_DNS_ZONE_ID}`]);
  });

  it("reads a zone's statistics over a range as charts, and the last 30 days when no range is given", async () => {
    const text = `query ($from: DateTime, $to: DateTime) { dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID}) {
      statistics(from: $from, to: $to) { totalQueriesServed queriesServedChart { at value } queriesByType { type queries } } } }`;
    type Statistics = { totalQueriesServed: number; queriesServedChart: { at: string; value: number }[] };
    const week = (
      await data<{ dnsZone: { statistics: Statistics } }>(text, {
        from: '2026-11-14T00:00:00Z',
        to: '2026-11-20T00:00:00Z',
      })
    ).dnsZone.statistics;
    expect(week.queriesServedChart.map((point) => point.at)).toHaveLength(7);
    expect(week.totalQueriesServed).toBe(week.queriesServedChart.reduce((sum, point) => sum + point.value, 0));
    const recent = (await data<{ dnsZone: { statistics: Statistics } }>(text)).dnsZone.statistics;
    expect(recent.queriesServedChart).toHaveLength(30);
    expect(upstreamCalls()[1]).toBe(
      `GET /dnszone/${ACME_DNS_ZONE_ID}/statistics?dateFrom=2026-11-14T00%3A00%3A00.000Z&dateTo=2026-11-20T00%3A00%3A00.000Z`,
    );
    expect(upstreamCalls()[3]).toBe(`GET /dnszone/${ACME_DNS_ZONE_ID}/statistics`);
    graph.sandbox.clearRequests();
    const { body } = await query(text, { from: '2026-11-20T00:00:00Z', to: '2026-11-14T00:00:00Z' });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'to' });
    expect(upstreamCalls()).toEqual([`GET /dnszone/${ACME_DNS_ZONE_ID}`]);
  });

  it("reads a zone's latest record scan, and null with NOT_FOUND for a zone never scanned", async () => {
    const text = (id: number) =>
      `{ dnsZone(dnsZoneId: ${id}) { domain latestRecordScan { status domain records { name type proxied } } } }`;
    const scanned = await data<{ dnsZone: { latestRecordScan: { status: string; records: unknown[] } } }>(
      text(ACME_DNS_ZONE_ID),
    );
    expect(scanned.dnsZone.latestRecordScan.status).toBe('COMPLETED');
    expect(scanned.dnsZone.latestRecordScan.records).toContainEqual({
      name: ACME_DNS_DOMAIN,
      type: 'SOA',
      proxied: false,
    });
    const { body } = await query(text(MEDIA_DNS_ZONE_ID));
    expect(body.data).toEqual({ dnsZone: { domain: 'acme-media.net', latestRecordScan: null } });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('answers whether a domain can be added, and refuses one that is not a domain name before any call', async () => {
    const text = 'query ($domain: String!) { dnsZoneAvailability(domain: $domain) { domain available } }';
    expect(await data(text, { domain: ACME_DNS_DOMAIN })).toEqual({
      dnsZoneAvailability: { domain: ACME_DNS_DOMAIN, available: false },
    });
    expect(await data(text, { domain: 'brand-new.example' })).toEqual({
      dnsZoneAvailability: { domain: 'brand-new.example', available: true },
    });
    expect(upstreamCalls()).toEqual(['POST /dnszone/checkavailability', 'POST /dnszone/checkavailability']);
    graph.sandbox.clearRequests();
    expectRefused(await query(text, { domain: '192.0.2.1' }), 'domain');
  });
});

describe('the zone file download', () => {
  it('streams the zone as a BIND zone file, with the PULL_ZONE record as the CNAME it answers', async () => {
    const response = await fetch(`${graph.gateway.url}/exports/dns/${ACME_DNS_ZONE_ID}/zone-file.txt`, {
      headers: { AccessKey: graph.key },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dns-zone-${ACME_DNS_ZONE_ID}.txt"`);
    const text = await response.text();
    expect(text).toContain(`$ORIGIN ${ACME_DNS_DOMAIN}.`);
    expect(text).toContain('www\t300\tIN\tCNAME\tacme-web.b-cdn.net.');
    expect(text.trim().split('\n')).toHaveLength(2 + ACME_DNS_RECORD_COUNT);
    expect(upstreamCalls()).toEqual([`GET /dnszone/${ACME_DNS_ZONE_ID}/export`]);
  });

  it('answers a zone that does not exist with 404 NOT_FOUND as JSON, and a zone id of 0 with 400 before any call', async () => {
    const missing = await fetch(`${graph.gateway.url}/exports/dns/404404/zone-file.txt`, {
      headers: { AccessKey: graph.key },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    graph.sandbox.clearRequests();
    const zero = await fetch(`${graph.gateway.url}/exports/dns/0/zone-file.txt`, { headers: { AccessKey: graph.key } });
    expect(zero.status).toBe(400);
    expect(upstreamCalls()).toEqual([]);
  });
});

describe("docs/areas/dns.md's showcase queries and the GraphiQL tab", () => {
  const [zone, add, remove] = documentedExamples('docs/areas/dns.md', 'Showcase queries');

  it('reads the zone with its records and their Pull Zones in the 4 upstream calls its comment names', async () => {
    expect(zone?.comment).toContain('4 upstream calls');
    const { dnsZone } = await data<{ dnsZone: { records: Page<{ pullZone: unknown }> } }>(zone?.operation ?? '');
    expect(dnsZone.records.edges).toHaveLength(10);
    expect(upstreamCalls()).toEqual([
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}/records?page=1&perPage=10`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      'GET /pullzone/1284368',
    ]);
    expect(estimateCalls(zone?.operation ?? '')).toBeGreaterThanOrEqual(4);
  });

  it('adds a record in the 3 upstream calls its comment names, the zone then listing it', async () => {
    expect(add?.comment).toContain('3 upstream calls');
    const { createDnsRecord } = await data<{ createDnsRecord: { dnsZone: { records: { totalCount: number } } } }>(
      add?.operation ?? '',
    );
    expect(createDnsRecord.dnsZone.records.totalCount).toBe(1);
    expect(upstreamCalls()).toEqual([
      `PUT /dnszone/${ACME_DNS_ZONE_ID}/records`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}/records?page=1&perPage=5&search=_verify`,
    ]);
    expect(estimateCalls(add?.operation ?? '')).toBeGreaterThanOrEqual(3);
  });

  it('deletes a record in the 1 upstream call its comment names, answering the id the record had', async () => {
    expect(remove?.comment).toContain('1 upstream call');
    const { deleteDnsRecord } = await data<{ deleteDnsRecord: { deletedDnsRecordId: string } }>(
      remove?.operation ?? '',
    );
    expect(deleteDnsRecord.deletedDnsRecordId).toBe(
      globalIdOf('DnsRecord', `${ACME_DNS_ZONE_ID}/${ACME_APEX_DNS_RECORD_ID}`),
    );
    expect(upstreamCalls()).toEqual([`DELETE /dnszone/${ACME_DNS_ZONE_ID}/records/${ACME_APEX_DNS_RECORD_ID}`]);
  });

  it("runs the tab's dashboard, add and delete with the dev sandbox's ids, no errors, each within its estimate", async () => {
    const variables = {
      dnsZoneId: ACME_DNS_ZONE_ID,
      dnsRecordId: FIRST_CREATED_DNS_RECORD_ID,
      from: '2026-11-14T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    };
    const added = (answer: GraphQLResponse['body']) =>
      JSON.stringify(answer.data)
        .match(/"totalCount":(\d+)/g)
        ?.at(-1);
    const counts: (string | undefined)[] = [];
    for (const name of ['DnsDashboard', 'DnsAddRecord', 'DnsDeleteRecord']) {
      graph.sandbox.clearRequests();
      const { operation, variables: own } = operationNamed(dnsGraphiqlTab, name, variables);
      const { body } = await query(operation, own);
      expect(body.errors, name).toBeUndefined();
      expect(upstreamCalls().length).toBeGreaterThanOrEqual(2);
      expect(estimateCalls(operation, own, name)).toBeGreaterThanOrEqual(upstreamCalls().length);
      counts.push(added(body));
    }
    // The add leaves one "_graphiql" record, and the delete removes that same record again.
    expect(counts.slice(1)).toEqual(['"totalCount":1', '"totalCount":0']);
  });
});

function expectBadAfterOfOtherFilter(response: Awaited<ReturnType<typeof query>>): void {
  expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  // The zone is read before its records' cursor is checked; no records list is read with a foreign cursor.
  expect(upstreamCalls()).toEqual([`GET /dnszone/${ACME_DNS_ZONE_ID}`]);
}
