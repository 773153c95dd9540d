import { shieldFailure } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { pick } from '../core/json.js';
import { positiveQuery } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';
import { SHIELD_ZONE_FIELDS } from './operations.js';
import type { ShieldZone } from '../state.js';

/**
 * Shield Zone reads, consistent with the sandbox's state: a zone created with `POST /shield/shield-zone` is in the
 * list, the Pull Zone mapping and get-by-pullzone at once. Like the metrics read, an unknown zone is a 404 reported
 * inside a 200 envelope.
 */

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 1000;

/** ShieldZoneResponse fields a zone's settings may set: the create request's, minus the deprecated premiumPlan. */
const RESPONSE_SETTINGS = SHIELD_ZONE_FIELDS.filter((field) => field !== 'premiumPlan');

/** Rate limit and custom WAF rule allowances by plan (Basic, Advanced, Business, Enterprise). */
export const PLAN_LIMITS = [
  [2, 0],
  [10, 10],
  [25, 25],
  [100, 100],
] as const;

/** The zone as `ShieldZoneResponse`: what it was created with over bunny.net's defaults. */
function shieldZoneResponse(zone: ShieldZone): Record<string, unknown> {
  const settings = pick(zone.settings, RESPONSE_SETTINGS);
  const plan = typeof settings['planType'] === 'number' ? settings['planType'] : 0;
  const [rateLimitRulesLimit, customWafRulesLimit] = PLAN_LIMITS[plan] ?? PLAN_LIMITS[0];
  return {
    shieldZoneId: zone.id,
    pullZoneId: zone.pullZoneId,
    learningMode: false,
    learningModeUntil: null,
    wafEnabled: false,
    wafExecutionMode: 0,
    wafDisabledRules: [],
    wafLogOnlyRules: [],
    wafCustomRuleOrder: [],
    wafRequestHeaderLoggingEnabled: false,
    requestBodyLoggingEnabled: false,
    wafRequestIgnoredHeaders: [],
    wafRealtimeThreatIntelligenceEnabled: false,
    wafProfileId: null,
    wafEngineConfig: [],
    wafRequestBodyLimitAction: 0,
    wafResponseBodyLimitAction: 0,
    rateLimitRulesLimit,
    customWafRulesLimit,
    planType: 0,
    dDoSShieldSensitivity: 2,
    dDoSExecutionMode: 1,
    dDoSChallengeWindow: null,
    whitelabelResponsePages: false,
    ...settings,
  };
}

function zonesInOrder(context: HandlerContext): ShieldZone[] {
  return [...context.account.shieldZones.values()].sort((a, b) => a.id - b.id);
}

function notFound(what: string): Reply {
  return json(200, { error: shieldFailure(404, 'shieldZone.notFound', `${what} was not found.`) });
}

/** GET /shield/shield-zones?page=&perPage=: `{ data, page }`, pages numbered from 1. */
export function listShieldZones(context: HandlerContext): Reply {
  const page = positiveQuery(context, 'page', 1);
  const perPage = positiveQuery(context, 'perPage', DEFAULT_PER_PAGE);
  if (page === null || perPage === null || perPage > MAX_PER_PAGE)
    return json(400, { error: shieldFailure(400, 'request.invalidPaging', 'page and perPage must be positive.') });
  const zones = zonesInOrder(context);
  const start = (page - 1) * perPage;
  const totalPages = Math.ceil(zones.length / perPage);
  return json(200, {
    data: zones.slice(start, start + perPage).map(shieldZoneResponse),
    page: {
      totalCount: zones.length,
      totalPages,
      currentPage: page,
      nextPage: page < totalPages ? page + 1 : null,
      pageSize: perPage,
    },
  });
}

/** GET /shield/shield-zones/pullzone-mapping */
export function pullZoneMapping(context: HandlerContext): Reply {
  const data = zonesInOrder(context).map((zone) => ({ shieldZoneId: zone.id, pullZoneId: zone.pullZoneId }));
  return json(200, { data });
}

/** GET /shield/shield-zone/{shieldZoneId} */
export function getShieldZone(context: HandlerContext): Reply {
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const zone = context.account.shieldZones.get(shieldZoneId);
  return zone ? json(200, { data: shieldZoneResponse(zone) }) : notFound(`Shield Zone ${shieldZoneId}`);
}

/** GET /shield/shield-zone/get-by-pullzone/{pullZoneId} */
export function getShieldZoneByPullZone(context: HandlerContext): Reply {
  const pullZoneId = intParam(context, 'pullZoneId');
  const zone = zonesInOrder(context).find((candidate) => candidate.pullZoneId === pullZoneId);
  return zone ? json(200, { data: shieldZoneResponse(zone) }) : notFound(`A Shield Zone of Pull Zone ${pullZoneId}`);
}
