import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import { Random } from '../core/random.js';
import { intParam, type HandlerContext } from '../router.js';
import { changedRule, isRule, newRule, ruleAnswer, ruleFailure } from './rules.js';
import type { ShieldRule } from './settingsState.js';
import { pagedRules } from './wafRules.js';

/** Rate limit rules (kept per account, by id, beside the custom WAF rules) and their breaches. */

const rulesOf = (context: HandlerContext): Map<number, ShieldRule> => context.account.shieldSettings.rateLimitRules;
const notFound = (id: number): Reply => ruleFailure(404, 'rateLimit.notFound', `Rate limit rule ${id} was not found.`);

/**
 * A rule as the reads answer it. shield-api.json types them as custom WAF rules, whose configuration has no
 * counting (and allows no other property): the sandbox answers what the document says. The writes answer the whole
 * `RateLimitRule`.
 */
function asRead(rule: ShieldRule): ShieldRule {
  const {
    requestCount: _count,
    counterKeyType: _key,
    timeframe: _timeframe,
    blockTime: _block,
    ...match
  } = rule.ruleConfiguration;
  return { ...rule, ruleConfiguration: match };
}

/** GET /shield/rate-limits/{shieldZoneId}?page=&perPage= */
export const listRateLimitRules = (context: HandlerContext): Reply =>
  pagedRules(context, [...rulesOf(context).values()].map(asRead));

/** GET /shield/rate-limit/{id} */
export function getRateLimitRule(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const rule = rulesOf(context).get(id);
  return rule ? ruleAnswer(asRead(rule)) : notFound(id);
}

/** POST /shield/rate-limit */
export function createShieldRateLimitRule(context: HandlerContext): Reply {
  const rule = newRule(context, 'rateLimit', parseJsonObject(context.body), rulesOf(context));
  if (!isRule(rule)) return rule;
  rulesOf(context).set(rule.id, rule);
  return ruleAnswer(rule);
}

/** PATCH /shield/rate-limit/{id}: the parts sent. */
export function updateShieldRateLimitRule(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const rule = rulesOf(context).get(id);
  if (!rule) return notFound(id);
  const changed = changedRule('rateLimit', rule, parseJsonObject(context.body), false);
  if (!isRule(changed)) return changed;
  rulesOf(context).set(id, changed);
  return ruleAnswer(changed);
}

/** DELETE /shield/rate-limit/{id}: `GenericRequestResponse`. */
export function deleteShieldRateLimitRule(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  if (!rulesOf(context).delete(id))
    return json(200, shieldFailure(404, 'rateLimit.notFound', `Rate limit rule ${id} was not found.`));
  return json(200, shieldSuccess());
}

const DAY_MS = 86_400_000;

/** A rule's breaches of the last 28 UTC days (none for a zone without traffic), the same on every call. */
function breaches(context: HandlerContext, rule: ShieldRule): Record<string, unknown> {
  const traffic = context.account.shieldZones.get(rule.shieldZoneId)?.hasTraffic === true;
  const today = Math.floor(context.now.getTime() / DAY_MS) * DAY_MS;
  const days: Record<string, Record<string, number>> = {};
  const overview = { totalBreaches: 0, loggedBreaches: 0, challengedBreaches: 0, blockedBreaches: 0 };
  for (let day = 27; day >= 0; day -= 1) {
    const date = new Date(today - day * DAY_MS).toISOString().slice(0, 10);
    const random = new Random(`shield-rate-limit:${rule.id}:${date}`);
    const blocked = traffic ? random.int(0, 300) : 0;
    const logged = traffic ? random.int(0, 50) : 0;
    const entry = {
      totalBreaches: blocked + logged,
      loggedBreaches: logged,
      challengedBreaches: 0,
      blockedBreaches: blocked,
    };
    days[date] = entry;
    for (const key of Object.keys(overview) as (keyof typeof overview)[]) overview[key] += entry[key];
  }
  return { overview, ratelimitOverviewPastTwentyEightDays: days };
}

/** GET /shield/metrics/rate-limits/{shieldZoneId}: every rule of the zone with its breaches. */
export function getZoneRateLimitMetrics(context: HandlerContext): Reply {
  const shieldZoneId = intParam(context, 'shieldZoneId');
  if (!context.account.shieldZones.has(shieldZoneId))
    return json(200, {
      error: shieldFailure(404, 'shieldZone.notFound', `Shield Zone ${shieldZoneId} was not found.`),
    });
  const rules = [...rulesOf(context).values()].filter((rule) => rule.shieldZoneId === shieldZoneId);
  return json(200, {
    data: rules.map((rule) => ({ ratelimitId: rule.id, ...breaches(context, rule) })),
    error: shieldSuccess(),
  });
}

/** GET /shield/metrics/rate-limit/{id} */
export function getRateLimitRuleMetrics(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const rule = rulesOf(context).get(id);
  if (!rule)
    return json(200, { error: shieldFailure(404, 'rateLimit.notFound', `Rate limit rule ${id} was not found.`) });
  return json(200, { data: breaches(context, rule), error: shieldSuccess() });
}
