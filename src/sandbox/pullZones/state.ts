import type { JsonObject } from '../core/json.js';

/** The sandbox's Pull Zones (core API): what each account's state keeps of a zone. */

export interface EdgeRule {
  guid: string;
  description: string;
  enabled: boolean;
  /** bunny.net's EdgeRuleActionType code, e.g. 0 = ForceSSL, 4 = BlockRequest. */
  actionType: number;
  actionParameter1: string | null;
  actionParameter2: string | null;
  actionParameter3: string | null;
  /** The Trigger objects as they were sent. */
  triggers: JsonObject[];
  /** TriggerMatchingTypes: 0 = MatchAny, 1 = MatchAll, 2 = MatchNone. */
  triggerMatchingType: number;
  /** The EdgeRuleV2ActionModel objects as they were sent. */
  extraActions: JsonObject[];
}

/** A certificate installed for a hostname. */
export interface HostnameCertificate {
  /** CertificateProvisionType: 1 = Http01, 2 = Dns01, 3 = Custom, 4 = Managed. */
  provision: 1 | 2 | 3 | 4;
}

export interface PullZoneHostname {
  /** bunny.net's id of the hostname, stable while it exists. */
  id: number;
  /** Lower case. */
  value: string;
  /** The *.b-cdn.net name bunny.net assigns; its certificate is bunny.net's own. */
  system: boolean;
  forceSsl: boolean;
  /** Null until a certificate is installed; a Managed one cannot be replaced by an external one. */
  certificate: HostnameCertificate | null;
  /** PrivateKeyType of the next certificate: 0 = Ecdsa, 1 = Rsa. */
  keyType: 0 | 1;
  /** An external certificate request waiting to be completed (HTTP-01 or DNS-01), if any. */
  pendingChallenge: 'http' | 'dns' | null;
}

export interface PullZone {
  id: number;
  name: string;
  originUrl: string;
  /** bunny.net's PullZoneType: 0 = Premium, 1 = Volume. */
  type: 0 | 1;
  monthlyBandwidthUsed: number;
  monthlyCharges: number;
  blockedIps: string[];
  allowedReferrers: string[];
  blockedReferrers: string[];
  edgeRules: EdgeRule[];
  hostnames: PullZoneHostname[];
  securityKey: string;
  /** The PullZoneSettingsModel values sent by create and update, shown over the model's defaults. */
  settings: JsonObject;
  /** Bumped by every purge (the model's CacheVersion). */
  cacheVersion: number;
}

/** A seeded zone as seed.ts writes it: the fields it names, the rest filled in by `seededPullZone`. */
export interface SeededPullZone
  extends Pick<
    PullZone,
    'id' | 'name' | 'originUrl' | 'type' | 'monthlyBandwidthUsed' | 'monthlyCharges' | 'blockedIps' | 'securityKey'
  > {
  edgeRules: Pick<EdgeRule, 'guid' | 'description' | 'enabled' | 'actionType'>[];
  /** `externalCertificate`: registered for an external certificate, so it has none yet. */
  hostnames: { value: string; system: boolean; externalCertificate: boolean }[];
}

/** The account's Pull Zone counters: the ids the next created zone and hostname get. */
export interface PullZoneCounters {
  nextPullZoneId: number;
  nextHostnameId: number;
}

/** The first id of a zone created in the sandbox: far above the seeded ones. */
export const FIRST_CREATED_PULL_ZONE_ID = 1400001;
const FIRST_CREATED_HOSTNAME_ID = 90_000_001;

export function pullZoneCounters(): PullZoneCounters {
  return { nextPullZoneId: FIRST_CREATED_PULL_ZONE_ID, nextHostnameId: FIRST_CREATED_HOSTNAME_ID };
}

/** A seeded zone as the state keeps it: hostname ids from the zone id, certificates from how each is registered. */
export function seededPullZone(seed: SeededPullZone): PullZone {
  return {
    ...seed,
    allowedReferrers: [],
    blockedReferrers: [],
    edgeRules: seed.edgeRules.map((rule) => ({
      ...rule,
      actionParameter1: null,
      actionParameter2: null,
      actionParameter3: null,
      triggers: [{ Type: 0, PatternMatches: [`https://${seed.name}.b-cdn.net/*`], PatternMatchingType: 0 }],
      triggerMatchingType: 0,
      extraActions: [],
    })),
    hostnames: seed.hostnames.map((hostname, index) => ({
      id: seed.id * 10 + index,
      value: hostname.value,
      system: hostname.system,
      forceSsl: hostname.system,
      certificate: hostname.externalCertificate ? null : { provision: 4 },
      keyType: 0,
      pendingChallenge: null,
    })),
    settings: {},
    cacheVersion: 1,
  };
}
