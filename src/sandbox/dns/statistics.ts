import { findZone } from './records.js';
import { empty, json, type Reply } from '../core/http.js';
import { Random } from '../core/random.js';
import type { HandlerContext } from '../router.js';

/**
 * GET /dnszone/{id}/statistics?dateFrom=&dateTo= (core API): the queries a zone answered, one point per UTC day,
 * the last 30 days when neither end is given. Each day's count is made from the zone and the day, so a range always
 * reads the same, and the totals are the sums of the chart.
 */

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
/** At most this many days are answered, the latest ones. */
const MAX_DAYS = 3000;
const TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'] as const;

function dateQuery(context: HandlerContext, name: string): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return null;
  const time = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw) ? raw : `${raw}Z`).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The UTC days of the range asked for, oldest first. */
function daysOf(context: HandlerContext): number[] {
  const to = Math.floor((dateQuery(context, 'dateTo') ?? context.now.getTime()) / DAY_MS) * DAY_MS;
  const fallbackFrom = to - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  const from = Math.max(
    Math.floor((dateQuery(context, 'dateFrom') ?? fallbackFrom) / DAY_MS) * DAY_MS,
    to - (MAX_DAYS - 1) * DAY_MS,
  );
  const days: number[] = [];
  for (let day = from; day <= to; day += DAY_MS) days.push(day);
  return days;
}

/** DnsZoneStatisticsModel */
export function zoneStatistics(context: HandlerContext): Reply {
  const zone = findZone(context, 'id');
  if (!zone) return empty(404);
  const queries: Record<string, number> = {};
  const normal: Record<string, number> = {};
  const smart: Record<string, number> = {};
  let total = 0;
  for (const day of daysOf(context)) {
    const random = new Random(`dns-statistics:${zone.id}:${day}`);
    const count = zone.records.length * random.int(2_000, 9_000);
    const key = new Date(day).toISOString().slice(0, 19);
    const smartCount = Math.round((count * random.int(5, 25)) / 100);
    queries[key] = count;
    normal[key] = count - smartCount;
    smart[key] = smartCount;
    total += count;
  }
  const byType = Object.fromEntries(TYPES.map((type, index) => [type, Math.round(total / (2 + index * 2))]));
  return json(200, {
    TotalQueriesServed: total,
    QueriesServedChart: queries,
    NormalQueriesServedChart: normal,
    SmartQueriesServedChart: smart,
    QueriesByTypeChart: byType,
  });
}
