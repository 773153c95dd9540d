import type { RateLimitRuleConfigurationInput, Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { pagedConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { zoneAfterDeletion, zoneBeforeDeletion } from '../rules/deletions.js';
import { rateLimitActions, rateLimitBlockTimes, rateLimitCounterKeys, rateLimitTimeframes } from '../rules/codes.js';
import { configurationFields, toUpstreamMatch } from '../rules/configuration.js';
import { rateLimitRuleGlobalId } from './node.js';
import type { KnownRateLimitRule, UpstreamRateLimitConfiguration, UpstreamRateLimitRule } from './upstreamTypes.js';
import { validate } from './validation.js';

/** Rate limit rules (a connection of each zone, `Node`s), their writes and their metrics. */

const record = recordIdsOf('shield');

const knownRule = (rule: UpstreamRateLimitRule | null): KnownRateLimitRule | null =>
  typeof rule?.id === 'number' ? { ...rule, id: rule.id } : null;

function toUpstreamConfiguration(input: RateLimitRuleConfigurationInput): UpstreamRateLimitConfiguration {
  return {
    ...toUpstreamMatch(input),
    actionType: rateLimitActions.toUpstream(input.action),
    requestCount: input.requestCount,
    ...(input.counterKey != null && { counterKeyType: rateLimitCounterKeys.toUpstream(input.counterKey) }),
    timeframe: rateLimitTimeframes.toUpstream(input.timeframe),
    blockTime: rateLimitBlockTimes.toUpstream(input.blockTime),
  };
}

export const rateLimitResolvers: Resolvers = {
  Query: {
    rateLimitRule: (_, args, { scope: { shield } }) => {
      validate.rateLimitRule(args);
      return shield.rateLimits.getRateLimitRule(args.rateLimitRuleId);
    },
  },

  Mutation: {
    createShieldRateLimitRule: async (_, { input }, { scope: { shield } }) => {
      validate.createShieldRateLimitRule(input);
      const { name, description, configuration } = input.rateLimitRule;
      const rule = await shield.rateLimits.createShieldRateLimitRule({
        shieldZoneId: input.shieldZoneId,
        ruleName: name,
        ...(description != null && { ruleDescription: description }),
        ruleConfiguration: toUpstreamConfiguration(configuration),
      });
      return { shieldZoneId: input.shieldZoneId, rule, ...echoed(input) };
    },
    updateShieldRateLimitRule: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldRateLimitRule(input);
      const { name, description, configuration } = input.rateLimitRule;
      const change = await shield.rateLimits.updateShieldRateLimitRule(input.rateLimitRuleId, {
        ...(name != null && { ruleName: name }),
        ...(description != null && { ruleDescription: description }),
        ...(configuration != null && { ruleConfiguration: toUpstreamConfiguration(configuration) }),
      });
      return { ...change, ...echoed(input) };
    },
    deleteShieldRateLimitRule: async (_, { input }, { scope: { shield } }, info) => {
      validate.deleteShieldRateLimitRule(input);
      const id = input.rateLimitRuleId;
      const { shieldZoneId } = await zoneBeforeDeletion(info, () => shield.rateLimits.getRateLimitRule(id));
      await shield.rateLimits.deleteShieldRateLimitRule(id);
      return { rateLimitRuleId: id, shieldZoneId, ...echoed(input) };
    },
  },

  ShieldZone: {
    rateLimitRules: (zone, args, { scope: { shield } }) => {
      const request = validate.rateLimitRules(zone.shieldZoneId, args);
      const list = shield.rateLimits.rateLimitRuleList(record.id('the Shield Zone id', zone.shieldZoneId));
      return pagedConnection(request, list, knownRule);
    },
    rateLimitMetrics: (zone, _, { scope: { shield } }) =>
      shield.rateLimits.getZoneRateLimitMetrics(record.id('the Shield Zone id', zone.shieldZoneId, 32)),
  },

  RateLimitRule: {
    id: (rule) => rateLimitRuleGlobalId(rule.id),
    rateLimitRuleId: prop('id'),
    name: prop('ruleName'),
    description: prop('ruleDescription'),
    configuration: prop('ruleConfiguration'),
    shieldZone: (rule, _, { scope: { shield } }) =>
      typeof rule.shieldZoneId === 'number' ? shield.zones.loadLinked(rule.shieldZoneId) : null,
    metrics: (rule, _, { scope: { shield } }) =>
      shield.rateLimits.getRateLimitRuleMetrics(record.id('the rate limit rule id', rule.id, 32)),
  },

  RateLimitRuleConfiguration: {
    ...configurationFields,
    action: (c) => rateLimitActions.fromUpstream(c.actionType),
    counterKey: (c) => rateLimitCounterKeys.fromUpstream(c.counterKeyType),
    timeframe: (c) => rateLimitTimeframes.fromUpstream(c.timeframe),
    blockTime: (c) => rateLimitBlockTimes.fromUpstream(c.blockTime),
  },

  RateLimitRuleMetrics: {
    rateLimitRuleId: prop('ratelimitId'),
    pastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.ratelimitOverviewPastTwentyEightDays),
  },

  CreateShieldRateLimitRulePayload: {
    rateLimitRule: (creation) => creation.rule,
    shieldZone: (creation, _, { scope: { shield } }) => shield.zones.load(creation.shieldZoneId),
  },

  UpdateShieldRateLimitRulePayload: { rateLimitRule: (change) => change.rule },

  DeleteShieldRateLimitRulePayload: {
    deletedShieldRateLimitRuleId: (deletion) => rateLimitRuleGlobalId(deletion.rateLimitRuleId),
    shieldZone: (deletion, _, { scope: { shield } }) => zoneAfterDeletion(deletion, shield),
  },
};
