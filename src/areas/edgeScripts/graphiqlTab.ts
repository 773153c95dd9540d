/**
 * This area's tab in GraphiQL (src/graphiql.ts): a dashboard (the scripts, then one script with its releases, code,
 * usage, variables, secrets and the Pull Zones it runs on) and the changes, each answering what it changed.
 */
export const edgeScriptsGraphiqlTab = `# Edge Scripts: the scripts, then one script: its live and last releases, its
# code, its usage, its variables and secrets (names only: a secret's value is
# write-only) and the Pull Zones it runs on, with their hourly traffic. The code
# is also a file: GET codeDownloadPath with the same AccessKey header;
# setEdgeScriptCode takes a file as the codeFile part of a multipart request
# (GraphiQL cannot send one; docs/areas/edgeScripts.md shows curl).
query EdgeScriptDashboard($edgeScriptId: SafeInt!, $from: DateTime!, $to: DateTime!) {
  edgeScripts(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id edgeScriptId name scriptType currentReleaseId monthlyRequestCount } }
  }
  edgeScript(edgeScriptId: $edgeScriptId) {
    id name lastModified defaultHostname codeDownloadPath
    currentRelease { uuid note author datePublished }
    releases(first: 5) { totalCount edges { node { uuid note status datePublished } } }
    code { lastModified code }
    statistics(from: $from, to: $to, hourly: true) { totalRequestsServed averageCpuTimePerExecution requestsServedChart { at value } }
    variables(first: 10) { totalCount edges { node { id name required defaultValue } } }
    secrets(first: 10) { totalCount edges { node { id name lastModified } } }
    linkedPullZones(first: 5) {
      edges { pullZoneName node { id name statistics(from: $from, to: $to, hourly: true) { totalRequestsServed cacheHitRate } } }
    }
  }
}

# A rename, and an earlier release published again: each answers the script as
# it is now.
mutation EdgeScriptChanges($edgeScriptId: SafeInt!, $releaseUuid: UUID!) {
  updateEdgeScript(input: { edgeScriptId: $edgeScriptId, edgeScript: { name: "edge-router" } }) { edgeScript { id name lastModified } }
  publishEdgeScriptRelease(input: { edgeScriptId: $edgeScriptId, releaseUuid: $releaseUuid, note: "from GraphiQL" }) {
    edgeScript { id currentReleaseId currentRelease { uuid note } releases(first: 3) { edges { node { uuid status } } } }
  }
}

# New code in the editor, published as a new release that goes live.
mutation EdgeScriptNewCode($edgeScriptId: SafeInt!) {
  setEdgeScriptCode(input: { edgeScriptId: $edgeScriptId, code: "export default { async fetch(request) { return fetch(request); } };" }) { edgeScriptId }
  publishEdgeScript(input: { edgeScriptId: $edgeScriptId, note: "from GraphiQL" }) { release { uuid note status } edgeScript { currentReleaseId } }
}

# A variable and a secret, added or changed by name; the secret's value goes to
# bunny.net and is never answered.
mutation EdgeScriptSettings($edgeScriptId: SafeInt!) {
  setEdgeScriptVariable(input: { edgeScriptId: $edgeScriptId, edgeScriptVariable: { name: "LOG_LEVEL", required: false, defaultValue: "info" } }) {
    edgeScriptVariable { id name defaultValue }
  }
  setEdgeScriptSecret(input: { edgeScriptId: $edgeScriptId, edgeScriptSecret: { name: "API_TOKEN", secret: "replace-with-a-real-token" } }) {
    edgeScriptSecret { id name lastModified }
    edgeScript { secrets { totalCount } }
  }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const edgeScriptsGraphiqlIds = `query EdgeScriptIds {
  edgeScripts(first: 20) {
    edges { node { edgeScriptId name releases(first: 3) { edges { node { uuid status } } } } }
  }
}`;
