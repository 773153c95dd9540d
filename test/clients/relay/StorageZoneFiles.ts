import { graphql } from 'relay-runtime';

/**
 * A Storage Zone's file browser as a Relay app writes it: one directory of the zone paged with @connection through a
 * @refetchable fragment on the zone (refetched by its global id through `node(id:)`), each entry a `StorageObject`.
 * relay-compiler reads this file (test/clients/support/relayCompiler.ts); it is never imported.
 */

export const storageZoneFilesQuery = graphql`
  query StorageZoneFilesQuery($storageZoneId: SafeInt!) {
    storageZone(storageZoneId: $storageZoneId) {
      ...StorageZoneFiles_zone
    }
  }
`;

export const storageZoneFiles = graphql`
  fragment StorageZoneFiles_zone on StorageZone
  @refetchable(queryName: "StorageZoneFilesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    id
    files(path: "/images/", first: $first, after: $after) @connection(key: "StorageZoneFiles_files") {
      totalCount
      edges {
        node {
          __typename
          id
          name
          path
        }
      }
    }
  }
`;
