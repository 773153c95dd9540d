/**
 * This area's tab in GraphiQL (src/graphiql.ts): a dashboard (the scripts, one script with its releases and the
 * Pull Zones it runs on with today's traffic) and the changes, each answering the script as it is now.
 */
export const edgeScriptsGraphiqlTab = `# Edge Scripts: the scripts, one script with its live release, its last releases and the Pull Zones it
# runs on (with their hourly traffic), then a rename and a publication that answer the script as it is now.
query EdgeScriptDashboard($scriptId: SafeInt!, $from: DateTime!, $to: DateTime!) {
  edgeScripts(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id edgeScriptId name scriptType currentReleaseId monthlyRequestCount } }
  }
  edgeScript(edgeScriptId: $scriptId) {
    id name lastModified defaultHostname
    currentRelease { uuid note author datePublished }
    releases(first: 5) { totalCount edges { node { uuid note status datePublished } } }
    linkedPullZones(first: 5) {
      edges { pullZoneName node { id name statistics(from: $from, to: $to, hourly: true) { totalRequestsServed cacheHitRate } } }
    }
  }
}

mutation EdgeScriptChanges($scriptId: SafeInt!, $releaseUuid: UUID!) {
  updateEdgeScript(edgeScriptId: $scriptId, input: { name: "edge-router" }) { id name lastModified }
  publishEdgeScriptRelease(scriptId: $scriptId, releaseUuid: $releaseUuid, note: "from GraphiQL") {
    success
    edgeScript { id currentReleaseId currentRelease { uuid note } releases(first: 3) { edges { node { uuid status } } } }
  }
}`;
