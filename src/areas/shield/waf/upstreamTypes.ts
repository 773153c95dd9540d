import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';
import type { ZoneBeforeDeletion } from '../rules/deletions.js';

/** The WAF's records as shield-api.json describes them: aliases of the generated types, never written by hand. */

type Schemas = components['schemas'];

/** `CustomWafRule` (its `errorResponse` is read by the upstream layer). */
export type UpstreamCustomWafRule = Schemas['CustomWafRule'];
/** A custom WAF rule whose bunny.net id is known: the parent of `CustomWafRule`. */
export type KnownCustomWafRule = UpstreamCustomWafRule & { id: number };
export type UpstreamCreateCustomWafRule = Schemas['CreateCustomWafRuleRequest'];
export type UpstreamUpdateCustomWafRule = Schemas['UpdateCustomWafRuleRequest'];
export type UpstreamReviewTriggeredRule = Schemas['UpdateReviewTriggeredRuleRequest'];

export type UpstreamWafRuleMainGroup = Schemas['WafRuleMainGroupModel'];
export type UpstreamWafRuleGroup = Schemas['WafRuleGroupModel'];
export type UpstreamWafRule = Schemas['WafRuleModel'];
export type UpstreamWafPlanRules = Schemas['WafRulesByPlanModel'];
export type UpstreamWafProfile = Schemas['WafProfileMinimal'];
export type UpstreamWafEnum = Schemas['WafMappedEnumList'];
export type UpstreamWafEnumValue = Schemas['WafMappedEnum'];
export type UpstreamEngineVariable = Schemas['ConfigVariableValueMinimal'];

/** What `createShieldCustomWafRule` answers: the new rule (null for a 202, which names none) and its zone. */
export interface CustomWafRuleCreationResult extends Echoed {
  shieldZoneId: number;
  rule: KnownCustomWafRule | null;
}

/** What `replaceShieldCustomWafRule` and `updateShieldCustomWafRule` answer; the rule is read again only when selected. */
export interface CustomWafRuleChangeResult extends Echoed {
  customWafRuleId: number;
  accepted: boolean;
}

/** What `deleteShieldCustomWafRule` answers: the rule, and its zone read before the deletion when it was asked for. */
export interface CustomWafRuleDeletionResult extends ZoneBeforeDeletion, Echoed {
  customWafRuleId: number;
}

export interface TriggeredWafRuleReviewResult extends Echoed {
  shieldZoneId: number;
  wafRuleId: string;
  action: 'IGNORE' | 'LOG_ONLY' | 'DISABLE_RULE';
}

/** A rule group whose bunny.net id is known: the parent of `WafRuleGroup`. */
export type KnownWafRuleGroup = UpstreamWafRuleGroup & { id: number };
/** A profile whose bunny.net id is known: the parent of `WafProfile`. */
export type KnownWafProfile = UpstreamWafProfile & { id: number };
