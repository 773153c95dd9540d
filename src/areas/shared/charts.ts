import { upstreamDateTime } from './codecs.js';

/**
 * bunny.net's statistics charts are maps keyed by date-time (`{ "2026-11-21T00:00:00Z": 42 }`); the graph gives
 * typed lists of `{ at, value }`, oldest point first, so a chart library can plot them as they come. A key that is
 * not a date-time, or a value that is not a finite number, is left out rather than failing the whole answer.
 */

export interface ChartPoint {
  at: Date;
  value: number;
}

/** A chart's points in time order; empty for a chart bunny.net sent as null or left out. */
export function chartPoints(chart: Record<string, unknown> | null | undefined): ChartPoint[] {
  if (!chart || typeof chart !== 'object') return [];
  const points = Object.entries(chart).flatMap(([key, value]) => {
    const at = upstreamDateTime(key);
    return at !== null && typeof value === 'number' && Number.isFinite(value) ? [{ at, value }] : [];
  });
  return points.sort((a, b) => a.at.getTime() - b.at.getTime());
}
