import type {
  Resolvers,
  WafRuleConditionInput,
  WafRuleConfigurationInput,
  WafRuleVariable,
  WafRuleVariableInput,
} from '../../../__generated__/resolvers-types.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';
import { withoutNulls } from '../../shared/codecs.js';
import { definedOnly } from '../mappers.js';
import { wafRuleActions, wafRuleOperators, wafRuleSeverities, wafRuleTransformations } from './codes.js';

/**
 * What custom WAF rules and rate limit rules share: what they match (variables, an operator, a value,
 * transformations, chained conditions), in bunny.net's shape and in the graph's. Aliases of the types generated from
 * shield-api.json; the rate limit configuration adds its counting to the same fields (rateLimits/).
 */

type Schemas = components['schemas'];
export type UpstreamWafRuleConfiguration = Schemas['CreateCustomWafRuleModel'];
export type UpstreamRuleCondition = Schemas['WafChainedRuleConditionItem'];
type UpstreamVariables = NonNullable<UpstreamRuleCondition['variableTypes']>;

/** One variable of a rule as the parent of `WafRuleVariableEntry`. */
export interface RuleVariable {
  name: string;
  value: string | undefined;
}

/** What a rule or condition matches, as the caller gave it (the configuration input's common part). */
type MatchInput = Pick<WafRuleConditionInput, 'variables' | 'operator' | 'value' | 'negated' | 'regexVariable'>;

export function toUpstreamVariables(variables: readonly WafRuleVariableInput[]): UpstreamVariables {
  return Object.fromEntries(variables.map(({ variable, value }) => [variable, value ?? ''])) as UpstreamVariables;
}

export function toUpstreamCondition(match: MatchInput): UpstreamRuleCondition {
  return definedOnly<UpstreamRuleCondition>({
    variableTypes: toUpstreamVariables(match.variables),
    operatorType: wafRuleOperators.toUpstream(match.operator),
    value: match.value,
    isNegated: match.negated,
    isRegexVariable: match.regexVariable,
  });
}

/** The configuration's match in bunny.net's shape, without the action (custom WAF and rate limit rules differ there). */
export function toUpstreamMatch(input: Omit<WafRuleConfigurationInput, 'action'>) {
  return definedOnly({
    ...toUpstreamCondition(input),
    severityType: wafRuleSeverities.toUpstreamIfSet(input.severity),
    transformationTypes: input.transformations?.map((name) => wafRuleTransformations.toUpstream(name)),
    chainedRuleConditions: input.chainedConditions?.map(toUpstreamCondition),
  });
}

export function toUpstreamWafRuleConfiguration(input: WafRuleConfigurationInput): UpstreamWafRuleConfiguration {
  return { ...toUpstreamMatch(input), actionType: wafRuleActions.toUpstream(input.action) };
}

const WAF_RULE_VARIABLES: ReadonlySet<string> = new Set<WafRuleVariable>([
  'REQUEST_URI',
  'REQUEST_URI_RAW',
  'ARGS',
  'ARGS_COMBINED_SIZE',
  'ARGS_GET',
  'ARGS_GET_NAMES',
  'ARGS_POST',
  'ARGS_POST_NAMES',
  'FILES_NAMES',
  'GEO',
  'REMOTE_ADDR',
  'QUERY_STRING',
  'REQUEST_BASENAME',
  'REQUEST_BODY',
  'REQUEST_COOKIES_NAMES',
  'REQUEST_COOKIES',
  'REQUEST_FILENAME',
  'REQUEST_HEADERS_NAMES',
  'REQUEST_HEADERS',
  'REQUEST_LINE',
  'REQUEST_METHOD',
  'REQUEST_PROTOCOL',
  'RESPONSE_BODY',
  'RESPONSE_HEADERS',
  'RESPONSE_STATUS',
  'FINGERPRINT',
  'VERIFIED_BOT_CATEGORY',
]);

/** A rule's `variableTypes` map as entries, in bunny.net's order. */
export function variablesOf(map: UpstreamRuleCondition['variableTypes']): RuleVariable[] | null {
  return map ? Object.entries(map).map(([name, value]) => ({ name, value })) : null;
}

/** Codes bunny.net sends that the gateway does not know are left out of a list of non-null enum values. */
function knownCodes<T extends string>(codes: readonly unknown[] | null | undefined, read: (code: unknown) => T | null) {
  return withoutNulls(codes?.map(read));
}

/** The field resolvers of a rule's match, shared by WAF rule and rate limit configurations and conditions. */
export const matchFields = {
  variables: (m: UpstreamRuleCondition) => variablesOf(m.variableTypes),
  operator: (m: UpstreamRuleCondition) => wafRuleOperators.fromUpstream(m.operatorType),
  negated: (m: UpstreamRuleCondition) => m.isNegated,
  regexVariable: (m: UpstreamRuleCondition) => m.isRegexVariable,
};

export const configurationFields = {
  ...matchFields,
  severity: (c: UpstreamWafRuleConfiguration) => wafRuleSeverities.fromUpstream(c.severityType),
  transformations: (c: UpstreamWafRuleConfiguration) =>
    knownCodes(c.transformationTypes, (code) => wafRuleTransformations.fromUpstream(code)),
  chainedConditions: (c: UpstreamWafRuleConfiguration) => withoutNulls(c.chainedRuleConditions),
};

export const ruleConfigurationResolvers: Resolvers = {
  WafRuleConfiguration: {
    ...configurationFields,
    action: (c) => wafRuleActions.fromUpstream(c.actionType),
  },
  WafRuleCondition: matchFields,
  WafRuleVariableEntry: {
    variable: (v) => (WAF_RULE_VARIABLES.has(v.name) ? (v.name as WafRuleVariable) : null),
  },
};
