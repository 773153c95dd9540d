import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { prop, withoutNulls, withParentKey } from '../shared/codecs.js';
import {
  certificateProvisionTypes,
  edgeRuleActionTypes,
  matchingTypes,
  originTypes,
  privateKeyTypes,
  pullZoneTypes,
  triggerTypes,
} from './enums.js';
import { edgeRuleGlobalId, hostnameGlobalId, pullZoneGlobalId } from './ids.js';
import { settingFieldResolvers } from './settings/fields.js';
import type { KnownPullZone, ZoneEdgeRule, ZoneHostname } from './upstreamTypes.js';

/** The zone's hostnames with their zone; one without its name has no key, so it is left out. */
export function hostnamesOf(zone: KnownPullZone): ZoneHostname[] {
  return (withoutNulls(zone.Hostnames) ?? []).flatMap((hostname) =>
    typeof hostname.Value === 'string' && hostname.Value !== '' ? [withParentKey(hostname, 'pullZoneId', zone.Id)] : [],
  );
}

/** The zone's Edge Rules with their zone; one without its GUID has no key, so it is left out. */
export function edgeRulesOf(zone: KnownPullZone): ZoneEdgeRule[] {
  return (withoutNulls(zone.EdgeRules) ?? []).flatMap((rule) =>
    typeof rule.Guid === 'string' && rule.Guid !== '' ? [withParentKey(rule, 'pullZoneId', zone.Id)] : [],
  );
}

/**
 * Pull Zone records: the parent of each type is bunny.net's PascalCase record (codegen `mappers`); each field reads
 * its property only when selected. Lists bunny.net leaves out or sends as null are empty.
 */
export const pullZoneTypeResolvers: Resolvers = {
  PullZone: {
    ...settingFieldResolvers,
    id: (zone) => pullZoneGlobalId(zone.Id),
    pullZoneId: prop('Id'),
    name: prop('Name'),
    originUrl: prop('OriginUrl'),
    enabled: prop('Enabled'),
    suspended: prop('Suspended'),
    type: (zone) => pullZoneTypes.fromUpstream(zone.Type),
    originType: (zone) => originTypes.fromUpstream(zone.OriginType),
    hostnames: hostnamesOf,
    blockedIps: (zone) => withoutNulls(zone.BlockedIps) ?? [],
    allowedReferrers: (zone) => withoutNulls(zone.AllowedReferrers) ?? [],
    blockedReferrers: (zone) => withoutNulls(zone.BlockedReferrers) ?? [],
    edgeRules: edgeRulesOf,
    monthlyBandwidthUsed: prop('MonthlyBandwidthUsed'),
    monthlyBandwidthLimit: prop('MonthlyBandwidthLimit'),
    monthlyCharges: prop('MonthlyCharges'),
    storageZoneId: prop('StorageZoneId'),
    edgeScriptId: prop('EdgeScriptId'),
  },
  PullZoneHostname: {
    id: (hostname) => hostnameGlobalId(hostname.pullZoneId, hostname.Value ?? ''),
    hostnameId: prop('Id'),
    value: prop('Value'),
    forceSsl: prop('ForceSSL'),
    isSystemHostname: prop('IsSystemHostname'),
    isManagedHostname: prop('IsManagedHostname'),
    hasCertificate: prop('HasCertificate'),
    certificateProvisionType: (hostname) => certificateProvisionTypes.fromUpstream(hostname.CertificateProvisionType),
    certificateKeyType: (hostname) => privateKeyTypes.fromUpstream(hostname.CertificateKeyType),
  },
  EdgeRule: {
    id: (rule) => edgeRuleGlobalId(rule.pullZoneId, rule.Guid ?? ''),
    guid: prop('Guid'),
    description: prop('Description'),
    enabled: prop('Enabled'),
    actionType: (rule) => edgeRuleActionTypes.fromUpstream(rule.ActionType),
    actionParameter1: prop('ActionParameter1'),
    actionParameter2: prop('ActionParameter2'),
    actionParameter3: prop('ActionParameter3'),
    triggers: (rule) => withoutNulls(rule.Triggers) ?? [],
    triggerMatchingType: (rule) => matchingTypes.fromUpstream(rule.TriggerMatchingType),
    extraActions: (rule) => withoutNulls(rule.ExtraActions) ?? [],
    orderIndex: prop('OrderIndex'),
    readOnly: prop('ReadOnly'),
  },
  EdgeRuleTrigger: {
    type: (trigger) => triggerTypes.fromUpstream(trigger.Type),
    patternMatches: (trigger) => withoutNulls(trigger.PatternMatches) ?? [],
    patternMatchingType: (trigger) => matchingTypes.fromUpstream(trigger.PatternMatchingType),
    parameter1: prop('Parameter1'),
  },
  EdgeRuleAction: {
    actionType: (action) => edgeRuleActionTypes.fromUpstream(action.ActionType),
    actionParameter1: prop('ActionParameter1'),
    actionParameter2: prop('ActionParameter2'),
    actionParameter3: prop('ActionParameter3'),
  },
};
