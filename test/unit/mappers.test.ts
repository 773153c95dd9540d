import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DayLists } from '../../src/areas/shield/insights/dayLists.js';
import { buildSchema } from '../../src/schema.js';
import { WEB_SHIELD_ZONE_ID, shieldMetricsEnvelope } from '../../src/sandbox/fixtures.js';

/**
 * Parent = upstream record: a resolver hands bunny.net's record to GraphQL as it is, and only the fields a query
 * selects are read from it. Observed with a record that writes down every property read.
 */

const schema = buildSchema();

function watched(record: Record<string, unknown>, reads: Set<string>): Record<string, unknown> {
  return new Proxy(record, {
    get(target, property, receiver) {
      if (typeof property === 'string') reads.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** One request's context: the upstream session shares one answer between identical reads, so every alias gets `record`. */
function requestContext(record: Record<string, unknown>) {
  return { scope: { shield: { getMetricsOverview: async () => record, dayLists: new DayLists() } } };
}

async function execute(source: string, contextValue: unknown): Promise<unknown> {
  const result = await graphql({ schema, source, contextValue });
  expect(result.errors).toBeUndefined();
  return result.data;
}

const metrics = (selection: string): string => `shieldZoneMetrics(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) ${selection}`;

async function readMetrics(selection: string): Promise<{ reads: Set<string>; data: unknown }> {
  const reads = new Set<string>();
  const record = watched(shieldMetricsEnvelope().data, reads);
  const data = await execute(`{ ${metrics(selection)} }`, requestContext(record));
  return { reads, data };
}

/** The record with each past-28-days map counting how often it is turned into a list (each turn lists its keys). */
function countingListBuilds(record: Record<string, unknown>): Map<string, number> {
  const builds = new Map<string, number>();
  for (const [field, map] of Object.entries(record)) {
    if (!field.endsWith('PastTwentyEightDays') || map === null || typeof map !== 'object') continue;
    builds.set(field, 0);
    record[field] = new Proxy(map, {
      ownKeys(target) {
        builds.set(field, (builds.get(field) ?? 0) + 1);
        return Reflect.ownKeys(target);
      },
    });
  }
  return builds;
}

const TWO_ALIASES = `{
  a: ${metrics('{ overviewPastTwentyEightDays { key date value { ddosMitigated } } ddosPastTwentyEightDays { key } }')}
  b: ${metrics('{ overviewPastTwentyEightDays { date } ddosPastTwentyEightDays { key value { blockedRequests } } }')}
}`;

describe('Shield metrics mappers', () => {
  it('read only the selected fields of the upstream record, leaving the 28-day maps untouched', async () => {
    const { reads } = await readMetrics('{ waf { blockedRequests } ddos { blockedRequests } }');
    expect(reads).toContain('waf');
    expect(reads).toContain('dDoS');
    for (const unselected of [
      'overview',
      'overviewPastTwentyEightDays',
      'dDoSOverviewPastTwentyEightDays',
      'ratelimit',
    ])
      expect(reads).not.toContain(unselected);
  });

  it('rename a field by reading bunny.net property of another name', async () => {
    const { data } = await readMetrics('{ overview { ddosMitigated rateLimitBreaches } rateLimit { totalBreaches } }');
    const upstream = shieldMetricsEnvelope().data as Record<string, Record<string, number>>;
    expect(data).toEqual({
      shieldZoneMetrics: {
        overview: {
          ddosMitigated: upstream['overview']?.['dDoSMitigated'],
          rateLimitBreaches: upstream['overview']?.['ratelimitBreaches'],
        },
        rateLimit: { totalBreaches: upstream['ratelimit']?.['totalBreaches'] },
      },
    });
  });

  it('build each 28-day list once when two aliases select the same upstream record', async () => {
    const record = shieldMetricsEnvelope().data;
    const builds = countingListBuilds(record);
    const data = (await execute(TWO_ALIASES, requestContext(record))) as Record<string, Record<string, unknown[]>>;
    expect(builds.get('overviewPastTwentyEightDays')).toBe(1);
    expect(builds.get('dDoSOverviewPastTwentyEightDays')).toBe(1);
    expect(builds.get('ratelimitOverviewPastTwentyEightDays')).toBe(0);
    const upstream = shieldMetricsEnvelope().data as Record<string, Record<string, Record<string, number>>>;
    const overview = Object.entries(upstream['overviewPastTwentyEightDays'] ?? {});
    expect(data['a']?.['overviewPastTwentyEightDays']).toEqual(
      overview.map(([key, value]) => ({ key, date: key, value: { ddosMitigated: value['dDoSMitigated'] } })),
    );
    expect(data['b']?.['overviewPastTwentyEightDays']).toEqual(overview.map(([key]) => ({ date: key })));
    expect(data['b']?.['ddosPastTwentyEightDays']).toHaveLength(overview.length);
  });

  it('build the lists again for the next request, so nothing of one request is kept for another', async () => {
    const record = shieldMetricsEnvelope().data;
    const builds = countingListBuilds(record);
    await execute(TWO_ALIASES, requestContext(record));
    await execute(TWO_ALIASES, requestContext(record));
    expect(builds.get('overviewPastTwentyEightDays')).toBe(2);
    expect(builds.get('dDoSOverviewPastTwentyEightDays')).toBe(2);
  });
});
