import type { CountryStatistic, VideoStatisticsResolvers } from '../../../__generated__/resolvers-types.js';
import { chartPoints } from '../../shared/charts.js';

/** `VideoStatistics`: bunny.net's charts as time series (shared/charts.ts), its per-country maps as lists. */

type Counts = Record<string, unknown> | null | undefined;

function countries(map: Counts): CountryStatistic[] {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([country, value]) => (typeof value === 'number' ? [{ country, value }] : []));
}

export const statisticsOf: VideoStatisticsResolvers = {
  views: (stats) => chartPoints(stats.viewsChart),
  watchTime: (stats) => chartPoints(stats.watchTimeChart),
  countryViews: (stats) => countries(stats.countryViewCounts),
  countryWatchTime: (stats) => countries(stats.countryWatchTime),
  engagementScore: (stats) => (typeof stats.engagementScore === 'number' ? stats.engagementScore : null),
};
