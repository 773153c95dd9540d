import { empty, json, type Reply } from '../core/http.js';
import { findPullZone } from './shared.js';
import { Random } from '../core/random.js';
import type { HandlerContext } from '../router.js';
import { chartOf, isRange, readRange } from './traffic.js';

/**
 * A Pull Zone's optimizer, origin shield queue and SafeHop statistics between `dateFrom` and `dateTo` (the last 30
 * days when left out), daily or `hourly`, as the core API charts them. Each value is generated from the zone and the
 * time, so the same range always reads the same; the totals are the sums of the charts.
 */

type Series = (start: number) => number;

/** A handler answering one zone's statistics, built from the zone id and the range's points. */
function zoneStatistics(model: (series: (name: string, max: number) => Series, starts: readonly number[]) => object) {
  return (context: HandlerContext): Reply => {
    const zone = findPullZone(context, 'pullZoneId');
    if (!zone) return empty(404);
    const range = readRange(context);
    if (!isRange(range)) return range;
    const series =
      (name: string, max: number): Series =>
      (start) =>
        new Random(`${name}:${zone.id}:${start}:${range.length}`).int(0, max);
    return json(200, model(series, range.starts));
  };
}

const total = (starts: readonly number[], series: Series): number =>
  starts.reduce((sum, start) => sum + series(start), 0);

/** GET /pullzone/{pullZoneId}/optimizer/statistics: OptimizerStatisticsModel. */
export const getOptimizerStatistics = zoneStatistics((series, starts) => {
  const optimized = series('optimized', 5000);
  const saved = series('saved', 400_000_000);
  const compression = series('compression', 70);
  const processing = series('processing', 40);
  const average = (values: Series) => (starts.length === 0 ? 0 : total(starts, values) / starts.length);
  return {
    RequestsOptimizedChart: chartOf(starts, optimized),
    AverageCompressionChart: chartOf(starts, compression),
    TrafficSavedChart: chartOf(starts, saved),
    AverageProcessingTimeChart: chartOf(starts, processing),
    TotalRequestsOptimized: total(starts, optimized),
    TotalTrafficSaved: total(starts, saved),
    AverageProcessingTime: average(processing),
    AverageCompressionRatio: average(compression),
  };
});

/** GET /pullzone/{pullZoneId}/originshield/queuestatistics: OriginShieldConcurrencyStatisticsModel. */
export const getOriginShieldQueueStatistics = zoneStatistics((series, starts) => ({
  ConcurrentRequestsChart: chartOf(starts, series('concurrent', 180)),
  QueuedRequestsChart: chartOf(starts, series('queued', 25)),
}));

/** GET /pullzone/{pullZoneId}/safehop/statistics: SafeHopStatisticsModel. */
export const getSafeHopStatistics = zoneStatistics((series, starts) => {
  const retried = series('retried', 120);
  const saved = series('saved', 90);
  return {
    RequestsRetriedChart: chartOf(starts, retried),
    RequestsSavedChart: chartOf(starts, saved),
    TotalRequestsRetried: total(starts, retried),
    TotalRequestsSaved: total(starts, saved),
  };
});
