import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import {
  WEB_API_GUARDIAN_ENDPOINT_ID,
  WEB_SECOND_API_GUARDIAN_ENDPOINT_ID,
} from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  (await jsonOf(await call(sandbox.urls.api, path, { key, method, json }))) as Record<string, unknown>;

const guardian = (zone: number) => `/shield/shield-zone/${zone}/api-guardian`;

describe('API Guardian', () => {
  it("answers the web zone's settings and endpoints, and no data for a zone without a specification", async () => {
    const key = freshKey();
    expect(await api(key, guardian(WEB_SHIELD_ZONE_ID))).toMatchObject({
      data: { configuration: { title: 'Acme store API', isEnabled: true }, endpoints: [{}, {}] },
      error: { success: true },
    });
    expect(await api(key, guardian(MEDIA_SHIELD_ZONE_ID))).toEqual({
      error: expect.objectContaining({ success: true }),
    });
  });

  it('makes endpoints of an uploaded specification, keeps their ids on a replacement, and drops those it lacks', async () => {
    const key = freshKey();
    const spec = (paths: Record<string, object>) => JSON.stringify({ info: { title: 'Media', version: '1' }, paths });
    const uploaded = await api(key, `${guardian(MEDIA_SHIELD_ZONE_ID)}/spec`, 'POST', {
      content: spec({ '/a': { get: {} }, '/b': { post: {} } }),
    });
    const endpoints = (uploaded['data'] as { endpoints: { apiGuardianEndpointId: number; requestPath: string }[] })
      .endpoints;
    expect(endpoints.map((e) => e.requestPath)).toEqual(['/a', '/b']);
    const replaced = await api(key, `${guardian(MEDIA_SHIELD_ZONE_ID)}/spec`, 'PATCH', {
      content: spec({ '/b': { post: {} } }),
    });
    expect((replaced['data'] as { endpoints: unknown[] }).endpoints).toEqual([
      expect.objectContaining({ apiGuardianEndpointId: endpoints[1]?.apiGuardianEndpointId, requestPath: '/b' }),
    ]);
    expect(await api(key, guardian(MEDIA_SHIELD_ZONE_ID))).toMatchObject({
      data: { endpoints: [{ requestPath: '/b' }] },
    });
  });

  it('refuses a replacement before any upload, and a specification without paths, inside a 200', async () => {
    const key = freshKey();
    const path = `${guardian(MEDIA_SHIELD_ZONE_ID)}/spec`;
    expect(await api(key, path, 'PATCH', { content: '{"paths":{"/a":{"get":{}}}}' })).toMatchObject({
      error: { statusCode: 404, errorKey: 'apiGuardian.notConfigured' },
    });
    expect(await api(key, path, 'POST', { content: '{"openapi":"3.0.0"}' })).toMatchObject({
      error: { statusCode: 400, errorKey: 'apiGuardian.invalidSpecification' },
    });
  });

  it('changes the settings and an endpoint, which later reads show', async () => {
    const key = freshKey();
    expect(await api(key, guardian(WEB_SHIELD_ZONE_ID), 'PATCH', { executionMode: 1 })).toMatchObject({
      data: { executionMode: 1, bodyLimitAction: 1 },
    });
    const endpoint = `${guardian(WEB_SHIELD_ZONE_ID)}/endpoint/${WEB_SECOND_API_GUARDIAN_ENDPOINT_ID}`;
    expect(await api(key, endpoint, 'PATCH', { rateLimitingTimeframe: 3600, isEnabled: false })).toMatchObject({
      data: { rateLimitingTimeframe: 3600, isEnabled: false },
    });
    expect(await api(key, endpoint, 'PATCH', { rateLimitingTimeframe: 7 })).toMatchObject({
      error: { statusCode: 400 },
    });
    const read = await api(key, guardian(WEB_SHIELD_ZONE_ID));
    expect(read).toMatchObject({
      data: { configuration: { executionMode: 1 }, endpoints: [{}, { isEnabled: false }] },
    });
  });

  it('counts the same activity on every call, the totals being the sums of the 28 days', async () => {
    const key = freshKey();
    const path = `/shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/${WEB_API_GUARDIAN_ENDPOINT_ID}`;
    const metrics = (await api(key, path))['data'] as Record<string, unknown>;
    const days = Object.values(metrics['overviewPastTwentyEightDays'] as Record<string, { requestsInspected: number }>);
    expect(days).toHaveLength(28);
    expect(metrics['totalRequestsInspected']).toBe(days.reduce((sum, day) => sum + day.requestsInspected, 0));
    expect((await api(key, path))['data']).toEqual(metrics);
    expect(await api(key, `/shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/1`)).toMatchObject({
      error: { statusCode: 404 },
    });
  });
});
