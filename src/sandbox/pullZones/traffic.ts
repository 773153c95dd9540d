import { apiErrorData } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { Random } from '../core/random.js';
import type { HandlerContext } from '../router.js';
import type { PullZone } from '../state.js';

/**
 * GET /statistics (core API): a Pull Zone's traffic (or the account's, with `pullZone` -1 or left out) between
 * `dateFrom` and `dateTo`, rounded out to whole UTC days as bunny.net does without `exactRange`, one point per day or
 * per hour. Each zone's traffic in an hour or day is generated from the zone and the time, so the same range always
 * reads the same, and the totals are the sums of the charts. Error charts are filled only with `loadErrors=true`.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
/** More points than this in one answer is refused: about three years daily, or four months hourly. */
const MAX_POINTS = 3000;
const GEO_LOCATIONS = ['EU: Frankfurt, DE', 'NA: New York, US', 'ASIA: Singapore, SG', 'EU: London, UK'] as const;

interface Bucket {
  bandwidth: number;
  cached: number;
  requests: number;
  pulled: number;
  responseTime: number;
  errors: [number, number, number];
}

function dateQuery(context: HandlerContext, name: string, fallback: number): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  const time = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw) ? raw : `${raw}Z`).getTime();
  return Number.isNaN(time) ? null : time;
}

const startOfDay = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

/** The traffic of one zone in the bucket starting at `start`, `length` ms long. */
function bucketOf(zone: PullZone, start: number, length: number): Bucket {
  const random = new Random(`statistics:${zone.id}:${start}:${length}`);
  const requests = Math.round(((zone.monthlyBandwidthUsed / 250_000) * length) / (30 * DAY_MS)) + random.int(0, 900);
  const bandwidth = requests * random.int(180_000, 260_000);
  const hitRate = random.int(80, 99) / 100;
  const pulled = Math.round(requests * (1 - hitRate));
  const errors: Bucket['errors'] = [random.int(0, 40), random.int(0, 25), random.int(0, 6)];
  return {
    bandwidth,
    cached: Math.round(bandwidth * hitRate),
    requests,
    pulled,
    responseTime: random.int(40, 220),
    errors,
  };
}

function sum(buckets: readonly Bucket[]): Bucket {
  const total: Bucket = { bandwidth: 0, cached: 0, requests: 0, pulled: 0, responseTime: 0, errors: [0, 0, 0] };
  for (const bucket of buckets) {
    total.bandwidth += bucket.bandwidth;
    total.cached += bucket.cached;
    total.requests += bucket.requests;
    total.pulled += bucket.pulled;
    total.responseTime = Math.max(total.responseTime, bucket.responseTime);
    const [e3, e4, e5] = total.errors;
    total.errors = [e3 + bucket.errors[0], e4 + bucket.errors[1], e5 + bucket.errors[2]];
  }
  return total;
}

/** The zones asked for: one, every zone for -1, none for a zone the account does not have. */
function zonesOf(context: HandlerContext): PullZone[] | null {
  const raw = context.query.get('pullZone');
  if (raw === null || raw === '' || raw === '-1') return [...context.account.pullZones.values()];
  if (!/^\d{1,16}$/.test(raw)) return null;
  const zone = context.account.pullZones.get(Number(raw));
  return zone ? [zone] : [];
}

/** The points of a statistics answer: the start of each hour or day of the range. */
export interface Range {
  readonly starts: readonly number[];
  readonly length: number;
}

/**
 * `dateFrom`, `dateTo` (the last 30 days when left out) and `hourly` of a statistics query, rounded out to whole UTC
 * days; or the 400 bunny.net answers for a date it cannot read or a range too long.
 */
export function readRange(context: HandlerContext): Range | Reply {
  const to = dateQuery(context, 'dateTo', context.now.getTime());
  const from = dateQuery(context, 'dateFrom', (to ?? 0) - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from === null) return apiErrorData(400, 'validation.invalid', 'dateFrom', 'The dateFrom is not a valid date.');
  if (to === null) return apiErrorData(400, 'validation.invalid', 'dateTo', 'The dateTo is not a valid date.');
  const length = context.query.get('hourly')?.toLowerCase() === 'true' ? HOUR_MS : DAY_MS;
  const first = startOfDay(from);
  const end = startOfDay(to) + DAY_MS;
  if (end <= first || (end - first) / length > MAX_POINTS)
    return apiErrorData(400, 'validation.invalid', 'dateTo', 'The date range is empty or too long.');
  return { starts: Array.from({ length: (end - first) / length }, (_, index) => first + index * length), length };
}

export const isRange = (value: Range | Reply): value is Range => 'starts' in value;

/** A chart keyed as bunny.net keys them (`2026-11-21T00:00:00`), one value per point. */
export function chartOf(starts: readonly number[], value: (start: number) => number): Record<string, number> {
  return Object.fromEntries(starts.map((start) => [chartKey(start), value(start)]));
}

const chartKey = (start: number): string => new Date(start).toISOString().slice(0, 19);

/** GET /statistics */
export function getStatistics(context: HandlerContext): Reply {
  const zones = zonesOf(context);
  const range = readRange(context);
  if (!isRange(range)) return range;
  if (zones === null) return apiErrorData(400, 'validation.invalid', 'pullZone', 'The pullZone is not a valid id.');
  const { starts, length } = range;
  const points = starts.map((start) => ({ start, bucket: sum(zones.map((zone) => bucketOf(zone, start, length))) }));
  return json(200, statisticsModel(points, context.query.get('loadErrors')?.toLowerCase() === 'true', zones));
}

type Points = readonly { start: number; bucket: Bucket }[];

function chart(points: Points, value: (bucket: Bucket) => number): Record<string, number> {
  return Object.fromEntries(points.map(({ start, bucket }) => [chartKey(start), value(bucket)]));
}

/** StatisticsModel: totals and charts of the points; error charts empty unless asked for. */
function statisticsModel(points: Points, loadErrors: boolean, zones: readonly PullZone[]): Record<string, unknown> {
  const total = sum(points.map((point) => point.bucket));
  const errorChart = (index: 0 | 1 | 2) => (loadErrors ? chart(points, (bucket) => bucket.errors[index]) : {});
  const hitRate = (bucket: Bucket) => (bucket.requests === 0 ? 0 : 100 - (bucket.pulled / bucket.requests) * 100);
  return {
    TotalBandwidthUsed: total.bandwidth,
    TotalOriginTraffic: total.bandwidth - total.cached,
    AverageOriginResponseTime: total.responseTime,
    TotalRequestsServed: total.requests,
    CacheHitRate: hitRate(total),
    BandwidthUsedChart: chart(points, (bucket) => bucket.bandwidth),
    BandwidthCachedChart: chart(points, (bucket) => bucket.cached),
    CacheHitRateChart: chart(points, hitRate),
    RequestsServedChart: chart(points, (bucket) => bucket.requests),
    PullRequestsPulledChart: chart(points, (bucket) => bucket.pulled),
    OriginResponseTimeChart: chart(points, (bucket) => bucket.responseTime),
    OriginTrafficChart: chart(points, (bucket) => bucket.bandwidth - bucket.cached),
    OriginShieldBandwidthUsedChart: chart(points, () => 0),
    OriginShieldInternalBandwidthUsedChart: chart(points, () => 0),
    UserBalanceHistoryChart: {},
    GeoTrafficDistribution: zones.length === 0 ? {} : geoShares(total.bandwidth),
    Error3xxChart: errorChart(0),
    Error4xxChart: errorChart(1),
    Error5xxChart: errorChart(2),
  };
}

/** The bytes split over the locations: half, a quarter, an eighth, and the rest. */
function geoShares(bytes: number): Record<string, number> {
  const shares = [0.5, 0.25, 0.125].map((share) => Math.floor(bytes * share));
  const rest = bytes - shares.reduce((a, b) => a + b, 0);
  return Object.fromEntries(GEO_LOCATIONS.map((location, index) => [location, shares[index] ?? rest]));
}
