import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { call, freshKey, jsonOf, NOW, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox({ now: () => NOW });
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  (await jsonOf(await call(sandbox.urls.api, path, { key, method, json }))) as Record<string, unknown>;

describe("a zone's insights", () => {
  it('answers the overages of the month asked for, or of the current one', async () => {
    const key = freshKey();
    expect(await api(key, `/shield/metrics/overages/${WEB_SHIELD_ZONE_ID}?year=2025&month=2`)).toMatchObject({
      year: 2025,
      month: 2,
      segments: [{ periodStart: '2025-02-01T00:00:00.000Z', periodEnd: '2025-02-28T23:59:59.999Z' }],
    });
    expect(await api(key, `/shield/metrics/overages/${WEB_SHIELD_ZONE_ID}`)).toMatchObject({ year: 2025, month: 8 });
    const missing = await call(sandbox.urls.api, '/shield/metrics/overages/1', { key });
    expect(missing.status).toBe(404);
  });

  it('searches the logs newest first, a page at a time from page 0, with the total of matches', async () => {
    const key = freshKey();
    const search = (page: number) =>
      api(key, `/shield/event-logs/${WEB_SHIELD_ZONE_ID}/search`, 'POST', {
        from: NOW.getTime() - 3_600_000,
        to: NOW.getTime(),
        filters: [{ field: 'action', op: 'eq', value: ['block'] }],
        page,
        pageSize: 3,
      });
    const first = await search(0);
    const rows = first['rows'] as { timestamp: number; fields: Record<string, string> }[];
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.fields['action'] === 'block')).toBe(true);
    expect(rows[0]?.timestamp).toBeGreaterThan(rows[2]?.timestamp ?? Number.MAX_SAFE_INTEGER);
    expect(first).toMatchObject({ page: 0, totalPages: Math.ceil((first['total'] as number) / 3) });
    const second = await search(1);
    expect((second['rows'] as { timestamp: number }[])[0]?.timestamp).toBeLessThan(rows[2]?.timestamp ?? 0);
  });

  it('refuses a search window past 72 hours with a ProblemDetails', async () => {
    const response = await call(sandbox.urls.api, `/shield/event-logs/${WEB_SHIELD_ZONE_ID}/search`, {
      key: freshKey(),
      json: { from: NOW.getTime() - 100 * 3_600_000, to: NOW.getTime() },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400 });
  });
});

describe('custom response pages', () => {
  it('stores a page sent as the body, answers it as a JSON string, and deletes it', async () => {
    const key = freshKey();
    const path = `/shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}/custom-page/challenge`;
    expect((await call(sandbox.urls.api, path, { key })).status).toBe(404);
    const put = await call(sandbox.urls.api, path, {
      key,
      method: 'PUT',
      body: '<p>Prove it.</p>',
      headers: { 'Content-Type': 'text/html' },
    });
    expect(await jsonOf(put)).toMatchObject({ success: true });
    expect(await (await call(sandbox.urls.api, path, { key })).json()).toBe('<p>Prove it.</p>');
    expect(await api(key, path, 'DELETE')).toMatchObject({ success: true });
    expect(await api(key, path, 'DELETE')).toMatchObject({ statusCode: 404, errorKey: 'customPage.notFound' });
  });

  it('refuses a page type it does not know', async () => {
    const response = await call(sandbox.urls.api, `/shield/shield-zone/${WEB_SHIELD_ZONE_ID}/custom-page/teapot`, {
      key: freshKey(),
    });
    expect(response.status).toBe(400);
  });
});
