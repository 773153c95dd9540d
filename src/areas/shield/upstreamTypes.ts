/** Shield's records as bunny.net sends them (shield-api.json). Every property may be absent. */

import type { Echoed } from '../shared/mutationPayload.js';

export interface GenericRequestResponse {
  statusCode?: number;
  success?: boolean;
  message?: string | null;
  errorKey?: string | null;
}

/** Shield wraps every answer in `{ data, error }`. */
export interface ShieldEnvelope<T> {
  data?: T | null;
  error?: GenericRequestResponse | null;
}

export interface UpstreamShieldOverview {
  dDoSMitigated?: number;
  wafTriggeredRules?: number;
  ratelimitBreaches?: number;
  botDetectionChallenged?: number;
  accessListActions?: number;
  uploadScanningBlocks?: number;
  apiGuardianBlocks?: number;
}

export interface UpstreamWaf {
  totalTriggeredRules?: number;
  blockedRequests?: number;
  loggedRequests?: number;
  challengedRequests?: number;
}

export interface UpstreamDDoS {
  loggedRequests?: number;
  verifiedRequests?: number;
  blockedRequests?: number;
  challengedRequests?: number;
}

export interface UpstreamRatelimit {
  totalBreaches?: number;
  loggedBreaches?: number;
  challengedBreaches?: number;
  blockedBreaches?: number;
}

export interface UpstreamBotDetection {
  loggedRequests?: number;
  challengedRequests?: number;
}

export interface UpstreamAccessList {
  totalActions?: number;
  blockedRequests?: number;
  loggedRequests?: number;
  challengedRequests?: number;
}

export interface UpstreamUploadScanning {
  loggedRequests?: number;
  blockedRequests?: number;
  filesScanned?: number;
}

export interface UpstreamApiGuardian {
  blockedRequests?: number;
  loggedRequests?: number;
  rateLimited?: number;
  requestsInspected?: number;
  failedRequestValidation?: number;
  failedAuthenticationEnforcement?: number;
}

type DailyMap<T> = Record<string, T | null> | null;

/** One day of a past-28-days map: its key as sent, that day's record, and the key as a calendar date if it is one. */
export interface UpstreamDay<T> {
  readonly key: string;
  readonly value: T | null;
  readonly date: string | null;
}
export type UpstreamOverviewDay = UpstreamDay<UpstreamShieldOverview>;
export type UpstreamDDoSDay = UpstreamDay<UpstreamDDoS>;
export type UpstreamRatelimitDay = UpstreamDay<UpstreamRatelimit>;
export type UpstreamBotDetectionDay = UpstreamDay<UpstreamBotDetection>;
export type UpstreamAccessListDay = UpstreamDay<UpstreamAccessList>;
export type UpstreamUploadScanningDay = UpstreamDay<UpstreamUploadScanning>;
export type UpstreamApiGuardianDay = UpstreamDay<UpstreamApiGuardian>;

export interface UpstreamShieldZoneMetrics {
  overview?: UpstreamShieldOverview | null;
  waf?: UpstreamWaf | null;
  dDoS?: UpstreamDDoS | null;
  ratelimit?: UpstreamRatelimit | null;
  botDetection?: UpstreamBotDetection | null;
  accessList?: UpstreamAccessList | null;
  uploadScanning?: UpstreamUploadScanning | null;
  apiGuardian?: UpstreamApiGuardian | null;
  overviewPastTwentyEightDays?: DailyMap<UpstreamShieldOverview>;
  dDoSOverviewPastTwentyEightDays?: DailyMap<UpstreamDDoS>;
  ratelimitOverviewPastTwentyEightDays?: DailyMap<UpstreamRatelimit>;
  botDetectionOverviewPastTwentyEightDays?: DailyMap<UpstreamBotDetection>;
  accessListOverviewPastTwentyEightDays?: DailyMap<UpstreamAccessList>;
  uploadScanningOverviewPastTwentyEightDays?: DailyMap<UpstreamUploadScanning>;
  apiGuardianOverviewPastTwentyEightDays?: DailyMap<UpstreamApiGuardian>;
  totalCleanRequestsLimit?: number;
  totalBillableRequests?: number;
}

export interface UpstreamWafEngineVariable {
  name?: string | null;
  valueEncoded?: string | null;
}

export interface UpstreamShieldZone {
  shieldZoneId?: number;
  premiumPlan?: boolean | null;
  planType?: number;
  learningMode?: boolean | null;
  learningModeUntil?: string | null;
  wafEnabled?: boolean | null;
  wafExecutionMode?: number;
  wafDisabledRules?: string[] | null;
  wafLogOnlyRules?: string[] | null;
  wafCustomRuleOrder?: number[] | null;
  wafRequestHeaderLoggingEnabled?: boolean | null;
  requestBodyLoggingEnabled?: boolean | null;
  wafRequestIgnoredHeaders?: string[] | null;
  wafRealtimeThreatIntelligenceEnabled?: boolean | null;
  wafProfileId?: number | null;
  wafEngineConfig?: UpstreamWafEngineVariable[] | null;
  wafRequestBodyLimitAction?: number;
  wafResponseBodyLimitAction?: number;
  dDoSShieldSensitivity?: number;
  dDoSChallengeWindow?: number | null;
  whitelabelResponsePages?: boolean | null;
  /** Only in `ShieldZoneResponse` (the reads), not in the create request. */
  pullZoneId?: number | null;
  rateLimitRulesLimit?: number;
  customWafRulesLimit?: number;
  dDoSExecutionMode?: number;
}

/** A Shield Zone whose bunny.net id is known: the parent of the GraphQL `ShieldZone`. */
export type KnownShieldZone = UpstreamShieldZone & { shieldZoneId: number };

/** Both the request body of `POST /shield/shield-zone` and the `data` of its answer. */
export interface UpstreamCreateShieldZone {
  pullZoneId?: number;
  shieldZone?: UpstreamShieldZone | null;
  accessLists?: Record<string, number> | null;
  botDetectionExecutionMode?: number;
  csamScanningMode?: number;
  antivirusScanningMode?: number;
}

/** bunny.net's answer to a creation (empty when it sent none), with the input's `clientMutationId`. */
export type ShieldZoneCreationResult = UpstreamCreateShieldZone & Echoed;

export interface UpstreamTriggeredRuleRecommendation {
  shieldZoneId?: number;
  ruleId?: string | null;
  success?: boolean;
  recommendation?: string | null;
  errorResponse?: GenericRequestResponse | null;
}

export interface UpstreamEventLogsFilter {
  field: string;
  op: string;
  value: string[];
}

export interface UpstreamEventLogsExportRequest {
  from: number;
  to: number;
  query?: string;
  filters?: UpstreamEventLogsFilter[];
}
