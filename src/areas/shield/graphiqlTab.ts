/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const shieldGraphiqlTab = `# Shield as a dashboard: the account's Shield Zones -> one zone with its Pull Zone, metrics, triggered WAF rules
# (with bunny.net's AI recommendation) and today's events -> protect another Pull Zone and read the new zone back.
# Every link reads bunny.net only when selected; page on with \`after: <endCursor>\`.
#
# Every response carries an x-request-id header; the gateway logs one JSON line per request and per bunny.net
# call under that id, counts everything on GET /metrics (Prometheus), and traces with the standard OTEL_* variables.
query ShieldOverview($shieldZoneId: SafeInt!, $from: DateTime!, $to: DateTime!, $date: Date!) {
  shieldZones(first: 10) {
    totalCount
    edges { node { id shieldZoneId pullZoneId planType wafEnabled } }
    pageInfo { hasNextPage endCursor }
  }
  shieldZone(shieldZoneId: $shieldZoneId) {
    id planType wafEnabled wafExecutionMode learningMode
    pullZone { name hostnames { value } }
    metrics { overview { ddosMitigated wafTriggeredRules rateLimitBreaches botDetectionChallenged } totalBillableRequests }
    detailedMetrics(from: $from, to: $to, resolution: TEN_MINUTES) { waf { totals { name value } } }
    triggeredWafRules(first: 3) {
      totalCount
      edges { node { ruleId description totalTriggeredRequests aiRecommendation { recommendation } } }
    }
    eventLogs(date: $date, first: 5) {
      edges { node { timestamp country ruleId status log } }
      pageInfo { hasNextPage endCursor }
    }
  }
}

mutation ProtectPullZone($unprotectedPullZoneId: SafeInt!) {
  createShieldZone(input: { pullZoneId: $unprotectedPullZoneId, shieldZone: { planType: ADVANCED, wafEnabled: true } }) {
    shieldZone { id shieldZoneId planType wafEnabled pullZone { name } }
  }
}

# The zone's protection beyond the WAF: API Guardian (its endpoints, each with its metrics), the custom block page,
# this month's overages, bot detection and upload scanning metrics, and a search of the last hour's blocked events.
query ShieldProtection($shieldZoneId: SafeInt!, $from: DateTime!, $to: DateTime!) {
  shieldZone(shieldZoneId: $shieldZoneId) {
    apiGuardian {
      enabled executionMode title version
      endpoints(first: 5) { totalCount edges { node { requestMethod requestPath metrics { totalBlockedRequests } } } }
    }
    apiGuardianMetrics { totalRequestsInspected totalBlockedRequests }
    customPage(pageType: "block") { pageType html }
    overages { year month totalOverage totalCleanRequests }
    botDetectionMetrics { totalChallengedRequests }
    uploadScanningMetrics { totalFilesScanned totalBlockedRequests }
    eventLogSearch(from: $from, to: $to, filters: [{ field: ACTION, op: EQ, values: ["block"] }], first: 5) {
      totalCount
      edges { node { timestamp fields { name value } } }
    }
  }
}`;
