import type { EdgeRuleInput, SetPullZoneEdgeRuleInput } from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';

/**
 * The checks of `setPullZoneEdgeRule`, each refusal naming the field (`input.rule.triggers[0].patternMatches[1]`)
 * before any call. EdgeRuleV2Model gives no limits: these are the gateway's own, wide enough for any rule bunny.net's
 * dashboard makes.
 */
const check = validatorsFor('pullZones');

const MAX_PARAMETER = 8192;
const MAX_TRIGGERS = 20;
const MAX_PATTERNS = 50;
const MAX_PATTERN = 2048;
const MAX_EXTRA_ACTIONS = 20;

function optionalText(argument: string, value: string | null | undefined, max: number): void {
  if (value !== null && value !== undefined) check.lengthBetween(argument, value, 0, max);
}

function countBetween(argument: string, count: number, min: number, max: number): void {
  if (count < min || count > max)
    throw check.refusal(argument, `${argument} must hold ${min} to ${max} entries (got ${count}).`);
}

function parameters(
  argument: string,
  action: Pick<EdgeRuleInput, 'actionParameter1' | 'actionParameter2' | 'actionParameter3'>,
): void {
  optionalText(`${argument}actionParameter1`, action.actionParameter1, MAX_PARAMETER);
  optionalText(`${argument}actionParameter2`, action.actionParameter2, MAX_PARAMETER);
  optionalText(`${argument}actionParameter3`, action.actionParameter3, MAX_PARAMETER);
}

export function checkSetPullZoneEdgeRule(input: SetPullZoneEdgeRuleInput): void {
  check.positiveId('input.pullZoneId', input.pullZoneId);
  const { rule } = input;
  if (rule.edgeRuleId != null) check.identifier('input.rule.edgeRuleId', rule.edgeRuleId);
  parameters('input.rule.', rule);
  optionalText('input.rule.description', rule.description, 255);
  countBetween('input.rule.triggers', rule.triggers.length, 1, MAX_TRIGGERS);
  rule.triggers.forEach((trigger, index) => {
    const at = `input.rule.triggers[${index}]`;
    countBetween(`${at}.patternMatches`, trigger.patternMatches.length, 1, MAX_PATTERNS);
    for (const [position, pattern] of trigger.patternMatches.entries())
      check.lengthBetween(`${at}.patternMatches[${position}]`, pattern, 1, MAX_PATTERN);
    optionalText(`${at}.parameter1`, trigger.parameter1, 255);
  });
  const extra = rule.extraActions ?? [];
  countBetween('input.rule.extraActions', extra.length, 0, MAX_EXTRA_ACTIONS);
  for (const [index, action] of extra.entries()) parameters(`input.rule.extraActions[${index}].`, action);
}
