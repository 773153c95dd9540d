import type { EdgeRule, PullZone, PullZoneHostname } from './state.js';
import { settingsModel } from './settings.js';
import type { AccountState } from '../records.js';
import { storageZoneIdOf } from '../storageZones/seed.js';

/**
 * PullZoneModel as the core API answers it: the fields the state keeps, every setting (its default until set), and
 * believable values for the rest of what a dashboard reads. Certificates and their keys are never sent back
 * (bunny.net only includes them with `includeCertificate=true`, which the sandbox does not offer). A zone a Storage
 * Zone of the account names as its puller has that zone's id in `StorageZoneId`, whatever its settings say.
 */
export function pullZoneModel(zone: PullZone, account: AccountState): Record<string, unknown> {
  const storageZoneId = storageZoneIdOf(account.storageZones, zone.id);
  return {
    Id: zone.id,
    Name: zone.name,
    Enabled: true,
    Suspended: false,
    ...settingsModel(zone.settings),
    ...(storageZoneId ? { StorageZoneId: storageZoneId } : {}),
    OriginUrl: zone.originUrl,
    Type: zone.type,
    Hostnames: zone.hostnames.map(hostnameModel),
    AllowedReferrers: [...zone.allowedReferrers],
    BlockedReferrers: [...zone.blockedReferrers],
    BlockedIps: [...zone.blockedIps],
    EdgeRules: zone.edgeRules.map(edgeRuleModel),
    MonthlyBandwidthUsed: zone.monthlyBandwidthUsed,
    MonthlyCharges: zone.monthlyCharges,
    EdgeScriptId: 0,
    ZoneSecurityKey: zone.securityKey,
    CacheVersion: zone.cacheVersion,
  };
}

export function hostnameModel(hostname: PullZoneHostname): Record<string, unknown> {
  return {
    Id: hostname.id,
    Value: hostname.value,
    ForceSSL: hostname.forceSsl,
    IsSystemHostname: hostname.system,
    IsManagedHostname: hostname.system,
    HasCertificate: hostname.certificate !== null,
    Certificate: null,
    CertificateKey: null,
    CertificateKeyType: hostname.keyType,
    CertificateProvisionType: hostname.certificate?.provision ?? 0,
  };
}

export function edgeRuleModel(rule: EdgeRule, index: number): Record<string, unknown> {
  return {
    Guid: rule.guid,
    ActionType: rule.actionType,
    ActionParameter1: rule.actionParameter1,
    ActionParameter2: rule.actionParameter2,
    ActionParameter3: rule.actionParameter3,
    Triggers: structuredClone(rule.triggers),
    ExtraActions: structuredClone(rule.extraActions),
    TriggerMatchingType: rule.triggerMatchingType,
    Description: rule.description,
    Enabled: rule.enabled,
    OrderIndex: index,
    ReadOnly: false,
  };
}
