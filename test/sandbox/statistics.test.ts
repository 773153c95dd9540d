import { describe, expect, it } from 'vitest';
import { MISSING_PULL_ZONE_ID, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const statistics = (query: string): Promise<Response> =>
  call(sandbox.urls.api, `/statistics?${query}`, { key: freshKey() });

const sumOf = (chart: unknown): number => Object.values(chart as Record<string, number>).reduce((a, b) => a + b, 0);

describe('GET /statistics', () => {
  it('answers one point per whole UTC day of the range, the totals the sums of the charts, the same every time', async () => {
    const query = `pullZone=${WEB_PULL_ZONE_ID}&dateFrom=2025-08-10T13:00:00Z&dateTo=2025-08-12T01:00:00Z`;
    const stats = await jsonOf(await statistics(query));
    expect(Object.keys(stats['RequestsServedChart'] as object)).toEqual([
      '2025-08-10T00:00:00',
      '2025-08-11T00:00:00',
      '2025-08-12T00:00:00',
    ]);
    expect(sumOf(stats['RequestsServedChart'])).toBe(stats['TotalRequestsServed']);
    expect(sumOf(stats['BandwidthUsedChart'])).toBe(stats['TotalBandwidthUsed']);
    expect(stats['Error5xxChart']).toEqual({});
    expect(await jsonOf(await statistics(query))).toEqual(stats);
  });

  it('answers 24 points a day when hourly, and fills the error charts only with loadErrors', async () => {
    const query = `pullZone=${WEB_PULL_ZONE_ID}&dateFrom=2025-08-10&dateTo=2025-08-10&hourly=true&loadErrors=true`;
    const stats = await jsonOf(await statistics(query));
    expect(Object.keys(stats['BandwidthUsedChart'] as object)).toHaveLength(24);
    expect(Object.keys(stats['Error4xxChart'] as object)).toHaveLength(24);
  });

  it('answers the whole account without pullZone, and nothing for a zone the account does not have', async () => {
    const range = 'dateFrom=2025-08-10&dateTo=2025-08-11';
    const zone = await jsonOf(await statistics(`pullZone=${WEB_PULL_ZONE_ID}&${range}`));
    const account = await jsonOf(await statistics(range));
    expect(account['TotalRequestsServed'] as number).toBeGreaterThan(zone['TotalRequestsServed'] as number);
    const missing = await jsonOf(await statistics(`pullZone=${MISSING_PULL_ZONE_ID}&${range}`));
    expect(missing).toMatchObject({ TotalRequestsServed: 0, GeoTrafficDistribution: {} });
  });

  it('answers 400 ApiErrorData naming the parameter for an unreadable date or a range out of order', async () => {
    const bad = await statistics('dateFrom=yesterday');
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toMatchObject({ Field: 'dateFrom' });
    const reversed = await statistics('dateFrom=2025-08-12&dateTo=2025-08-10');
    expect(reversed.status).toBe(400);
    expect(await jsonOf(reversed)).toMatchObject({ Field: 'dateTo' });
  });
});
