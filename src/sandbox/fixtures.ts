/**
 * Upstream record fixtures: bunny.net's ids and records as the three fakes of bunny.net know them. The sandbox's
 * seed (seed.ts) builds its world on these ids; the integration tests (test/support/fakeUpstream.ts answers what a
 * test gives it) and the benchmark's fake (bench/fakeUpstream.ts) answer these records, so a record means the same
 * thing wherever it appears. Nothing here imports anything: tests and the bench can use it without the sandbox.
 */

// ---- Credentials ----------------------------------------------------------------------

/** Any non-empty AccessKey works; this is the one the docs and the dev server use. */
export const SANDBOX_DEMO_KEY = 'sandbox-demo-key';
/** The one key that is always rejected with 401, to demo and test authentication failures. */
export const SANDBOX_REVOKED_KEY = 'sandbox-revoked-key';

// ---- Pull Zones: pullZoneFixtures.ts ------------------------------------------------

export * from './pullZones/fixtures.js';

// ---- Video libraries and videos -------------------------------------------------------

export const DEMO_LIBRARY_ID = 240117;
export const COURSES_LIBRARY_ID = 240118;
export const SEEDED_LIBRARY_IDS: readonly number[] = [DEMO_LIBRARY_ID, COURSES_LIBRARY_ID];
export const DEMO_BLOCKED_REFERRER = 'hotlink-farm.example';
export const DEMO_VIDEO_ID = '3f9c2b1e-7a4d-4e8b-9c6f-1d2e3a4b5c6d';
export const COURSES_VIDEO_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

// ---- Edge scripts ---------------------------------------------------------------------

export const CDN_SCRIPT_ID = 32011;
export const MIDDLEWARE_SCRIPT_ID = 32012;
/** A DNS script nobody has written code for: publishing anything answers 400. */
export const EMPTY_SCRIPT_ID = 32013;
export const CDN_SCRIPT_LIVE_RELEASE_ID = 881203;
export const CDN_SCRIPT_LIVE_RELEASE_UUID = '6b2f4d8e-1a3c-4e5f-9b7d-0c2e4f6a8b1d';
export const CDN_SCRIPT_PREVIOUS_RELEASE_ID = 881202;
export const CDN_SCRIPT_PREVIOUS_RELEASE_UUID = 'e4d3c2b1-a0f9-4e8d-b7c6-5a4b3c2d1e0f';
export const MIDDLEWARE_SCRIPT_LIVE_RELEASE_UUID = '1c3e5a7b-9d2f-4b6a-8c0e-2f4a6b8c0d1e';
/** The CDN script's `MAX_WIDTH` variable and `IMAGE_SIGNING_KEY` secret. */
export const CDN_SCRIPT_VARIABLE_ID = 5101;
export const CDN_SCRIPT_SECRET_ID = 6101;

// ---- Magic Containers -----------------------------------------------------------------

export const ACTIVE_APP_ID = 'Xb3xK9mPq2wR7n';
export const SUSPENDED_APP_ID = 'Qm7tR2vXk9LpWz';
export const INACTIVE_APP_ID = 'Lp4sN8wQz3RtYb';
export const CDN_ENDPOINT_ID = 'Xb3xK9mPq2wR7nL-storefront-Kj7mNp3qRx';
export const ANYCAST_ENDPOINT_ID = 'Xb3xK9mPq2wR7nL-grpc-Tz4vHw8LcQ';
export const VOLUME_ID = 'postgres-data';
export const ATTACHED_VOLUME_INSTANCE_ID = 'Rq8mZt3vNc6wKp';
export const DETACHED_VOLUME_INSTANCE_ID = 'Hn2cWv7yBf4sLd';
export const PRIVATE_REGISTRY_ID = '2891';
export const MAGIC_CONTAINERS_NODE_IPS: readonly string[] = [
  '185.93.1.244',
  '185.93.1.245',
  '169.150.221.10',
  '169.150.221.11',
  '138.199.4.130',
  '89.187.188.227',
  '156.146.43.65',
  '2a02:6ea0:c000::10',
  '2a02:6ea0:c000::11',
  '2400:52e0:1a00::2',
];

// ---- Shield ---------------------------------------------------------------------------

export const WEB_SHIELD_ZONE_ID = 41873;
export const MEDIA_SHIELD_ZONE_ID = 41874;
/** Fault trigger: every Shield operation on this zone answers 500 with no body. */
export const FAILING_SHIELD_ZONE_ID = 500;
export const TRIGGERED_WAF_RULE_ID = '942100';
/** Shield Zones created through the API are numbered from here, per account. */
export const FIRST_CREATED_SHIELD_ZONE_ID = 50001;

// ---- Stream ---------------------------------------------------------------------------

/** Fault trigger: thumbnail URLs on this host answer 422 (origin unreachable). */
export const UNREACHABLE_THUMBNAIL_HOST = 'unreachable.example';

// ---- Records -------------------------------------------------------------------------

/** Shield's `{ data, error }` envelope of a successful answer. */
export function shieldEnvelope<T>(data: T): { data: T; error: Record<string, unknown> } {
  return { data, error: { statusCode: 200, success: true, message: null, errorKey: null } };
}

/** Deterministic pseudo-random counters (a small LCG), so every run serves and expects the same numbers. */
function counters(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % 50_000;
  };
}

/** The 28 day keys, newest first, from a fixed anchor (both processes must agree; no clock involved). */
const DAYS = Array.from({ length: 28 }, (_, i) =>
  new Date(Date.UTC(2026, 10, 21) - i * 86_400_000).toISOString().slice(0, 10),
);

type Rec = Record<string, number>;

/** Upstream field -> GraphQL field, per record type, in GraphQL selection order. */
const RECORDS = {
  overview: [
    ['dDoSMitigated', 'ddosMitigated'],
    ['wafTriggeredRules', 'wafTriggeredRules'],
    ['ratelimitBreaches', 'rateLimitBreaches'],
    ['botDetectionChallenged', 'botDetectionChallenged'],
    ['accessListActions', 'accessListActions'],
    ['uploadScanningBlocks', 'uploadScanningBlocks'],
    ['apiGuardianBlocks', 'apiGuardianBlocks'],
  ],
  waf: [
    ['totalTriggeredRules', 'totalTriggeredRules'],
    ['blockedRequests', 'blockedRequests'],
    ['loggedRequests', 'loggedRequests'],
    ['challengedRequests', 'challengedRequests'],
  ],
  ddos: [
    ['loggedRequests', 'loggedRequests'],
    ['verifiedRequests', 'verifiedRequests'],
    ['blockedRequests', 'blockedRequests'],
    ['challengedRequests', 'challengedRequests'],
  ],
  rateLimit: [
    ['totalBreaches', 'totalBreaches'],
    ['loggedBreaches', 'loggedBreaches'],
    ['challengedBreaches', 'challengedBreaches'],
    ['blockedBreaches', 'blockedBreaches'],
  ],
  botDetection: [
    ['loggedRequests', 'loggedRequests'],
    ['challengedRequests', 'challengedRequests'],
  ],
  accessList: [
    ['totalActions', 'totalActions'],
    ['blockedRequests', 'blockedRequests'],
    ['loggedRequests', 'loggedRequests'],
    ['challengedRequests', 'challengedRequests'],
  ],
  uploadScanning: [
    ['loggedRequests', 'loggedRequests'],
    ['blockedRequests', 'blockedRequests'],
    ['filesScanned', 'filesScanned'],
  ],
  apiGuardian: [
    ['blockedRequests', 'blockedRequests'],
    ['loggedRequests', 'loggedRequests'],
    ['rateLimited', 'rateLimited'],
    ['requestsInspected', 'requestsInspected'],
    ['failedRequestValidation', 'failedRequestValidation'],
    ['failedAuthenticationEnforcement', 'failedAuthenticationEnforcement'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

type Kind = keyof typeof RECORDS;

/** GraphQL field -> [upstream totals field, upstream 28-day map field, GraphQL 28-day list field, record kind]. */
const SECTIONS: readonly (readonly [Kind, string, string, string])[] = [
  ['overview', 'overview', 'overviewPastTwentyEightDays', 'overviewPastTwentyEightDays'],
  ['waf', 'waf', '', ''],
  ['ddos', 'dDoS', 'dDoSOverviewPastTwentyEightDays', 'ddosPastTwentyEightDays'],
  ['rateLimit', 'ratelimit', 'ratelimitOverviewPastTwentyEightDays', 'rateLimitPastTwentyEightDays'],
  ['botDetection', 'botDetection', 'botDetectionOverviewPastTwentyEightDays', 'botDetectionPastTwentyEightDays'],
  ['accessList', 'accessList', 'accessListOverviewPastTwentyEightDays', 'accessListPastTwentyEightDays'],
  [
    'uploadScanning',
    'uploadScanning',
    'uploadScanningOverviewPastTwentyEightDays',
    'uploadScanningPastTwentyEightDays',
  ],
  ['apiGuardian', 'apiGuardian', 'apiGuardianOverviewPastTwentyEightDays', 'apiGuardianPastTwentyEightDays'],
];

const TOTAL_CLEAN_REQUESTS_LIMIT = 5_000_000_000;
const TOTAL_BILLABLE_REQUESTS = 4_294_967_296 + 123_457;

function upstreamRecord(kind: Kind, next: () => number): Rec {
  return Object.fromEntries(RECORDS[kind].map(([up]) => [up, next()]));
}

function graphqlRecord(kind: Kind, upstream: Rec): Rec {
  return Object.fromEntries(RECORDS[kind].map(([up, gql]) => [gql, upstream[up] as number]));
}

/**
 * A complete `GET /shield/metrics/overview/{shieldZoneId}` answer for WEB_SHIELD_ZONE_ID, in its envelope: every
 * total, 28 days in every map, deterministic (no clock, no randomness), int64 totals beyond 2^32.
 */
export function shieldMetricsEnvelope(): { data: Record<string, unknown>; error: Record<string, unknown> } {
  const next = counters(WEB_SHIELD_ZONE_ID);
  const data: Record<string, unknown> = {};
  for (const [kind, up] of SECTIONS) data[up] = upstreamRecord(kind, next);
  for (const [kind, , upMap] of SECTIONS) {
    if (upMap) data[upMap] = Object.fromEntries(DAYS.map((day) => [day, upstreamRecord(kind, next)]));
  }
  data['totalCleanRequestsLimit'] = TOTAL_CLEAN_REQUESTS_LIMIT;
  data['totalBillableRequests'] = TOTAL_BILLABLE_REQUESTS;
  return shieldEnvelope(data);
}

/** The metrics record's tables, for a forwarder that writes every leaf itself (the benchmark's parse floor). */
export { RECORDS as SHIELD_METRICS_RECORDS, SECTIONS as SHIELD_METRICS_SECTIONS };

/** Every leaf of `ShieldZoneMetrics`, in the order the expected answer lists them. */
export const SHIELD_METRICS_SELECTION = (() => {
  const fields = (kind: Kind) => RECORDS[kind].map(([, gql]) => gql).join(' ');
  const parts: string[] = [];
  for (const [kind, , , _gqlList] of SECTIONS) parts.push(`${kind} { ${fields(kind)} }`);
  for (const [kind, , , gqlList] of SECTIONS)
    if (gqlList) parts.push(`${gqlList} { key date value { ${fields(kind)} } }`);
  parts.push('totalCleanRequestsLimit totalBillableRequests');
  return `{ ${parts.join(' ')} }`;
})();

/**
 * What `shieldZoneMetrics` with `SHIELD_METRICS_SELECTION` must answer for `shieldMetricsEnvelope()`, written from
 * the field tables above, independently of the gateway's mappers.
 */
export function shieldMetricsExpected(): Record<string, unknown> {
  const up = shieldMetricsEnvelope().data;
  const out: Record<string, unknown> = {};
  for (const [kind, upField] of SECTIONS) out[kind] = graphqlRecord(kind, up[upField] as Rec);
  for (const [kind, , upMap, gqlList] of SECTIONS) {
    if (!gqlList) continue;
    const map = up[upMap] as Record<string, Rec>;
    out[gqlList] = Object.entries(map).map(([key, value]) => ({ key, date: key, value: graphqlRecord(kind, value) }));
  }
  out['totalCleanRequestsLimit'] = TOTAL_CLEAN_REQUESTS_LIMIT;
  out['totalBillableRequests'] = TOTAL_BILLABLE_REQUESTS;
  return out;
}
