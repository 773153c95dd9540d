import type { Echoed } from '../shared/mutationPayload.js';
import type { UpstreamEdgeRule } from './upstreamTypes.js';

/**
 * The parents of the Pull Zone query and mutation payloads: what the operation knows without reading bunny.net
 * again. Their `pullZone` (and `pullZoneHostname`, `edgeRule`) fields are read only when a query selects them.
 */

/** A change of one zone: the zone is read by its id when selected. */
export interface PullZoneChangeResult extends Echoed {
  pullZoneId: number;
}

export interface EdgeRuleToggleResult extends PullZoneChangeResult {
  edgeRuleId: string;
  enabled: boolean;
}

/** `addPullZoneBlockedIp`'s and `removePullZoneBlockedIp`'s payloads. */
export interface BlockedIpChangeResult extends PullZoneChangeResult {
  blockedIp: string;
}

/** A change of one hostname (or referrer) of a zone: hostname additions, removals and changes, referrer changes. */
export interface PullZoneHostnameResult extends PullZoneChangeResult {
  hostname: string;
}

export interface SecurityKeyResetResult extends PullZoneChangeResult {
  keySupplied: boolean;
}

export interface PullZoneCachePurgeResult extends PullZoneChangeResult {
  cacheTag: string | null;
}

export interface PullZoneCreationResult extends Echoed {
  /** The name it was created with: the zone is found by it when bunny.net answered no record. */
  name: string;
  /** The id bunny.net answered, if it answered the record. */
  pullZoneId: number | null;
}

export interface UrlPurgeResult extends Echoed {
  url: string;
  async: boolean;
}

export interface PullZoneNameAvailabilityResult {
  name: string;
  available: boolean | null;
}

/** A certificate change known by its hostname: the zone is found by a search for it when selected. */
export interface HostnameCertificateResult extends Echoed {
  hostname: string;
}

/** `requestPullZoneExternalHttpCertificate` and `requestPullZoneExternalDnsCertificate`: the challenge as bunny.net sent it. */
export interface ExternalCertificateRequestResult extends HostnameCertificateResult {
  challenge: unknown;
}

export interface EdgeRuleSaveResult extends PullZoneChangeResult {
  /** The GUID of the rule updated; null for a new rule. */
  edgeRuleId: string | null;
  /** The rule as it was sent, to find a new one among the zone's rules. */
  sent: UpstreamEdgeRule;
}

export interface EdgeRuleDeletionResult extends PullZoneChangeResult {
  edgeRuleId: string;
}
