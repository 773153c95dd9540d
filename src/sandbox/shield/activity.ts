import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { eventLogRows, type EventLogRow } from './eventLogs.js';
import { json, type Reply } from '../core/http.js';
import { Random } from '../core/random.js';
import { intParam, stringParam, type HandlerContext } from '../router.js';
import type { ShieldZone } from '../state.js';

/**
 * What a Shield Zone saw: triggered WAF rules, detailed metrics and the paged event logs, all drawn from the same
 * generated event rows as the CSV export (eventLogs.ts), so the views agree. Zones created later have no traffic.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Events per page of `GET /shield/event-logs/...`; bunny.net's page size is its own, not the caller's. */
const EVENT_LOG_PAGE_SIZE = 25;
/** The token of a day's first page, as the gateway sends it; later pages' tokens are `o<offset>`. */
const FIRST_TOKEN = '0';
const MAX_POINTS = 1000;
/** MetricsOverviewResolution 1 to 6 in milliseconds; 0 (auto) picks hourly up to two days, daily beyond. */
const STEP_MS = [0, 120_000, 600_000, HOUR_MS, DAY_MS, 7 * DAY_MS, 30 * DAY_MS];

function zoneOf(context: HandlerContext): ShieldZone | undefined {
  return context.account.shieldZones.get(intParam(context, 'shieldZoneId'));
}

function rowsOf(context: HandlerContext, zone: ShieldZone, fromMs: number, toMs: number): EventLogRow[] {
  if (!zone.hasTraffic) return [];
  return [...eventLogRows(zone.id, fromMs, Math.min(toMs, context.now.getTime()), context.eventLogRowsPerHour)];
}

/** bunny.net's `Log` of a generated row. */
function logOf(row: EventLogRow, zoneId: number): Record<string, unknown> {
  return {
    logId: `${zoneId}-${row.timestampMs}-${row.ruleId}`,
    timestamp: row.timestampMs,
    log: `${row.method} ${row.url} ${row.action} by ${row.feature} (${row.ip})`,
    labels: {
      asn: row.asn,
      country: row.country,
      ruleId: row.ruleId,
      severity: row.action === 'block' ? 'critical' : 'warning',
      method: row.method,
      ruleGroup: row.feature,
      status: row.action === 'block' ? '403' : '200',
      serverZone: 'DE',
    },
  };
}

/** GET /shield/waf/rules/review-triggered/{shieldZoneId}: the zone's triggered rules over the last 24 hours. */
export function getTriggeredRules(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone)
    return json(200, {
      errorResponse: shieldFailure(404, 'shieldZone.notFound', 'The Shield Zone was not found.'),
      triggeredRules: null,
      totalTriggeredRules: 0,
    });
  const now = context.now.getTime();
  const rows = rowsOf(context, zone, now - DAY_MS, now);
  const triggeredRules = [...zone.triggeredRules.values()].map((rule) => {
    const matching = rows.filter((row) => row.ruleId === rule.ruleId);
    const urls: Record<string, number> = {};
    for (const row of matching) urls[row.url] = (urls[row.url] ?? 0) + 1;
    return {
      ruleId: rule.ruleId,
      ruleDescription: rule.ruleName,
      topTargetedUrls: urls,
      totalTriggeredRequests: matching.length,
      ruleLogs: matching.slice(-3).map((row) => logOf(row, zone.id)),
    };
  });
  return json(200, { errorResponse: shieldSuccess(), triggeredRules, totalTriggeredRules: triggeredRules.length });
}

/** GET /shield/event-logs/{shieldZoneId}/{date}/{continuationToken}: one page of a day's events, oldest first. */
export function getEventLogs(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  const offset = offsetOf(stringParam(context, 'continuationToken'));
  const failure = (status: number, key: string, message: string): Reply =>
    json(200, { logs: null, hasMoreData: false, errorResponse: shieldFailure(status, key, message) });
  if (!zone) return failure(404, 'shieldZone.notFound', 'The Shield Zone was not found.');
  if (offset === null) return failure(400, 'eventLogs.invalidToken', 'The continuation token is not valid.');
  const [month, day, year] = stringParam(context, 'date').split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day);
  const rows = rowsOf(context, zone, start, start + DAY_MS - 1);
  const next = offset + EVENT_LOG_PAGE_SIZE;
  const hasMoreData = next < rows.length;
  return json(200, {
    logs: rows.slice(offset, next).map((row) => logOf(row, zone.id)),
    hasMoreData,
    continuationToken: hasMoreData ? `o${next}` : null,
    startToken: FIRST_TOKEN,
    errorResponse: shieldSuccess(),
  });
}

function offsetOf(token: string): number | null {
  if (token === FIRST_TOKEN) return 0;
  const match = /^o([1-9]\d{0,6})$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** GET /shield/metrics/overview/{shieldZoneId}/detailed?StartDate=&EndDate=&Resolution= (default: the last day). */
export function getDetailedMetrics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  const invalid = (message: string): Reply => json(400, { error: shieldFailure(400, 'metrics.invalidRange', message) });
  if (!zone) return json(200, { error: shieldFailure(404, 'shieldZone.notFound', 'The Shield Zone was not found.') });
  const now = context.now.getTime();
  const end = dateQuery(context, 'EndDate') ?? now;
  const start = dateQuery(context, 'StartDate') ?? end - DAY_MS;
  const resolution = Number(context.query.get('Resolution') ?? 0);
  if (Number.isNaN(start) || Number.isNaN(end) || start >= end) return invalid('StartDate must be before EndDate.');
  if (!Number.isInteger(resolution) || resolution < 0 || resolution > 6) return invalid('Resolution is 0 to 6.');
  const used = resolution === 0 ? (end - start <= 2 * DAY_MS ? 3 : 4) : resolution;
  const step = STEP_MS[used] ?? HOUR_MS;
  if ((end - start) / step > MAX_POINTS) return invalid(`At most ${MAX_POINTS} points per request.`);
  const times: number[] = [];
  for (let time = Math.floor(start / step) * step; time < end; time += step) times.push(time);
  const layer = (name: string) => series(zone, name, times);
  return json(200, {
    data: {
      waf: layer('waf'),
      ddos: layer('ddos'),
      rateLimit: layer('rateLimit'),
      accessLists: layer('accessLists'),
      botDetection: layer('botDetection'),
      uploadScanning: layer('uploadScanning'),
      apiGuardian: layer('apiGuardian'),
      totalCleanRequestsLimit: zone.totalCleanRequestsLimit,
      totalBillableRequestsThisMonth: zone.hasTraffic ? 2_900_000_000 : 0,
      resolution: used,
    },
    error: shieldSuccess(),
  });
}

function dateQuery(context: HandlerContext, name: string): number | undefined {
  const raw = context.query.get(name);
  return raw === null || raw === '' ? undefined : Date.parse(raw);
}

/** One layer's OverviewMetric: counters per point, the same for the same zone, layer and time on every run. */
function series(zone: ShieldZone, layer: string, times: readonly number[]): Record<string, unknown> {
  const totals = { blocked: 0, logged: 0, challenged: 0 };
  const metrics: Record<string, Record<string, number>> = {};
  for (const time of times) {
    const random = new Random(`shield-detailed:${zone.id}:${layer}:${time}`);
    const point = zone.hasTraffic
      ? { blocked: random.int(0, 400), logged: random.int(0, 900), challenged: random.int(0, 120) }
      : { blocked: 0, logged: 0, challenged: 0 };
    metrics[new Date(time).toISOString()] = point;
    totals.blocked += point.blocked;
    totals.logged += point.logged;
    totals.challenged += point.challenged;
  }
  return { metrics, totals };
}
