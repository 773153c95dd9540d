import type { Resolvers, ShieldZoneResolvers } from '../../__generated__/resolvers-types.js';
import { fromUnixMillis, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { connectionOf } from '../shared/connection.js';
import { toGlobalId } from '../shared/globalId.js';
import { tokenConnection } from '../shared/tokenConnection.js';
import { SHIELD_ZONE_TYPE } from './node.js';
import { shieldEventLogId, triggeredWafRuleId, zoneLog, zoneRule } from './recordKeys.js';
import type { UpstreamEventLog, UpstreamOverviewMetric } from './upstreamReadTypes.js';
import { metricsResolutions, validate } from './validation.js';

/**
 * bunny.net documents no token for the first page of event logs, yet the path needs one: this one stands for "from
 * the start of the day".
 */
export const FIRST_EVENT_LOG_TOKEN = '0';

/**
 * The id and links of a Shield Zone. Each link reads bunny.net only when selected; the arguments of a link are
 * checked before its call.
 */
export const shieldZoneLinks: ShieldZoneResolvers = {
  id: (zone) => toGlobalId(SHIELD_ZONE_TYPE, zone.shieldZoneId),
  pullZone: (zone, _, { scope: { pullZones } }) =>
    typeof zone.pullZoneId === 'number' && zone.pullZoneId > 0 ? pullZones.loadPullZone(zone.pullZoneId) : null,
  metrics: (zone, _, { scope: { shield } }) => shield.getMetricsOverview(zone.shieldZoneId),
  detailedMetrics: (zone, args, { scope: { shield } }) =>
    shield.getDetailedMetrics(zone.shieldZoneId, validate.detailedMetrics(args)),
  triggeredWafRules: async (zone, args, { scope: { shield } }) => {
    const request = validate.triggeredWafRules(zone.shieldZoneId, args);
    const answer = await shield.getTriggeredRules(zone.shieldZoneId);
    const rules = withoutNulls(answer.triggeredRules) ?? [];
    const total = typeof answer.totalTriggeredRules === 'number' ? answer.totalTriggeredRules : rules.length;
    const slice = { items: rules, offset: 0, more: false, total };
    return connectionOf(request, slice, (rule) => zoneRule(zone.shieldZoneId, rule));
  },
  eventLogs: async (zone, args, { scope: { shield } }) => {
    const { date, request } = validate.eventLogs(zone.shieldZoneId, args);
    const page = await shield.getEventLogs(zone.shieldZoneId, date, request.token ?? FIRST_EVENT_LOG_TOKEN);
    const nextToken = page.hasMoreData === true && page.continuationToken ? page.continuationToken : null;
    const items = withoutNulls(page.logs) ?? [];
    return tokenConnection(request, { items, nextToken }, (log) => zoneLog(zone.shieldZoneId, log));
  },
};

/** The records the links lead to: triggered rules, events and detailed metrics, mapped lazily. */
export const linkedRecordResolvers: Resolvers = {
  TriggeredWafRule: {
    id: triggeredWafRuleId,
    description: prop('ruleDescription'),
    topTargetedUrls: (rule) =>
      rule.topTargetedUrls ? Object.entries(rule.topTargetedUrls).map(([url, count]) => ({ url, count })) : null,
    logs: (rule) => withoutNulls(rule.ruleLogs)?.flatMap((log) => zoneLog(rule.shieldZoneId, log) ?? []) ?? null,
    aiRecommendation: (rule, _, { scope: { shield } }) => shield.getAiRecommendation(rule.shieldZoneId, rule.ruleId),
  },
  ShieldEventLog: {
    id: shieldEventLogId,
    timestamp: (log) => fromUnixMillis(log.timestamp),
    asn: label('asn'),
    country: label('country'),
    ruleId: label('ruleId'),
    severity: label('severity'),
    method: label('method'),
    ruleGroup: label('ruleGroup'),
    status: label('status'),
    serverZone: label('serverZone'),
  },
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
