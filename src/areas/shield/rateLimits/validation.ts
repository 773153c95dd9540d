import type {
  CreateShieldRateLimitRuleInput,
  DeleteShieldRateLimitRuleInput,
  UpdateShieldRateLimitRuleInput,
  QueryRateLimitRuleArgs,
  RateLimitRuleConfigurationInput,
  ShieldZoneRateLimitRulesArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';
import { ruleConfiguration, ruleText } from '../rules/validation.js';

/** Rate limiting's argument checks, one per field: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

const MAX_REQUEST_COUNT = 2 ** 31 - 1;

/** The path of the rule's own input inside the mutation's `input`. */
const RULE = 'input.rateLimitRule';

export const validate = {
  rateLimitRule({ rateLimitRuleId }: QueryRateLimitRuleArgs): void {
    check.positiveId('rateLimitRuleId', rateLimitRuleId);
  },

  /** A cursor only pages the rules of the zone that made it. */
  rateLimitRules(shieldZoneId: number, args: ShieldZoneRateLimitRulesArgs): PageRequest {
    return pageRequest('shield', `rateLimitRules:${shieldZoneId}`, args);
  },

  createShieldRateLimitRule({ shieldZoneId, rateLimitRule }: CreateShieldRateLimitRuleInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    ruleText(RULE, rateLimitRule);
    counting(`${RULE}.configuration`, rateLimitRule.configuration);
  },

  updateShieldRateLimitRule({ rateLimitRuleId, rateLimitRule }: UpdateShieldRateLimitRuleInput): void {
    check.int32Id('input.rateLimitRuleId', rateLimitRuleId);
    if (Object.values(rateLimitRule).every((value) => value === undefined || value === null))
      throw check.refusal(RULE, `${RULE} must change at least one part of the rule.`);
    ruleText(RULE, rateLimitRule);
    if (rateLimitRule.configuration) counting(`${RULE}.configuration`, rateLimitRule.configuration);
  },

  deleteShieldRateLimitRule({ rateLimitRuleId }: DeleteShieldRateLimitRuleInput): void {
    check.int32Id('input.rateLimitRuleId', rateLimitRuleId);
  },
};

/** A rule's match, and a request count bunny.net can hold (an int32 of at least 1). */
function counting(argument: string, configuration: RateLimitRuleConfigurationInput): void {
  ruleConfiguration(argument, configuration);
  if (configuration.requestCount < 1 || configuration.requestCount > MAX_REQUEST_COUNT)
    throw check.refusal(`${argument}.requestCount`, `${argument}.requestCount must be 1 to ${MAX_REQUEST_COUNT}.`);
}
