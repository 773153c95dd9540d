import { Kind, parse } from 'graphql';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL opens with one tab per area, so it doubles as a tour of the API. Ids are variables: `npm run dev`
 * fills them with the sandbox's seeded records; in production they are placeholders to replace. The options are
 * built for every page load, so the event-log window and today's date are always current; the page's script
 * (http/graphiqlTabs.ts) replaces the stored copies of these tabs with the fresh ones instead of adding more.
 */
const EXAMPLES: string[] = [
  `# Shield: metrics of a zone, an AI recommendation, and the event logs of the last hour.
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
}`,
  `# Magic Containers: the node network, image suggestions, and a deployment.
query ContainerNetwork {
  containerNodeIps
  containerImageSuggestions(input: { registryId: "dockerhub", imageNamespace: "library", imageName: "nginx", tag: "latest" }) {
    endpointSuggestions { displayName cdn { portMappings { containerPort protocols } } }
    volumeSuggestions { containerPath suggestedVolumeName }
  }
}

mutation Deploy($appId: ID!) {
  deployContainerApp(appId: $appId) { appId success }
}`,
  `# Pull Zones: unblock an IP and switch an edge rule off.
mutation PullZoneChanges($pullZoneId: SafeInt!, $blockedIp: String!, $edgeRuleId: ID!) {
  removeBlockedIp(pullZoneId: $pullZoneId, blockedIp: $blockedIp) { pullZoneId blockedIp success }
  setEdgeRuleEnabled(pullZoneId: $pullZoneId, edgeRuleId: $edgeRuleId, enabled: false) { edgeRuleId enabled success }
}`,
  `# Edge Scripts: rename a script and publish a release.
mutation EdgeScriptChanges($scriptId: SafeInt!, $releaseUuid: UUID!) {
  updateEdgeScript(id: $scriptId, input: { name: "edge-router" }) { id name scriptType lastModified currentReleaseId }
  publishEdgeScriptRelease(scriptId: $scriptId, releaseUuid: $releaseUuid, note: "from GraphiQL") { releaseUuid success }
}`,
  `# Stream: set a thumbnail from a URL (the gateway finds the library key for you).
# An image file is the file part of a GraphQL multipart request for \`thumbnail\` (GraphiQL cannot send one; the
# README has a curl line); the gateway streams it to bunny.net as it arrives.
mutation Thumbnail($libraryId: SafeInt!, $videoId: ID!) {
  setVideoThumbnail(libraryId: $libraryId, videoId: $videoId, thumbnailUrl: "https://images.example.com/cover.jpg") { success message }
}`,
  `# Origin logs: today's origin errors of a Pull Zone; a record that is not valid JSON keeps its raw text.
query OriginErrors($pullZoneId: SafeInt!, $date: Date!) {
  originErrorLogs(pullZoneId: $pullZoneId, date: $date) { timestamp errorCode statusCode serverZone record parseError }
}`,
];

export interface GraphiqlExamples {
  /** Pre-filled in the AccessKey header. */
  accessKey?: string | undefined;
  /** Values for the examples' id variables. */
  ids?: Record<string, unknown> | undefined;
}

const PLACEHOLDER_IDS = {
  shieldZoneId: 0,
  ruleId: 'rule id',
  appId: 'app id',
  pullZoneId: 0,
  blockedIp: '203.0.113.1',
  edgeRuleId: 'edge rule id',
  scriptId: 0,
  releaseUuid: '00000000-0000-0000-0000-000000000000',
  libraryId: 0,
  videoId: 'video id',
};

const HOUR_MS = 60 * 60 * 1000;

/** Every value an example may use: ids, then the last hour (Shield's 72-hour window) and today (origin logs). */
function exampleValues(examples: GraphiqlExamples, now: number): Record<string, unknown> {
  return {
    ...PLACEHOLDER_IDS,
    ...examples.ids,
    from: new Date(now - HOUR_MS).toISOString(),
    to: new Date(now - 60 * 1000).toISOString(),
    date: new Date(now).toISOString().slice(0, 10),
  };
}

/** The variables one example declares, so each tab shows only its own (GraphiQL underlines unused ones). */
export function declaredVariables(query: string): string[] {
  return parse(query).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value)
      : [],
  );
}

function tabVariables(query: string, values: Record<string, unknown>): string {
  const own = Object.fromEntries(declaredVariables(query).map((name) => [name, values[name]]));
  return JSON.stringify(own, null, 2);
}

export function graphiqlOptions(examples: GraphiqlExamples, now = Date.now()): GraphiQLOptions {
  const headers = JSON.stringify({ AccessKey: examples.accessKey ?? '<your bunny.net API key>' }, null, 2);
  const values = exampleValues(examples, now);
  const defaultTabs = EXAMPLES.map((query) => ({ query, variables: tabVariables(query, values) }));
  const options: GraphiQLOptions & { query?: string; variables?: string } = {
    // Yoga's GraphiQL puts `query` (else its own welcome text) into the first tab, over defaultTabs' first query.
    query: defaultTabs[0]?.query,
    variables: defaultTabs[0]?.variables,
    headers,
    defaultHeaders: headers,
    // Headers hold account keys: they stay in the page's memory, never in the browser's localStorage.
    shouldPersistHeaders: false,
    title: 'bunny-gateway GraphiQL',
    defaultTabs,
  };
  return options;
}
