import type { GraphiQLOptions } from 'graphql-yoga';

/** Example operations, one tab per area, so GraphiQL doubles as a tour of the API. Ids match the sandbox. */
const EXAMPLES: { title: string; query: string; variables?: Record<string, unknown> }[] = [
  {
    title: 'Shield',
    query: `# Shield: metrics of a zone, an AI recommendation, and the event logs of the last hour.
query ShieldOverview($shieldZoneId: Int!, $from: DateTime!, $to: DateTime!) {
  shieldZoneMetrics(shieldZoneId: $shieldZoneId) {
    overview { ddosMitigated wafTriggeredRules rateLimitBreaches }
    totalCleanRequestsLimit
    totalBillableRequests
    overviewPastTwentyEightDays { key date value { wafTriggeredRules } }
  }
  wafRuleRecommendation(shieldZoneId: $shieldZoneId, ruleId: "942100") { ruleId recommendation }
  shieldEventLogExport(shieldZoneId: $shieldZoneId, from: $from, to: $to, maxRows: 5) { columns rows rowCount truncated }
}`,
  },
  {
    title: 'Magic Containers',
    query: `query ContainerNetwork {
  containerNodeIps
  containerImageSuggestions(input: { registryId: "dockerhub", imageNamespace: "library", imageName: "nginx", tag: "latest" }) {
    endpointSuggestions { displayName cdn { portMappings { containerPort protocols } } }
    volumeSuggestions { containerPath suggestedVolumeName }
  }
}`,
  },
  {
    title: 'Pull Zones',
    query: `mutation UnblockIp {
  removeBlockedIp(pullZoneId: 1001, blockedIp: "203.0.113.7") { pullZoneId blockedIp success }
}`,
  },
  {
    title: 'Edge Scripts',
    query: `mutation RenameScript {
  updateEdgeScript(id: 5001, input: { name: "edge-router", scriptType: MIDDLEWARE }) { id name scriptType lastModified currentReleaseId }
}`,
  },
  {
    title: 'Stream',
    query: `mutation Thumbnail {
  setVideoThumbnail(libraryId: 3001, videoId: "e0b7f2a4-0000-4000-8000-000000000001", thumbnailUrl: "https://images.example.com/cover.jpg") { success message }
}`,
  },
  {
    title: 'Origin logs',
    query: `query OriginErrors($pullZoneId: SafeInt!, $date: Date!) {
  originErrorLogs(pullZoneId: $pullZoneId, date: $date) { timestamp errorCode statusCode serverZone record parseError }
}`,
  },
];

export function graphiqlOptions(accessKey: string | undefined): GraphiQLOptions {
  const headers = JSON.stringify({ AccessKey: accessKey ?? '<your bunny.net API key>' }, null, 2);
  const now = Date.now();
  const variables = {
    shieldZoneId: 2001,
    pullZoneId: 1001,
    from: new Date(now - 60 * 60 * 1000).toISOString(),
    to: new Date(now).toISOString(),
    date: new Date(now).toISOString().slice(0, 10),
  };
  return {
    title: 'bunny-gateway',
    headers,
    defaultHeaders: headers,
    shouldPersistHeaders: true,
    defaultTabs: EXAMPLES.map((example) => ({ query: example.query, headers, variables: JSON.stringify(variables, null, 2) })),
  };
}
