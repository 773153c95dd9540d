import { graphql } from 'relay-runtime';

/**
 * Shield Zones as a Relay app writes them: the connection, a creation that appends the new zone to it with
 * @appendNode, and a zone's triggered rules and security events, which must normalize to one record per rule and
 * per event whichever list brings them. relay-compiler reads this file; it is never imported.
 */

export const shieldZoneListQuery = graphql`
  query ShieldZoneListQuery($first: Int!) {
    shieldZones(first: $first) @connection(key: "ShieldZoneList_shieldZones") {
      __id
      totalCount
      edges {
        node {
          id
          shieldZoneId
          pullZoneId
        }
      }
    }
  }
`;

export const createShieldZone = graphql`
  mutation ShieldZoneListCreateMutation($pullZoneId: SafeInt!, $connections: [ID!]!) {
    createShieldZone(input: { pullZoneId: $pullZoneId }) {
      pullZoneId
      shieldZone @appendNode(connections: $connections, edgeTypeName: "ShieldZoneEdge") {
        id
        shieldZoneId
        pullZoneId
      }
    }
  }
`;

export const shieldActivityQuery = graphql`
  query ShieldZoneListActivityQuery($shieldZoneId: SafeInt!, $date: Date!) {
    shieldZone(shieldZoneId: $shieldZoneId) {
      id
      triggeredWafRules(first: 20) {
        edges {
          node {
            id
            wafRuleId
            totalTriggeredRequests
            logs {
              id
              logId
              timestamp
            }
          }
        }
      }
      eventLogs(date: $date, first: 50) @connection(key: "ShieldZoneList_eventLogs") {
        edges {
          node {
            id
            logId
            timestamp
          }
        }
      }
    }
  }
`;
