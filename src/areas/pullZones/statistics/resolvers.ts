import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { chartPoints } from '../../shared/charts.js';
import { prop } from '../../shared/codecs.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import type { StatisticsRange } from './client.js';
import type { KnownPullZone } from '../upstreamTypes.js';
import { validate } from '../validation.js';

/**
 * A Pull Zone's statistics links, each one call for the zone and range, read only when selected, after the same
 * range checks: `statistics` (its traffic), `optimizerStatistics`, `originShieldQueueStatistics` and
 * `safeHopStatistics`. Each chart, a map keyed by date strings, becomes a list of `{ at, value }` in time order only
 * when its field is selected.
 */

function geoShares(distribution: Record<string, number> | null | undefined) {
  if (!distribution || typeof distribution !== 'object') return [];
  return Object.entries(distribution).flatMap(([location, bytes]) =>
    typeof bytes === 'number' && Number.isSafeInteger(bytes) ? [{ location, bytes }] : [],
  );
}

/** The zone's id, checked as a path parameter, and the range asked for, checked before any call. */
function rangeOf(zone: KnownPullZone, args: { from: Date; to: Date; hourly?: boolean | null }) {
  validate.statistics(args);
  const pullZoneId = recordIdsOf('pullZones').id('the Pull Zone id', zone.Id);
  const range: StatisticsRange = { from: args.from, to: args.to, hourly: args.hourly ?? false };
  return { pullZoneId, range };
}

export const pullZoneStatisticsResolvers: Resolvers = {
  PullZone: {
    statistics: (zone, args, { scope: { pullZones } }) => {
      const { pullZoneId, range } = rangeOf(zone, args);
      return pullZones.statistics.traffic(pullZoneId, range);
    },
    optimizerStatistics: (zone, args, { scope: { pullZones } }) => {
      const { pullZoneId, range } = rangeOf(zone, args);
      return pullZones.statistics.optimizer(pullZoneId, range);
    },
    originShieldQueueStatistics: (zone, args, { scope: { pullZones } }) => {
      const { pullZoneId, range } = rangeOf(zone, args);
      return pullZones.statistics.originShieldQueue(pullZoneId, range);
    },
    safeHopStatistics: (zone, args, { scope: { pullZones } }) => {
      const { pullZoneId, range } = rangeOf(zone, args);
      return pullZones.statistics.safeHop(pullZoneId, range);
    },
  },

  PullZoneStatistics: {
    totalBandwidthUsed: prop('TotalBandwidthUsed'),
    totalOriginTraffic: prop('TotalOriginTraffic'),
    averageOriginResponseTime: prop('AverageOriginResponseTime'),
    totalRequestsServed: prop('TotalRequestsServed'),
    cacheHitRate: prop('CacheHitRate'),
    bandwidthUsedChart: (stats) => chartPoints(stats.BandwidthUsedChart),
    bandwidthCachedChart: (stats) => chartPoints(stats.BandwidthCachedChart),
    cacheHitRateChart: (stats) => chartPoints(stats.CacheHitRateChart),
    requestsServedChart: (stats) => chartPoints(stats.RequestsServedChart),
    pullRequestsPulledChart: (stats) => chartPoints(stats.PullRequestsPulledChart),
    originResponseTimeChart: (stats) => chartPoints(stats.OriginResponseTimeChart),
    originTrafficChart: (stats) => chartPoints(stats.OriginTrafficChart),
    originShieldBandwidthUsedChart: (stats) => chartPoints(stats.OriginShieldBandwidthUsedChart),
    error3xxChart: (stats) => chartPoints(stats.Error3xxChart),
    error4xxChart: (stats) => chartPoints(stats.Error4xxChart),
    error5xxChart: (stats) => chartPoints(stats.Error5xxChart),
    geoTrafficDistribution: (stats) => geoShares(stats.GeoTrafficDistribution),
  },

  PullZoneOptimizerStatistics: {
    totalRequestsOptimized: prop('TotalRequestsOptimized'),
    totalTrafficSaved: prop('TotalTrafficSaved'),
    averageProcessingTime: prop('AverageProcessingTime'),
    averageCompressionRatio: prop('AverageCompressionRatio'),
    requestsOptimizedChart: (stats) => chartPoints(stats.RequestsOptimizedChart),
    averageCompressionChart: (stats) => chartPoints(stats.AverageCompressionChart),
    trafficSavedChart: (stats) => chartPoints(stats.TrafficSavedChart),
    averageProcessingTimeChart: (stats) => chartPoints(stats.AverageProcessingTimeChart),
  },

  OriginShieldQueueStatistics: {
    concurrentRequestsChart: (stats) => chartPoints(stats.ConcurrentRequestsChart),
    queuedRequestsChart: (stats) => chartPoints(stats.QueuedRequestsChart),
  },

  SafeHopStatistics: {
    totalRequestsRetried: prop('TotalRequestsRetried'),
    totalRequestsSaved: prop('TotalRequestsSaved'),
    requestsRetriedChart: (stats) => chartPoints(stats.RequestsRetriedChart),
    requestsSavedChart: (stats) => chartPoints(stats.RequestsSavedChart),
  },
};
