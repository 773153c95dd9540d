/**
 * The parents of the mutation payloads: what the mutation knows without reading bunny.net again. Their `pullZone`
 * field is resolved from `pullZoneId` only when a query selects it.
 */

export interface EdgeRuleToggleResult {
  pullZoneId: number;
  edgeRuleId: string;
  enabled: boolean;
  success: boolean;
}

export interface BlockedIpRemovalResult {
  pullZoneId: number;
  blockedIp: string;
  success: boolean;
}

export interface ExternalHttpCertificateRequestResult {
  hostname: string;
  challenge: unknown;
  success: boolean;
}

export interface SecurityKeyResetResult {
  pullZoneId: number;
  keySupplied: boolean;
  success: boolean;
}
