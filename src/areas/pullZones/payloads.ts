import type { UpstreamEdgeRule } from './upstreamTypes.js';

/**
 * The parents of the Pull Zone query and mutation payloads: what the operation knows without reading bunny.net
 * again. Their `pullZone` (and `pullZoneHostname`, `edgeRule`) fields are read only when a query selects them.
 */

/** A change of one zone: the zone is read by its id when selected. */
export interface PullZoneChangeResult {
  pullZoneId: number;
  success: boolean;
}

export interface EdgeRuleToggleResult extends PullZoneChangeResult {
  edgeRuleId: string;
  enabled: boolean;
}

export interface BlockedIpRemovalResult extends PullZoneChangeResult {
  blockedIp: string;
}

/** `addBlockedIp`'s payload. */
export type BlockedIpAdditionResult = BlockedIpRemovalResult;

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

export interface PullZoneCreationResult {
  /** The name it was created with: the zone is found by it when bunny.net answered no record. */
  name: string;
  /** The id bunny.net answered, if it answered the record. */
  pullZoneId: number | null;
  success: boolean;
}

export interface UrlPurgeResult {
  url: string;
  async: boolean;
  success: boolean;
}

export interface PullZoneNameAvailabilityResult {
  name: string;
  available: boolean | null;
}

/** A certificate change known by its hostname: the zone is found by a search for it when selected. */
export interface HostnameCertificateResult {
  hostname: string;
  success: boolean;
}

/** `requestExternalHttpCertificate` and `requestExternalDnsCertificate`: the challenge as bunny.net sent it. */
export interface ExternalCertificateRequestResult extends HostnameCertificateResult {
  challenge: unknown;
}

/** `ExternalHttpCertificateRequest`'s parent. */
export type ExternalHttpCertificateRequestResult = ExternalCertificateRequestResult;

export interface EdgeRuleSaveResult extends PullZoneChangeResult {
  /** The GUID of the rule updated; null for a new rule. */
  edgeRuleId: string | null;
  /** The rule as it was sent, to find a new one among the zone's rules. */
  sent: UpstreamEdgeRule;
}

export interface EdgeRuleDeletionResult extends PullZoneChangeResult {
  edgeRuleId: string;
}
