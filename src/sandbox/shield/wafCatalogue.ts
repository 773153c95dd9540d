import { shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { intParam, type HandlerContext } from '../router.js';
import {
  DDOS_ENUMS,
  DEFAULT_WAF_ENGINE_CONFIG,
  PLAN_NAMES,
  WAF_ENUMS,
  WAF_PROFILES,
  WAF_RULE_CATALOGUE,
} from './catalogue.js';

/** The WAF's catalogue reads: the same for every account (shieldCatalogue.ts), a zone's filtered by its plan. */

type MainGroup = (typeof WAF_RULE_CATALOGUE)[number];

/** `WafRuleMainGroupModel`: each rule group names its main group and ruleset, and gets a description. */
function mainGroup(group: MainGroup): Record<string, unknown> {
  return {
    name: group.name,
    ruleset: group.ruleset,
    ruleGroups: group.ruleGroups.map((ruleGroup) => ({
      ...ruleGroup,
      mainGroup: group.name,
      ruleset: group.ruleset,
      description: `${ruleGroup.name} rules of ${group.ruleset}.`,
    })),
  };
}

const upToPlan = (plan: number): MainGroup[] => WAF_RULE_CATALOGUE.filter((group) => group.plan <= plan);

/** GET /shield/waf/rules/{shieldZoneId}: the main groups the zone's plan includes, as a plain array. */
export function getWafRuleCatalogue(context: HandlerContext): Reply {
  const zone = context.account.shieldZones.get(intParam(context, 'shieldZoneId'));
  const plan = zone?.settings['planType'];
  return json(200, zone ? upToPlan(typeof plan === 'number' ? plan : 0).map(mainGroup) : []);
}

/** GET /shield/waf/rules/plan-segmentation */
export function getWafRulesByPlan(): Reply {
  const data = PLAN_NAMES.map((planName, planValue) => ({
    planValue,
    planName,
    rules: upToPlan(planValue).map(mainGroup),
  }));
  return json(200, { data, error: shieldSuccess() });
}

/** GET /shield/waf/profiles: bunny.net's list of lists. */
export function getWafProfiles(): Reply {
  return json(200, {
    data: WAF_PROFILES.map((group) =>
      group.map((profile) => ({ ...profile, imageUrl: null, features: `${profile.name} tuning` })),
    ),
  });
}

export const getWafEnums = (): Reply => json(200, { data: WAF_ENUMS });
export const getDdosEnums = (): Reply => json(200, { data: DDOS_ENUMS });
export const getDefaultEngineConfig = (): Reply => json(200, { data: DEFAULT_WAF_ENGINE_CONFIG });
