import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { shieldEnums } from '../mappers.js';
import { wafRuleOperators } from '../rules/codes.js';
import type {
  KnownWafProfile,
  KnownWafRuleGroup,
  UpstreamWafProfile,
  UpstreamWafRuleMainGroup,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * What bunny.net's WAF offers: the managed rule catalogue (of a zone, and by plan), profiles, the enums of the rule
 * editor, DDoS enums and the default engine configuration. Catalogues and enums are values of one answer, so plain
 * lists; profiles are records, so a connection (bunny.net sends them whole).
 */

const record = recordIdsOf('shield');

/** A group without its id cannot be keyed: left out, as connections leave out records without one. */
const groupsOf = (group: UpstreamWafRuleMainGroup): KnownWafRuleGroup[] | null =>
  withoutNulls(group.ruleGroups)?.flatMap((g) => (typeof g.id === 'number' ? [{ ...g, id: g.id }] : [])) ?? null;

const knownProfile = (profile: UpstreamWafProfile | null): KnownWafProfile | null =>
  typeof profile?.id === 'number' ? { ...profile, id: profile.id } : null;

export const wafCatalogueResolvers: Resolvers = {
  Query: {
    wafRulesByPlan: (_, __, { scope: { shield } }) => shield.waf.getWafRulesByPlan(),
    wafProfiles: async (_, args, { scope: { shield } }) => {
      const request = validate.wafProfiles(args);
      return wholeConnection(request, await shield.waf.getWafProfiles(), knownProfile);
    },
    wafEnums: (_, __, { scope: { shield } }) => shield.waf.getWafEnums(),
    ddosEnums: (_, __, { scope: { shield } }) => shield.waf.getDdosEnums(),
    defaultWafEngineConfig: (_, __, { scope: { shield } }) => shield.waf.getDefaultEngineConfig(),
  },

  ShieldZone: {
    wafRuleCatalogue: async (zone, _, { scope: { shield } }) =>
      withoutNulls(await shield.waf.getWafRuleCatalogue(record.id('the Shield Zone id', zone.shieldZoneId))),
  },

  WafRuleMainGroup: { ruleGroups: groupsOf },
  WafRuleGroup: {
    id: (group) => toGlobalId('WafRuleGroup', group.id),
    ruleGroupId: prop('id'),
    rules: (group) => withoutNulls(group.rules),
  },
  WafRule: { wafRuleId: prop('ruleId') },
  WafPlanRules: {
    plan: (plan) => shieldEnums.planType.fromUpstream(plan.planValue),
    ruleGroups: (plan) => withoutNulls(plan.rules),
  },
  WafProfile: {
    id: (profile) => toGlobalId('WafProfile', profile.id),
    wafProfileId: prop('id'),
    premium: prop('isPremium'),
    category: prop('profileCategory'),
  },
  WafEnum: { name: prop('enumName'), values: (list) => withoutNulls(list.enumValues) },
  WafEnumValue: {
    premium: prop('isPremium'),
    supportedValues: (value) => value.supportedValues?.values ?? null,
    supportedValuesEditable: (value) => value.supportedValues?.editable ?? null,
    recommendedOperator: (value) => wafRuleOperators.fromUpstream(value.recommendedOperator?.operator),
    recommendedValues: (value) => value.recommendedOperator?.values ?? null,
  },
};
