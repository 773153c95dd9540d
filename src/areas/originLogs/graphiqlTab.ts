/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const originLogsGraphiqlTab = `# Origin logs: today's origin errors of a Pull Zone; a record that is not valid
# JSON keeps its raw text.
query OriginErrors($pullZoneId: SafeInt!, $date: Date!) {
  originErrorLogs(pullZoneId: $pullZoneId, date: $date) { timestamp errorCode statusCode serverZone record parseError }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const originLogsGraphiqlIds = `query OriginLogPullZoneIds {
  pullZones(first: 20) { edges { node { pullZoneId name } } }
}`;
