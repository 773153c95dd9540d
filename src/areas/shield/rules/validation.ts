import type { WafRuleConditionInput, WafRuleVariableInput } from '../../../__generated__/resolvers-types.js';
import { printable, validatorsFor } from '../../shared/validate.js';

/**
 * The checks of a rule's input that custom WAF rules and rate limit rules share. bunny.net documents no bounds; these
 * are the gateway's, wide enough for any real rule and narrow enough that nothing absurd is sent.
 */
const check = validatorsFor('shield');

const MAX_NAME = 255;
const MAX_DESCRIPTION = 1000;
const MAX_VALUE = 4096;
const MAX_SELECTOR = 256;
const MAX_VARIABLES = 20;
const MAX_CONDITIONS = 10;

/** A rule's name and description, when given. */
export function ruleText(argument: string, input: { name?: string | null; description?: string | null }): void {
  if (input.name !== undefined && input.name !== null) check.requiredText(`${argument}.name`, input.name, 1, MAX_NAME);
  if (input.description !== undefined && input.description !== null)
    check.lengthBetween(`${argument}.description`, input.description, 0, MAX_DESCRIPTION);
}

/** What a rule or condition matches: 1 to 20 distinct variables, text of a sane length. */
export function ruleMatch(argument: string, match: Omit<WafRuleConditionInput, 'operator'>): void {
  variables(`${argument}.variables`, match.variables);
  if (match.value !== undefined && match.value !== null) {
    check.wellFormed(`${argument}.value`, match.value);
    if (match.value.length > MAX_VALUE)
      throw check.refusal(`${argument}.value`, `${argument}.value must be at most ${MAX_VALUE} characters.`);
  }
}

/** A configuration's match and its chained conditions (at most 10). */
export function ruleConfiguration(
  argument: string,
  configuration: Omit<WafRuleConditionInput, 'operator'> & {
    chainedConditions?: readonly WafRuleConditionInput[] | null;
  },
): void {
  ruleMatch(argument, configuration);
  const conditions = configuration.chainedConditions ?? [];
  if (conditions.length > MAX_CONDITIONS)
    throw check.refusal(`${argument}.chainedConditions`, `At most ${MAX_CONDITIONS} chained conditions are allowed.`);
  for (const [index, condition] of conditions.entries())
    ruleMatch(`${argument}.chainedConditions[${index}]`, condition);
}

function variables(argument: string, list: readonly WafRuleVariableInput[]): void {
  if (list.length === 0 || list.length > MAX_VARIABLES)
    throw check.refusal(argument, `${argument} must hold 1 to ${MAX_VARIABLES} variables.`);
  const seen = new Set<string>();
  for (const [index, { variable, value }] of list.entries()) {
    // bunny.net takes the variables as a map by name: a repeated one would silently replace the first.
    if (seen.has(variable))
      throw check.refusal(`${argument}[${index}].variable`, `${printable(variable)} is given more than once.`);
    seen.add(variable);
    if (value !== undefined && value !== null)
      check.lengthBetween(`${argument}[${index}].value`, value, 0, MAX_SELECTOR);
  }
}
