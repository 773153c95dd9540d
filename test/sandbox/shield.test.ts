import { describe, expect, it } from 'vitest';
import {
  FAILING_SHIELD_ZONE_ID,
  FIRST_CREATED_SHIELD_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  TRIGGERED_WAF_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const SUCCESS = { statusCode: 200, success: true, message: null, errorKey: null };
const metrics = (key: string, zoneId: number): Promise<Response> =>
  call(sandbox.urls.api, `/shield/metrics/overview/${zoneId}`, { key });
const createZone = (key: string, body: unknown): Promise<Response> =>
  call(sandbox.urls.api, '/shield/shield-zone', { key, json: body });
const recommendation = (key: string, zoneId: number, ruleId: string): Promise<Response> =>
  call(sandbox.urls.api, `/shield/waf/rules/review-triggered/ai-recommendation/${zoneId}/${ruleId}`, { key });

describe('GET /shield/metrics/overview/{shieldZoneId}', () => {
  it('answers the metrics in a success envelope with 28 daily entries keyed by date', async () => {
    const response = await metrics(freshKey(), WEB_SHIELD_ZONE_ID);
    expect(response.status).toBe(200);
    const { data, error } = (await jsonOf(response)) as {
      data: Record<string, Record<string, Record<string, number>>>;
      error: unknown;
    };
    expect(error).toEqual(SUCCESS);
    const days = Object.keys(data.overviewPastTwentyEightDays ?? {});
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2025-07-24');
    expect(days[27]).toBe('2025-08-20');
    for (const map of [
      'dDoSOverviewPastTwentyEightDays',
      'ratelimitOverviewPastTwentyEightDays',
      'apiGuardianOverviewPastTwentyEightDays',
    ]) {
      expect(Object.keys(data[map] ?? {})).toEqual(days);
    }
  });

  it('reports int64 totals above 2^31 and overview counters that add up the daily entries', async () => {
    const { data } = (await jsonOf(await metrics(freshKey(), WEB_SHIELD_ZONE_ID))) as { data: Record<string, unknown> };
    expect(data.totalCleanRequestsLimit).toBe(5_000_000_000);
    expect(Number(data.totalBillableRequests)).toBeGreaterThan(2 ** 31);
    const overview = data.overview as Record<string, number>;
    const daily = Object.values(data.overviewPastTwentyEightDays as Record<string, Record<string, number>>);
    expect(overview.wafTriggeredRules).toBe(daily.reduce((total, day) => total + (day.wafTriggeredRules ?? 0), 0));
    expect(overview.wafTriggeredRules).toBeGreaterThan(0);
  });

  it('answers the same figures on every call', async () => {
    const first = await (await metrics(freshKey(), MEDIA_SHIELD_ZONE_ID)).text();
    expect(await (await metrics(freshKey(), MEDIA_SHIELD_ZONE_ID)).text()).toBe(first);
  });

  it('reports an unknown zone as a 404 inside a 200 envelope, without data', async () => {
    const response = await metrics(freshKey(), 4242);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      error: { statusCode: 404, success: false, message: expect.any(String), errorKey: 'shieldZone.notFound' },
    });
  });

  it(`answers 500 with no body for zone ${FAILING_SHIELD_ZONE_ID} (fault trigger)`, async () => {
    await expectNoBody(await metrics(freshKey(), FAILING_SHIELD_ZONE_ID), 500);
  });
});

describe('POST /shield/shield-zone', () => {
  it('creates a zone for an unprotected Pull Zone and echoes the request with the new id', async () => {
    const key = freshKey();
    const request = {
      pullZoneId: STAGING_PULL_ZONE_ID,
      shieldZone: { wafEnabled: true, learningMode: true, planType: 0 },
    };
    const response = await createZone(key, request);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      data: {
        pullZoneId: STAGING_PULL_ZONE_ID,
        shieldZone: { ...request.shieldZone, shieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID },
      },
      error: SUCCESS,
    });

    const created = (await jsonOf(await metrics(key, FIRST_CREATED_SHIELD_ZONE_ID))) as {
      data: { overview: Record<string, number> };
      error: unknown;
    };
    expect(created.error).toEqual(SUCCESS);
    expect(Object.values(created.data.overview).every((value) => value === 0)).toBe(true);
  });

  it('answers 409 with a failure envelope when the Pull Zone is already protected', async () => {
    const key = freshKey();
    expect((await createZone(key, { pullZoneId: STAGING_PULL_ZONE_ID })).status).toBe(200);
    for (const pullZoneId of [STAGING_PULL_ZONE_ID, WEB_PULL_ZONE_ID]) {
      const response = await createZone(key, { pullZoneId });
      expect(response.status).toBe(409);
      expect(await jsonOf(response)).toMatchObject({
        data: { pullZoneId },
        error: { statusCode: 409, success: false, errorKey: 'shieldZone.alreadyExists' },
      });
    }
  });

  it('answers 400 with a failure envelope when pullZoneId is missing', async () => {
    const response = await createZone(freshKey(), { shieldZone: { wafEnabled: true } });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({
      error: {
        statusCode: 400,
        success: false,
        message: expect.any(String),
        errorKey: 'shieldZone.pullZoneIdRequired',
      },
    });
  });

  it('answers 403 with a failure envelope for a Pull Zone outside the account', async () => {
    const response = await createZone(freshKey(), { pullZoneId: 77 });
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toMatchObject({ error: { statusCode: 403, success: false } });
  });
});

describe('GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}', () => {
  it('answers the recommendation for a triggered rule', async () => {
    const response = await recommendation(freshKey(), WEB_SHIELD_ZONE_ID, TRIGGERED_WAF_RULE_ID);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      ruleId: TRIGGERED_WAF_RULE_ID,
      success: true,
      recommendation: expect.stringContaining('blocking'),
      errorResponse: SUCCESS,
    });
  });

  it('reports an untriggered rule or unknown zone inside a 200 response with success false', async () => {
    for (const [zoneId, errorKey] of [
      [WEB_SHIELD_ZONE_ID, 'waf.triggeredRuleNotFound'],
      [4242, 'shieldZone.notFound'],
    ] as const) {
      const response = await recommendation(freshKey(), zoneId, '999999');
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toEqual({
        shieldZoneId: zoneId,
        ruleId: '999999',
        success: false,
        recommendation: null,
        errorResponse: { statusCode: 404, success: false, message: expect.any(String), errorKey },
      });
    }
  });

  it(`answers 500 with no body for zone ${FAILING_SHIELD_ZONE_ID} (fault trigger)`, async () => {
    await expectNoBody(await recommendation(freshKey(), FAILING_SHIELD_ZONE_ID, TRIGGERED_WAF_RULE_ID), 500);
  });
});
