import type {
  CreateShieldZoneInput,
  CreateShieldZonePayloadResolvers,
  Resolvers,
  ShieldZoneInput,
} from '../../__generated__/resolvers-types.js';
import { defaultFieldName, inputFieldName } from '../../errors/fromUpstream.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import type * as Up from './upstreamTypes.js';

/** Shield's integer-coded enums, in bunny.net's order (shield-api.json). */
export const shieldEnums = {
  planType: intEnum(['BASIC', 'ADVANCED', 'BUSINESS', 'ENTERPRISE']),
  wafExecutionMode: intEnum(['LOG', 'BLOCK']),
  payloadLimitAction: intEnum(['BLOCK', 'LOG', 'IGNORE']),
  ddosSensitivity: intEnum(['OFF', 'LOW', 'MEDIUM', 'HIGH', 'CHALLENGE']),
  ddosExecutionMode: intEnum(['LOG', 'BLOCK']),
  botDetectionMode: intEnum(['LOG_ONLY', 'CHALLENGE']),
  uploadScanningMode: intEnum(['DISABLED', 'LOG', 'BLOCK']),
  accessListAction: intEnum(['NONE', 'ALLOW', 'BLOCK', 'CHALLENGE', 'LOG', 'BYPASS']),
} as const;

/**
 * Shield metrics: the parent of each type is bunny.net's record (codegen `mappers`). Only fields whose GraphQL name
 * or shape differs have a resolver; the others (`waf`, `totalBillableRequests`, every counter of the same name) are
 * read as they are. A past-28-days map becomes its list of days once per request (dayLists.ts), so aliases that
 * select it again reuse that list; a day's `key`, `date` and `value` are then read as they are.
 */
export const shieldMetricsResolvers: Resolvers = {
  ShieldZoneMetrics: {
    ddos: prop('dDoS'),
    rateLimit: prop('ratelimit'),
    overviewPastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.overviewPastTwentyEightDays),
    ddosPastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.dDoSOverviewPastTwentyEightDays),
    rateLimitPastTwentyEightDays: (m, _, { scope: { shield } }) =>
      shield.dayLists.of(m.ratelimitOverviewPastTwentyEightDays),
    botDetectionPastTwentyEightDays: (m, _, { scope: { shield } }) =>
      shield.dayLists.of(m.botDetectionOverviewPastTwentyEightDays),
    accessListPastTwentyEightDays: (m, _, { scope: { shield } }) =>
      shield.dayLists.of(m.accessListOverviewPastTwentyEightDays),
    uploadScanningPastTwentyEightDays: (m, _, { scope: { shield } }) =>
      shield.dayLists.of(m.uploadScanningOverviewPastTwentyEightDays),
    apiGuardianPastTwentyEightDays: (m, _, { scope: { shield } }) =>
      shield.dayLists.of(m.apiGuardianOverviewPastTwentyEightDays),
  },
  ShieldOverview: { ddosMitigated: prop('dDoSMitigated'), rateLimitBreaches: prop('ratelimitBreaches') },
};

/** A Shield Zone and its creation: enums from bunny.net's integers, dates parsed, `dDoS` fields renamed. */
export const shieldZoneResolvers: Resolvers = {
  ShieldZone: {
    planType: (z) => shieldEnums.planType.fromUpstream(z.planType),
    learningModeUntil: (z) => upstreamDateTime(z.learningModeUntil),
    wafExecutionMode: (z) => shieldEnums.wafExecutionMode.fromUpstream(z.wafExecutionMode),
    wafEngineConfig: (z) => withoutNulls(z.wafEngineConfig),
    wafRequestBodyLimitAction: (z) => shieldEnums.payloadLimitAction.fromUpstream(z.wafRequestBodyLimitAction),
    wafResponseBodyLimitAction: (z) => shieldEnums.payloadLimitAction.fromUpstream(z.wafResponseBodyLimitAction),
    ddosShieldSensitivity: (z) => shieldEnums.ddosSensitivity.fromUpstream(z.dDoSShieldSensitivity),
    ddosExecutionMode: (z) => shieldEnums.ddosExecutionMode.fromUpstream(z.dDoSExecutionMode),
    ddosChallengeWindow: prop('dDoSChallengeWindow'),
  },
};

/** The fields of a Shield Zone's creation (plain or under attack) that differ from bunny.net's answer. */
export const shieldZoneCreationResolvers: CreateShieldZonePayloadResolvers = {
  accessLists: (c) =>
    c.accessLists
      ? Object.entries(c.accessLists).map(([accessListId, action]) => ({
          accessListId,
          action: shieldEnums.accessListAction.fromUpstream(action),
        }))
      : null,
  botDetectionExecutionMode: (c) => shieldEnums.botDetectionMode.fromUpstream(c.botDetectionExecutionMode),
  csamScanningMode: (c) => shieldEnums.uploadScanningMode.fromUpstream(c.csamScanningMode),
  antivirusScanningMode: (c) => shieldEnums.uploadScanningMode.fromUpstream(c.antivirusScanningMode),
};

/** Copies the set fields only, so bunny.net's defaults apply to everything the caller left out. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

export function toUpstreamShieldZone(z: ShieldZoneInput): Up.UpstreamShieldZone {
  return definedOnly<Up.UpstreamShieldZone>({
    planType: shieldEnums.planType.toUpstreamIfSet(z.planType),
    learningMode: z.learningMode,
    learningModeUntil: z.learningModeUntil?.toISOString(),
    wafEnabled: z.wafEnabled,
    wafExecutionMode: shieldEnums.wafExecutionMode.toUpstreamIfSet(z.wafExecutionMode),
    wafDisabledRules: z.wafDisabledRules,
    wafLogOnlyRules: z.wafLogOnlyRules,
    wafCustomRuleOrder: z.wafCustomRuleOrder,
    wafRequestHeaderLoggingEnabled: z.wafRequestHeaderLoggingEnabled,
    requestBodyLoggingEnabled: z.requestBodyLoggingEnabled,
    wafRequestIgnoredHeaders: z.wafRequestIgnoredHeaders,
    wafRealtimeThreatIntelligenceEnabled: z.wafRealtimeThreatIntelligenceEnabled,
    wafProfileId: z.wafProfileId,
    wafEngineConfig: z.wafEngineConfig?.map((v) => ({ name: v.name, valueEncoded: v.valueEncoded })),
    wafRequestBodyLimitAction: shieldEnums.payloadLimitAction.toUpstreamIfSet(z.wafRequestBodyLimitAction),
    wafResponseBodyLimitAction: shieldEnums.payloadLimitAction.toUpstreamIfSet(z.wafResponseBodyLimitAction),
    dDoSShieldSensitivity: shieldEnums.ddosSensitivity.toUpstreamIfSet(z.ddosShieldSensitivity),
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
    botDetectionExecutionMode: shieldEnums.botDetectionMode.toUpstreamIfSet(input.botDetectionExecutionMode),
    csamScanningMode: shieldEnums.uploadScanningMode.toUpstreamIfSet(input.csamScanningMode),
    antivirusScanningMode: shieldEnums.uploadScanningMode.toUpstreamIfSet(input.antivirusScanningMode),
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
