import { describe, expect, it } from 'vitest';
import { FLEET_SCRIPT_COUNT } from '../../src/sandbox/edgeScripts/fleet.js';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_LIVE_RELEASE_UUID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  EMPTY_SCRIPT_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { OLDER_CDN_RELEASE_COUNT } from '../../src/sandbox/edgeScripts/seed.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const get = (key: string, path: string): Promise<Response> => call(sandbox.urls.api, path, { key });

describe('GET /compute/script', () => {
  it('answers a PaginationList page in id order, linked Pull Zones only when asked for', async () => {
    const key = freshKey();
    const page = await jsonOf(await get(key, '/compute/script?page=2&perPage=5'));
    expect(page).toMatchObject({ CurrentPage: 2, TotalItems: 3 + FLEET_SCRIPT_COUNT, HasMoreItems: true });
    const items = page['Items'] as { Id: number; LinkedPullZones: unknown }[];
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.Id)).toEqual([...items.map((item) => item.Id)].sort((a, b) => a - b));
    expect(items.every((item) => item.LinkedPullZones === null)).toBe(true);
    const linked = await jsonOf(await get(key, '/compute/script?perPage=5&includeLinkedPullzones=true'));
    expect((linked['Items'] as { LinkedPullZones: unknown[] }[])[0]?.LinkedPullZones).toEqual([
      expect.objectContaining({ Id: WEB_PULL_ZONE_ID, PullZoneName: 'acme-web' }),
    ]);
  });

  it('filters by search in the name and by type, and refuses a perPage out of 5..1000', async () => {
    const key = freshKey();
    const found = await jsonOf(await get(key, '/compute/script?search=GEO'));
    expect((found['Items'] as { Id: number }[]).map((item) => item.Id)).toEqual([EMPTY_SCRIPT_ID]);
    const dns = await jsonOf(await get(key, '/compute/script?type=0'));
    expect(dns['TotalItems']).toBe(1);
    const refused = await get(key, '/compute/script?perPage=4');
    expect(refused.status).toBe(400);
    expect(await jsonOf(refused)).toMatchObject({ Field: 'perPage' });
  });

  it('shows a renamed script by its new name in the next list and read', async () => {
    const key = freshKey();
    await call(sandbox.urls.api, `/compute/script/${CDN_SCRIPT_ID}`, { key, json: { Name: 'renamed' } });
    expect(await jsonOf(await get(key, `/compute/script/${CDN_SCRIPT_ID}`))).toMatchObject({ Name: 'renamed' });
    const found = await jsonOf(await get(key, '/compute/script?search=renamed'));
    expect((found['Items'] as { Id: number }[]).map((item) => item.Id)).toEqual([CDN_SCRIPT_ID]);
  });

  it('answers 404 with no body for a script that does not exist', async () => {
    await expectNoBody(await get(freshKey(), '/compute/script/1'), 404);
    await expectNoBody(await get(freshKey(), '/compute/script/1/releases'), 404);
    await expectNoBody(await get(freshKey(), '/compute/script/1/releases/active'), 404);
  });
});

describe('GET /compute/script/{id}/releases and /releases/active', () => {
  it('lists the releases newest published first; a published release becomes the active one and heads them', async () => {
    const key = freshKey();
    const before = await jsonOf(await get(key, `/compute/script/${CDN_SCRIPT_ID}/releases?perPage=5`));
    expect(before['TotalItems']).toBe(3 + OLDER_CDN_RELEASE_COUNT);
    expect((before['Items'] as { Uuid: string }[])[0]?.Uuid).toBe(CDN_SCRIPT_LIVE_RELEASE_UUID);
    await call(sandbox.urls.api, `/compute/script/${CDN_SCRIPT_ID}/publish/${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}`, {
      key,
      json: {},
    });
    const after = await jsonOf(await get(key, `/compute/script/${CDN_SCRIPT_ID}/releases?perPage=5`));
    expect((after['Items'] as { Uuid: string; Status: number }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ Uuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID, Status: 1, DatePublished: NOW.toISOString() }),
      expect.objectContaining({ Uuid: CDN_SCRIPT_LIVE_RELEASE_UUID, Status: 0 }),
    ]);
    const active = await jsonOf(await get(key, `/compute/script/${CDN_SCRIPT_ID}/releases/active`));
    expect(active).toMatchObject({ Uuid: CDN_SCRIPT_PREVIOUS_RELEASE_UUID, Status: 1 });
  });

  it('answers 404 for the active release of a script that has none', async () => {
    await expectNoBody(await get(freshKey(), `/compute/script/${EMPTY_SCRIPT_ID}/releases/active`), 404);
  });
});
