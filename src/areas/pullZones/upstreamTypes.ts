/** Pull Zone records as bunny.net sends them (core-api.json), PascalCase; only the properties the schema reads. */

export interface UpstreamHostname {
  Id?: number;
  Value?: string | null;
  ForceSSL?: boolean;
  IsSystemHostname?: boolean;
  IsManagedHostname?: boolean;
  HasCertificate?: boolean;
}

export interface UpstreamEdgeRule {
  Guid?: string | null;
  ActionType?: number;
  ActionParameter1?: string | null;
  ActionParameter2?: string | null;
  Description?: string | null;
  Enabled?: boolean;
  OrderIndex?: number;
  ReadOnly?: boolean;
}

export interface UpstreamPullZone {
  Id?: number;
  Name?: string | null;
  OriginUrl?: string | null;
  Enabled?: boolean;
  Suspended?: boolean;
  Type?: number;
  OriginType?: number;
  Hostnames?: (UpstreamHostname | null)[] | null;
  BlockedIps?: (string | null)[] | null;
  EdgeRules?: (UpstreamEdgeRule | null)[] | null;
  MonthlyBandwidthUsed?: number;
  MonthlyBandwidthLimit?: number;
  MonthlyCharges?: number;
  StorageZoneId?: number;
  EdgeScriptId?: number;
}

/** A Pull Zone whose bunny.net id is known: the parent of the GraphQL `PullZone`. */
export type KnownPullZone = UpstreamPullZone & { Id: number };

/** A chart of `GET /statistics`: values keyed by the date-time string of their hour or day. */
export type UpstreamChart = Record<string, number> | null;

/** `GET /statistics` (core-api.json StatisticsModel); only the properties the schema reads. */
export interface UpstreamStatistics {
  TotalBandwidthUsed?: number;
  TotalOriginTraffic?: number;
  AverageOriginResponseTime?: number;
  TotalRequestsServed?: number;
  CacheHitRate?: number;
  BandwidthUsedChart?: UpstreamChart;
  BandwidthCachedChart?: UpstreamChart;
  CacheHitRateChart?: UpstreamChart;
  RequestsServedChart?: UpstreamChart;
  PullRequestsPulledChart?: UpstreamChart;
  OriginResponseTimeChart?: UpstreamChart;
  OriginTrafficChart?: UpstreamChart;
  OriginShieldBandwidthUsedChart?: UpstreamChart;
  Error3xxChart?: UpstreamChart;
  Error4xxChart?: UpstreamChart;
  Error5xxChart?: UpstreamChart;
  GeoTrafficDistribution?: Record<string, number> | null;
}
