import { describe, expect, it } from 'vitest';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_ID,
  EMPTY_SCRIPT_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** Edge Scripting's script lifecycle in the sandbox: create, delete, the code, publishing it, the key, statistics. */

const sandbox = useTestSandbox();

const api = (key: string, path: string, options: { method?: string; json?: unknown } = {}): Promise<Response> =>
  call(sandbox.urls.api, path, { key, ...options });
const script = async (key: string, id: number) => jsonOf(await api(key, `/compute/script/${id}`));

describe('POST /compute/script', () => {
  it('answers 201 with the new EdgeScriptModel, which the list then holds, its code readable', async () => {
    const key = freshKey();
    const response = await api(key, '/compute/script', { json: { Name: 'checkout-api', ScriptType: 2, Code: 'a()' } });
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toMatchObject({ Name: 'checkout-api', ScriptType: 2, CurrentReleaseId: 0, LinkedPullZones: [] });
    const id = created['Id'] as number;
    const listed = await jsonOf(await api(key, '/compute/script?search=checkout'));
    expect((listed['Items'] as { Id: number }[]).map((item) => item.Id)).toEqual([id]);
    expect(await jsonOf(await api(key, `/compute/script/${id}/code`))).toEqual({
      Code: 'a()',
      LastModified: NOW.toISOString(),
    });
  });

  it('creates a linked Pull Zone when asked, which the account then has', async () => {
    const key = freshKey();
    const created = await jsonOf(
      await api(key, '/compute/script', {
        json: { Name: 'site', CreateLinkedPullZone: true, LinkedPullZoneName: 'site-edge' },
      }),
    );
    const [zone] = created['LinkedPullZones'] as { Id: number; PullZoneName: string }[];
    expect(zone?.PullZoneName).toBe('site-edge');
    expect(await jsonOf(await api(key, `/pullzone/${zone?.Id}`))).toMatchObject({ Name: 'site-edge' });
    const again = await api(key, '/compute/script', {
      json: { Name: 'x', CreateLinkedPullZone: true, LinkedPullZoneName: 'site-edge' },
    });
    expect(again.status).toBe(400);
  });

  it('answers 400 ApiErrorData without a Name or with an unknown ScriptType', async () => {
    for (const [body, field] of [
      [{ ScriptType: 1 }, 'Name'],
      [{ Name: 'x', ScriptType: 9 }, 'ScriptType'],
    ] as const) {
      const response = await api(freshKey(), '/compute/script', { json: body });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: field });
    }
  });
});

describe('DELETE /compute/script/{id}', () => {
  it('answers 204, after which the script is 404; its Pull Zone stays unless deleteLinkedPullZones=true', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `/compute/script/${CDN_SCRIPT_ID}`, { method: 'DELETE' }), 204);
    await expectNoBody(await api(key, `/compute/script/${CDN_SCRIPT_ID}`), 404);
    expect((await api(key, `/pullzone/${WEB_PULL_ZONE_ID}`)).status).toBe(200);
    const other = freshKey();
    await expectNoBody(
      await api(other, `/compute/script/${CDN_SCRIPT_ID}?deleteLinkedPullZones=true`, { method: 'DELETE' }),
      204,
    );
    expect((await api(other, `/pullzone/${WEB_PULL_ZONE_ID}`)).status).toBe(404);
  });

  it('answers 404 with no body for an unknown script', async () => {
    await expectNoBody(await api(freshKey(), '/compute/script/1', { method: 'DELETE' }), 404);
  });
});

describe('GET and POST /compute/script/{id}/code', () => {
  it('replaces the code in the editor with 204, and a null Code for a script without code', async () => {
    const key = freshKey();
    expect(await jsonOf(await api(key, `/compute/script/${EMPTY_SCRIPT_ID}/code`))).toMatchObject({ Code: null });
    await expectNoBody(await api(key, `/compute/script/${EMPTY_SCRIPT_ID}/code`, { json: { Code: 'b()' } }), 204);
    expect(await jsonOf(await api(key, `/compute/script/${EMPTY_SCRIPT_ID}/code`))).toMatchObject({ Code: 'b()' });
  });

  it('takes code of several megabytes', async () => {
    const key = freshKey();
    const code = `// ${'x'.repeat(3 * 1024 * 1024)}`;
    await expectNoBody(await api(key, `/compute/script/${CDN_SCRIPT_ID}/code`, { json: { Code: code } }), 204);
    expect((await jsonOf(await api(key, `/compute/script/${CDN_SCRIPT_ID}/code`)))['Code']).toBe(code);
  });

  it('answers 404 with no body for an unknown script', async () => {
    await expectNoBody(await api(freshKey(), '/compute/script/1/code'), 404);
    await expectNoBody(await api(freshKey(), '/compute/script/1/code', { json: { Code: 'x' } }), 404);
  });
});

describe('POST /compute/script/{id}/publish', () => {
  it('makes the code in the editor a new live release that heads the releases', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `/compute/script/${CDN_SCRIPT_ID}/code`, { json: { Code: 'v2()' } }), 204);
    await expectNoBody(await api(key, `/compute/script/${CDN_SCRIPT_ID}/publish`, { json: { Note: 'v2' } }), 204);
    const live = await jsonOf(await api(key, `/compute/script/${CDN_SCRIPT_ID}/releases/active`));
    expect(live).toMatchObject({ Code: 'v2()', Note: 'v2', Status: 1 });
    expect(live['Id']).not.toBe(CDN_SCRIPT_LIVE_RELEASE_ID);
    expect(await script(key, CDN_SCRIPT_ID)).toMatchObject({ CurrentReleaseId: live['Id'] });
    const releases = await jsonOf(await api(key, `/compute/script/${CDN_SCRIPT_ID}/releases?perPage=5`));
    expect((releases['Items'] as { Id: number }[])[0]?.Id).toBe(live['Id']);
  });

  it('answers 400 with no body for a script without code, 404 for an unknown one', async () => {
    await expectNoBody(await api(freshKey(), `/compute/script/${EMPTY_SCRIPT_ID}/publish`, { json: {} }), 400);
    await expectNoBody(await api(freshKey(), '/compute/script/1/publish', { json: {} }), 404);
  });
});

describe('POST /compute/script/{id}/deploymentKey/rotate', () => {
  it('answers 204 and the script then has another DeploymentKey', async () => {
    const key = freshKey();
    const before = (await script(key, CDN_SCRIPT_ID))['DeploymentKey'];
    await expectNoBody(
      await api(key, `/compute/script/${CDN_SCRIPT_ID}/deploymentKey/rotate`, { method: 'POST' }),
      204,
    );
    const after = (await script(key, CDN_SCRIPT_ID))['DeploymentKey'];
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(after).not.toBe(before);
  });
});

describe('GET /compute/script/{id}/statistics', () => {
  it('answers the last 30 days per day without dates, totals the sums of the charts', async () => {
    const stats = await jsonOf(await api(freshKey(), `/compute/script/${CDN_SCRIPT_ID}/statistics`));
    const chart = stats['RequestsServedChart'] as Record<string, number>;
    expect(Object.keys(chart)).toHaveLength(31);
    expect(Object.values(chart).reduce((a, b) => a + b, 0)).toBe(stats['TotalRequestsServed']);
  });

  it('answers one point per hour of the range with hourly=true, the same numbers each time', async () => {
    const path = `/compute/script/${CDN_SCRIPT_ID}/statistics?dateFrom=2025-08-19T00:00:00Z&dateTo=2025-08-19T12:00:00Z&hourly=true`;
    const first = await jsonOf(await api(freshKey(), path));
    expect(Object.keys(first['TotalCpuTimeChart'] as object)).toHaveLength(24);
    expect(await jsonOf(await api(freshKey(), path))).toEqual(first);
  });
});
