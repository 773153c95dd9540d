import { defaultFieldName } from '../../../errors/fromUpstream.js';

/** bunny.net's rule body fields (custom WAF and rate limit rules) and the graph's names under `input`. */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['ruleName', 'name'],
  ['ruleDescription', 'description'],
  ['ruleConfiguration', 'configuration'],
  ['actionType', 'action'],
  ['variableTypes', 'variables'],
  ['operatorType', 'operator'],
  ['severityType', 'severity'],
  ['transformationTypes', 'transformations'],
  ['isNegated', 'negated'],
  ['isRegexVariable', 'regexVariable'],
  ['chainedRuleConditions', 'chainedConditions'],
  ['counterKeyType', 'counterKey'],
]);

/**
 * A rule body's field, as bunny.net names it in an error (`RuleConfiguration.OperatorType`,
 * `$.ruleConfiguration.chainedRuleConditions[0].value`), to the argument the caller gave: `input.configuration.operator`,
 * `input.configuration.chainedConditions[0].value`; `shieldZoneId` is the argument of that name.
 */
export function ruleFieldName(field: string): string {
  const path = defaultFieldName(field.replace(/^\$\.?/, ''));
  if (path === 'shieldZoneId') return path;
  const renamed = path.split('.').map((part) => {
    const [, name = part, index = ''] = /^([^[]*)(.*)$/.exec(part) ?? [];
    return `${RENAMED.get(name) ?? name}${index}`;
  });
  return `input.${renamed.join('.')}`;
}
