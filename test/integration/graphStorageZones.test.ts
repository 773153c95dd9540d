import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { storageZonesGraphiqlTab } from '../../src/areas/storageZones/graphiqlTab.js';
import {
  ASSETS_STORAGE_ZONE_ID,
  ASSETS_STORAGE_ZONE_NAME,
  DELETED_STORAGE_ZONE_ID,
  FIRST_CREATED_STORAGE_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  SEEDED_STORAGE_ZONE_COUNT,
  SPARE_STORAGE_ZONE_ID,
  STORAGE_REGION_CODES,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { buildSchema } from '../../src/schema.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Storage Zones in the graph, through HTTP against the sandbox: the paged list, one zone by id or global id, the
 * links between Storage Zones and Pull Zones both ways, statistics, regions, and the writes, passwords shown only by
 * the mutations that make them.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const graph = useSandboxGraph('storage-zones-test-key', { now: NOW });
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64url');

interface Page<Node> {
  totalCount: number | null;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const ZONES = `query ($first: Int, $after: String, $search: String, $includeDeleted: Boolean) {
  storageZones(first: $first, after: $after, search: $search, includeDeleted: $includeDeleted) {
    totalCount edges { node { id storageZoneId name deleted } } pageInfo { hasNextPage endCursor } } }`;

type ZoneNode = { id: string; storageZoneId: number; name: string; deleted: boolean };
const zonesPage = async (variables: Record<string, unknown>) =>
  (await data<{ storageZones: Page<ZoneNode> }>(ZONES, variables)).storageZones;

describe('storageZones connection', () => {
  it('pages through the zones, deleted ones only when asked for, one upstream call a page', async () => {
    const first = await zonesPage({ first: 20 });
    const second = await zonesPage({ first: 20, after: first.pageInfo.endCursor });
    expect(first.totalCount).toBe(SEEDED_STORAGE_ZONE_COUNT);
    expect(second.edges).toHaveLength(SEEDED_STORAGE_ZONE_COUNT - 20);
    const withDeleted = await zonesPage({ first: 1, includeDeleted: true });
    expect(withDeleted).toMatchObject({ totalCount: SEEDED_STORAGE_ZONE_COUNT + 1 });
    expect(withDeleted.edges[0]?.node).toMatchObject({ storageZoneId: DELETED_STORAGE_ZONE_ID, deleted: true });
    expect(upstreamCalls()).toEqual([
      'GET /storagezone?page=1&perPage=20&includeDeleted=false',
      'GET /storagezone?page=2&perPage=20&includeDeleted=false',
      'GET /storagezone?page=1&perPage=5&includeDeleted=true',
    ]);
  });

  it('refuses a blank search and a cursor of the list with deleted zones, before any upstream call', async () => {
    const cursor = (await zonesPage({ first: 1, includeDeleted: true })).pageInfo.endCursor;
    graph.sandbox.clearRequests();
    expectRefused(await query(ZONES, { search: '' }), 'search');
    expectRefused(await query(ZONES, { after: cursor }), 'after');
  });
});

describe('StorageZone', () => {
  const ZONE = `id storageZoneId name region replicationRegions zoneTier s3Supported storageHostname storageUsed`;

  it('reads a zone by its bunny.net id and again by its global id, and has no field for its passwords', async () => {
    const byId = await data<{ storageZone: Record<string, unknown> }>(
      `{ storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID}) { ${ZONE} } }`,
    );
    expect(byId.storageZone).toMatchObject({
      id: globalIdOf('StorageZone', ASSETS_STORAGE_ZONE_ID),
      name: ASSETS_STORAGE_ZONE_NAME,
      replicationRegions: ['NY', 'SG'],
      zoneTier: 'EDGE',
      s3Supported: true,
    });
    const byNode = await data<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { ... on StorageZone { ${ZONE} } } }`,
      {
        id: byId.storageZone['id'],
      },
    );
    expect(byNode.node).toEqual(byId.storageZone);
    const fields = Object.keys((buildSchema().getType('StorageZone') as GraphQLObjectType).getFields());
    expect(fields.filter((field) => /password/i.test(field))).toEqual([]);
  });

  it('answers a deleted zone with null and NOT_FOUND', async () => {
    const { body } = await query(`{ storageZone(storageZoneId: ${DELETED_STORAGE_ZONE_ID}) { id } }`);
    expect(body.data).toEqual({ storageZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('lists the Pull Zones of a zone from its record, reading each Pull Zone only when its node is selected', async () => {
    const text = `{ storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID}) { pullZones { totalCount edges {
      pullZoneId pullZoneName node { id name storageZoneId } } } } }`;
    const { storageZone } = await data<{ storageZone: { pullZones: { edges: unknown[] } } }>(text);
    expect(storageZone.pullZones.edges).toEqual([
      {
        pullZoneId: MEDIA_PULL_ZONE_ID,
        pullZoneName: 'acme-media',
        node: {
          id: globalIdOf('PullZone', MEDIA_PULL_ZONE_ID),
          name: 'acme-media',
          storageZoneId: ASSETS_STORAGE_ZONE_ID,
        },
      },
    ]);
    expect(upstreamCalls()).toEqual([
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
      `GET /pullzone/${MEDIA_PULL_ZONE_ID}`,
    ]);
  });

  it('links a Pull Zone to its Storage Zone, and reads none for a Pull Zone that names none', async () => {
    const text = `{ media: pullZone(pullZoneId: ${MEDIA_PULL_ZONE_ID}) { storageZoneId storageZone { name } }
      web: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { storageZoneId storageZone { name } } }`;
    expect(await data(text)).toEqual({
      media: { storageZoneId: ASSETS_STORAGE_ZONE_ID, storageZone: { name: ASSETS_STORAGE_ZONE_NAME } },
      web: { storageZoneId: 0, storageZone: null },
    });
    expect(upstreamCalls().sort()).toEqual(
      [
        `GET /pullzone/${MEDIA_PULL_ZONE_ID}`,
        `GET /pullzone/${WEB_PULL_ZONE_ID}`,
        `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
      ].sort(),
    );
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(3);
  });

  it('reads storage and egress statistics over a range, and refuses an hourly range of more than 31 days', async () => {
    const text = `query ($from: DateTime, $to: DateTime, $hourly: Boolean) { storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID}) {
      statistics(from: $from, to: $to) { storageUsedChart { at value } fileCountChart { at value } }
      egressStatistics(from: $from, to: $to, hourly: $hourly) { totalEgress httpEgressTotal totalEgressChart { at value } } } }`;
    type Stats = {
      statistics: { storageUsedChart: unknown[] };
      egressStatistics: { totalEgress: number; totalEgressChart: { value: number }[] };
    };
    const week = (
      await data<{ storageZone: Stats }>(text, { from: '2026-11-14T00:00:00Z', to: '2026-11-20T00:00:00Z' })
    ).storageZone;
    expect(week.statistics.storageUsedChart).toHaveLength(7);
    expect(week.egressStatistics.totalEgressChart).toHaveLength(7);
    expect(week.egressStatistics.totalEgress).toBe(
      week.egressStatistics.totalEgressChart.reduce((sum, point) => sum + point.value, 0),
    );
    graph.sandbox.clearRequests();
    const { body } = await query(text, { from: '2026-10-01T00:00:00Z', to: '2026-11-20T00:00:00Z', hourly: true });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'to' });
    expect(upstreamCalls()).toEqual([
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}/statistics?dateFrom=2026-10-01T00%3A00%3A00.000Z&dateTo=2026-11-20T00%3A00%3A00.000Z`,
    ]);
  });

  it('lists the storage regions from one answer, paged by the gateway', async () => {
    const text =
      'query ($after: String) { storageRegions(first: 4, after: $after) { totalCount edges { node { id code name } } pageInfo { endCursor } } }';
    type Regions = { storageRegions: Page<{ code: string }> };
    const first = (await data<Regions>(text)).storageRegions;
    const next = (await data<Regions>(text, { after: first.pageInfo.endCursor })).storageRegions;
    expect(first.totalCount).toBe(STORAGE_REGION_CODES.length);
    expect([...first.edges, ...next.edges].map((edge) => edge.node.code)).toEqual(STORAGE_REGION_CODES.slice(0, 8));
    expect(upstreamCalls()).toEqual(['GET /storagezone/regions', 'GET /storagezone/regions']);
  });

  it('answers whether a name is free, and refuses a name bunny.net would not take, before any call', async () => {
    const text = 'query ($name: String!) { storageZoneAvailability(name: $name) { name available } }';
    expect(await data(text, { name: ASSETS_STORAGE_ZONE_NAME })).toEqual({
      storageZoneAvailability: { name: ASSETS_STORAGE_ZONE_NAME, available: false },
    });
    graph.sandbox.clearRequests();
    expectRefused(await query(text, { name: 'no spaces allowed' }), 'name');
  });
});

describe('Storage Zone writes', () => {
  it('creates a zone, answering its passwords once; the zone is listed and its reads show no password', async () => {
    const { createStorageZone } = await data<{
      createStorageZone: {
        storageZone: { id: string; storageZoneId: number };
        password: string;
        readOnlyPassword: string;
      };
    }>(`mutation { createStorageZone(input: { name: "brand-new-zone", region: "DE", replicationRegions: ["NY"], zoneTier: EDGE, s3Supported: true }) {
      password readOnlyPassword storageZone { id storageZoneId name replicationRegions zoneTier s3Supported } } }`);
    expect(createStorageZone.storageZone).toMatchObject({
      id: globalIdOf('StorageZone', FIRST_CREATED_STORAGE_ZONE_ID),
      storageZoneId: FIRST_CREATED_STORAGE_ZONE_ID,
    });
    expect(createStorageZone.password).toMatch(/^[0-9a-f-]{46}$/);
    expect(createStorageZone.readOnlyPassword).not.toBe(createStorageZone.password);
    expect(upstreamCalls()).toEqual(['POST /storagezone']);
    const listed = await zonesPage({ search: 'brand-new' });
    expect(listed.edges.map((edge) => edge.node.storageZoneId)).toEqual([FIRST_CREATED_STORAGE_ZONE_ID]);
  });

  it('resets the password and answers the new one, read from the zone in the same request', async () => {
    const text = `mutation { resetStorageZonePassword(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} }) { password storageZone { id name } } }`;
    const first = (await data<{ resetStorageZonePassword: { password: string } }>(text)).resetStorageZonePassword;
    const second = (await data<{ resetStorageZonePassword: { password: string } }>(text)).resetStorageZonePassword;
    expect(first).toMatchObject({ storageZone: { name: ASSETS_STORAGE_ZONE_NAME } });
    expect(second.password).not.toBe(first.password);
    expect(upstreamCalls()).toEqual([
      `POST /storagezone/${ASSETS_STORAGE_ZONE_ID}/resetPassword`,
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
      `POST /storagezone/${ASSETS_STORAGE_ZONE_ID}/resetPassword`,
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
    ]);
  });

  it('resets the read-only password, leaving the password as it was', async () => {
    const created = await data<{ createStorageZone: { password: string; storageZone: { storageZoneId: number } } }>(
      'mutation { createStorageZone(input: { name: "reset-me", region: "SE" }) { password storageZone { storageZoneId } } }',
    );
    const id = created.createStorageZone.storageZone.storageZoneId;
    graph.sandbox.clearRequests();
    const { resetStorageZoneReadOnlyPassword } = await data<{ resetStorageZoneReadOnlyPassword: { password: string } }>(
      `mutation { resetStorageZoneReadOnlyPassword(input: { storageZoneId: ${id} }) { password } }`,
    );
    expect(resetStorageZoneReadOnlyPassword.password).not.toBe(created.createStorageZone.password);
    expect(upstreamCalls()).toEqual([`POST /storagezone/resetReadOnlyPassword?id=${id}`, `GET /storagezone/${id}`]);
  });

  it('changes the settings given, answering the zone as it is now', async () => {
    const { updateStorageZone } = await data<{ updateStorageZone: unknown }>(
      `mutation { updateStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, storageZone: { replicationRegions: ["SYD"],
        custom404FilePath: "/404.html", rewrite404To200: true, originUrl: "https://origin.acme-demo.com" } }) {
        storageZone { replicationRegions custom404FilePath rewrite404To200 } } }`,
    );
    expect(updateStorageZone).toEqual({
      storageZone: { replicationRegions: ['NY', 'SG', 'SYD'], custom404FilePath: '/404.html', rewrite404To200: true },
    });
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      ReplicationZones: ['SYD'],
      OriginUrl: 'https://origin.acme-demo.com',
      Custom404FilePath: '/404.html',
      Rewrite404To200: true,
    });
    graph.sandbox.clearRequests();
    const update = (input: string) =>
      query(`mutation { updateStorageZone(input: { storageZoneId: 1, storageZone: ${input} }) { clientMutationId } }`);
    expectRefused(await update('{}'), 'input.storageZone');
    expectRefused(await update('{ originUrl: "ftp://origin.example" }'), 'input.storageZone.originUrl');
    expectRefused(await update('{ custom404FilePath: "404.html" }'), 'input.storageZone.custom404FilePath');
  });

  it('deletes a zone, keeping its Pull Zones unless asked: the zone leaves the list, deletedId is the id it had', async () => {
    const { deleteStorageZone } = await data<{ deleteStorageZone: unknown }>(
      `mutation { deleteStorageZone(input: { storageZoneId: ${SPARE_STORAGE_ZONE_ID} }) { deletedStorageZoneId storageZoneId deletedLinkedPullZones } }`,
    );
    expect(deleteStorageZone).toEqual({
      deletedStorageZoneId: globalIdOf('StorageZone', SPARE_STORAGE_ZONE_ID),
      storageZoneId: SPARE_STORAGE_ZONE_ID,
      deletedLinkedPullZones: false,
    });
    expect(upstreamCalls()).toEqual([`DELETE /storagezone/${SPARE_STORAGE_ZONE_ID}?deleteLinkedPullZones=false`]);
    expect((await zonesPage({ first: 1 })).totalCount).toBe(SEEDED_STORAGE_ZONE_COUNT - 1);
  });

  it('deletes a zone with its Pull Zones when asked: the Pull Zone is then NOT_FOUND', async () => {
    await data(
      `mutation { deleteStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, deleteLinkedPullZones: true }) { clientMutationId } }`,
    );
    const { body } = await query(`{ pullZone(pullZoneId: ${MEDIA_PULL_ZONE_ID}) { id } }`);
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });
});

describe("docs/areas/storageZones.md's showcase queries and the GraphiQL tab", () => {
  const [dashboard, reset, origin] = documentedExamples('docs/areas/storageZones.md', 'Showcase queries');

  it('reads a page of zones with their Pull Zones in the 1 upstream call its comment names', async () => {
    expect(dashboard?.comment).toContain('1 upstream call');
    const { storageZones } = await data<{ storageZones: Page<unknown> }>(dashboard?.operation ?? '');
    expect(storageZones.edges).toHaveLength(5);
    expect(upstreamCalls()).toEqual(['GET /storagezone?page=1&perPage=5&includeDeleted=false']);
    expect(estimateCalls(dashboard?.operation ?? '')).toBeGreaterThanOrEqual(1);
  });

  it('resets the password in the 2 upstream calls its comment names', async () => {
    expect(reset?.comment).toContain('2 upstream calls');
    const { resetStorageZonePassword } = await data<{ resetStorageZonePassword: { password: string } }>(
      reset?.operation ?? '',
    );
    expect(resetStorageZonePassword.password).toMatch(/^[0-9a-f-]{46}$/);
    expect(upstreamCalls()).toHaveLength(2);
    expect(estimateCalls(reset?.operation ?? '')).toBe(2);
  });

  it('reads a Pull Zone and its Storage Zone in the 2 upstream calls its comment names', async () => {
    expect(origin?.comment).toContain('2 upstream calls');
    const { pullZone } = await data<{ pullZone: { storageZone: { name: string } } }>(origin?.operation ?? '');
    expect(pullZone.storageZone.name).toBe(ASSETS_STORAGE_ZONE_NAME);
    expect(upstreamCalls()).toEqual([
      `GET /pullzone/${MEDIA_PULL_ZONE_ID}`,
      `GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`,
    ]);
  });

  it("runs the tab's dashboard and change with the dev sandbox's ids, no errors, each within its estimate", async () => {
    const variables = {
      storageZoneId: ASSETS_STORAGE_ZONE_ID,
      from: '2026-11-14T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    };
    for (const name of ['StorageZoneDashboard', 'StorageZoneChanges']) {
      graph.sandbox.clearRequests();
      const { operation, variables: own } = operationNamed(storageZonesGraphiqlTab, name, variables);
      const { body } = await query(operation, own);
      expect(body.errors, name).toBeUndefined();
      expect(upstreamCalls().length).toBeGreaterThanOrEqual(2);
      expect(estimateCalls(operation, own, name)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});
