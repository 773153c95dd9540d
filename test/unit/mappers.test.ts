import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
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

async function readMetrics(selection: string): Promise<{ reads: Set<string>; data: unknown }> {
  const reads = new Set<string>();
  const record = watched(shieldMetricsEnvelope().data, reads);
  const contextValue = { shield: { getMetricsOverview: async () => record } };
  const result = await graphql({
    schema,
    source: `{ shieldZoneMetrics(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) ${selection} }`,
    contextValue,
  });
  expect(result.errors).toBeUndefined();
  return { reads, data: result.data };
}

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
});
