import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { fromUnixMillis, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { pagedConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { toUpstreamExportRequest } from '../eventLogs/export.js';
import { shieldEnums } from '../mappers.js';
import type { UpstreamEventRow, ZoneEventRow } from './upstreamTypes.js';
import { validate } from './validation.js';

/** Shield's insights: a zone's overages, metrics of a WAF rule, bot detection and upload scanning, the log search. */

const record = recordIdsOf('shield');
const zoneId = (zone: { shieldZoneId: number }): number => record.id('the Shield Zone id', zone.shieldZoneId, 32);

/** A row of a search, or null when bunny.net sent it without its `logId` (it cannot be keyed). */
const zoneRow = (shieldZoneId: number, row: UpstreamEventRow): ZoneEventRow | null =>
  typeof row.logId === 'string' && row.logId !== '' ? { ...row, shieldZoneId, logId: row.logId } : null;

export const insightsResolvers: Resolvers = {
  ShieldZone: {
    overages: (zone, args, { scope: { shield } }) => {
      validate.overages(args);
      return shield.insights.getOverages(zoneId(zone), args.year ?? undefined, args.month ?? undefined);
    },
    wafRuleMetrics: (zone, args, { scope: { shield } }) =>
      shield.insights.getWafRuleMetrics(zoneId(zone), validate.wafRuleMetrics(args)),
    botDetectionMetrics: (zone, _, { scope: { shield } }) => shield.insights.getBotDetectionMetrics(zoneId(zone)),
    uploadScanningMetrics: (zone, _, { scope: { shield } }) => shield.insights.getUploadScanningMetrics(zoneId(zone)),
    eventLogSearch: (zone, args, { scope: { shield } }) => {
      const { window, request } = validate.eventLogSearch(zone.shieldZoneId, args);
      const id = zoneId(zone);
      const search = toUpstreamExportRequest({ ...args, shieldZoneId: id }, window);
      return pagedConnection(request, shield.insights.eventLogSearch(id, search), (row) => zoneRow(id, row));
    },
  },

  TriggeredWafRule: {
    metrics: (rule, _, { scope: { shield } }) =>
      shield.insights.getWafRuleMetrics(
        record.id('the Shield Zone id', rule.shieldZoneId, 32),
        record.segment('the triggered rule id', rule.ruleId),
      ),
  },

  ShieldZoneOverages: { segments: (o) => withoutNulls(o.segments) },
  ShieldOverageSegment: {
    periodStart: (s) => upstreamDateTime(s.periodStart),
    periodEnd: (s) => upstreamDateTime(s.periodEnd),
    planType: (s) => shieldEnums.planType.fromUpstream(s.planType),
  },
  WafRuleActivity: {
    pastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.overviewPastTwentyEightDays),
  },
  BotDetectionActivity: {
    pastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.overviewPastTwentyEightDays),
  },
  UploadScanningActivity: {
    pastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.overviewPastTwentyEightDays),
  },

  ShieldEventSearchRow: {
    id: (row) => toGlobalId('ShieldEventSearchRow', `${row.shieldZoneId}/${row.logId}`),
    timestamp: (row) => fromUnixMillis(row.timestamp),
    log: (row) => row.log ?? null,
    fields: (row) => (row.fields ? Object.entries(row.fields).map(([name, value]) => ({ name, value })) : null),
  },
};
