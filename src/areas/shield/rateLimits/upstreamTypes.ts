import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';
import type { ZoneBeforeDeletion } from '../rules/deletions.js';

/**
 * Rate limiting as shield-api.json describes it: aliases of the generated types, never written by hand. The document
 * types the reads (`GET /shield/rate-limit/{id}`, `GET /shield/rate-limits/{shieldZoneId}`) as custom WAF rules, whose
 * configuration lacks the counting; the writes answer `RateLimitRule`, which has it. A rule is read as the latter: the
 * fields the former lacks are then merely absent.
 */

type Schemas = components['schemas'];

export type UpstreamRateLimitRule = Schemas['RateLimitRule'];
/** A rate limit rule whose bunny.net id is known: the parent of `RateLimitRule`. */
export type KnownRateLimitRule = UpstreamRateLimitRule & { id: number };
export type UpstreamRateLimitConfiguration = Schemas['CreateWafRateLimitRuleModel'];
export type UpstreamCreateRateLimitRule = Schemas['CreateWafRateLimitRequest'];
export type UpstreamUpdateRateLimitRule = Schemas['UpdateWafRateLimitRequest'];
/** One rule's breaches (`ShieldZoneRatelimitMetrics`; a rule's own read has no `ratelimitId`, given it from its path). */
export type UpstreamRateLimitRuleMetrics = Schemas['ShieldZoneRatelimitMetrics'];
export type UpstreamRuleMetrics = Schemas['RatelimitMetrics'];

export interface RateLimitRuleCreationResult extends Echoed {
  shieldZoneId: number;
  rule: KnownRateLimitRule | null;
}

/** What `updateShieldRateLimitRule` answers: the rule as bunny.net answered the change (none for a 202). */
export interface RateLimitRuleChangeResult extends Echoed {
  rateLimitRuleId: number;
  accepted: boolean;
  rule: KnownRateLimitRule | null;
}

/** What `deleteShieldRateLimitRule` answers: the rule, and its zone read before the deletion when it was asked for. */
export interface RateLimitRuleDeletionResult extends ZoneBeforeDeletion, Echoed {
  rateLimitRuleId: number;
}
