import { randomUUID } from 'node:crypto';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, type Reply } from '../core/http.js';
import { isInteger, isJsonObject, isStringArray, type JsonObject, parseJsonObject } from '../core/json.js';
import { findPullZone, zoneAndBody } from './shared.js';
import { stringParam, type HandlerContext } from '../router.js';
import type { EdgeRule, PullZone } from '../state.js';

/**
 * A Pull Zone's Edge Rules: add or update one (EdgeRuleV2Model; 201 with no body), switch one on or off, delete one
 * (204). A rule is found by its GUID, ignoring case; an unknown rule or zone answers 404 with no body.
 */

/** bunny.net's EdgeRuleActionType codes: 0 to 34, and 37. */
const isActionType = (value: unknown): boolean => isInteger(value) && ((value >= 0 && value <= 34) || value === 37);
const isUpTo = (last: number) => (value: unknown) => isInteger(value) && value >= 0 && value <= last;
const optionalText = (value: unknown): boolean => value === undefined || value === null || typeof value === 'string';

function ruleOf(zone: PullZone | undefined, guid: string): EdgeRule | undefined {
  const wanted = guid.toLowerCase();
  return zone?.edgeRules.find((rule) => rule.guid.toLowerCase() === wanted);
}

/** The first field of an EdgeRuleV2Model body that is not what the document says, or null. */
function invalidField(body: JsonObject): string | null {
  if (!isActionType(body.ActionType)) return 'ActionType';
  for (const field of ['ActionParameter1', 'ActionParameter2', 'ActionParameter3', 'Description', 'Guid'])
    if (!optionalText(body[field])) return field;
  if (body.TriggerMatchingType !== undefined && !isUpTo(2)(body.TriggerMatchingType)) return 'TriggerMatchingType';
  if (body.Enabled !== undefined && typeof body.Enabled !== 'boolean') return 'Enabled';
  const triggers = body.Triggers ?? [];
  if (!Array.isArray(triggers) || !triggers.every(isTrigger)) return 'Triggers';
  const actions = body.ExtraActions ?? [];
  if (!Array.isArray(actions) || !actions.every((action) => isJsonObject(action) && isActionType(action.ActionType)))
    return 'ExtraActions';
  return null;
}

const isTrigger = (trigger: unknown): boolean =>
  isJsonObject(trigger) &&
  isUpTo(13)(trigger.Type) &&
  isStringArray(trigger.PatternMatches ?? []) &&
  (trigger.PatternMatchingType === undefined || isUpTo(2)(trigger.PatternMatchingType)) &&
  optionalText(trigger.Parameter1);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** POST /pullzone/{pullZoneId}/edgerules/addOrUpdate: a new rule without a `Guid`, else the rule it names. */
export function addOrUpdateEdgeRule(context: HandlerContext): Reply {
  const found = zoneAndBody(context, 'pullZoneId');
  if ('refused' in found) return found.refused;
  const { zone, body } = found;
  const invalid = invalidField(body);
  if (invalid !== null)
    return apiErrorData(400, 'validation.invalid', invalid, `The ${invalid} field is not a valid value.`);
  const guid = textOrNull(body.Guid);
  const existing = guid === null || guid === '' ? undefined : ruleOf(zone, guid);
  if (guid && !existing) return empty(404);
  const rule: EdgeRule = {
    guid: existing?.guid ?? randomUUID(),
    description: textOrNull(body.Description) ?? '',
    enabled: typeof body.Enabled === 'boolean' ? body.Enabled : true,
    actionType: body.ActionType as number,
    actionParameter1: textOrNull(body.ActionParameter1),
    actionParameter2: textOrNull(body.ActionParameter2),
    actionParameter3: textOrNull(body.ActionParameter3),
    triggers: structuredClone((body.Triggers ?? []) as JsonObject[]),
    triggerMatchingType: (body.TriggerMatchingType ?? 0) as number,
    extraActions: structuredClone((body.ExtraActions ?? []) as JsonObject[]),
  };
  if (existing) zone.edgeRules.splice(zone.edgeRules.indexOf(existing), 1, rule);
  else zone.edgeRules.push(rule);
  return empty(201);
}

/** DELETE /pullzone/{pullZoneId}/edgerules/{edgeRuleId} */
export function deleteEdgeRule(context: HandlerContext): Reply {
  const zone = findPullZone(context, 'pullZoneId');
  const rule = ruleOf(zone, stringParam(context, 'edgeRuleId'));
  if (!zone || !rule) return empty(404);
  zone.edgeRules.splice(zone.edgeRules.indexOf(rule), 1);
  return empty(204);
}

/** POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled */
export function setEdgeRuleEnabled(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  if (typeof body.Value !== 'boolean')
    return apiErrorData(400, 'validation.required', 'Value', 'The Value field is required and must be true or false.');
  if (body.Id !== undefined && body.Id !== null && !isInteger(body.Id))
    return apiErrorData(400, 'validation.invalid', 'Id', 'The Id field must be an integer.');
  const rule = ruleOf(findPullZone(context, 'pullZoneId'), stringParam(context, 'edgeRuleId'));
  if (!rule) return empty(404);
  rule.enabled = body.Value;
  return empty(204);
}
