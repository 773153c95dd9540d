import { problemDetails, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { parseJsonBody, isJsonObject } from '../core/json.js';
import { Random } from '../core/random.js';
import { intParam, stringParam, type HandlerContext } from '../router.js';
import { pastDays, prefixedTotals } from './activityDays.js';
import { notFoundInside } from './protection.js';
import { eventSearch } from './eventSearch.js';
import type { ShieldZone } from '../records.js';

/** A zone's insights: monthly overages, a WAF rule's metrics, bot detection and upload scanning, the log search. */

function zoneOf(context: HandlerContext): ShieldZone | undefined {
  return context.account.shieldZones.get(intParam(context, 'shieldZoneId'));
}

const missing = (context: HandlerContext): Reply =>
  notFoundInside(`Shield Zone ${intParam(context, 'shieldZoneId')} was not found.`);

/** GET /shield/metrics/overages/{shieldZoneId}?year=&month=: the month asked for, or the current one. */
export function getOverages(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone)
    return problemDetails(404, `Shield Zone ${intParam(context, 'shieldZoneId')} was not found.`, context.path);
  const year = Number(context.query.get('year') ?? context.now.getUTCFullYear());
  const month = Number(context.query.get('month') ?? context.now.getUTCMonth() + 1);
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month, 1) - 1);
  const random = new Random(`shield-overages:${zone.id}:${year}-${month}`);
  const clean = zone.hasTraffic ? random.int(1_000_000, 9_000_000) : 0;
  const allowance = zone.totalCleanRequestsLimit;
  const overage = Math.max(0, clean - allowance);
  const planType = typeof zone.settings['planType'] === 'number' ? zone.settings['planType'] : 0;
  return json(200, {
    shieldZoneId: zone.id,
    year,
    month,
    totalOverage: overage,
    totalCleanRequests: clean,
    segments: [
      {
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        planType,
        overageAllowance: allowance,
        overage,
      },
    ],
    error: shieldSuccess(),
  });
}

/** GET /shield/metrics/shield-zone/{shieldZoneId}/waf-rule/{ruleId} */
export function getWafRuleMetrics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone) return missing(context);
  const ruleId = stringParam(context, 'ruleId');
  const { days, totals } = pastDays(context.now, `shield-waf-rule:${zone.id}:${ruleId}`, zone.hasTraffic, (r) => {
    const blockedRequests = r.int(0, 80);
    const loggedRequests = r.int(0, 20);
    const challengedRequests = r.int(0, 10);
    return {
      totalTriggers: blockedRequests + loggedRequests + challengedRequests,
      blockedRequests,
      loggedRequests,
      challengedRequests,
    };
  });
  return json(200, { data: { ...totals, overviewPastTwentyEightDays: days }, error: shieldSuccess() });
}

/** GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection */
export function getBotDetectionMetrics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone) return missing(context);
  const { days, totals } = pastDays(context.now, `shield-bots:${zone.id}`, zone.hasTraffic, (r) => ({
    loggedRequests: r.int(0, 400),
    challengedRequests: r.int(0, 900),
  }));
  return json(200, { data: { ...prefixedTotals(totals), overviewPastTwentyEightDays: days }, error: shieldSuccess() });
}

/** GET /shield/metrics/shield-zone/{shieldZoneId}/upload-scanning */
export function getUploadScanningMetrics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone) return missing(context);
  const { days, totals } = pastDays(context.now, `shield-uploads:${zone.id}`, zone.hasTraffic, (r) => ({
    loggedRequests: r.int(0, 10),
    blockedRequests: r.int(0, 5),
    filesScanned: r.int(20, 400),
  }));
  return json(200, { data: { ...prefixedTotals(totals), overviewPastTwentyEightDays: days }, error: shieldSuccess() });
}

/** POST /shield/event-logs/{shieldZoneId}/search: the matching rows, newest first, a page at a time. */
export function searchEventLogs(context: HandlerContext): Reply {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || (parsed.value !== undefined && !isJsonObject(parsed.value)))
    return problemDetails(400, 'The request body must be a JSON object.', context.path);
  const zone = zoneOf(context);
  if (!zone)
    return problemDetails(400, `Shield Zone ${intParam(context, 'shieldZoneId')} was not found.`, context.path);
  const answer = eventSearch(zone, parsed.value ?? {}, context);
  return typeof answer === 'string' ? problemDetails(400, answer, context.path) : json(200, answer);
}
