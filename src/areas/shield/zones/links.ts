import type { Resolvers, ShieldZoneResolvers } from '../../../__generated__/resolvers-types.js';
import { fromUnixMillis, prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { tokenListConnection, wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { SHIELD_ZONE_TYPE } from '../node.js';
import { shieldEventLogId, triggeredWafRuleId, zoneLog, zoneRule } from '../recordKeys.js';
import type { UpstreamEventLog, UpstreamOverviewMetric } from '../upstreamReadTypes.js';
import { metricsResolutions, validate } from '../validation.js';

/**
/** The zone's own id, from its record, as the int32 Shield's zone paths take (recordIds.ts). */
const record = recordIdsOf('shield');
const zoneId = (zone: { shieldZoneId: number }, bits: 32 | 64 = 32): number =>
  record.id('the Shield Zone id', zone.shieldZoneId, bits);

/**
 * The id and links of a Shield Zone. Each link reads bunny.net only when selected; the arguments of a link are
 * checked before its call, and so is the zone's id, which may come from a record (a list, the Pull Zone mapping).
 */
export const shieldZoneLinks: ShieldZoneResolvers = {
  id: (zone) => toGlobalId(SHIELD_ZONE_TYPE, zone.shieldZoneId),
  pullZone: (zone, _, { scope: { pullZones } }) =>
    typeof zone.pullZoneId === 'number' && zone.pullZoneId > 0
      ? pullZones.loadPullZone(record.id('the Pull Zone id', zone.pullZoneId))
      : null,
  metrics: (zone, _, { scope: { shield } }) => shield.getMetricsOverview(zoneId(zone)),
  detailedMetrics: (zone, args, { scope: { shield } }) => {
    const query = validate.detailedMetrics(args);
    return shield.getDetailedMetrics(zoneId(zone), query);
  },
  triggeredWafRules: async (zone, args, { scope: { shield } }) => {
    const request = validate.triggeredWafRules(zone.shieldZoneId, args);
    const answer = await shield.getTriggeredRules(zoneId(zone, 64));
    const rules = withoutNulls(answer.triggeredRules) ?? [];
    const total = typeof answer.totalTriggeredRules === 'number' ? answer.totalTriggeredRules : rules.length;
    return wholeConnection(request, rules, (rule) => zoneRule(zone.shieldZoneId, rule), total);
  },
  eventLogs: (zone, args, { scope: { shield } }) => {
    const { date, request } = validate.eventLogs(zone.shieldZoneId, args);
    return tokenListConnection(request, shield.eventLogList(zoneId(zone), date), (log) =>
      log ? zoneLog(zone.shieldZoneId, log) : null,
    );
  },
};

/** The records the links lead to: triggered rules, events and detailed metrics, mapped lazily. */
export const linkedRecordResolvers: Resolvers = {
  TriggeredWafRule: {
    id: triggeredWafRuleId,
    wafRuleId: prop('ruleId'),
    description: prop('ruleDescription'),
    topTargetedUrls: (rule) =>
      rule.topTargetedUrls ? Object.entries(rule.topTargetedUrls).map(([url, count]) => ({ url, count })) : null,
    logs: (rule) => withoutNulls(rule.ruleLogs)?.flatMap((log) => zoneLog(rule.shieldZoneId, log) ?? []) ?? null,
    aiRecommendation: (rule, _, { scope: { shield } }) =>
      shield.getAiRecommendation(zoneId(rule, 64), record.segment('the triggered rule id', rule.ruleId)),
  },
  ShieldEventLog: {
    id: shieldEventLogId,
    timestamp: (log) => fromUnixMillis(log.timestamp),
    asn: label('asn'),
    country: label('country'),
    matchedRuleId: label('ruleId'),
    severity: label('severity'),
    method: label('method'),
    ruleGroup: label('ruleGroup'),
    status: label('status'),
    serverZone: label('serverZone'),
  },
  WafRuleRecommendation: { wafRuleId: prop('ruleId') },
  ShieldDetailedMetrics: {
    resolution: (metrics) => metricsResolutions.fromUpstream(metrics.resolution),
  },
  ShieldMetricSeries: {
    totals: (series) => countsOf(series.totals),
    points: (series) =>
      series.metrics
        ? Object.entries(series.metrics).map(([key, counts]) => ({
            key,
            time: upstreamDateTime(key),
            counts: countsOf(counts) ?? [],
          }))
        : null,
  },
};

function label(name: keyof NonNullable<UpstreamEventLog['labels']>) {
  return (log: UpstreamEventLog) => log.labels?.[name] ?? null;
}

function countsOf(map: UpstreamOverviewMetric['totals'] | undefined) {
  return map ? Object.entries(map).map(([name, value]) => ({ name, value })) : null;
}
