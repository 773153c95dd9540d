import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { prop } from '../shared/codecs.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { validate } from './validation.js';

/**
 * `PullZone.statistics`: one `GET /statistics` for the zone and range, read only when selected. The parent of
 * `PullZoneStatistics` is bunny.net's StatisticsModel; each chart, a map keyed by date strings, becomes a list of
 * `{ at, value }` in time order only when its field is selected.
 */

function geoShares(distribution: Record<string, number> | null | undefined) {
  if (!distribution || typeof distribution !== 'object') return [];
  return Object.entries(distribution).flatMap(([location, bytes]) =>
    typeof bytes === 'number' && Number.isSafeInteger(bytes) ? [{ location, bytes }] : [],
  );
}

export const pullZoneStatisticsResolvers: Resolvers = {
  PullZone: {
    statistics: (zone, args, { scope: { pullZones } }) => {
      validate.statistics(args);
      const pullZoneId = recordIdsOf('pullZones').id('the Pull Zone id', zone.Id);
      return pullZones.getStatistics(pullZoneId, args.from, args.to, args.hourly ?? false);
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
};
