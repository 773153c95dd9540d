/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const pullZonesGraphiqlTab = `# Pull Zones: unblock an IP and switch an edge rule off.
mutation PullZoneChanges($pullZoneId: SafeInt!, $blockedIp: String!, $edgeRuleId: ID!) {
  removeBlockedIp(pullZoneId: $pullZoneId, blockedIp: $blockedIp) { pullZoneId blockedIp success }
  setEdgeRuleEnabled(pullZoneId: $pullZoneId, edgeRuleId: $edgeRuleId, enabled: false) { edgeRuleId enabled success }
}`;
