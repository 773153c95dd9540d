import { withParentKey, withTextAt } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';
import type { UpstreamEventLog, UpstreamTriggeredRule, ZoneEventLog, ZoneTriggeredRule } from './upstreamReadTypes.js';

/**
 * Triggered WAF rules and security events are not `Node`s (bunny.net reads neither one by id), but a client cache
 * still needs a stable key for them: an id made like a global id from the zone and bunny.net's own key (a rule's
 * `ruleId`, an event's `logId`), so the same rule or event is one cached record whichever list brought it. A record
 * bunny.net sends without its key cannot be told apart from another: it is left out, as connections leave out
 * records without an id.
 */

const TRIGGERED_WAF_RULE_TYPE = 'TriggeredWafRule';
const SHIELD_EVENT_LOG_TYPE = 'ShieldEventLog';

/** The rule as the parent of `TriggeredWafRule` (itself, its zone set on it), or null when bunny.net gave it no `ruleId`. */
export function zoneRule(shieldZoneId: number, rule: UpstreamTriggeredRule): ZoneTriggeredRule | null {
  const keyed = withTextAt(rule, 'ruleId');
  return keyed && withParentKey(keyed, 'shieldZoneId', shieldZoneId);
}

/** The event as the parent of `ShieldEventLog` (itself, its zone set on it), or null when bunny.net gave it no `logId`. */
export function zoneLog(shieldZoneId: number, log: UpstreamEventLog): ZoneEventLog | null {
  const keyed = withTextAt(log, 'logId');
  return keyed && withParentKey(keyed, 'shieldZoneId', shieldZoneId);
}

// The zone comes first and is digits only, so the first `/` ends it: no two (zone, key) pairs share an id.
export const triggeredWafRuleId = (rule: ZoneTriggeredRule): string =>
  toGlobalId(TRIGGERED_WAF_RULE_TYPE, `${rule.shieldZoneId}/${rule.ruleId}`);

export const shieldEventLogId = (log: ZoneEventLog): string =>
  toGlobalId(SHIELD_EVENT_LOG_TYPE, `${log.shieldZoneId}/${log.logId}`);
