import { ApolloClient, gql, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ACTIVE_APP_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  VOLUME_ID,
  WEB_BLOCKED_IPV4,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Apollo Client 4's InMemoryCache against the gateway and the sandbox over HTTP, as a dashboard uses it: the
 * `pullZones` connection paged with `relayStylePagination` and `fetchMore`, a mutation's payload updating the cached
 * zone without a refetch, and a deleted record evicted by the deletion's `deletedId`. Apollo's warnings (a record it
 * cannot key, a list it cannot merge) fail the test.
 */

const graph = useSandboxGraph('apollo-client');
let client: ApolloClient;
let warnings: MockInstance[];

beforeEach(() => {
  client = new ApolloClient({
    link: new HttpLink({ uri: `${graph.gateway.url}/graphql`, headers: { AccessKey: graph.key } }),
    cache: new InMemoryCache({ typePolicies: { Query: { fields: { pullZones: relayStylePagination() } } } }),
  });
  warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  client.stop();
  for (const spy of warnings) {
    expect(spy.mock.calls).toEqual([]);
    spy.mockRestore();
  }
});

interface ZonePage {
  pullZones: {
    totalCount: number | null;
    edges: { cursor: string; node: { __typename: 'PullZone'; id: string; pullZoneId: number; blockedIps: string[] } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const ZONES: TypedDocumentNode<ZonePage, { first: number; after?: string | null }> = gql`
  query Zones($first: Int!, $after: String) {
    pullZones(first: $first, after: $after) {
      totalCount
      edges { cursor node { id pullZoneId blockedIps } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const ZONE: TypedDocumentNode<{ pullZone: { id: string; blockedIps: string[] } }, { pullZoneId: number }> = gql`
  query Zone($pullZoneId: SafeInt!) { pullZone(pullZoneId: $pullZoneId) { id blockedIps } }
`;

interface Volumes {
  containerApp: {
    id: string;
    volumes: { edges: { node: { id: string; instances: { id: string; instanceId: string }[] } }[] };
  };
}

const VOLUMES: TypedDocumentNode<Volumes, { appId: string }> = gql`
  query Volumes($appId: ID!) {
    containerApp(appId: $appId) { id volumes { edges { node { id instances { id instanceId } } } } }
  }
`;

const DELETE: TypedDocumentNode<
  { deleteContainerVolumeInstance: { deletedContainerVolumeInstanceId: string } },
  { appId: string; volumeId: string; instanceId: string }
> = gql`
  mutation Delete($appId: ID!, $volumeId: ID!, $instanceId: ID!) {
    deleteContainerVolumeInstance(input: { appId: $appId, volumeId: $volumeId, instanceId: $instanceId }) { deletedContainerVolumeInstanceId }
  }
`;

describe('Apollo Client InMemoryCache on the gateway', () => {
  it('pages pullZones with relayStylePagination: fetchMore appends the next page, each zone cached once', async () => {
    const watched = client.watchQuery({ query: ZONES, variables: { first: 2 } });
    const first = await watched.refetch();
    const endCursor = first.data?.pullZones.pageInfo.endCursor;
    expect(first.data?.pullZones.edges).toHaveLength(2);

    await watched.fetchMore({ variables: { after: endCursor } });
    const merged = client.readQuery({ query: ZONES, variables: { first: 2 } })?.pullZones;
    const ids = merged?.edges.map((edge) => edge.node.id) ?? [];
    expect(new Set(ids).size).toBe(4);
    expect(ids.slice(0, 2)).toEqual(first.data?.pullZones.edges.map((edge) => edge.node.id));
    expect(merged?.pageInfo.hasNextPage).toBe(true);

    const cached = client.cache.extract() as Record<string, unknown>;
    for (const id of ids) expect(cached[`PullZone:${id}`]).toMatchObject({ __typename: 'PullZone', id });
  });

  it("updates the cached zone from removePullZoneBlockedIp's payload, with no refetch of the list", async () => {
    const before = await client.query({ query: ZONE, variables: { pullZoneId: WEB_PULL_ZONE_ID } });
    expect(before.data?.pullZone.blockedIps).toContain(WEB_BLOCKED_IPV4);

    graph.sandbox.clearRequests();
    await client.mutate({
      mutation: gql`
        mutation Unblock($pullZoneId: SafeInt!, $ip: String!) {
          removePullZoneBlockedIp(input: { pullZoneId: $pullZoneId, blockedIp: $ip }) { pullZone { id blockedIps } }
        }
      `,
      variables: { pullZoneId: WEB_PULL_ZONE_ID, ip: WEB_BLOCKED_IPV4 },
    });
    const after = client.readQuery({ query: ZONE, variables: { pullZoneId: WEB_PULL_ZONE_ID } });
    expect(after?.pullZone.id).toBe(before.data?.pullZone.id);
    expect(after?.pullZone.blockedIps).not.toContain(WEB_BLOCKED_IPV4);
    expect(graph.upstreamCalls()).toEqual([
      `POST /pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
    ]);
  });

  it("evicts a deleted volume instance by the deletion's deletedId, and the cached volume lists it no more", async () => {
    const instanceIds = () =>
      client
        .readQuery({ query: VOLUMES, variables: { appId: ACTIVE_APP_ID } })
        ?.containerApp.volumes.edges.flatMap((edge) => edge.node.instances.map((instance) => instance.instanceId));
    await client.query({ query: VOLUMES, variables: { appId: ACTIVE_APP_ID } });
    expect(instanceIds()).toContain(DETACHED_VOLUME_INSTANCE_ID);

    const { data } = await client.mutate({
      mutation: DELETE,
      variables: { appId: ACTIVE_APP_ID, volumeId: VOLUME_ID, instanceId: DETACHED_VOLUME_INSTANCE_ID },
      update(cache, { data: deleted }) {
        const id = cache.identify({
          __typename: 'ContainerVolumeInstance',
          id: deleted?.deleteContainerVolumeInstance.deletedContainerVolumeInstanceId,
        });
        expect(cache.evict({ id })).toBe(true);
        cache.gc();
      },
    });
    expect(data?.deleteContainerVolumeInstance.deletedContainerVolumeInstanceId).toEqual(expect.any(String));
    expect(instanceIds()).not.toContain(DETACHED_VOLUME_INSTANCE_ID);
    expect(instanceIds()?.length).toBeGreaterThan(0);
  });
});
