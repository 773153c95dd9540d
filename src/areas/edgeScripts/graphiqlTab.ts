/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const edgeScriptsGraphiqlTab = `# Edge Scripts: rename a script and publish a release.
mutation EdgeScriptChanges($scriptId: SafeInt!, $releaseUuid: UUID!) {
  updateEdgeScript(id: $scriptId, input: { name: "edge-router" }) { id name scriptType lastModified currentReleaseId }
  publishEdgeScriptRelease(scriptId: $scriptId, releaseUuid: $releaseUuid, note: "from GraphiQL") { releaseUuid success }
}`;
