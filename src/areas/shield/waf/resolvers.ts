import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
import { pagedConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { toUpstreamWafRuleConfiguration } from '../ruleConfiguration.js';
import { wafReviewActions } from '../ruleCodes.js';
import { zoneAfterDeletion, zoneBeforeDeletion } from '../deletions.js';
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
    createCustomWafRule: async (_, args, { scope: { shield } }) => {
      validate.createCustomWafRule(args);
      const { name, description, configuration } = args.input;
      const rule = await shield.waf.createCustomWafRule({
        shieldZoneId: args.shieldZoneId,
        ruleName: name,
        ...(description != null && { ruleDescription: description }),
        ruleConfiguration: toUpstreamWafRuleConfiguration(configuration),
      });
      return { shieldZoneId: args.shieldZoneId, rule };
    },
    replaceCustomWafRule: (_, args, { scope: { shield } }) => {
      validate.replaceCustomWafRule(args);
      const { name, description, configuration } = args.input;
      return shield.waf.replaceCustomWafRule(args.customWafRuleId, {
        ruleName: name,
        ruleDescription: description ?? null,
        ruleConfiguration: toUpstreamWafRuleConfiguration(configuration),
      });
    },
    updateCustomWafRule: (_, args, { scope: { shield } }) => {
      validate.updateCustomWafRule(args);
      const { name, description, configuration } = args.input;
      return shield.waf.updateCustomWafRule(args.customWafRuleId, {
        ...(name != null && { ruleName: name }),
        ...(description != null && { ruleDescription: description }),
        ...(configuration != null && { ruleConfiguration: toUpstreamWafRuleConfiguration(configuration) }),
      });
    },
    deleteCustomWafRule: async (_, args, { scope: { shield } }, info) => {
      validate.deleteCustomWafRule(args);
      const id = args.customWafRuleId;
      const { shieldZoneId } = await zoneBeforeDeletion(info, () => shield.waf.getCustomWafRule(id));
      await shield.waf.deleteCustomWafRule(id);
      return { customWafRuleId: id, shieldZoneId };
    },
    reviewTriggeredWafRule: async (_, args, { scope: { shield } }) => {
      validate.reviewTriggeredWafRule(args);
      const { shieldZoneId, ruleId, action } = args;
      await shield.waf.reviewTriggeredRule(shieldZoneId, { ruleId, action: wafReviewActions.toUpstream(action) });
      return { shieldZoneId, ruleId, action };
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

  CustomWafRuleCreation: {
    customWafRule: (creation) => creation.rule,
    shieldZone: (creation, _, { scope: { shield } }) => shield.zones.load(creation.shieldZoneId),
  },

  CustomWafRuleChange: {
    customWafRule: (change, _, { scope: { shield } }) => shield.waf.getCustomWafRule(change.customWafRuleId),
  },

  CustomWafRuleDeletion: {
    deletedId: (deletion) => customWafRuleGlobalId(deletion.customWafRuleId),
    shieldZone: (deletion, _, { scope: { shield } }) => zoneAfterDeletion(deletion, shield),
  },

  TriggeredWafRuleReview: {
    shieldZone: (review, _, { scope: { shield } }) => shield.zones.load(review.shieldZoneId),
  },
};
