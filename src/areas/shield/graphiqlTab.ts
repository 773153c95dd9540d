/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const shieldGraphiqlTab = `# Shield: metrics of a zone, an AI recommendation, and the event logs of the last hour.
#
# Every response carries an x-request-id header; the gateway logs one JSON line per request and per bunny.net
# call under that id, counts everything on GET /metrics (Prometheus), and traces with the standard OTEL_* variables.
query ShieldOverview($shieldZoneId: SafeInt!, $ruleId: ID!, $from: DateTime!, $to: DateTime!) {
  shieldZoneMetrics(shieldZoneId: $shieldZoneId) {
    overview { ddosMitigated wafTriggeredRules rateLimitBreaches botDetectionChallenged }
    totalCleanRequestsLimit
    totalBillableRequests
    overviewPastTwentyEightDays { key date value { wafTriggeredRules } }
  }
  wafRuleRecommendation(shieldZoneId: $shieldZoneId, ruleId: $ruleId) { ruleId recommendation }
  shieldEventLogExport(shieldZoneId: $shieldZoneId, from: $from, to: $to, maxRows: 5,
    filters: [{ field: ACTION, op: IN, values: ["block", "challenge"] }]) {
    columns rows rowCount truncated downloadPath
  }
}`;
