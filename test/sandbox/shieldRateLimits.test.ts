import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import {
  ENTERPRISE_SHIELD_ZONE_ID,
  FIRST_CREATED_RULE_ID,
  SEEDED_ENTERPRISE_RATE_LIMIT_RULES,
  WEB_RATE_LIMIT_RULE_ID,
} from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  (await jsonOf(await call(sandbox.urls.api, path, { key, method, json }))) as Record<string, unknown>;

const CONFIGURATION = {
  actionType: 1,
  variableTypes: { REQUEST_URI: '' },
  operatorType: 0,
  value: '/search',
  requestCount: 10,
  timeframe: 60,
  blockTime: 60,
};

describe('rate limit rules', () => {
  it("pages a zone's rules as { data, page }", async () => {
    const page = await api(freshKey(), `/shield/rate-limits/${ENTERPRISE_SHIELD_ZONE_ID}?page=1&perPage=25`);
    expect(page['page']).toMatchObject({ totalCount: SEEDED_ENTERPRISE_RATE_LIMIT_RULES, nextPage: 2 });
    expect(page['data']).toHaveLength(25);
  });

  it('creates a rule that is then read, updated and deleted', async () => {
    const key = freshKey();
    const created = await api(key, '/shield/rate-limit', 'POST', {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      ruleName: 'search',
      ruleConfiguration: CONFIGURATION,
    });
    expect(created).toMatchObject({ id: FIRST_CREATED_RULE_ID, ruleConfiguration: { requestCount: 10 } });
    const path = `/shield/rate-limit/${FIRST_CREATED_RULE_ID}`;
    expect(await api(key, path, 'PATCH', { ruleName: 'search-2' })).toMatchObject({
      ruleName: 'search-2',
      ruleConfiguration: { timeframe: 60 },
    });
    expect(await api(key, path, 'DELETE')).toMatchObject({ success: true });
    expect(await api(key, path)).toEqual({ errorResponse: expect.objectContaining({ statusCode: 404 }) });
  });

  it('refuses a rule without its counting, and one beyond the plan, inside a 200', async () => {
    const key = freshKey();
    const counting = await api(key, '/shield/rate-limit', 'POST', {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      ruleName: 'x',
      ruleConfiguration: { ...CONFIGURATION, requestCount: undefined },
    });
    expect(counting).toEqual({ errorResponse: expect.objectContaining({ statusCode: 400 }) });
    for (const ruleName of ['a', 'b'])
      await api(key, '/shield/rate-limit', 'POST', {
        shieldZoneId: MEDIA_SHIELD_ZONE_ID,
        ruleName,
        ruleConfiguration: CONFIGURATION,
      });
    const third = await api(key, '/shield/rate-limit', 'POST', {
      shieldZoneId: MEDIA_SHIELD_ZONE_ID,
      ruleName: 'c',
      ruleConfiguration: CONFIGURATION,
    });
    expect(third).toEqual({ errorResponse: expect.objectContaining({ errorKey: 'rule.limitReached' }) });
  });
});

describe('rate limit metrics', () => {
  it("answers each of a zone's rules with 28 days of breaches that add up to the overview", async () => {
    const { data } = (await api(freshKey(), `/shield/metrics/rate-limits/${WEB_SHIELD_ZONE_ID}`)) as {
      data: {
        ratelimitId: number;
        overview: { totalBreaches: number };
        ratelimitOverviewPastTwentyEightDays: Record<string, { totalBreaches: number }>;
      }[];
    };
    expect(data.map((entry) => entry.ratelimitId)).toContain(WEB_RATE_LIMIT_RULE_ID);
    const days = Object.values(data[0]?.ratelimitOverviewPastTwentyEightDays ?? {});
    expect(days).toHaveLength(28);
    expect(days.reduce((sum, day) => sum + day.totalBreaches, 0)).toBe(data[0]?.overview.totalBreaches);
  });

  it("answers one rule's breaches, and an unknown rule as a failure inside a 200", async () => {
    const key = freshKey();
    expect(await api(key, `/shield/metrics/rate-limit/${WEB_RATE_LIMIT_RULE_ID}`)).toMatchObject({
      data: { overview: { totalBreaches: expect.any(Number) } },
    });
    expect(await api(key, '/shield/metrics/rate-limit/4242')).toEqual({
      error: expect.objectContaining({ statusCode: 404 }),
    });
  });
});
