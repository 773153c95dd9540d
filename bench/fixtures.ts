/**
 * The data both sides of the benchmark agree on: what the fake bunny.net answers (serialised once, in advance)
 * and, written independently of the gateway's mappers, what the gateway must answer for it. The ids and the Shield
 * metrics record are the shared upstream fixtures (src/sandbox/fixtures.ts), the same the sandbox and the tests use;
 * what only a benchmark needs (its keys, bulk IP lists, the thumbnail bytes, a fast CSV generator) is here.
 */
import { shieldMetricsExpected } from '../src/sandbox/fixtures.js';
import { fullRecord } from './openapiRecords.js';
import { PULL_ZONE_FIELDS } from './pullZoneFields.js';

export { PULL_ZONE_FIELDS } from './pullZoneFields.js';

export {
  DEMO_LIBRARY_ID as LIBRARY_ID,
  DEMO_VIDEO_ID as VIDEO_ID,
  SHIELD_METRICS_RECORDS,
  SHIELD_METRICS_SECTIONS,
  SHIELD_METRICS_SELECTION,
  WEB_BLOCKED_IPV4 as BLOCKED_IP,
  WEB_PULL_ZONE_ID as PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID as SHIELD_ZONE_ID,
  shieldMetricsEnvelope,
  shieldMetricsExpected,
} from '../src/sandbox/fixtures.js';

/** What a dashboard's overview of a Shield Zone reads: the overview's counters and the two request totals. */
export const SHIELD_METRICS_OVERVIEW_SELECTION =
  '{ overview { ddosMitigated wafTriggeredRules rateLimitBreaches botDetectionChallenged accessListActions ' +
  'uploadScanningBlocks apiGuardianBlocks } totalCleanRequestsLimit totalBillableRequests }';

/** What that selection must answer: those fields of the every-leaf answer, which is written from the record tables. */
export function shieldMetricsOverviewExpected(): Record<string, unknown> {
  const { overview, totalCleanRequestsLimit, totalBillableRequests } = shieldMetricsExpected();
  return { overview, totalCleanRequestsLimit, totalBillableRequests };
}

export const ACCOUNT_KEY = 'bench-account-key-0001';
/** The fake answers the 10,000-IP list to this key (same route, so the gateway runs the same code path). */
export const NODES_10K_KEY = 'bench-account-key-nodes-10000';
export const LIBRARY_KEY = 'bench-library-key-0001';

/** `count` node IPs: mostly IPv4, every fifth an IPv6 address, as `/mc/nodes/plain` lists them. */
export function nodeIps(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    i % 5 === 4
      ? `2a02:6ea0:${(i >> 8).toString(16)}::${(i & 0xff).toString(16)}`
      : `${185 + (i % 3)}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  );
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

/** The dashboard page: `DASHBOARD_ZONES` Pull Zones, each protected by its own Shield Zone. */
export const DASHBOARD_ZONES = 20;
const FIRST_DASHBOARD_PULL_ZONE = 1_300_001;
const FIRST_DASHBOARD_SHIELD_ZONE = 42_001;

/**
 * `GET /pullzone?page=1&perPage=20`: the core API's page object, each zone a full-size record (every property of
 * core-api.json's PullZoneModel, ~7 KB, bench/openapiRecords.ts) with the page's own id and name.
 */
export function dashboardPullZonePage(): {
  Items: Record<string, unknown>[];
  CurrentPage: number;
  TotalItems: number;
  HasMoreItems: boolean;
} {
  const Items = Array.from({ length: DASHBOARD_ZONES }, (_, i) => ({
    ...fullRecord('core-api.json', 'PullZoneModel', String(i)),
    Id: FIRST_DASHBOARD_PULL_ZONE + i,
    Name: `bench-zone-${String(i + 1).padStart(2, '0')}`,
  }));
  return { Items, CurrentPage: 1, TotalItems: DASHBOARD_ZONES, HasMoreItems: false };
}

/** The page of 20 Pull Zones selecting the first `count` of PULL_ZONE_FIELDS (one upstream call). */
export function pullZoneFieldsQuery(count: number): string {
  const fields = PULL_ZONE_FIELDS.slice(0, count).map(([name]) => name);
  return `query PullZoneFields${count} { pullZones(first: ${DASHBOARD_ZONES}) { totalCount edges { node { ${fields.join(' ')} } } } }`;
}

/** What that page must answer for the full-size records above. */
export function pullZoneFieldsExpected(count: number): unknown {
  const fields = PULL_ZONE_FIELDS.slice(0, count);
  const edges = dashboardPullZonePage().Items.map((zone) => ({
    node: Object.fromEntries(fields.map(([name, property]) => [name, zone[property]])),
  }));
  return { pullZones: { totalCount: DASHBOARD_ZONES, edges } };
}

/**
 * `GET /shield/shield-zones/pullzone-mapping`: which Shield Zone protects which dashboard zone (its model,
 * GetShieldZonePullzoneMappingResponse, has these two properties only: the record is full-size as it is).
 */
export function dashboardShieldMapping(): unknown {
  const data = Array.from({ length: DASHBOARD_ZONES }, (_, i) => ({
    shieldZoneId: FIRST_DASHBOARD_SHIELD_ZONE + i,
    pullZoneId: FIRST_DASHBOARD_PULL_ZONE + i,
  }));
  return { data };
}

/** The dashboard query's selection of each zone, and what the gateway must answer for the page above. */
export const DASHBOARD_QUERY =
  'query Dashboard { pullZones(first: 20) { totalCount edges { node { pullZoneId name ' +
  'shieldZone { shieldZoneId metrics { overview { wafTriggeredRules ddosMitigated } totalBillableRequests } } } } } }';

export function dashboardExpected(metrics: {
  overview?: { wafTriggeredRules?: unknown; ddosMitigated?: unknown } | null;
  totalBillableRequests?: unknown;
}): unknown {
  const edges = Array.from({ length: DASHBOARD_ZONES }, (_, i) => ({
    node: {
      pullZoneId: FIRST_DASHBOARD_PULL_ZONE + i,
      name: `bench-zone-${String(i + 1).padStart(2, '0')}`,
      shieldZone: {
        shieldZoneId: FIRST_DASHBOARD_SHIELD_ZONE + i,
        metrics: {
          overview: {
            wafTriggeredRules: metrics.overview?.wafTriggeredRules,
            ddosMitigated: metrics.overview?.ddosMitigated,
          },
          totalBillableRequests: metrics.totalBillableRequests,
        },
      },
    },
  }));
  return { pullZones: { totalCount: DASHBOARD_ZONES, edges } };
}
