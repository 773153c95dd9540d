import { describe, expect, it } from 'vitest';
import {
  ASSETS_STORAGE_ZONE_ID,
  ASSETS_STORAGE_ZONE_NAME,
  DELETED_STORAGE_ZONE_ID,
  FIRST_CREATED_STORAGE_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  SANDBOX_REVOKED_KEY,
  SEEDED_STORAGE_ZONE_COUNT,
  STORAGE_REGION_CODES,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The sandbox's Storage Zones (core API): statuses and bodies as core-api.json gives them, and state that changes. */

const sandbox = useTestSandbox();
const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(sandbox.urls.api, path, { key: freshKey(), ...options });

describe('Storage Zones', () => {
  it('lists the zones as a plain array without a page and as a page object with one, deleted ones on request', async () => {
    const all = (await (await api('/storagezone')).json()) as unknown[];
    expect(all).toHaveLength(SEEDED_STORAGE_ZONE_COUNT);
    expect(await jsonOf(await api('/storagezone?page=2&perPage=20'))).toMatchObject({
      CurrentPage: 2,
      TotalItems: SEEDED_STORAGE_ZONE_COUNT,
      HasMoreItems: false,
    });
    const withDeleted = (await (await api('/storagezone?includeDeleted=true')).json()) as { Id: number }[];
    expect(withDeleted.map((zone) => zone.Id)).toContain(DELETED_STORAGE_ZONE_ID);
  });

  it('answers a zone with its passwords and the Pull Zones that pull from it, which name it back', async () => {
    const key = freshKey();
    const zone = await jsonOf(await call(sandbox.urls.api, `/storagezone/${ASSETS_STORAGE_ZONE_ID}`, { key }));
    expect(zone).toMatchObject({ Name: ASSETS_STORAGE_ZONE_NAME, ZoneTier: 1, StorageZoneType: 1 });
    expect(zone['Password']).toMatch(/^[0-9a-f-]{46}$/);
    expect(zone['PullZones']).toEqual([
      expect.objectContaining({ Id: MEDIA_PULL_ZONE_ID, StorageZoneId: ASSETS_STORAGE_ZONE_ID }),
    ]);
    const media = await jsonOf(await call(sandbox.urls.api, `/pullzone/${MEDIA_PULL_ZONE_ID}`, { key }));
    expect(media['StorageZoneId']).toBe(ASSETS_STORAGE_ZONE_ID);
    const web = await jsonOf(await call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}`, { key }));
    expect(web['StorageZoneId']).toBe(0);
  });

  it('gives each account its own passwords, and a reset a new one', async () => {
    const key = freshKey();
    const read = async (account: string) =>
      (await jsonOf(await call(sandbox.urls.api, `/storagezone/${ASSETS_STORAGE_ZONE_ID}`, { key: account })))[
        'Password'
      ];
    const before = await read(key);
    expect(await read(freshKey())).not.toBe(before);
    await expectNoBody(
      await call(sandbox.urls.api, `/storagezone/${ASSETS_STORAGE_ZONE_ID}/resetPassword`, { key, method: 'POST' }),
      204,
    );
    expect(await read(key)).not.toBe(before);
    await expectNoBody(
      await call(sandbox.urls.api, '/storagezone/resetReadOnlyPassword?id=404404', { key, method: 'POST' }),
      404,
    );
  });

  it('adds a zone with 201 and its record, refuses a taken name or an unknown region with 400 naming the field', async () => {
    const key = freshKey();
    const added = await call(sandbox.urls.api, '/storagezone', {
      key,
      json: { Name: 'new-zone', Region: 'SG', ReplicationRegions: ['DE'] },
    });
    expect(added.status).toBe(201);
    expect(await jsonOf(added)).toMatchObject({
      Id: FIRST_CREATED_STORAGE_ZONE_ID,
      Name: 'new-zone',
      Region: 'SG',
      ReplicationRegions: ['DE'],
    });
    const taken = await call(sandbox.urls.api, '/storagezone', { key, json: { Name: 'new-zone', Region: 'SG' } });
    expect(await jsonOf(taken)).toMatchObject({ Field: 'Name' });
    expect(await jsonOf(await api('/storagezone', { json: { Name: 'other-zone', Region: 'XX' } }))).toMatchObject({
      Field: 'Region',
    });
  });

  it('changes the settings sent with 204, adding replication regions, and deletes a zone with its Pull Zones by default', async () => {
    const key = freshKey();
    const zone = `/storagezone/${ASSETS_STORAGE_ZONE_ID}`;
    await expectNoBody(
      await call(sandbox.urls.api, zone, { key, json: { ReplicationZones: ['JP'], Rewrite404To200: true } }),
      204,
    );
    expect(await jsonOf(await call(sandbox.urls.api, zone, { key }))).toMatchObject({
      ReplicationRegions: ['NY', 'SG', 'JP'],
      Rewrite404To200: true,
    });
    await expectNoBody(await call(sandbox.urls.api, zone, { key, method: 'DELETE' }), 204);
    await expectNoBody(await call(sandbox.urls.api, zone, { key }), 404);
    await expectNoBody(await call(sandbox.urls.api, `/pullzone/${MEDIA_PULL_ZONE_ID}`, { key }), 404);
  });

  it('keeps the Pull Zones of a zone deleted with deleteLinkedPullZones=false', async () => {
    const key = freshKey();
    const zone = `/storagezone/${ASSETS_STORAGE_ZONE_ID}?deleteLinkedPullZones=false`;
    await expectNoBody(await call(sandbox.urls.api, zone, { key, method: 'DELETE' }), 204);
    const media = await jsonOf(await call(sandbox.urls.api, `/pullzone/${MEDIA_PULL_ZONE_ID}`, { key }));
    expect(media['StorageZoneId']).toBe(0);
  });

  it('lists the regions, answers availability, and 401 with no body for the revoked key', async () => {
    const regions = (await (await api('/storagezone/regions')).json()) as { Id: string }[];
    expect(regions.map((region) => region.Id)).toEqual(STORAGE_REGION_CODES);
    expect(
      await jsonOf(await api('/storagezone/checkavailability', { json: { Name: ASSETS_STORAGE_ZONE_NAME } })),
    ).toEqual({
      Available: false,
    });
    await expectNoBody(await call(sandbox.urls.api, '/storagezone', { key: SANDBOX_REVOKED_KEY }), 401);
  });

  it('charts storage per day and egress per protocol, and refuses a reversed egress range with 400', async () => {
    const range = 'dateFrom=2025-08-01T00:00:00Z&dateTo=2025-08-03T00:00:00Z';
    const stats = await jsonOf(await api(`/storagezone/${ASSETS_STORAGE_ZONE_ID}/statistics?${range}`));
    expect(Object.keys(stats['StorageUsedChart'] as object)).toHaveLength(3);
    const egress = await jsonOf(
      await api(`/storagezone/${ASSETS_STORAGE_ZONE_ID}/statistics/egress?${range}&hourly=true`),
    );
    expect(Object.keys(egress['TotalEgressChart'] as object)).toHaveLength(49);
    const reversed = await api(
      `/storagezone/${ASSETS_STORAGE_ZONE_ID}/statistics/egress?dateFrom=2025-08-03T00:00:00Z&dateTo=2025-08-01T00:00:00Z`,
    );
    expect(await jsonOf(reversed)).toMatchObject({ Field: 'dateFrom' });
  });
});
