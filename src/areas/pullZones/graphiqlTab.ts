/**
 * This area's tab in GraphiQL (src/graphiql.ts): a dashboard (a page of zones, one zone with its hourly traffic and
 * today's origin errors) and the changes, each answering the zone as it is now.
 */
export const pullZonesGraphiqlTab = `# Pull Zones: a page of zones, one zone with today's hourly traffic and origin errors, then unblock an IP
# and switch an edge rule off, each answering the zone as it is now.
query PullZoneDashboard($pullZoneId: SafeInt!, $from: DateTime!, $to: DateTime!, $date: Date!) {
  pullZones(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id pullZoneId name type monthlyBandwidthUsed monthlyCharges } }
  }
  pullZone(pullZoneId: $pullZoneId) {
    id name originUrl blockedIps
    hostnames { value hasCertificate }
    edgeRules { guid description enabled actionType }
    statistics(from: $from, to: $to, hourly: true) {
      totalRequestsServed totalBandwidthUsed cacheHitRate
      requestsServedChart { at value }
      error5xxChart { at value }
    }
    originErrorLogs(date: $date) { timestamp errorCode statusCode serverZone }
  }
}

mutation PullZoneChanges($pullZoneId: SafeInt!, $blockedIp: String!, $edgeRuleId: ID!) {
  removeBlockedIp(pullZoneId: $pullZoneId, blockedIp: $blockedIp) { success pullZone { id blockedIps } }
  setEdgeRuleEnabled(pullZoneId: $pullZoneId, edgeRuleId: $edgeRuleId, enabled: false) {
    success
    pullZone { id edgeRules { guid enabled } }
  }
}`;
