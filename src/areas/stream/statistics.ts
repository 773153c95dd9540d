import type { CountryStatistic, VideoStatisticsResolvers } from '../../__generated__/resolvers-types.js';
import { upstreamDateTime } from '../shared/codecs.js';

/**
 * bunny.net's statistics charts are maps (`{ "2026-11-21T00:00:00Z": 42 }`); the graph gives typed lists, oldest
 * point first, so a chart library can plot them as they come. Keys that are not dates and values that are not
 * numbers are left out rather than failing the whole answer.
 */

type Counts = Record<string, unknown> | null | undefined;

function chart(map: Counts): { at: Date; value: number }[] {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map)
    .flatMap(([key, value]) => {
      const at = upstreamDateTime(key);
      return at !== null && typeof value === 'number' ? [{ at, value }] : [];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

function countries(map: Counts): CountryStatistic[] {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([country, value]) => (typeof value === 'number' ? [{ country, value }] : []));
}

export const statisticsOf: VideoStatisticsResolvers = {
  views: (stats) => chart(stats.viewsChart),
  watchTime: (stats) => chart(stats.watchTimeChart),
  countryViews: (stats) => countries(stats.countryViewCounts),
  countryWatchTime: (stats) => countries(stats.countryWatchTime),
  engagementScore: (stats) => (typeof stats.engagementScore === 'number' ? stats.engagementScore : null),
};
