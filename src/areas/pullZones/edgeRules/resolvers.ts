import type { EdgeRuleInput, Resolvers } from '../../../__generated__/resolvers-types.js';
import { echoed } from '../../shared/mutationPayload.js';
import { checkSetPullZoneEdgeRule } from './validation.js';
import { edgeRuleActionTypes, matchingTypes, triggerTypes } from '../enums.js';
import { edgeRuleGlobalId } from '../ids.js';
import { changedZone } from '../links.js';
import { edgeRulesOf } from '../mappers.js';
import type { UpstreamEdgeRule, ZoneEdgeRule } from '../upstreamTypes.js';
import { validate } from '../validation.js';

/** A Pull Zone's Edge Rules: saved, switched on or off, deleted; each answering the zone as it is now. */

/** The rule as bunny.net's EdgeRuleV2Model takes it: a new rule without `Guid`. */
function toUpstreamRule(rule: EdgeRuleInput): UpstreamEdgeRule {
  return {
    ...(rule.edgeRuleId ? { Guid: rule.edgeRuleId } : {}),
    ActionType: edgeRuleActionTypes.toUpstream(rule.actionType),
    ActionParameter1: rule.actionParameter1 ?? null,
    ActionParameter2: rule.actionParameter2 ?? null,
    ActionParameter3: rule.actionParameter3 ?? null,
    Triggers: rule.triggers.map((trigger) => ({
      Type: triggerTypes.toUpstream(trigger.type),
      PatternMatches: trigger.patternMatches,
      PatternMatchingType: matchingTypes.toUpstream(trigger.patternMatchingType ?? 'ANY'),
      Parameter1: trigger.parameter1 ?? null,
    })),
    ExtraActions: (rule.extraActions ?? []).map((action) => ({
      ActionType: edgeRuleActionTypes.toUpstream(action.actionType),
      ActionParameter1: action.actionParameter1 ?? null,
      ActionParameter2: action.actionParameter2 ?? null,
      ActionParameter3: action.actionParameter3 ?? null,
    })),
    TriggerMatchingType: matchingTypes.toUpstream(rule.triggerMatchingType ?? 'ANY'),
    Description: rule.description ?? null,
    Enabled: rule.enabled ?? true,
  } as UpstreamEdgeRule;
}

/** The saved rule among the zone's: by its GUID, or for a new one the last with what was sent. */
function savedRule(rules: ZoneEdgeRule[], guid: string | null, sent: UpstreamEdgeRule): ZoneEdgeRule | null {
  if (guid !== null) return rules.find((rule) => rule.Guid?.toLowerCase() === guid.toLowerCase()) ?? null;
  const same = (rule: ZoneEdgeRule) =>
    rule.ActionType === sent.ActionType &&
    (rule.ActionParameter1 ?? null) === sent.ActionParameter1 &&
    (rule.ActionParameter2 ?? null) === sent.ActionParameter2 &&
    (rule.Description ?? null) === sent.Description;
  return rules.filter(same).at(-1) ?? null;
}

export const pullZoneEdgeRuleResolvers: Resolvers = {
  Mutation: {
    setPullZoneEdgeRule: async (_, { input }, { scope: { pullZones } }) => {
      checkSetPullZoneEdgeRule(input);
      const sent = toUpstreamRule(input.rule);
      await pullZones.edgeRules.save(input.pullZoneId, sent);
      return { pullZoneId: input.pullZoneId, edgeRuleId: input.rule.edgeRuleId ?? null, sent, ...echoed(input) };
    },

    deletePullZoneEdgeRule: async (_, { input }, { scope: { pullZones } }) => {
      validate.deletePullZoneEdgeRule(input);
      await pullZones.edgeRules.delete(input.pullZoneId, input.edgeRuleId);
      return { pullZoneId: input.pullZoneId, edgeRuleId: input.edgeRuleId, ...echoed(input) };
    },

    setPullZoneEdgeRuleEnabled: async (_, { input }, { scope: { pullZones } }) => {
      validate.setPullZoneEdgeRuleEnabled(input);
      const { pullZoneId, edgeRuleId, enabled } = input;
      await pullZones.edgeRules.setEnabled(pullZoneId, edgeRuleId, enabled);
      return { pullZoneId, edgeRuleId, enabled, ...echoed(input) };
    },
  },

  SetPullZoneEdgeRulePayload: {
    pullZone: changedZone,
    edgeRule: async (save, args, context) =>
      savedRule(edgeRulesOf(await changedZone(save, args, context)), save.edgeRuleId, save.sent),
  },
  DeletePullZoneEdgeRulePayload: {
    deletedPullZoneEdgeRuleId: (deletion) => edgeRuleGlobalId(deletion.pullZoneId, deletion.edgeRuleId),
    pullZone: changedZone,
  },
  SetPullZoneEdgeRuleEnabledPayload: { pullZone: changedZone },
};
