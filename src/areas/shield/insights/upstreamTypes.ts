import type { components } from '../../../__generated__/upstream/shield-api.js';
import type { UpstreamDay } from '../upstreamTypes.js';

/** Shield's insights as shield-api.json describes them: aliases of the generated types, never written by hand. */

type Schemas = components['schemas'];

export type UpstreamOverages = Schemas['ShieldZoneMonthlyOveragesResult'];
export type UpstreamOverageSegment = Schemas['OverageSegment'];
export type UpstreamWafRuleActivity = Schemas['WafRuleMetrics'];
export type UpstreamWafRuleDay = Schemas['WafRule'];
/** One day of a WAF rule's past 28 days (dayLists.ts): the parent of `WafRuleActivityEntry`. */
export type UpstreamWafRuleDayEntry = UpstreamDay<UpstreamWafRuleDay>;
export type UpstreamBotDetectionActivity = Schemas['ShieldZoneBotDetectionMetrics'];
export type UpstreamUploadScanningActivity = Schemas['ShieldZoneUploadScanningMetrics'];
export type UpstreamEventSearchRequest = Schemas['EventLogsSearchRequest'];
export type UpstreamEventSearchAnswer = Schemas['EventLogsSearchResponse'];
export type UpstreamEventRow = Schemas['EventRow'];

/** A row found by a search, with its zone and key: the parent of `ShieldEventSearchRow`. */
export type ZoneEventRow = UpstreamEventRow & { shieldZoneId: number; logId: string };
