import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { GOOGLEBOT_ID } from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  (await jsonOf(await call(sandbox.urls.api, path, { key, method, json }))) as Record<string, unknown>;
const zone = (id: number, part: string) => `/shield/shield-zone/${id}/${part}`;

describe('bot detection', () => {
  it('merges a change part by part, and later reads answer it', async () => {
    const key = freshKey();
    const path = zone(MEDIA_SHIELD_ZONE_ID, 'bot-detection');
    const changed = await api(key, path, 'PATCH', { executionMode: 1, browserFingerprint: { complexEnabled: true } });
    expect(changed).toMatchObject({
      data: { executionMode: 1, browserFingerprint: { sensitivity: 1, aggression: 1, complexEnabled: true } },
    });
    expect((await api(key, path))['data']).toEqual(changed['data']);
  });

  it('refuses a sensitivity out of range with a 400, and answers an unknown zone with a 404', async () => {
    const key = freshKey();
    const wrong = await call(sandbox.urls.api, zone(WEB_SHIELD_ZONE_ID, 'bot-detection'), {
      key,
      method: 'PATCH',
      json: { ipAddress: { sensitivity: 9 } },
    });
    expect(wrong.status).toBe(400);
    expect((await call(sandbox.urls.api, zone(4242, 'bot-detection'), { key })).status).toBe(404);
  });
});

describe('bot categorization', () => {
  it("sets a bot's and a category's action, which the list then shows", async () => {
    const key = freshKey();
    expect(
      await api(key, `${zone(WEB_SHIELD_ZONE_ID, 'bot-categorization')}/bots/${GOOGLEBOT_ID}`, 'PUT', { action: 3 }),
    ).toMatchObject({ data: { botId: GOOGLEBOT_ID, action: 3, userAgentMatch: 'Googlebot' } });
    expect(
      await api(key, `${zone(WEB_SHIELD_ZONE_ID, 'bot-categorization')}/categories/7`, 'PUT', { action: 2 }),
    ).toMatchObject({ data: { category: 7, action: 2 } });
    const { categories } = (await api(key, zone(WEB_SHIELD_ZONE_ID, 'bot-categorization'))) as {
      categories: { category: number; categoryAction: number; bots: { botId: number; action: number }[] }[];
    };
    expect(categories.find((group) => group.category === 1)?.bots[0]).toMatchObject({ botId: GOOGLEBOT_ID, action: 3 });
    expect(categories.find((group) => group.category === 7)?.categoryAction).toBe(2);
    expect(categories.find((group) => group.category === 2)?.categoryAction).toBe(1);
  });

  it('answers an unknown bot with a 404 and a wrong action with a 400', async () => {
    const key = freshKey();
    const base = zone(WEB_SHIELD_ZONE_ID, 'bot-categorization');
    expect((await call(sandbox.urls.api, `${base}/bots/999`, { key, method: 'PUT', json: { action: 1 } })).status).toBe(
      404,
    );
    expect(
      (await call(sandbox.urls.api, `${base}/categories/1`, { key, method: 'PUT', json: { action: 3 } })).status,
    ).toBe(400);
  });
});

describe('upload scanning', () => {
  it('keeps what a change leaves out or sends as null', async () => {
    const key = freshKey();
    const path = zone(WEB_SHIELD_ZONE_ID, 'upload-scanning');
    expect(await api(key, path, 'PATCH', { isEnabled: null, antivirusScanningMode: 2 })).toMatchObject({
      data: { isEnabled: true, csamScanningMode: 2, antivirusScanningMode: 2 },
    });
    expect(await api(key, path)).toMatchObject({ data: { antivirusScanningMode: 2 } });
    expect((await call(sandbox.urls.api, path, { key, method: 'PATCH', json: { csamScanningMode: 3 } })).status).toBe(
      400,
    );
  });
});
