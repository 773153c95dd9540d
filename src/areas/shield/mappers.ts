import type {
  AccessListMetrics,
  ApiGuardianMetrics,
  BotDetectionMetrics,
  CreateShieldZoneInput,
  DdosMetrics,
  RateLimitMetrics,
  ShieldOverview,
  ShieldZone,
  ShieldZoneCreation,
  ShieldZoneInput,
  ShieldZoneMetrics,
  UploadScanningMetrics,
  WafMetrics,
  WafRuleRecommendation,
} from '../../__generated__/resolvers-types.js';
import { defaultFieldName, inputFieldName } from '../../errors/fromUpstream.js';
import { calendarDateOf, intEnum, listOf, orNull, upstreamDateTime } from '../shared/codecs.js';
import type * as Up from './upstreamTypes.js';

/** Shield's integer-coded enums, in bunny.net's order (shield-api.json). */
const shieldEnums = {
  planType: intEnum(['BASIC', 'ADVANCED', 'BUSINESS', 'ENTERPRISE']),
  wafExecutionMode: intEnum(['LOG', 'BLOCK']),
  payloadLimitAction: intEnum(['BLOCK', 'LOG', 'IGNORE']),
  ddosSensitivity: intEnum(['OFF', 'LOW', 'MEDIUM', 'HIGH', 'CHALLENGE']),
  botDetectionMode: intEnum(['LOG_ONLY', 'CHALLENGE']),
  uploadScanningMode: intEnum(['DISABLED', 'LOG', 'BLOCK']),
  accessListAction: intEnum(['NONE', 'ALLOW', 'BLOCK', 'CHALLENGE', 'LOG', 'BYPASS']),
} as const;

const overview = (o: Up.UpstreamShieldOverview): ShieldOverview => ({
  ddosMitigated: orNull(o.dDoSMitigated),
  wafTriggeredRules: orNull(o.wafTriggeredRules),
  rateLimitBreaches: orNull(o.ratelimitBreaches),
  botDetectionChallenged: orNull(o.botDetectionChallenged),
  accessListActions: orNull(o.accessListActions),
  uploadScanningBlocks: orNull(o.uploadScanningBlocks),
  apiGuardianBlocks: orNull(o.apiGuardianBlocks),
});

const waf = (w: Up.UpstreamWaf): WafMetrics => ({
  totalTriggeredRules: orNull(w.totalTriggeredRules),
  blockedRequests: orNull(w.blockedRequests),
  loggedRequests: orNull(w.loggedRequests),
  challengedRequests: orNull(w.challengedRequests),
});

const ddos = (d: Up.UpstreamDDoS): DdosMetrics => ({
  loggedRequests: orNull(d.loggedRequests),
  verifiedRequests: orNull(d.verifiedRequests),
  blockedRequests: orNull(d.blockedRequests),
  challengedRequests: orNull(d.challengedRequests),
});

const rateLimit = (r: Up.UpstreamRatelimit): RateLimitMetrics => ({
  totalBreaches: orNull(r.totalBreaches),
  loggedBreaches: orNull(r.loggedBreaches),
  challengedBreaches: orNull(r.challengedBreaches),
  blockedBreaches: orNull(r.blockedBreaches),
});

const botDetection = (b: Up.UpstreamBotDetection): BotDetectionMetrics => ({
  loggedRequests: orNull(b.loggedRequests),
  challengedRequests: orNull(b.challengedRequests),
});

const accessList = (a: Up.UpstreamAccessList): AccessListMetrics => ({
  totalActions: orNull(a.totalActions),
  blockedRequests: orNull(a.blockedRequests),
  loggedRequests: orNull(a.loggedRequests),
  challengedRequests: orNull(a.challengedRequests),
});

const uploadScanning = (u: Up.UpstreamUploadScanning): UploadScanningMetrics => ({
  loggedRequests: orNull(u.loggedRequests),
  blockedRequests: orNull(u.blockedRequests),
  filesScanned: orNull(u.filesScanned),
});

const apiGuardian = (a: Up.UpstreamApiGuardian): ApiGuardianMetrics => ({
  blockedRequests: orNull(a.blockedRequests),
  loggedRequests: orNull(a.loggedRequests),
  rateLimited: orNull(a.rateLimited),
  requestsInspected: orNull(a.requestsInspected),
  failedRequestValidation: orNull(a.failedRequestValidation),
  failedAuthenticationEnforcement: orNull(a.failedAuthenticationEnforcement),
});

/** A nullable record through its mapper. */
function maybe<T, R>(value: T | null | undefined, map: (value: T) => R): R | null {
  return value === null || value === undefined ? null : map(value);
}

/** A past-28-days map to entries; keys are not documented, so they are kept as sent and read as dates if they are. */
function days<T, R>(map: Record<string, T | null> | null | undefined, toValue: (value: T) => R) {
  if (!map || typeof map !== 'object') return null;
  return Object.entries(map).map(([key, value]) => ({ key, date: calendarDateOf(key), value: maybe(value, toValue) }));
}

export function toShieldZoneMetrics(m: Up.UpstreamShieldZoneMetrics): ShieldZoneMetrics {
  return {
    overview: maybe(m.overview, overview),
    waf: maybe(m.waf, waf),
    ddos: maybe(m.dDoS, ddos),
    rateLimit: maybe(m.ratelimit, rateLimit),
    botDetection: maybe(m.botDetection, botDetection),
    accessList: maybe(m.accessList, accessList),
    uploadScanning: maybe(m.uploadScanning, uploadScanning),
    apiGuardian: maybe(m.apiGuardian, apiGuardian),
    overviewPastTwentyEightDays: days(m.overviewPastTwentyEightDays, overview),
    ddosPastTwentyEightDays: days(m.dDoSOverviewPastTwentyEightDays, ddos),
    rateLimitPastTwentyEightDays: days(m.ratelimitOverviewPastTwentyEightDays, rateLimit),
    botDetectionPastTwentyEightDays: days(m.botDetectionOverviewPastTwentyEightDays, botDetection),
    accessListPastTwentyEightDays: days(m.accessListOverviewPastTwentyEightDays, accessList),
    uploadScanningPastTwentyEightDays: days(m.uploadScanningOverviewPastTwentyEightDays, uploadScanning),
    apiGuardianPastTwentyEightDays: days(m.apiGuardianOverviewPastTwentyEightDays, apiGuardian),
    totalCleanRequestsLimit: orNull(m.totalCleanRequestsLimit),
    totalBillableRequests: orNull(m.totalBillableRequests),
  };
}

function toShieldZone(z: Up.UpstreamShieldZone): ShieldZone {
  return {
    shieldZoneId: orNull(z.shieldZoneId),
    planType: shieldEnums.planType.fromUpstream(z.planType),
    premiumPlan: orNull(z.premiumPlan),
    learningMode: orNull(z.learningMode),
    learningModeUntil: upstreamDateTime(z.learningModeUntil),
    wafEnabled: orNull(z.wafEnabled),
    wafExecutionMode: shieldEnums.wafExecutionMode.fromUpstream(z.wafExecutionMode),
    wafDisabledRules: orNull(z.wafDisabledRules),
    wafLogOnlyRules: orNull(z.wafLogOnlyRules),
    wafCustomRuleOrder: orNull(z.wafCustomRuleOrder),
    wafRequestHeaderLoggingEnabled: orNull(z.wafRequestHeaderLoggingEnabled),
    requestBodyLoggingEnabled: orNull(z.requestBodyLoggingEnabled),
    wafRequestIgnoredHeaders: orNull(z.wafRequestIgnoredHeaders),
    wafRealtimeThreatIntelligenceEnabled: orNull(z.wafRealtimeThreatIntelligenceEnabled),
    wafProfileId: orNull(z.wafProfileId),
    wafEngineConfig: listOf(z.wafEngineConfig, (v) => ({ name: orNull(v.name), valueEncoded: orNull(v.valueEncoded) })),
    wafRequestBodyLimitAction: shieldEnums.payloadLimitAction.fromUpstream(z.wafRequestBodyLimitAction),
    wafResponseBodyLimitAction: shieldEnums.payloadLimitAction.fromUpstream(z.wafResponseBodyLimitAction),
    ddosShieldSensitivity: shieldEnums.ddosSensitivity.fromUpstream(z.dDoSShieldSensitivity),
    ddosChallengeWindow: orNull(z.dDoSChallengeWindow),
    whitelabelResponsePages: orNull(z.whitelabelResponsePages),
  };
}

export function toShieldZoneCreation(c: Up.UpstreamCreateShieldZone): ShieldZoneCreation {
  return {
    pullZoneId: orNull(c.pullZoneId),
    shieldZone: maybe(c.shieldZone, toShieldZone),
    accessLists: c.accessLists
      ? Object.entries(c.accessLists).map(([accessListId, action]) => ({
          accessListId,
          action: shieldEnums.accessListAction.fromUpstream(action),
        }))
      : null,
    botDetectionExecutionMode: shieldEnums.botDetectionMode.fromUpstream(c.botDetectionExecutionMode),
    csamScanningMode: shieldEnums.uploadScanningMode.fromUpstream(c.csamScanningMode),
    antivirusScanningMode: shieldEnums.uploadScanningMode.fromUpstream(c.antivirusScanningMode),
  };
}

export function toWafRuleRecommendation(r: Up.UpstreamTriggeredRuleRecommendation): WafRuleRecommendation {
  return { shieldZoneId: orNull(r.shieldZoneId), ruleId: orNull(r.ruleId), recommendation: orNull(r.recommendation) };
}

/** Copies the set fields only, so bunny.net's defaults apply to everything the caller left out. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

function toUpstreamShieldZone(z: ShieldZoneInput): Up.UpstreamShieldZone {
  return definedOnly<Up.UpstreamShieldZone>({
    planType: z.planType ? shieldEnums.planType.toUpstream(z.planType) : undefined,
    learningMode: z.learningMode,
    learningModeUntil: z.learningModeUntil?.toISOString(),
    wafEnabled: z.wafEnabled,
    wafExecutionMode: z.wafExecutionMode ? shieldEnums.wafExecutionMode.toUpstream(z.wafExecutionMode) : undefined,
    wafDisabledRules: z.wafDisabledRules,
    wafLogOnlyRules: z.wafLogOnlyRules,
    wafCustomRuleOrder: z.wafCustomRuleOrder,
    wafRequestHeaderLoggingEnabled: z.wafRequestHeaderLoggingEnabled,
    requestBodyLoggingEnabled: z.requestBodyLoggingEnabled,
    wafRequestIgnoredHeaders: z.wafRequestIgnoredHeaders,
    wafRealtimeThreatIntelligenceEnabled: z.wafRealtimeThreatIntelligenceEnabled,
    wafProfileId: z.wafProfileId,
    wafEngineConfig: z.wafEngineConfig?.map((v) => ({ name: v.name, valueEncoded: v.valueEncoded })),
    wafRequestBodyLimitAction: z.wafRequestBodyLimitAction
      ? shieldEnums.payloadLimitAction.toUpstream(z.wafRequestBodyLimitAction)
      : undefined,
    wafResponseBodyLimitAction: z.wafResponseBodyLimitAction
      ? shieldEnums.payloadLimitAction.toUpstream(z.wafResponseBodyLimitAction)
      : undefined,
    dDoSShieldSensitivity: z.ddosShieldSensitivity
      ? shieldEnums.ddosSensitivity.toUpstream(z.ddosShieldSensitivity)
      : undefined,
    dDoSChallengeWindow: z.ddosChallengeWindow,
    whitelabelResponsePages: z.whitelabelResponsePages,
  });
}

export function toUpstreamCreateShieldZone(input: CreateShieldZoneInput): Up.UpstreamCreateShieldZone {
  return definedOnly<Up.UpstreamCreateShieldZone>({
    pullZoneId: input.pullZoneId,
    shieldZone: input.shieldZone ? toUpstreamShieldZone(input.shieldZone) : undefined,
    accessLists: input.accessLists
      ? Object.fromEntries(
          input.accessLists.map((a) => [a.accessListId, shieldEnums.accessListAction.toUpstream(a.action)]),
        )
      : undefined,
    botDetectionExecutionMode: input.botDetectionExecutionMode
      ? shieldEnums.botDetectionMode.toUpstream(input.botDetectionExecutionMode)
      : undefined,
    csamScanningMode: input.csamScanningMode
      ? shieldEnums.uploadScanningMode.toUpstream(input.csamScanningMode)
      : undefined,
    antivirusScanningMode: input.antivirusScanningMode
      ? shieldEnums.uploadScanningMode.toUpstream(input.antivirusScanningMode)
      : undefined,
  });
}

/** Shield's body fields under the `input` argument; bunny.net's `dDoS` prefix is `ddos` in GraphQL. */
export function shieldFieldName(field: string): string {
  return inputFieldName(field).replace(/\bdDoS/g, 'ddos');
}

/** The event-log export body's fields (shield-api.json `EventLogsExportRequest`) to the GraphQL arguments. */
const EXPORT_ARGUMENTS: ReadonlyMap<string, string> = new Map([
  ['from', 'from'],
  ['to', 'to'],
  ['query', 'query'],
  ['filters', 'filters'],
  ['field', 'field'],
  ['op', 'op'],
  ['value', 'values'],
  ['values', 'values'],
]);

/**
 * The event-log export's body fields, which are top-level arguments rather than an `input`:
 * `Filters[0].Value[0]` (or `$.filters[0].value[0]`) -> `filters[0].values[0]`, `From` -> `from`.
 * Unknown names get the default mapping. Idempotent, so an already mapped name is kept as it is.
 */
export function shieldExportFieldName(field: string): string {
  return field
    .replace(/^\$\.?/, '')
    .split('.')
    .map((part) => {
      const match = /^([^[]*)(.*)$/.exec(part);
      const name = match?.[1] ?? part;
      const indexes = match?.[2] ?? '';
      const mapped = EXPORT_ARGUMENTS.get(name.toLowerCase());
      return mapped === undefined ? defaultFieldName(part) : `${mapped}${indexes}`;
    })
    .join('.');
}
