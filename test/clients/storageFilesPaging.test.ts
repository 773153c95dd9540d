import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { Client, fetchExchange, type OperationResult, gql as urqlGql } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ASSETS_STORAGE_ZONE_ID, SEEDED_PHOTOS } from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A Storage Zone's directory paged by real clients, as a file browser does: Apollo Client's `relayStylePagination`
 * and urql graphcache's `relayPagination` on `StorageZone.files`, keyed by `path`, each entry cached once by its id.
 * The whole directory is one answer of bunny.net's; the gateway's cursors page it. Each client is told the interface's
 * two types (`possibleTypes`), as their documentation asks for interfaces; the page selects the interface's fields
 * (inline fragments on the two types still draw a fragment-matching warning from both). A client warning fails the test.
 */

const graph = useSandboxGraph('storage-files-clients');
const ENTRIES = SEEDED_PHOTOS + 2;
let warnings: MockInstance[];

beforeEach(() => {
  warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  for (const spy of warnings) {
    expect(spy.mock.calls).toEqual([]);
    spy.mockRestore();
  }
});

interface DirectoryPage {
  storageZone: {
    id: string;
    files: {
      totalCount: number;
      edges: { cursor: string; node: { __typename: string; id: string; name: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
}

const DIRECTORY = `query Directory($id: SafeInt!, $path: String!, $first: Int!, $after: String) {
  storageZone(storageZoneId: $id) { id files(path: $path, first: $first, after: $after) {
    totalCount
    edges { cursor node { __typename id name path lastChanged } }
    pageInfo { hasNextPage endCursor } } } }`;

/** What both clients need to know of the schema for fragments on the `StorageObject` interface's two types. */
const POSSIBLE_TYPES = { StorageObject: ['StorageFile', 'StorageDirectory'] };

const variables = { id: ASSETS_STORAGE_ZONE_ID, path: '/images/', first: 20 };

describe('a Storage Zone directory paged by real clients', () => {
  it('Apollo Client: fetchMore appends the next pages of /images/, each entry cached once', async () => {
    const client = new ApolloClient({
      link: new HttpLink({ uri: `${graph.gateway.url}/graphql`, headers: { AccessKey: graph.key } }),
      cache: new InMemoryCache({
        typePolicies: { StorageZone: { fields: { files: relayStylePagination(['path']) } } },
      }),
    });
    const query: TypedDocumentNode<DirectoryPage, typeof variables & { after?: string | null }> = apolloGql(DIRECTORY);
    const watched = client.watchQuery({ query, variables });
    let page = (await watched.refetch()).data?.storageZone.files;
    while (page?.pageInfo.hasNextPage) {
      await watched.fetchMore({ variables: { after: page.pageInfo.endCursor } });
      page = client.readQuery({ query, variables })?.storageZone.files;
    }
    const names = page?.edges.map((edge) => edge.node.name) ?? [];
    expect(names).toHaveLength(ENTRIES);
    expect(new Set(names).size).toBe(ENTRIES);
    expect(names.slice(0, 2)).toEqual(['2024', 'logo.png']);
    const cached = client.cache.extract() as Record<string, { __typename?: string }>;
    expect(Object.values(cached).filter((record) => record.__typename === 'StorageFile')).toHaveLength(ENTRIES - 1);
    client.stop();
  });

  it('urql graphcache: relayPagination merges the pages of /images/ into one list', async () => {
    const client = new Client({
      url: `${graph.gateway.url}/graphql`,
      preferGetMethod: false,
      fetchOptions: { headers: { AccessKey: graph.key } },
      exchanges: [
        cacheExchange({ possibleTypes: POSSIBLE_TYPES, resolvers: { StorageZone: { files: relayPagination() } } }),
        fetchExchange,
      ],
    });
    const query = urqlGql<DirectoryPage>(DIRECTORY);
    let after: string | null = null;
    let result: DirectoryPage | undefined;
    do {
      const answer: OperationResult<DirectoryPage> = await client.query(query, { ...variables, after }).toPromise();
      expect(answer.error).toBeUndefined();
      result = answer.data;
      const files: DirectoryPage['storageZone']['files'] | undefined = result?.storageZone.files;
      after = files?.pageInfo.hasNextPage ? files.pageInfo.endCursor : null;
    } while (after !== null);
    const merged = result?.storageZone.files.edges.map((edge) => edge.node.name) ?? [];
    expect(merged).toHaveLength(ENTRIES);
    expect(new Set(merged).size).toBe(ENTRIES);
  });
});
