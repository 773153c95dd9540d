import { describe, expect, it } from 'vitest';
import { chartPoints } from '../../src/areas/shared/charts.js';

describe('a statistics chart as a time series', () => {
  it('orders the points by time whatever order bunny.net sent the keys in, reading zone-less keys as UTC', () => {
    const points = chartPoints({ '2026-11-21T01:00:00': 2, '2026-11-21T00:00:00Z': 1, '2026-11-20T23:00:00+00:00': 0 });
    expect(points).toEqual([
      { at: new Date('2026-11-20T23:00:00Z'), value: 0 },
      { at: new Date('2026-11-21T00:00:00Z'), value: 1 },
      { at: new Date('2026-11-21T01:00:00Z'), value: 2 },
    ]);
  });

  it('leaves out a key that is not a date-time and a value that is not a finite number, rather than failing', () => {
    const chart = { total: 5, '2026-11-21T00:00:00Z': Number.NaN, '2026-11-22T00:00:00Z': 3 } as Record<string, number>;
    expect(chartPoints(chart)).toEqual([{ at: new Date('2026-11-22T00:00:00Z'), value: 3 }]);
  });

  it('answers an empty series for a chart bunny.net sent as null or left out', () => {
    expect(chartPoints(null)).toEqual([]);
    expect(chartPoints(undefined)).toEqual([]);
  });
});
