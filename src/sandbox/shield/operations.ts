import { csvChunks } from '../core/csv.js';
import { problemDetails, shieldFailure, shieldSuccess } from '../core/errors.js';
import { EVENT_LOG_COLUMNS, eventLogCells, eventLogRows, type EventLogRow } from './eventLogs.js';
import { parseExportQuery } from './eventLogQuery.js';
import { empty, json, stream, type Reply } from '../core/http.js';
import { isInteger, isJsonObject, parseJsonBody, parseJsonObject, pick, type JsonObject } from '../core/json.js';
import { intParam, stringParam, type HandlerContext } from '../router.js';
import { FAILING_SHIELD_ZONE_ID } from '../seed.js';
import { shieldZoneMetrics } from './metrics.js';

/**
 * Shield operations. Shield wraps results in `{data, error}` envelopes and reports some
 * failures (unknown zone, unknown rule) inside a 200 envelope rather than with the status.
 */

/** Fields of CreateShieldZoneRequest and ShieldZoneRequest; only these are echoed back. */
const CREATE_REQUEST_FIELDS = [
  'pullZoneId',
  'shieldZone',
  'accessLists',
  'botDetectionExecutionMode',
  'csamScanningMode',
  'antivirusScanningMode',
];
export const SHIELD_ZONE_FIELDS = [
  'premiumPlan',
  'planType',
  'learningMode',
  'learningModeUntil',
  'wafEnabled',
  'wafExecutionMode',
  'wafDisabledRules',
  'wafLogOnlyRules',
  'wafCustomRuleOrder',
  'wafRequestHeaderLoggingEnabled',
  'requestBodyLoggingEnabled',
  'wafRequestIgnoredHeaders',
  'wafRealtimeThreatIntelligenceEnabled',
  'wafProfileId',
  'wafEngineConfig',
  'wafRequestBodyLimitAction',
  'wafResponseBodyLimitAction',
  'dDoSShieldSensitivity',
  'dDoSChallengeWindow',
  'whitelabelResponsePages',
];
const ROWS_PER_CSV_CHUNK = 250;

function isFailingZone(context: HandlerContext): boolean {
  return intParam(context, 'shieldZoneId') === FAILING_SHIELD_ZONE_ID;
}

/** GET /shield/metrics/overview/{shieldZoneId} */
export function getMetricsOverview(context: HandlerContext): Reply {
  if (isFailingZone(context)) return empty(500);
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const zone = context.account.shieldZones.get(shieldZoneId);
  // `data` is not nullable in the document, so a failed lookup leaves it out instead of sending null.
  if (!zone)
    return json(200, {
      error: shieldFailure(404, 'shieldZone.notFound', `Shield Zone ${shieldZoneId} was not found.`),
    });
  return json(200, { data: shieldZoneMetrics(zone, context.now), error: shieldSuccess() });
}

/** POST /shield/shield-zone: protects a Pull Zone of the account with a new Shield Zone. */
export function createShieldZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body)
    return json(400, { error: shieldFailure(400, 'request.invalidBody', 'The request body must be a JSON object.') });
  const { pullZoneId, shieldZone } = body;
  if (!isInteger(pullZoneId))
    return json(400, {
      error: shieldFailure(400, 'shieldZone.pullZoneIdRequired', 'pullZoneId is required and must be an integer.'),
    });
  if (shieldZone !== undefined && shieldZone !== null && !isJsonObject(shieldZone)) {
    return json(400, { error: shieldFailure(400, 'shieldZone.invalid', 'shieldZone must be an object.') });
  }

  const echo = pick(body, CREATE_REQUEST_FIELDS);
  return protectPullZone(
    context,
    pullZoneId,
    isJsonObject(shieldZone) ? pick(shieldZone, SHIELD_ZONE_FIELDS) : {},
    echo,
  );
}

/**
 * A new Shield Zone with `settings` for a Pull Zone of the account, answered as a creation echoing `echo`; a Pull Zone
 * the account does not have is a 403 envelope, one already protected a 409 (shared by the under-attack creation).
 */
export function protectPullZone(
  context: HandlerContext,
  pullZoneId: number,
  settings: JsonObject,
  echo: JsonObject,
): Reply {
  if (!context.account.pullZones.has(pullZoneId)) {
    return json(403, {
      data: echo,
      error: shieldFailure(403, 'pullZone.forbidden', `Pull Zone ${pullZoneId} does not exist in this account.`),
    });
  }
  const existing = [...context.account.shieldZones.values()].find((zone) => zone.pullZoneId === pullZoneId);
  if (existing) {
    return json(409, {
      data: echo,
      error: shieldFailure(
        409,
        'shieldZone.alreadyExists',
        `Pull Zone ${pullZoneId} is already protected by Shield Zone ${existing.id}.`,
      ),
    });
  }

  const id = context.account.nextShieldZoneId;
  context.account.nextShieldZoneId += 1;
  const zoneSettings: JsonObject = { ...settings, shieldZoneId: id };
  context.account.shieldZones.set(id, {
    id,
    pullZoneId,
    settings: zoneSettings,
    hasTraffic: false,
    triggeredRules: new Map(),
    totalCleanRequestsLimit: 1_000_000_000,
  });
  return json(200, { data: { ...echo, shieldZone: zoneSettings }, error: shieldSuccess() });
}

/** GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId} */
export function getAiRecommendation(context: HandlerContext): Reply {
  if (isFailingZone(context)) return empty(500);
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const ruleId = stringParam(context, 'ruleId');
  const zone = context.account.shieldZones.get(shieldZoneId);
  const rule = zone?.triggeredRules.get(ruleId);
  if (!rule) {
    const failure = zone
      ? shieldFailure(
          404,
          'waf.triggeredRuleNotFound',
          `Rule ${ruleId} has not been triggered on Shield Zone ${shieldZoneId}.`,
        )
      : shieldFailure(404, 'shieldZone.notFound', `Shield Zone ${shieldZoneId} was not found.`);
    return json(200, { shieldZoneId, ruleId, success: false, recommendation: null, errorResponse: failure });
  }
  return json(200, {
    shieldZoneId,
    ruleId,
    success: true,
    recommendation: rule.recommendation,
    errorResponse: shieldSuccess(),
  });
}

/** POST /shield/event-logs/{shieldZoneId}/export: every matching row as CSV, streamed. */
export function exportEventLogs(context: HandlerContext): Reply {
  if (isFailingZone(context)) return empty(500);
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok) return problemDetails(400, 'The request body is not valid JSON.', context.path);
  const result = parseExportQuery(parsed.value, context.now.getTime());
  if (!result.ok) return problemDetails(400, result.detail, context.path);
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const zone = context.account.shieldZones.get(shieldZoneId);
  if (!zone) return problemDetails(400, `Shield Zone ${shieldZoneId} was not found.`, context.path);

  const { fromMs, toMs, matches } = result.query;
  const rows: Iterable<EventLogRow> = zone.hasTraffic
    ? eventLogRows(zone.id, fromMs, toMs, context.eventLogRowsPerHour)
    : [];
  return stream(
    200,
    'text/csv; charset=utf-8',
    csvChunks(EVENT_LOG_COLUMNS, cellsOfMatching(rows, matches), ROWS_PER_CSV_CHUNK),
    {
      'Content-Disposition': `attachment; filename="shield-zone-${shieldZoneId}-event-logs-${fromMs}-${toMs}.csv"`,
    },
  );
}

function* cellsOfMatching(rows: Iterable<EventLogRow>, matches: (row: EventLogRow) => boolean): Generator<string[]> {
  for (const row of rows) {
    if (matches(row)) yield eventLogCells(row);
  }
}
