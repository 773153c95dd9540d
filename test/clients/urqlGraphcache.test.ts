import { Client, fetchExchange, gql, type OperationResult, type TypedDocumentNode } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CDN_SCRIPT_ID, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * urql with graphcache, its normalized cache, against the gateway and the sandbox over HTTP: `pullZones` paged with
 * `relayPagination`, a mutation's payload updating the watched page without a refetch, and records that are not Nodes
 * keyed by their own `id`. No `keys` config: graphcache embeds connections, edges and PageInfo by their names, and
 * warns of any other record it cannot key by `id`; a warning fails the test.
 */

const graph = useSandboxGraph('urql-graphcache');
let client: Client;
let warnings: MockInstance[];

beforeEach(() => {
  client = new Client({
    url: `${graph.gateway.url}/graphql`,
    preferGetMethod: false,
    fetchOptions: { headers: { AccessKey: graph.key } },
    exchanges: [cacheExchange({ resolvers: { Query: { pullZones: relayPagination() } } }), fetchExchange],
  });
  warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  for (const spy of warnings) {
    expect(spy.mock.calls).toEqual([]);
    spy.mockRestore();
  }
});

interface ZonePage {
  pullZones: {
    edges: { node: { __typename: 'PullZone'; id: string; pullZoneId: number; blockedIps: string[] } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const ZONES: TypedDocumentNode<ZonePage, { first: number; after?: string | null }> = gql`
  query Zones($first: Int!, $after: String) {
    pullZones(first: $first, after: $after) {
      edges { node { id pullZoneId blockedIps } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const UNBLOCK = gql`
  mutation Unblock($pullZoneId: SafeInt!, $ip: String!) {
    removePullZoneBlockedIp(input: { pullZoneId: $pullZoneId, blockedIp: $ip }) { pullZone { id blockedIps } }
  }
`;

const zoneIds = (page: ZonePage | undefined): string[] => page?.pullZones.edges.map((edge) => edge.node.id) ?? [];

describe('urql graphcache on the gateway', () => {
  it('pages pullZones with relayPagination: the second page is merged after the first', async () => {
    const first = await client.query(ZONES, { first: 2 }).toPromise();
    expect(first.error).toBeUndefined();
    expect(zoneIds(first.data)).toHaveLength(2);

    const next = await client.query(ZONES, { first: 2, after: first.data?.pullZones.pageInfo.endCursor }).toPromise();
    expect(next.error).toBeUndefined();
    const merged = zoneIds(next.data);
    expect(new Set(merged).size).toBe(4);
    expect(merged.slice(0, 2)).toEqual(zoneIds(first.data));
    expect(zoneIds(client.readQuery(ZONES, { first: 2 })?.data)).toEqual(merged);
  });

  it("updates a watched page from removePullZoneBlockedIp's payload, with no refetch of the page", async () => {
    const results: OperationResult<ZonePage>[] = [];
    const watched = client.query(ZONES, { first: 20 }).subscribe((result) => results.push(result));
    try {
      await vi.waitFor(() => expect(results.at(-1)?.data).toBeDefined());
      const zone = () =>
        results.at(-1)?.data?.pullZones.edges.find((edge) => edge.node.pullZoneId === WEB_PULL_ZONE_ID);
      expect(zone()?.node.blockedIps).toContain(WEB_BLOCKED_IPV4);

      graph.sandbox.clearRequests();
      const unblocked = await client
        .mutation(UNBLOCK, { pullZoneId: WEB_PULL_ZONE_ID, ip: WEB_BLOCKED_IPV4 })
        .toPromise();
      expect(unblocked.error).toBeUndefined();
      await vi.waitFor(() => expect(zone()?.node.blockedIps).not.toContain(WEB_BLOCKED_IPV4));
      expect(graph.upstreamCalls()).toEqual([
        `POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`,
        `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      ]);
    } finally {
      watched.unsubscribe();
    }
  });

  it('keys releases, triggered rules and security events by their own id, the live release shared with the list', async () => {
    const { data, error } = await client
      .query(
        gql`
          query Records($edgeScriptId: SafeInt!, $shieldZoneId: SafeInt!) {
            edgeScript(edgeScriptId: $edgeScriptId) {
              id
              currentRelease { id uuid }
              releases(first: 5) { edges { node { id uuid } } }
            }
            shieldZone(shieldZoneId: $shieldZoneId) {
              id
              triggeredWafRules(first: 5) { edges { node { id wafRuleId logs { id logId } } } }
            }
          }
        `,
        { edgeScriptId: CDN_SCRIPT_ID, shieldZoneId: WEB_SHIELD_ZONE_ID },
      )
      .toPromise();
    expect(error).toBeUndefined();
    const live = data.edgeScript.currentRelease;
    expect(data.edgeScript.releases.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual(live);
    expect(data.shieldZone.triggeredWafRules.edges.length).toBeGreaterThan(0);
  });
});
