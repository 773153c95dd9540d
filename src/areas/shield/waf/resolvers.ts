import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { pagedConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { toUpstreamWafRuleConfiguration } from '../rules/configuration.js';
import { wafReviewActions } from '../rules/codes.js';
import { zoneAfterDeletion, zoneBeforeDeletion } from '../rules/deletions.js';
import { customWafRuleGlobalId } from './node.js';
import type { KnownCustomWafRule, UpstreamCustomWafRule } from './upstreamTypes.js';
import { validate } from './validation.js';

/** Custom WAF rules (a connection of each zone, `Node`s) and the review of triggered rules. */

const record = recordIdsOf('shield');

/** A listed rule without an id cannot be read again or changed: it is left out of its page. */
const knownRule = (rule: UpstreamCustomWafRule | null): KnownCustomWafRule | null =>
  typeof rule?.id === 'number' ? { ...rule, id: rule.id } : null;

export const wafResolvers: Resolvers = {
  Query: {
    customWafRule: (_, args, { scope: { shield } }) => {
      validate.customWafRule(args);
      return shield.waf.getCustomWafRule(args.customWafRuleId);
    },
  },

  Mutation: {
    createShieldCustomWafRule: async (_, { input }, { scope: { shield } }) => {
      validate.createShieldCustomWafRule(input);
      const { name, description, configuration } = input.customWafRule;
      const rule = await shield.waf.createShieldCustomWafRule({
        shieldZoneId: input.shieldZoneId,
        ruleName: name,
        ...(description != null && { ruleDescription: description }),
        ruleConfiguration: toUpstreamWafRuleConfiguration(configuration),
      });
      return { shieldZoneId: input.shieldZoneId, rule, ...echoed(input) };
    },
    replaceShieldCustomWafRule: async (_, { input }, { scope: { shield } }) => {
      validate.replaceShieldCustomWafRule(input);
      const { name, description, configuration } = input.customWafRule;
      const change = await shield.waf.replaceShieldCustomWafRule(input.customWafRuleId, {
        ruleName: name,
        ruleDescription: description ?? null,
        ruleConfiguration: toUpstreamWafRuleConfiguration(configuration),
      });
      return { ...change, ...echoed(input) };
    },
    updateShieldCustomWafRule: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldCustomWafRule(input);
      const { name, description, configuration } = input.customWafRule;
      const change = await shield.waf.updateShieldCustomWafRule(input.customWafRuleId, {
        ...(name != null && { ruleName: name }),
        ...(description != null && { ruleDescription: description }),
        ...(configuration != null && { ruleConfiguration: toUpstreamWafRuleConfiguration(configuration) }),
      });
      return { ...change, ...echoed(input) };
    },
    deleteShieldCustomWafRule: async (_, { input }, { scope: { shield } }, info) => {
      validate.deleteShieldCustomWafRule(input);
      const id = input.customWafRuleId;
      const { shieldZoneId } = await zoneBeforeDeletion(info, () => shield.waf.getCustomWafRule(id));
      await shield.waf.deleteShieldCustomWafRule(id);
      return { customWafRuleId: id, shieldZoneId, ...echoed(input) };
    },
    reviewShieldTriggeredWafRule: async (_, { input }, { scope: { shield } }) => {
      validate.reviewShieldTriggeredWafRule(input);
      const { shieldZoneId, wafRuleId, action } = input;
      const upstreamAction = wafReviewActions.toUpstream(action);
      await shield.waf.reviewTriggeredRule(shieldZoneId, { ruleId: wafRuleId, action: upstreamAction });
      return { shieldZoneId, wafRuleId, action, ...echoed(input) };
    },
  },

  ShieldZone: {
    customWafRules: (zone, args, { scope: { shield } }) => {
      const request = validate.customWafRules(zone.shieldZoneId, args);
      const list = shield.waf.customWafRuleList(record.id('the Shield Zone id', zone.shieldZoneId));
      return pagedConnection(request, list, knownRule);
    },
  },

  CustomWafRule: {
    id: (rule) => customWafRuleGlobalId(rule.id),
    customWafRuleId: prop('id'),
    name: prop('ruleName'),
    description: prop('ruleDescription'),
    configuration: prop('ruleConfiguration'),
    shieldZone: (rule, _, { scope: { shield } }) =>
      typeof rule.shieldZoneId === 'number' ? shield.zones.loadLinked(rule.shieldZoneId) : null,
  },

  CreateShieldCustomWafRulePayload: {
    customWafRule: (creation) => creation.rule,
    shieldZone: (creation, _, { scope: { shield } }) => shield.zones.load(creation.shieldZoneId),
  },

  ReplaceShieldCustomWafRulePayload: {
    customWafRule: (change, _, { scope: { shield } }) => shield.waf.getCustomWafRule(change.customWafRuleId),
  },

  UpdateShieldCustomWafRulePayload: {
    customWafRule: (change, _, { scope: { shield } }) => shield.waf.getCustomWafRule(change.customWafRuleId),
  },

  DeleteShieldCustomWafRulePayload: {
    deletedShieldCustomWafRuleId: (deletion) => customWafRuleGlobalId(deletion.customWafRuleId),
    shieldZone: (deletion, _, { scope: { shield } }) => zoneAfterDeletion(deletion, shield),
  },

  ReviewShieldTriggeredWafRulePayload: {
    shieldZone: (review, _, { scope: { shield } }) => shield.zones.load(review.shieldZoneId),
  },
};
