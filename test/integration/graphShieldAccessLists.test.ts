import { describe, expect, it } from 'vitest';
import { WEB_SHIELD_ZONE_ID, sandboxFixtures } from '../../src/sandbox/index.js';
import { FIRST_CREATED_ACCESS_LIST_ID, WEB_CUSTOM_ACCESS_LIST_ID } from '../../src/sandbox/shield/fixtures.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** Access lists through the graph, against the sandbox: a zone's lists, a custom list as a Node, and their writes. */

const graph = useSandboxGraph('shield-access-list-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

const ZONE = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;
const WEB_CONFIGURATION_ID = sandboxFixtures.shield.customAccessListConfigurationId(WEB_SHIELD_ZONE_ID);

interface Lists {
  customListCount: number;
  managed: { totalCount: number; edges: { node: Record<string, unknown> }[] };
  custom: { totalCount: number; edges: { node: Record<string, unknown> }[] };
}

describe('ShieldZone.accessLists', () => {
  it("reads a zone's managed and custom lists in one call, and a custom list's entries in one more", async () => {
    const text = `{ ${ZONE} { accessLists { customListCount customListLimit
      managed(first: 2) { totalCount edges { node { id listId configurationId name enabled type category action requiredPlan } } }
      custom { totalCount edges { node { listId name enabled action customList { id customAccessListId content entryCount } } } } } } }`;
    const { shieldZone } = await data<{ shieldZone: { accessLists: Lists } }>(text);
    const lists = shieldZone.accessLists;
    expect(lists.customListCount).toBe(1);
    expect(lists.managed.totalCount).toBe(5);
    expect(lists.managed.edges[0]?.node).toMatchObject({
      listId: 101,
      name: 'VPN exit nodes',
      enabled: true,
      type: 'CIDR',
      category: 'VPNS',
      action: 'LOG',
      requiredPlan: 'BASIC',
    });
    expect(lists.custom.edges[0]?.node).toMatchObject({
      listId: WEB_CUSTOM_ACCESS_LIST_ID,
      name: 'office-ips',
      action: 'BYPASS',
      customList: { customAccessListId: WEB_CUSTOM_ACCESS_LIST_ID, entryCount: 2 },
    });
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/access-lists`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/access-lists/${WEB_CUSTOM_ACCESS_LIST_ID}`,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(3);
  });

  it("reads the access list API's enumerations as tables", async () => {
    const { shieldZone } = await data<{ shieldZone: { accessListEnums: { name: string; entries: unknown[] }[] } }>(
      `{ ${ZONE} { accessListEnums { name entries { key value } } } }`,
    );
    expect(shieldZone.accessListEnums.find((table) => table.name === 'AccessListAction')?.entries).toContainEqual({
      key: '5',
      value: 'Bypass',
    });
  });

  it('reads a custom list by id and by node, with its zone', async () => {
    const { customAccessList } = await data<{ customAccessList: { id: string } }>(
      `{ customAccessList(shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: ${WEB_CUSTOM_ACCESS_LIST_ID}) {
        id type content shieldZone { shieldZoneId } } }`,
    );
    expect(customAccessList).toMatchObject({ type: 'CIDR', shieldZone: { shieldZoneId: WEB_SHIELD_ZONE_ID } });
    const byNode = await data(`query ($id: ID!) { node(id: $id) { ... on CustomAccessList { name } } }`, {
      id: customAccessList.id,
    });
    expect(byNode).toEqual({ node: { name: 'office-ips' } });
  });
});

describe('an access list bunny.net does not have', () => {
  it('reads as null with NOT_FOUND, and its change and deletion fail the same way', async () => {
    const list = `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: 5`;
    for (const [text, field] of [
      [`{ customAccessList(${list}) { id } }`, 'customAccessList'],
      [
        `mutation { updateShieldCustomAccessList(input: { ${list}, customAccessList: { name: "x" } }) { customAccessListId } }`,
        'updateShieldCustomAccessList',
      ],
      [
        `mutation { deleteShieldCustomAccessList(input: { ${list} }) { deletedShieldCustomAccessListId } }`,
        'deleteShieldCustomAccessList',
      ],
    ] as const) {
      const { body } = await query(text);
      expect(body.data).toEqual({ [field]: null });
      expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    }
  });
});

describe('access list writes', () => {
  it('creates, changes and deletes a custom list, the zone as it is now counting it', async () => {
    const created = await data<{ createShieldCustomAccessList: { customAccessList: { id: string } } }>(`mutation {
      createShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessList: { name: "partners", type: IP,
        content: "192.0.2.1\\n192.0.2.2\\n192.0.2.3" } }) {
        customAccessList { id customAccessListId entryCount } shieldZone { accessLists { customListCount } } } }`);
    expect(created.createShieldCustomAccessList).toMatchObject({
      customAccessList: { customAccessListId: FIRST_CREATED_ACCESS_LIST_ID, entryCount: 3 },
      shieldZone: { accessLists: { customListCount: 2 } },
    });
    const updated =
      await data(`mutation { updateShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: ${FIRST_CREATED_ACCESS_LIST_ID}, customAccessList: { name: "partners-2" } }) {
      customAccessListId customAccessList { name entryCount } } }`);
    expect(updated).toEqual({
      updateShieldCustomAccessList: {
        customAccessListId: FIRST_CREATED_ACCESS_LIST_ID,
        customAccessList: { name: 'partners-2', entryCount: 3 },
      },
    });
    const deleted = await data(
      `mutation { deleteShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: ${FIRST_CREATED_ACCESS_LIST_ID} }) { deletedShieldCustomAccessListId shieldZone { accessLists { customListCount } } } }`,
    );
    expect(deleted).toEqual({
      deleteShieldCustomAccessList: {
        deletedShieldCustomAccessListId: created.createShieldCustomAccessList.customAccessList.id,
        shieldZone: { accessLists: { customListCount: 1 } },
      },
    });
  });

  it("configures how a list acts on the zone, the zone's lists then showing it", async () => {
    const text = `mutation { updateShieldAccessListConfiguration(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, configurationId: ${WEB_CONFIGURATION_ID}, accessListConfiguration: { enabled: false, action: BLOCK } }) { configurationId enabled action
      shieldZone { accessLists { custom { edges { node { enabled action } } } } } } }`;
    const { updateShieldAccessListConfiguration } = await data<{
      updateShieldAccessListConfiguration: Record<string, unknown>;
    }>(text);
    expect(updateShieldAccessListConfiguration).toEqual({
      configurationId: WEB_CONFIGURATION_ID,
      enabled: false,
      action: 'BLOCK',
      shieldZone: { accessLists: { custom: { edges: [{ node: { enabled: false, action: 'BLOCK' } }] } } },
    });
    expect(upstreamCalls()).toEqual([
      `PATCH /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/access-lists/configurations/${WEB_CONFIGURATION_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/access-lists`,
    ]);
  });

  it('refuses an empty list, an empty change and a lone surrogate, before any call', async () => {
    expectRefused(
      await query(`mutation { createShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessList: { name: "x", type: IP,
        content: "" } }) { customAccessList { id } } }`),
      'input.customAccessList.content',
    );
    expectRefused(
      await query(
        `mutation { updateShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessListId: 1, customAccessList: {} }) { customAccessListId } }`,
      ),
      'input.customAccessList',
    );
    expectRefused(
      await query(
        `mutation ($input: CustomAccessListInput!) { createShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessList: $input }) { customAccessList { id } } }`,
        { input: { name: '\ud800', type: 'IP', content: '192.0.2.1' } },
      ),
      'input.customAccessList.name',
    );
    expectRefused(
      await query(`mutation { updateShieldAccessListConfiguration(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, configurationId: 1, accessListConfiguration: {} }) {
        configurationId } }`),
      'input.accessListConfiguration',
    );
  });
});
