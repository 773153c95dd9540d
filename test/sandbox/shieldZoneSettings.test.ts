import { describe, expect, it } from 'vitest';
import {
  FIRST_CREATED_SHIELD_ZONE_ID,
  MISSING_PULL_ZONE_ID,
  SANDBOX_REVOKED_KEY,
  STAGING_PULL_ZONE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  sandboxFixtures,
} from '../../src/sandbox/index.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = (key: string, path: string, method = 'GET', json?: unknown) =>
  call(sandbox.urls.api, path, { key, method, json });

describe('GET /shield/shield-zone/defaults', () => {
  it('answers the settings of a new zone and the suggested managed access lists in an envelope', async () => {
    const response = await api(freshKey(), '/shield/shield-zone/defaults');
    expect(response.status).toBe(200);
    const { data } = (await jsonOf(response)) as { data: Record<string, unknown> };
    expect(data['shieldZone']).toMatchObject({ planType: 0, wafEnabled: true, dDoSShieldSensitivity: 2 });
    expect(data['accessLists']).toContainEqual(expect.objectContaining({ listId: 103, requiredPlan: 0, action: 3 }));
  });

  it("answers a revoked key with Shield's 401", async () => {
    const response = await api(SANDBOX_REVOKED_KEY, '/shield/shield-zone/defaults');
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toEqual({ statusCode: 401 });
  });
});

describe('PATCH /shield/shield-zone', () => {
  it('changes only the settings sent, which the zone then reads back', async () => {
    const key = freshKey();
    const response = await api(key, '/shield/shield-zone', 'PATCH', {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      shieldZone: { wafExecutionMode: 0, dDoSShieldSensitivity: 3 },
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      data: { shieldZoneId: WEB_SHIELD_ZONE_ID, shieldZone: { wafExecutionMode: 0, planType: 1 } },
      error: { success: true },
    });
    const { data } = (await jsonOf(await api(key, `/shield/shield-zone/${WEB_SHIELD_ZONE_ID}`))) as {
      data: Record<string, unknown>;
    };
    expect(data).toMatchObject({ wafExecutionMode: 0, dDoSShieldSensitivity: 3, planType: 1, wafEnabled: true });
  });

  it('reports an unknown zone, or a body without shieldZoneId, as a failure inside a 200 envelope', async () => {
    const unknown = await api(freshKey(), '/shield/shield-zone', 'PATCH', { shieldZoneId: 4242, shieldZone: {} });
    expect(await jsonOf(unknown)).toEqual({ error: expect.objectContaining({ statusCode: 404, success: false }) });
    const bad = await api(freshKey(), '/shield/shield-zone', 'PATCH', { shieldZone: {} });
    expect(bad.status).toBe(200);
    expect(await jsonOf(bad)).toEqual({ error: expect.objectContaining({ statusCode: 400, success: false }) });
  });
});

describe('POST /shield/shield-zone/under-attack', () => {
  it('protects a Pull Zone with a zone that blocks and challenges, listed at once', async () => {
    const key = freshKey();
    const pullZoneId = sandboxFixtures.pullZones.customerPullZoneId(41);
    const response = await api(key, '/shield/shield-zone/under-attack', 'POST', { pullZoneId, planType: 2 });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      data: { pullZoneId, shieldZone: { shieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID, planType: 2 } },
    });
    const { data } = (await jsonOf(await api(key, `/shield/shield-zone/get-by-pullzone/${pullZoneId}`))) as {
      data: Record<string, unknown>;
    };
    expect(data).toMatchObject({ wafExecutionMode: 1, dDoSShieldSensitivity: 4, planType: 2 });
  });

  it('answers 409 for a protected Pull Zone and 403 for one the account does not have', async () => {
    const key = freshKey();
    const taken = await api(key, '/shield/shield-zone/under-attack', 'POST', {
      pullZoneId: WEB_PULL_ZONE_ID,
      planType: 0,
    });
    expect(taken.status).toBe(409);
    const missing = await api(key, '/shield/shield-zone/under-attack', 'POST', {
      pullZoneId: MISSING_PULL_ZONE_ID,
      planType: 0,
    });
    expect(missing.status).toBe(403);
    const untouched = await api(key, '/shield/shield-zone/under-attack', 'POST', { pullZoneId: STAGING_PULL_ZONE_ID });
    expect(await jsonOf(untouched)).toEqual({ error: expect.objectContaining({ statusCode: 400 }) });
  });
});

describe('GET /shield/promo/state', () => {
  it('answers 200 without a body, as the document declares', async () => {
    const response = await api(freshKey(), '/shield/promo/state');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
