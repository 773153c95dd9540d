import { describe, expect, it } from 'vitest';
import { WEB_SHIELD_ZONE_ID, sandboxFixtures } from '../../src/sandbox/index.js';
import {
  ENTERPRISE_SHIELD_ZONE_ID,
  FIRST_CREATED_ACCESS_LIST_ID,
  SEEDED_ENTERPRISE_ACCESS_LISTS,
  WEB_CUSTOM_ACCESS_LIST_ID,
} from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  (await jsonOf(await call(sandbox.urls.api, path, { key, method, json }))) as Record<string, unknown>;
const lists = (zone: number) => `/shield/shield-zone/${zone}/access-lists`;

describe("a zone's access lists", () => {
  it('answers the managed lists, the custom ones and the allowance of the plan', async () => {
    const answer = await api(freshKey(), lists(WEB_SHIELD_ZONE_ID));
    expect(answer['managedLists']).toHaveLength(5);
    expect(answer['customLists']).toEqual([
      expect.objectContaining({ listId: WEB_CUSTOM_ACCESS_LIST_ID, entryCount: 2, isEnabled: true, action: 5 }),
    ]);
    expect(answer).toMatchObject({ customListCount: 1, customEntryCount: 2, error: { success: true } });
    const enterprise = await api(freshKey(), lists(ENTERPRISE_SHIELD_ZONE_ID));
    expect(enterprise).toMatchObject({ customListCount: SEEDED_ENTERPRISE_ACCESS_LISTS, customListLimit: 100 });
  });

  it('creates a custom list that is then read, changed, listed and deleted', async () => {
    const key = freshKey();
    const created = await api(key, lists(WEB_SHIELD_ZONE_ID), 'POST', { name: 'p', type: 0, content: '192.0.2.1' });
    expect(created).toMatchObject({ data: { id: FIRST_CREATED_ACCESS_LIST_ID, entryCount: 1 } });
    const path = `${lists(WEB_SHIELD_ZONE_ID)}/${FIRST_CREATED_ACCESS_LIST_ID}`;
    expect(await api(key, path, 'PATCH', { content: '192.0.2.1\n192.0.2.2', name: null })).toMatchObject({
      data: { name: 'p', entryCount: 2 },
    });
    expect(await api(key, lists(WEB_SHIELD_ZONE_ID))).toMatchObject({ customListCount: 2, customEntryCount: 4 });
    expect(await api(key, path, 'DELETE')).toMatchObject({ success: true });
    expect(await api(key, path)).toEqual({ error: expect.objectContaining({ statusCode: 404 }) });
    expect(await api(key, lists(WEB_SHIELD_ZONE_ID))).toMatchObject({ customListCount: 1 });
  });

  it('refuses a list without content with a 400, and one beyond the plan', async () => {
    const key = freshKey();
    const empty = await call(sandbox.urls.api, lists(WEB_SHIELD_ZONE_ID), {
      key,
      method: 'POST',
      json: { name: 'p', type: 0, content: '' },
    });
    expect(empty.status).toBe(400);
    // The web zone's plan (Advanced) allows five custom lists: it has one.
    for (const name of ['a', 'b', 'c', 'd'])
      await api(key, lists(WEB_SHIELD_ZONE_ID), 'POST', { name, type: 0, content: '192.0.2.1' });
    const sixth = await api(key, lists(WEB_SHIELD_ZONE_ID), 'POST', { name: 'f', type: 0, content: '192.0.2.1' });
    expect(sixth).toEqual({ error: expect.objectContaining({ errorKey: 'accessList.limitReached' }) });
  });

  it('changes how a list acts on the zone, keeping what is sent as null', async () => {
    const key = freshKey();
    const configurationId = sandboxFixtures.shield.managedAccessListConfigurationId(WEB_SHIELD_ZONE_ID, 1);
    const path = `${lists(WEB_SHIELD_ZONE_ID)}/configurations/${configurationId}`;
    expect(await api(key, path, 'PATCH', { isEnabled: false, action: null })).toEqual({
      data: { isEnabled: false, action: 4 },
      error: expect.objectContaining({ success: true }),
    });
    const answer = (await api(key, lists(WEB_SHIELD_ZONE_ID))) as { managedLists: Record<string, unknown>[] };
    expect(answer.managedLists[0]).toMatchObject({ configurationId, isEnabled: false });
    expect(await api(key, `${lists(WEB_SHIELD_ZONE_ID)}/configurations/1`, 'PATCH', {})).toEqual({
      error: expect.objectContaining({ statusCode: 404 }),
    });
  });

  it('answers the enumerations of the access list API', async () => {
    const enums = await api(freshKey(), `${lists(WEB_SHIELD_ZONE_ID)}/enums`);
    expect(enums['AccessListType']).toMatchObject({ '0': 'IP', '5': 'JA4' });
  });
});
