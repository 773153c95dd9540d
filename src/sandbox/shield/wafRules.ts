import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isInteger, parseJsonObject } from '../core/json.js';
import { positiveQuery } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';
import { changedRule, isRule, newRule, ruleAnswer, ruleFailure } from './rules.js';
import type { ShieldRule } from './settingsState.js';

/** Custom WAF rules (kept per account, by id) and the review of triggered WAF rules. */

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 1000;

const rulesOf = (context: HandlerContext): Map<number, ShieldRule> => context.account.shieldSettings.customWafRules;

/**
 * A zone's rules as bunny.net pages them (`GetCustomWafRulesResponse`: `{ data, page, error }`, pages from 1), shared
 * with the rate limits' list.
 */
export function pagedRules(context: HandlerContext, rules: Iterable<ShieldRule>): Reply {
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const page = positiveQuery(context, 'page', 1);
  const perPage = positiveQuery(context, 'perPage', DEFAULT_PER_PAGE);
  if (page === null || perPage === null || perPage > MAX_PER_PAGE)
    return json(200, { error: shieldFailure(400, 'request.invalidPaging', 'page and perPage must be positive.') });
  if (!context.account.shieldZones.has(shieldZoneId))
    return json(200, {
      error: shieldFailure(404, 'shieldZone.notFound', `Shield Zone ${shieldZoneId} was not found.`),
    });
  const zoneRules = [...rules].filter((rule) => rule.shieldZoneId === shieldZoneId).sort((a, b) => a.id - b.id);
  const start = (page - 1) * perPage;
  const totalPages = Math.ceil(zoneRules.length / perPage);
  return json(200, {
    data: zoneRules.slice(start, start + perPage).map((rule) => ({ ...rule, errorResponse: shieldSuccess() })),
    page: {
      totalCount: zoneRules.length,
      totalPages,
      currentPage: page,
      nextPage: page < totalPages ? page + 1 : null,
      pageSize: perPage,
    },
    error: shieldSuccess(),
  });
}

/** GET /shield/waf/custom-rules/{shieldZoneId}?page=&perPage= */
export function listCustomWafRules(context: HandlerContext): Reply {
  return pagedRules(context, rulesOf(context).values());
}

const notFound = (id: number): Reply =>
  ruleFailure(404, 'waf.customRuleNotFound', `Custom WAF rule ${id} was not found.`);

/** GET /shield/waf/custom-rule/{id} */
export function getCustomWafRule(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const rule = rulesOf(context).get(id);
  return rule ? ruleAnswer(rule) : notFound(id);
}

/** POST /shield/waf/custom-rule */
export function createShieldCustomWafRule(context: HandlerContext): Reply {
  const rule = newRule(context, 'waf', parseJsonObject(context.body), rulesOf(context));
  if (!isRule(rule)) return rule;
  rulesOf(context).set(rule.id, rule);
  return ruleAnswer(rule);
}

/** PUT (whole) and PATCH (the parts sent) /shield/waf/custom-rule/{id} */
export const replaceShieldCustomWafRule = (context: HandlerContext): Reply => changeRule(context, true);
export const updateShieldCustomWafRule = (context: HandlerContext): Reply => changeRule(context, false);

function changeRule(context: HandlerContext, whole: boolean): Reply {
  const id = intParam(context, 'id');
  const rule = rulesOf(context).get(id);
  if (!rule) return notFound(id);
  const changed = changedRule('waf', rule, parseJsonObject(context.body), whole);
  if (!isRule(changed)) return changed;
  rulesOf(context).set(id, changed);
  return ruleAnswer(changed);
}

/** DELETE /shield/waf/custom-rule/{id}: `GenericRequestResponse`. */
export function deleteShieldCustomWafRule(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  if (!rulesOf(context).delete(id))
    return json(200, shieldFailure(404, 'waf.customRuleNotFound', `Custom WAF rule ${id} was not found.`));
  return json(200, shieldSuccess());
}

/**
 * POST /shield/waf/rules/review-triggered/{shieldZoneId}: IGNORE drops the rule from the zone's triggered rules,
 * LOG_ONLY adds it to `wafLogOnlyRules`, DISABLE_RULE to `wafDisabledRules`.
 */
export function reviewTriggeredRule(context: HandlerContext): Reply {
  const zone = context.account.shieldZones.get(intParam(context, 'shieldZoneId'));
  const body = parseJsonObject(context.body);
  const failure = (statusCode: number, errorKey: string, message: string): Reply =>
    json(200, { success: false, errorResponse: shieldFailure(statusCode, errorKey, message) });
  if (!zone) return failure(404, 'shieldZone.notFound', 'The Shield Zone was not found.');
  const ruleId = body?.['ruleId'];
  const action = body?.['action'];
  if (typeof ruleId !== 'string' || !isInteger(action) || action < 0 || action > 2)
    return failure(400, 'request.invalidBody', 'ruleId and an action from 0 to 2 are required.');
  if (!zone.triggeredRules.has(ruleId))
    return failure(404, 'waf.triggeredRuleNotFound', `Rule ${ruleId} has not been triggered on this zone.`);
  if (action === 0) zone.triggeredRules.delete(ruleId);
  else {
    const list = action === 1 ? 'wafLogOnlyRules' : 'wafDisabledRules';
    const current = zone.settings[list];
    const rules = Array.isArray(current) ? current.filter((id) => id !== ruleId) : [];
    zone.settings = { ...zone.settings, [list]: [...rules, ruleId] };
  }
  return json(200, { success: true, errorResponse: shieldSuccess() });
}
