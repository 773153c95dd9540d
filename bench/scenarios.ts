/**
 * The benchmark scenarios: the GraphQL request sent to the gateway, the answer it must give (checked for every
 * response), for reads the equivalent request straight to the fake upstream (the direct-to-upstream ratio), and for
 * the small operations and the dashboard what the reference forwarders (bench/floor, bench/leanYoga, bench/apollo) must answer to
 * the same request.
 */
import { randomBytes } from 'node:crypto';
import { DASHBOARD_DOCUMENT_ID, TRUSTED_MANIFEST_PATH } from './trustedDashboard.js';
import {
  ACCOUNT_KEY,
  BLOCKED_IP,
  DASHBOARD_QUERY,
  DASHBOARD_ZONES,
  LIBRARY_ID,
  LIBRARY_KEY,
  NODES_10K_KEY,
  PULL_ZONE_ID,
  SHIELD_METRICS_OVERVIEW_SELECTION,
  SHIELD_METRICS_SELECTION,
  SHIELD_ZONE_ID,
  VIDEO_ID,
  dashboardExpected,
  nodeIps,
  pullZoneFieldsExpected,
  pullZoneFieldsQuery,
  shieldMetricsEnvelope,
  shieldMetricsExpected,
  shieldMetricsOverviewExpected,
} from './fixtures.js';

export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
  readonly expectedStatus: number;
  /** The exact body expected (fast path: string equality). */
  readonly expectedBody: string;
  /** When the string differs, the body is parsed and compared with this value (key order may differ). */
  readonly expectedJson?: unknown;
}

/** The reference forwarders the gateway is compared with (see bench/README.md), in the order they are measured. */
export const REFERENCE_IDS = ['floor', 'leanYoga', 'apollo', 'static'] as const;
export type ReferenceId = (typeof REFERENCE_IDS)[number];

/** The same request sent to a reference forwarder: what it must answer and how many upstream calls it makes. */
export interface ReferenceRun {
  readonly system: ReferenceId;
  readonly request: BenchRequest;
  readonly upstreamCallsPerRequest: number;
}

export interface LoadScenario {
  readonly id: string;
  readonly title: string;
  readonly gateway: BenchRequest;
  /** The same read straight at the fake upstream. */
  readonly direct?: BenchRequest;
  readonly connections: number;
  /** Fixed number of requests instead of a duration (uploads). */
  readonly amount?: number;
  /** Upstream calls each GraphQL request must make, when the scenario checks it. */
  readonly upstreamCallsPerRequest?: number;
  /** Bytes per request the gateway receives (for MB/s notes). */
  readonly payloadBytes?: number;
  /** The gateway's request, run against the reference forwarders too. */
  readonly references?: readonly ReferenceRun[];
  /** A gateway of its own, started with this environment beside the bench's (the response cache, say). */
  readonly gatewayEnv?: Readonly<Record<string, string>>;
}

const GRAPHQL_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  AccessKey: ACCOUNT_KEY,
};

function graphql(query: string, expectedData: unknown, headers: Record<string, string> = {}): BenchRequest {
  const expected = { data: expectedData };
  return {
    method: 'POST',
    path: '/graphql',
    headers: { ...GRAPHQL_HEADERS, ...headers },
    body: JSON.stringify({ query }),
    expectedStatus: 200,
    expectedBody: JSON.stringify(expected),
    expectedJson: expected,
  };
}

function directJson(
  method: 'GET' | 'POST',
  path: string,
  answer: unknown,
  headers: Record<string, string> = {},
  body?: string,
): BenchRequest {
  return {
    method,
    path,
    headers: {
      AccessKey: ACCOUNT_KEY,
      accept: 'application/json',
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
    expectedStatus: 200,
    expectedBody: JSON.stringify(answer),
    expectedJson: answer,
  };
}

/** `request` with another expected answer (the floor splices bunny.net's bytes instead of mapping them). */
function answering(request: BenchRequest, expectedData: unknown): BenchRequest {
  const expected = { data: expectedData };
  return { ...request, expectedBody: JSON.stringify(expected), expectedJson: expected };
}

/**
 * The references' runs of `gateway`. All answer the gateway's data (Apollo Server ends its JSON with a newline, so
 * its answers are compared as JSON) unless `floorData` says what the floor answers instead; the lean forwarder makes
 * `leanCalls` upstream calls, the floor `floorCalls` and Apollo `apolloCalls` (its RESTDataSource de-duplicates identical
 * GETs within a request: 10 aliases make one).
 */
function references(
  gateway: BenchRequest,
  floorData?: unknown,
  leanCalls = 1,
  floorCalls = 1,
  apolloCalls = 1,
): ReferenceRun[] {
  return [
    {
      system: 'floor',
      request: floorData === undefined ? gateway : answering(gateway, floorData),
      upstreamCallsPerRequest: floorCalls,
    },
    { system: 'leanYoga', request: gateway, upstreamCallsPerRequest: leanCalls },
    { system: 'apollo', request: gateway, upstreamCallsPerRequest: apolloCalls },
  ];
}

const metricsField = (selection: string): string => `shieldZoneMetrics(shieldZoneId: ${SHIELD_ZONE_ID}) ${selection}`;

export function readScenarios(connections: number): LoadScenario[] {
  const metrics = shieldMetricsExpected();
  const overview = shieldMetricsOverviewExpected();
  const envelope = shieldMetricsEnvelope();
  const dashboard = graphql(DASHBOARD_QUERY, dashboardExpected(metrics));
  const dashboardCalls = 2 + DASHBOARD_ZONES;
  const aliases = Array.from({ length: 10 }, (_, i) => `m${i}`);
  const nodes50 = graphql('query NodeIps { containerNodeIps }', { containerNodeIps: nodeIps(50) });
  const overviewField = metricsField(SHIELD_METRICS_OVERVIEW_SELECTION);
  const overviewRead = graphql(`query ShieldOverview { ${overviewField} }`, { shieldZoneMetrics: overview });
  const metricsAll = graphql(`query ShieldMetrics { ${metricsField(SHIELD_METRICS_SELECTION)} }`, {
    shieldZoneMetrics: metrics,
  });
  const metricsDirect = directJson('GET', `/shield/metrics/overview/${SHIELD_ZONE_ID}`, envelope);
  const removeBlockedIp = graphql(
    `mutation RemoveBlockedIp { removePullZoneBlockedIp(input: { pullZoneId: ${PULL_ZONE_ID}, blockedIp: "${BLOCKED_IP}" }) { pullZoneId blockedIp } }`,
    { removePullZoneBlockedIp: { pullZoneId: PULL_ZONE_ID, blockedIp: BLOCKED_IP } },
  );
  const aliasesRead = graphql(
    `query ShieldOverviewAliases { ${aliases.map((alias) => `${alias}: ${overviewField}`).join(' ')} }`,
    Object.fromEntries(aliases.map((alias) => [alias, overview])),
  );
  return [
    {
      id: 'nodes50',
      title: '1. node IP list (50 IPs)',
      gateway: nodes50,
      direct: directJson('GET', '/mc/nodes/plain', nodeIps(50)),
      connections,
      upstreamCallsPerRequest: 1,
      references: references(nodes50),
    },
    {
      id: 'metrics',
      title: '2. Shield metrics, the overview a dashboard shows',
      gateway: overviewRead,
      direct: metricsDirect,
      connections,
      upstreamCallsPerRequest: 1,
      references: references(overviewRead),
    },
    {
      id: 'removeBlockedIp',
      title: '3. removeBlockedIp (204)',
      gateway: removeBlockedIp,
      direct: {
        method: 'POST',
        path: `/pullzone/${PULL_ZONE_ID}/removeBlockedIp`,
        headers: { AccessKey: ACCOUNT_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ BlockedIp: BLOCKED_IP }),
        expectedStatus: 204,
        expectedBody: '',
      },
      connections,
      upstreamCallsPerRequest: 1,
      references: references(removeBlockedIp),
    },
    {
      id: 'aliases10',
      title: '4. 10 aliases of the metrics overview read',
      gateway: aliasesRead,
      direct: metricsDirect,
      connections,
      upstreamCallsPerRequest: 1,
      // The floor makes one call and writes its overview under every alias; the lean forwarder calls once per alias.
      references: references(aliasesRead, undefined, 10),
    },
    {
      id: 'nodes10k',
      title: '5. node IP list (10,000 IPs)',
      gateway: graphql(
        'query NodeIps { containerNodeIps }',
        { containerNodeIps: nodeIps(10_000) },
        { AccessKey: NODES_10K_KEY },
      ),
      direct: directJson('GET', '/mc/nodes/plain', nodeIps(10_000), { AccessKey: NODES_10K_KEY }),
      connections,
      upstreamCallsPerRequest: 1,
    },
    {
      id: 'dashboard',
      title: `8. dashboard: ${DASHBOARD_ZONES} Pull Zones with Shield Zone and metrics`,
      gateway: dashboard,
      connections,
      // The page, one mapping call for all its Shield Zones, then each zone's metrics.
      upstreamCallsPerRequest: dashboardCalls,
      // Every reference makes the same 22 calls (Apollo's RESTDataSource reads the mapping once for the page's zones).
      references: references(dashboard, undefined, dashboardCalls, dashboardCalls, dashboardCalls),
    },
    ...[5, 40].map((count) => {
      const page = graphql(pullZoneFieldsQuery(count), pullZoneFieldsExpected(count));
      return {
        id: `pullZones${count}`,
        title: `8c. ${DASHBOARD_ZONES} full-size Pull Zones, ${count} fields each (one upstream call)`,
        gateway: page,
        connections,
        upstreamCallsPerRequest: 1,
        // The floor parses the page and writes the selected fields renamed (the parse floor).
        references: references(page),
      };
    }),
    {
      id: 'dashboardWarm',
      title: `8b. dashboard, response cache warm (RESPONSE_CACHE=memory)`,
      gateway: dashboard,
      connections,
      // Every answer from the cache the warm-up filled: no call to bunny.net.
      upstreamCallsPerRequest: 0,
      // The same bytes from memory: what a hit may cost at the least.
      references: [{ system: 'static', request: dashboard, upstreamCallsPerRequest: 0 }],
      gatewayEnv: { RESPONSE_CACHE: 'memory', RESPONSE_CACHE_TTL_MS: '3600000' },
    },
    {
      id: 'dashboardWarmTrusted',
      title: `8d. dashboard by trusted document id, response cache warm (RESPONSE_CACHE=memory)`,
      gateway: { ...dashboard, body: JSON.stringify({ documentId: DASHBOARD_DOCUMENT_ID }) },
      connections,
      // Every answer from the cache the warm-up filled, looked up before yoga runs (execution/storedAnswers.ts).
      upstreamCallsPerRequest: 0,
      references: [{ system: 'static', request: dashboard, upstreamCallsPerRequest: 0 }],
      gatewayEnv: {
        RESPONSE_CACHE: 'memory',
        RESPONSE_CACHE_TTL_MS: '3600000',
        TRUSTED_DOCUMENTS_FILE: TRUSTED_MANIFEST_PATH,
      },
    },
    {
      id: 'metricsAll',
      title: '9. Shield metrics, every leaf',
      gateway: metricsAll,
      direct: metricsDirect,
      connections,
      upstreamCallsPerRequest: 1,
      // The floor parses the record and writes every leaf under the gateway's names (the parse floor).
      references: references(metricsAll),
    },
  ];
}

/** A GraphQL multipart request (graphql-multipart-request-spec) carrying `file` as `$file`. */
export function multipartUpload(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const operations = JSON.stringify({
    query: `mutation SetThumbnail($file: File!) { setVideoThumbnail(input: { videoLibraryId: ${LIBRARY_ID}, videoId: "${VIDEO_ID}", thumbnail: $file }) { videoLibraryId videoId message } }`,
    variables: { file: null },
  });
  const part = (headers: string, content: string | Buffer): Buffer[] => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from('\r\n'),
  ];
  const body = Buffer.concat([
    ...part('Content-Disposition: form-data; name="operations"', operations),
    ...part('Content-Disposition: form-data; name="map"', JSON.stringify({ 0: ['variables.file'] })),
    ...part('Content-Disposition: form-data; name="0"; filename="thumbnail.jpg"\r\nContent-Type: image/jpeg', file),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadScenario(file: Buffer, amount: number): LoadScenario {
  const { body, contentType } = multipartUpload(file);
  const expected = {
    data: {
      setVideoThumbnail: { videoLibraryId: LIBRARY_ID, videoId: VIDEO_ID, message: 'Thumbnail uploaded' },
    },
  };
  return {
    id: 'upload10mb',
    title: `6. thumbnail upload (${(file.length / 1e6).toFixed(0)} MB multipart)`,
    gateway: {
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': contentType,
        accept: 'application/graphql-response+json, application/json',
        AccessKey: ACCOUNT_KEY,
        'X-Library-Key': LIBRARY_KEY,
        'x-graphql-yoga-csrf': '1',
      },
      body,
      expectedStatus: 200,
      expectedBody: JSON.stringify(expected),
      expectedJson: expected,
    },
    connections: 1,
    amount,
    upstreamCallsPerRequest: 1,
    payloadBytes: body.length,
  };
}

export const EXPORT_PATH = `/exports/shield/${SHIELD_ZONE_ID}/event-logs.csv`;

/** The export window: the hour before last, safely inside the last 72 hours. */
export function exportRequestBody(now = Date.now()): string {
  return JSON.stringify({
    from: new Date(now - 2 * 3_600_000).toISOString(),
    to: new Date(now - 3_600_000).toISOString(),
  });
}
