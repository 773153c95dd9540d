import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID, sandboxFixtures, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { ENTERPRISE_SHIELD_ZONE_ID, FIRST_ENTERPRISE_ACCESS_LIST_ID } from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = async (key: string, path: string, method = 'GET', json?: unknown) =>
  jsonOf(await call(sandbox.urls.api, path, { key, method, json }));

interface ListAnswer {
  managedLists: { configurationId: number }[];
  customLists: { configurationId: number }[];
}

describe('the typed fixtures API', () => {
  it("names a library's keys as the account sees them, before and after a reset of the key", async () => {
    const key = freshKey();
    const library = sandboxFixtures.stream.library(DEMO_LIBRARY_ID);
    expect(await api(key, `/videolibrary/${DEMO_LIBRARY_ID}`)).toMatchObject({
      ApiKey: library.apiKey(key),
      ReadOnlyApiKey: library.apiKey(key, { access: 'readOnly' }),
    });
    await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}/resetApiKey`, { key, method: 'POST' });
    const reset = await api(key, `/videolibrary/${DEMO_LIBRARY_ID}`);
    expect(reset['ApiKey']).toBe(library.apiKey(key, { resets: 1 }));
    expect(reset['ApiKey']).not.toBe(library.apiKey(freshKey(), { resets: 1 }));
  });

  it('names the id of the nth library created through the API', async () => {
    const key = freshKey();
    const created = await api(key, '/videolibrary', 'POST', { Name: 'fixtures' });
    expect(created['Id']).toBe(sandboxFixtures.stream.createdLibraryId(1));
  });

  it('names the nth customer Pull Zone, acme-customer-<nth>', async () => {
    const zone = await api(freshKey(), `/pullzone/${sandboxFixtures.pullZones.customerPullZoneId(41)}`);
    expect(zone['Name']).toBe('acme-customer-41');
  });

  it("names the configuration ids a zone's access lists answer", async () => {
    const key = freshKey();
    const { shield } = sandboxFixtures;
    const web = (await api(key, `/shield/shield-zone/${WEB_SHIELD_ZONE_ID}/access-lists`)) as unknown as ListAnswer;
    expect(web.managedLists[0]?.configurationId).toBe(shield.managedAccessListConfigurationId(WEB_SHIELD_ZONE_ID, 1));
    expect(web.customLists[0]?.configurationId).toBe(shield.customAccessListConfigurationId(WEB_SHIELD_ZONE_ID));
    const path = `/shield/shield-zone/${ENTERPRISE_SHIELD_ZONE_ID}/access-lists`;
    const enterprise = (await api(key, path)) as unknown as ListAnswer;
    expect(enterprise.customLists[0]?.configurationId).toBe(
      shield.createdAccessListConfigurationId(ENTERPRISE_SHIELD_ZONE_ID, FIRST_ENTERPRISE_ACCESS_LIST_ID),
    );
  });
});
