/**
 * The data both sides of the benchmark agree on: what the fake bunny.net answers (serialised once, in advance)
 * and, written independently of the gateway's mappers, what the gateway must answer for it.
 */

export const ACCOUNT_KEY = 'bench-account-key-0001';
/** The fake answers the 10,000-IP list to this key (same route, so the gateway runs the same code path). */
export const NODES_10K_KEY = 'bench-account-key-nodes-10000';
export const LIBRARY_KEY = 'bench-library-key-0001';

export const SHIELD_ZONE_ID = 41873;
export const PULL_ZONE_ID = 1284367;
export const BLOCKED_IP = '203.0.113.42';
export const LIBRARY_ID = 240117;
export const VIDEO_ID = '3f9c2b1e-7a4d-4e8b-9c6f-1d2e3a4b5c6d';

/** Deterministic pseudo-random counters (a small LCG), so every run serves and expects the same numbers. */
function counters(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % 50_000;
  };
}

/** `count` node IPs: mostly IPv4, every fifth an IPv6 address, as `/mc/nodes/plain` lists them. */
export function nodeIps(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    i % 5 === 4
      ? `2a02:6ea0:${(i >> 8).toString(16)}::${(i & 0xff).toString(16)}`
      : `${185 + (i % 3)}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  );
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

/** The full `{ data, error }` envelope of `GET /shield/metrics/overview/{id}`: every total, 28 days in every map. */
export function shieldMetricsEnvelope(): { data: Record<string, unknown>; error: Record<string, unknown> } {
  const next = counters(SHIELD_ZONE_ID);
  const data: Record<string, unknown> = {};
  for (const [kind, up] of SECTIONS) data[up] = upstreamRecord(kind, next);
  for (const [kind, , upMap] of SECTIONS) {
    if (upMap) data[upMap] = Object.fromEntries(DAYS.map((day) => [day, upstreamRecord(kind, next)]));
  }
  data['totalCleanRequestsLimit'] = TOTAL_CLEAN_REQUESTS_LIMIT;
  data['totalBillableRequests'] = TOTAL_BILLABLE_REQUESTS;
  return { data, error: { statusCode: 200, success: true, message: null, errorKey: null } };
}

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

/** What `shieldZoneMetrics` with `SHIELD_METRICS_SELECTION` must answer for `shieldMetricsEnvelope()`. */
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

export const THUMBNAIL_ANSWER = { success: true, message: 'Thumbnail uploaded', statusCode: 200 };

/** The thumbnail upload: `bytes` of deterministic, incompressible-looking data. */
export function thumbnailBytes(bytes: number): Buffer {
  const buffer = Buffer.allocUnsafe(bytes);
  let state = 0x9e3779b9;
  for (let i = 0; i < bytes; i += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    if (i + 4 <= bytes) buffer.writeUInt32LE(state >>> 0, i);
    else for (let j = i; j < bytes; j += 1) buffer[j] = state & 0xff;
  }
  return buffer;
}

export const CSV_HEADER = 'timestamp,ip,feature,ruleId,action,country,asn,ja4,url,ua\n';
const ACTIONS = ['block', 'log', 'challenge'];
const COUNTRIES = ['DE', 'US', 'SI', 'BR', 'JP', 'IN'];

/** One event-log CSV line (about 200 bytes), deterministic in `i`. */
export function csvRow(i: number, baseMs: number): string {
  const ts = new Date(baseMs + i * 10).toISOString();
  const ip = i % 7 === 0 ? `2001:db8::${(i & 0xffff).toString(16)}` : `203.0.${(i >> 8) & 255}.${i & 255}`;
  return `${ts},${ip},waf,${942100 + (i % 40)},${ACTIONS[i % 3]},${COUNTRIES[i % 6]},AS${13335 + (i % 11)},t13d1516h2_8daaf6152771_${(i % 997).toString(16).padStart(12, '0')},/api/v1/items/${i}?q=${i % 13},"Mozilla/5.0 (X11, Linux x86_64) bench/${i % 5}"\n`;
}
