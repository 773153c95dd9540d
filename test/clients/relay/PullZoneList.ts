import { graphql } from 'relay-runtime';

/**
 * A Pull Zone dashboard as a Relay app writes it: a root connection paged with @connection through a @refetchable
 * fragment on Query (usePaginationFragment), and a card per zone refetched by its global id through `node(id:)`.
 * relay-compiler reads this file (test/clients/support/relayCompiler.ts); it is never imported.
 */

export const pullZoneListQuery = graphql`
  query PullZoneListQuery {
    ...PullZoneList_query
  }
`;

export const pullZoneList = graphql`
  fragment PullZoneList_query on Query
  @refetchable(queryName: "PullZoneListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 2 }, after: { type: "String" }) {
    pullZones(first: $first, after: $after) @connection(key: "PullZoneList_pullZones") {
      totalCount
      edges {
        node {
          id
          pullZoneId
          ...PullZoneCard_zone
        }
      }
    }
  }
`;

export const pullZoneCard = graphql`
  fragment PullZoneCard_zone on PullZone @refetchable(queryName: "PullZoneCardRefetchQuery") {
    id
    name
    blockedIps
    shieldZone {
      id
      shieldZoneId
    }
  }
`;
