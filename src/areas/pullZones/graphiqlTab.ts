/**
 * This area's tab in GraphiQL (src/graphiql.ts): a dashboard (the account's zones, one zone's settings, hostnames,
 * rules, traffic and origin errors) and the changes, each answering the zone as it is now.
 */
export const pullZonesGraphiqlTab = `# Pull Zones: the account's zones, then one zone's settings, hostnames, Edge
# Rules, today's hourly traffic and origin errors; then changes (unblock an IP,
# switch a rule off; purge and tune caching), each answering the zone as it is
# now.
query PullZoneDashboard($pullZoneId: SafeInt!, $from: DateTime!, $to: DateTime!, $date: Date!) {
  pullZoneCount
  pullZones(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id pullZoneId name type monthlyBandwidthUsed monthlyCharges enableOriginShield optimizerEnabled } }
  }
  pullZone(pullZoneId: $pullZoneId) {
    id name originUrl blockedIps allowedReferrers blockedReferrers
    cacheControlMaxAgeOverride enableSmartCache blockedCountries
    hostnames { id value forceSsl hasCertificate certificateProvisionType }
    edgeRules { id guid description enabled actionType triggers { type patternMatches } }
    statistics(from: $from, to: $to, hourly: true) {
      totalRequestsServed totalBandwidthUsed cacheHitRate
      requestsServedChart { at value }
      error5xxChart { at value }
    }
    optimizerStatistics(from: $from, to: $to, hourly: true) { totalRequestsOptimized totalTrafficSaved }
    safeHopStatistics(from: $from, to: $to, hourly: true) { totalRequestsRetried totalRequestsSaved }
    originErrorLogs(date: $date) { timestamp errorCode statusCode serverZone }
  }
}

mutation PullZoneChanges($pullZoneId: SafeInt!, $blockedIp: String!, $edgeRuleId: ID!) {
  removePullZoneBlockedIp(input: { pullZoneId: $pullZoneId, blockedIp: $blockedIp }) { pullZone { id blockedIps } }
  setPullZoneEdgeRuleEnabled(input: { pullZoneId: $pullZoneId, edgeRuleId: $edgeRuleId, enabled: false }) {
    pullZone { id edgeRules { id enabled } }
  }
}

mutation PullZoneCaching($pullZoneId: SafeInt!) {
  purgePullZoneCache(input: { pullZoneId: $pullZoneId }) { clientMutationId }
  updatePullZone(input: { pullZoneId: $pullZoneId, settings: { enableSmartCache: true, cacheControlMaxAgeOverride: 86400 } }) {
    pullZone { id enableSmartCache cacheControlMaxAgeOverride }
  }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const pullZonesGraphiqlIds = `query PullZoneIds {
  pullZones(first: 20) { edges { node { pullZoneId name blockedIps edgeRules { id description } } } }
}`;
