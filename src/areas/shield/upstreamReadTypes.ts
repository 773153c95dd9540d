/** Shield's records read by the graph's links and lists, as bunny.net sends them (shield-api.json). */

import type { GenericRequestResponse } from './upstreamTypes.js';

/** One entry of `GET /shield/shield-zones/pullzone-mapping`. */
export interface UpstreamPullZoneMapping {
  shieldZoneId?: number;
  pullZoneId?: number | null;
}

export interface UpstreamEventLabels {
  asn?: string | null;
  country?: string | null;
  ruleId?: string | null;
  severity?: string | null;
  method?: string | null;
  ruleGroup?: string | null;
  status?: string | null;
  serverZone?: string | null;
}

/** bunny.net's `Log`: one security event. */
export interface UpstreamEventLog {
  logId?: string | null;
  timestamp?: number;
  log?: string | null;
  labels?: UpstreamEventLabels | null;
}

export interface UpstreamTriggeredRule {
  ruleId?: string | null;
  ruleDescription?: string | null;
  topTargetedUrls?: Record<string, number> | null;
  totalTriggeredRequests?: number;
  ruleLogs?: (UpstreamEventLog | null)[] | null;
}

/**
 * A triggered rule with its `ruleId` and the zone it was triggered on: the parent of `TriggeredWafRule`, keyed by
 * both, and whose `aiRecommendation` takes both.
 */
export type ZoneTriggeredRule = UpstreamTriggeredRule & { shieldZoneId: number; ruleId: string };

/** An event with its `logId` and the zone that logged it: the parent of `ShieldEventLog`, keyed by both. */
export type ZoneEventLog = UpstreamEventLog & { shieldZoneId: number; logId: string };

/** `GET /shield/waf/rules/review-triggered/{shieldZoneId}`. */
export interface UpstreamTriggeredRules {
  errorResponse?: GenericRequestResponse | null;
  triggeredRules?: (UpstreamTriggeredRule | null)[] | null;
  totalTriggeredRules?: number;
}

/** `OverviewMetric`: counters per point in time, and over the whole range. */
export interface UpstreamOverviewMetric {
  metrics?: Record<string, Record<string, number> | null> | null;
  totals?: Record<string, number> | null;
}

/** The `data` of `GET /shield/metrics/overview/{shieldZoneId}/detailed`. */
export interface UpstreamDetailedMetrics {
  waf?: UpstreamOverviewMetric | null;
  ddos?: UpstreamOverviewMetric | null;
  rateLimit?: UpstreamOverviewMetric | null;
  accessLists?: UpstreamOverviewMetric | null;
  botDetection?: UpstreamOverviewMetric | null;
  uploadScanning?: UpstreamOverviewMetric | null;
  apiGuardian?: UpstreamOverviewMetric | null;
  totalCleanRequestsLimit?: number;
  totalBillableRequestsThisMonth?: number;
  resolution?: number;
}

/** The query of the detailed metrics read, bunny.net's names; parameters left out are not sent. */
export interface DetailedMetricsQuery {
  StartDate?: string;
  EndDate?: string;
  Resolution?: string;
}
