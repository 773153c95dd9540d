import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isInteger, isJsonObject, type JsonObject } from '../core/json.js';
import type { HandlerContext } from '../router.js';
import type { ShieldRule } from './settingsState.js';
import { PLAN_LIMITS } from './zoneReads.js';

/**
 * What custom WAF rules and rate limit rules share in the sandbox: reading a rule's body, the plan's allowance, and
 * the answers (the rule with its `errorResponse`; failures inside a 200, where the document has no other status).
 */

export type RuleKind = 'waf' | 'rateLimit';

/** A failure the document gives no status of its own: a 200 whose `errorResponse` reports it. */
export function ruleFailure(statusCode: number, errorKey: string, message: string): Reply {
  return json(200, { errorResponse: shieldFailure(statusCode, errorKey, message) });
}

export function ruleAnswer(rule: ShieldRule): Reply {
  return json(200, {
    ...rule,
    userId: 'sandbox-user',
    ruleJson: JSON.stringify({ name: rule.ruleName, ...rule.ruleConfiguration }),
    errorResponse: shieldSuccess(),
  });
}

/** The action codes each kind of rule takes (WafRuleActionType 1-5, RatelimitRuleActionType 1-3). */
const ACTIONS: Record<RuleKind, readonly number[]> = { waf: [1, 2, 3, 4, 5], rateLimit: [1, 2, 3] };
const RATE_LIMIT_NUMBERS = ['requestCount', 'timeframe', 'blockTime'] as const;

/** Why a rule configuration cannot be used, or null: an object with a known action and at least one variable. */
export function configurationProblem(kind: RuleKind, configuration: unknown): string | null {
  if (!isJsonObject(configuration)) return 'ruleConfiguration must be an object.';
  if (!ACTIONS[kind].includes(configuration['actionType'] as number)) return 'ruleConfiguration.actionType is unknown.';
  const variables = configuration['variableTypes'];
  if (!isJsonObject(variables) || Object.keys(variables).length === 0)
    return 'ruleConfiguration.variableTypes must name at least one variable.';
  if (kind === 'rateLimit' && RATE_LIMIT_NUMBERS.some((name) => !isInteger(configuration[name])))
    return 'ruleConfiguration needs requestCount, timeframe and blockTime.';
  return null;
}

/** How many rules of this kind the zone's plan allows. */
export function allowance(context: HandlerContext, shieldZoneId: number, kind: RuleKind): number {
  const plan = context.account.shieldZones.get(shieldZoneId)?.settings['planType'];
  const [rateLimits, customWafRules] = PLAN_LIMITS[typeof plan === 'number' ? plan : 0] ?? PLAN_LIMITS[0];
  return kind === 'waf' ? customWafRules : rateLimits;
}

/**
 * A new rule from a create body, or the failure: the zone must be the account's, the name given, the configuration
 * usable, and the plan must allow one more.
 */
export function newRule(
  context: HandlerContext,
  kind: RuleKind,
  body: JsonObject | undefined,
  rules: ReadonlyMap<number, ShieldRule>,
): ShieldRule | Reply {
  const { shieldZoneId, ruleName, ruleDescription, ruleConfiguration } = body ?? {};
  if (!isInteger(shieldZoneId) || !context.account.shieldZones.has(shieldZoneId))
    return ruleFailure(404, 'shieldZone.notFound', 'The Shield Zone was not found.');
  if (typeof ruleName !== 'string' || ruleName === '')
    return ruleFailure(400, 'rule.nameRequired', 'ruleName is required.');
  const problem = configurationProblem(kind, ruleConfiguration);
  if (problem) return ruleFailure(400, 'rule.invalidConfiguration', problem);
  const count = [...rules.values()].filter((rule) => rule.shieldZoneId === shieldZoneId).length;
  if (count >= allowance(context, shieldZoneId, kind))
    return ruleFailure(400, 'rule.limitReached', "The Shield Zone's plan allows no more rules of this kind.");
  const state = context.account.shieldSettings;
  const id = state.nextRuleId;
  state.nextRuleId += 1;
  return {
    id,
    shieldZoneId,
    ruleName,
    ruleDescription: typeof ruleDescription === 'string' ? ruleDescription : '',
    ruleConfiguration: ruleConfiguration as JsonObject,
  };
}

/** A rule changed by a PUT (`whole`: every part replaced) or a PATCH (the parts sent), or the failure. */
export function changedRule(
  kind: RuleKind,
  rule: ShieldRule,
  body: JsonObject | undefined,
  whole: boolean,
): ShieldRule | Reply {
  if (!body) return ruleFailure(400, 'request.invalidBody', 'The request body must be a JSON object.');
  const { ruleName, ruleDescription, ruleConfiguration } = body;
  if (whole && (typeof ruleName !== 'string' || ruleName === ''))
    return ruleFailure(400, 'rule.nameRequired', 'ruleName is required.');
  if (ruleConfiguration !== undefined || whole) {
    const problem = configurationProblem(kind, ruleConfiguration);
    if (problem) return ruleFailure(400, 'rule.invalidConfiguration', problem);
  }
  return {
    ...rule,
    ...(typeof ruleName === 'string' && ruleName !== '' && { ruleName }),
    ...(typeof ruleDescription === 'string' && { ruleDescription }),
    ...(whole && typeof ruleDescription !== 'string' && { ruleDescription: '' }),
    ...(isJsonObject(ruleConfiguration) && { ruleConfiguration }),
  };
}

export const isRule = (value: ShieldRule | Reply): value is ShieldRule => !('kind' in value);
