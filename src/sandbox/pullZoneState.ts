/** The sandbox's Pull Zones (core API): what each account's state keeps of a zone. */

export interface EdgeRule {
  guid: string;
  description: string;
  enabled: boolean;
  /** bunny.net's EdgeRuleActionType code, e.g. 0 = ForceSSL, 4 = BlockRequest. */
  actionType: number;
}

export interface PullZoneHostname {
  value: string;
  /** The *.b-cdn.net name bunny.net assigns; its certificate is bunny.net's own. */
  system: boolean;
  /** Registered for an externally managed certificate (HTTP-01 challenge flow). */
  externalCertificate: boolean;
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
  edgeRules: EdgeRule[];
  hostnames: PullZoneHostname[];
  securityKey: string;
}
