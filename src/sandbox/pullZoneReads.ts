import { corePage } from './pagination.js';
import { empty, json, type Reply } from './http.js';
import { intParam, type HandlerContext } from './router.js';
import type { AccountState, PullZone } from './state.js';
import { storageZoneIdOf } from './storageZoneSeed.js';

/**
 * The core API's Pull Zone reads, consistent with the sandbox's state (a removed IP is gone from `BlockedIps`, a
 * toggled Edge Rule shows its new `Enabled`). Unknown zones answer 404 with no body.
 */

/** GET /pullzone/{id} */
export function getPullZone(context: HandlerContext): Reply {
  const zone = context.account.pullZones.get(intParam(context, 'id'));
  return zone ? json(200, pullZoneModel(zone, context.account)) : empty(404);
}

/** GET /pullzone: every matching zone, as the core API pages them (pagination.ts). */
export function listPullZones(context: HandlerContext): Reply {
  return corePage(
    context,
    matching(context).map((zone) => pullZoneModel(zone, context.account)),
  );
}

/** bunny.net's search: the term in the name or any hostname, ignoring case; zones in id order. */
function matching(context: HandlerContext): PullZone[] {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const zones = [...context.account.pullZones.values()].sort((a, b) => a.id - b.id);
  if (term === '') return zones;
  return zones.filter(
    (zone) =>
      zone.name.toLowerCase().includes(term) || zone.hostnames.some((hostname) => hostname.value.includes(term)),
  );
}

/** PullZoneModel: the fields the state keeps, and believable defaults for the rest of what a dashboard reads. */
function pullZoneModel(zone: PullZone, account: AccountState): Record<string, unknown> {
  return {
    Id: zone.id,
    Name: zone.name,
    OriginUrl: zone.originUrl,
    Enabled: true,
    Suspended: false,
    Type: zone.type,
    OriginType: 0,
    Hostnames: zone.hostnames.map((hostname, index) => ({
      Id: zone.id * 10 + index,
      Value: hostname.value,
      ForceSSL: hostname.system,
      IsSystemHostname: hostname.system,
      IsManagedHostname: hostname.system,
      HasCertificate: hostname.system || !hostname.externalCertificate,
    })),
    BlockedIps: [...zone.blockedIps],
    EdgeRules: zone.edgeRules.map((rule, index) => ({
      Guid: rule.guid,
      ActionType: rule.actionType,
      Description: rule.description,
      Enabled: rule.enabled,
      OrderIndex: index,
      ReadOnly: false,
    })),
    MonthlyBandwidthUsed: zone.monthlyBandwidthUsed,
    MonthlyBandwidthLimit: 0,
    MonthlyCharges: zone.monthlyCharges,
    StorageZoneId: storageZoneIdOf(account.storageZones, zone.id),
    EdgeScriptId: 0,
    ZoneSecurityEnabled: false,
    ZoneSecurityKey: zone.securityKey,
  };
}
