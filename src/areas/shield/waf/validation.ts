import type {
  CustomWafRuleInput,
  CustomWafRuleUpdateInput,
  CreateShieldCustomWafRuleInput,
  DeleteShieldCustomWafRuleInput,
  ReplaceShieldCustomWafRuleInput,
  ReviewShieldTriggeredWafRuleInput,
  UpdateShieldCustomWafRuleInput,
  QueryCustomWafRuleArgs,
  QueryWafProfilesArgs,
  ShieldZoneCustomWafRulesArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';
import { ruleConfiguration, ruleText } from '../rules/validation.js';

/** The WAF's argument checks, one per field: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

export const validate = {
  customWafRule({ customWafRuleId }: QueryCustomWafRuleArgs): void {
    check.positiveId('customWafRuleId', customWafRuleId);
  },

  /** A cursor only pages the rules of the zone that made it. */
  customWafRules(shieldZoneId: number, args: ShieldZoneCustomWafRulesArgs): PageRequest {
    return pageRequest('shield', `customWafRules:${shieldZoneId}`, args);
  },

  wafProfiles(args: QueryWafProfilesArgs): PageRequest {
    return pageRequest('shield', 'wafProfiles', args);
  },

  createShieldCustomWafRule({ shieldZoneId, customWafRule }: CreateShieldCustomWafRuleInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    wholeRule(customWafRule);
  },

  replaceShieldCustomWafRule({ customWafRuleId, customWafRule }: ReplaceShieldCustomWafRuleInput): void {
    check.int32Id('input.customWafRuleId', customWafRuleId);
    wholeRule(customWafRule);
  },

  updateShieldCustomWafRule({ customWafRuleId, customWafRule }: UpdateShieldCustomWafRuleInput): void {
    check.int32Id('input.customWafRuleId', customWafRuleId);
    partRule(customWafRule);
  },

  deleteShieldCustomWafRule({ customWafRuleId }: DeleteShieldCustomWafRuleInput): void {
    check.int32Id('input.customWafRuleId', customWafRuleId);
  },

  reviewShieldTriggeredWafRule({ shieldZoneId, wafRuleId }: ReviewShieldTriggeredWafRuleInput): void {
    check.positiveId('input.shieldZoneId', shieldZoneId);
    check.identifier('input.wafRuleId', wafRuleId);
  },
};

const RULE = 'input.customWafRule';

function wholeRule(rule: CustomWafRuleInput): void {
  ruleText(RULE, rule);
  ruleConfiguration(`${RULE}.configuration`, rule.configuration);
}

/** An update that changes nothing would still be a call: at least one part. */
export function partRule(rule: CustomWafRuleUpdateInput): void {
  if (Object.values(rule).every((value) => value === undefined || value === null))
    throw check.refusal(RULE, `${RULE} must change at least one part of the rule.`);
  ruleText(RULE, rule);
  if (rule.configuration) ruleConfiguration(`${RULE}.configuration`, rule.configuration);
}
