import type {
  CustomWafRuleInput,
  CustomWafRuleUpdateInput,
  MutationCreateCustomWafRuleArgs,
  MutationDeleteCustomWafRuleArgs,
  MutationReplaceCustomWafRuleArgs,
  MutationReviewTriggeredWafRuleArgs,
  MutationUpdateCustomWafRuleArgs,
  QueryCustomWafRuleArgs,
  QueryWafProfilesArgs,
  ShieldZoneCustomWafRulesArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';
import { ruleConfiguration, ruleText } from '../ruleValidation.js';

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

  createCustomWafRule({ shieldZoneId, input }: MutationCreateCustomWafRuleArgs): void {
    check.int32Id('shieldZoneId', shieldZoneId);
    wholeRule(input);
  },

  replaceCustomWafRule({ customWafRuleId, input }: MutationReplaceCustomWafRuleArgs): void {
    check.int32Id('customWafRuleId', customWafRuleId);
    wholeRule(input);
  },

  updateCustomWafRule({ customWafRuleId, input }: MutationUpdateCustomWafRuleArgs): void {
    check.int32Id('customWafRuleId', customWafRuleId);
    partRule(input);
  },

  deleteCustomWafRule({ customWafRuleId }: MutationDeleteCustomWafRuleArgs): void {
    check.int32Id('customWafRuleId', customWafRuleId);
  },

  reviewTriggeredWafRule({ shieldZoneId, ruleId }: MutationReviewTriggeredWafRuleArgs): void {
    check.positiveId('shieldZoneId', shieldZoneId);
    check.identifier('ruleId', ruleId);
  },
};

function wholeRule(input: CustomWafRuleInput): void {
  ruleText('input', input);
  ruleConfiguration('input.configuration', input.configuration);
}

/** An update that changes nothing would still be a call: at least one part. */
export function partRule(input: CustomWafRuleUpdateInput): void {
  if (Object.values(input).every((value) => value === undefined || value === null))
    throw check.refusal('input', 'input must change at least one part of the rule.');
  ruleText('input', input);
  if (input.configuration) ruleConfiguration('input.configuration', input.configuration);
}
