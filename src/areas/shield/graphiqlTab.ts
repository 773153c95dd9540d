/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const shieldGraphiqlTab = `# Shield as a dashboard: the account's Shield Zones -> one zone with its Pull
# Zone, metrics, triggered WAF rules (with bunny.net's AI recommendation) and
# today's events -> the zone's protection (access lists, bots, upload scanning,
# its own WAF and rate limit rules) -> change it -> protect another Pull Zone
# and read the new zone back. Every link reads bunny.net only when selected;
# page on with \`after: <endCursor>\`.
#
# Every response carries an x-request-id header; the gateway logs one JSON line
# per request and per bunny.net call under that id, counts everything on GET
# /metrics (Prometheus), and traces with the standard OTEL_* variables.
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
      edges { node { wafRuleId description totalTriggeredRequests aiRecommendation { recommendation } } }
    }
    eventLogs(date: $date, first: 5) {
      edges { node { timestamp country matchedRuleId status log } }
      pageInfo { hasNextPage endCursor }
    }
  }
}

query ShieldProtection($shieldZoneId: SafeInt!) {
  shieldZone(shieldZoneId: $shieldZoneId) {
    id planType
    accessLists {
      customListCount customListLimit
      managed(first: 5) { edges { node { id configurationId name enabled action requiredPlan } } }
      custom(first: 5) { edges { node { id configurationId name enabled action customList { id entryCount } } } }
    }
    botDetection { executionMode requestIntegritySensitivity browserFingerprint { aggression } }
    botCategorization { categories { edges { node { id category action bots(first: 3) { edges { node { id userAgentMatch action } } } } } } }
    uploadScanning { enabled csamScanningMode antivirusScanningMode }
    customWafRules(first: 5) { totalCount edges { node { id name configuration { action operator value } } } }
    rateLimitRules(first: 5) { totalCount edges { node { id name } } }
  }
}

mutation ShieldProtectionChanges($shieldZoneId: SafeInt!) {
  createShieldCustomAccessList(input: { shieldZoneId: $shieldZoneId, customAccessList: { name: "partners", type: IP, content: "192.0.2.10\\n192.0.2.11" } }) {
    customAccessList { id customAccessListId entryCount }
  }
  setShieldBotCategoryAction(input: { shieldZoneId: $shieldZoneId, category: AI_SCRAPER, action: BLOCK }) { category action }
  updateShieldUploadScanning(input: { shieldZoneId: $shieldZoneId, uploadScanning: { antivirusScanningMode: BLOCK } }) {
    shieldZone { uploadScanning { antivirusScanningMode } accessLists { customListCount } }
  }
}

mutation ProtectPullZone($unprotectedPullZoneId: SafeInt!) {
  createShieldZone(input: { pullZoneId: $unprotectedPullZoneId, shieldZone: { planType: ADVANCED, wafEnabled: true } }) {
    shieldZone { id shieldZoneId planType wafEnabled pullZone { name } }
  }
}

# The zone's protection beyond the WAF: API Guardian (its endpoints, each with
# its metrics), the custom block page, this month's overages, bot detection and
# upload scanning metrics, and a search of the last hour's blocked events.
query ShieldInsights($shieldZoneId: SafeInt!, $from: DateTime!, $to: DateTime!) {
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

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const shieldGraphiqlIds = `query ShieldIds {
  shieldZones(first: 20) { edges { node { shieldZoneId pullZoneId } } }
  pullZones(first: 20) { edges { node { pullZoneId name shieldZone { shieldZoneId } } } } # null: unprotected
}`;
