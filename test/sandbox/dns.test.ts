import { describe, expect, it } from 'vitest';
import {
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_DOMAIN,
  ACME_DNS_RECORD_COUNT,
  ACME_DNS_ZONE_ID,
  ACME_WWW_DNS_RECORD_ID,
  FIRST_CREATED_DNS_RECORD_ID,
  FIRST_CREATED_DNS_ZONE_ID,
  MEDIA_DNS_ZONE_ID,
  MISSING_PULL_ZONE_ID,
  SANDBOX_REVOKED_KEY,
  SEEDED_DNS_ZONE_COUNT,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The sandbox's DNS (core API): statuses and bodies as core-api.json gives them, and state that changes. */

const sandbox = useTestSandbox();
const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(sandbox.urls.api, path, { key: freshKey(), ...options });

describe('DNS zones', () => {
  it('lists the zones a page at a time, with the records of each (the Full view)', async () => {
    const page = await jsonOf(await api('/dnszone?page=2&perPage=20'));
    expect(page).toMatchObject({ CurrentPage: 2, TotalItems: SEEDED_DNS_ZONE_COUNT, HasMoreItems: false });
    expect(page['Items']).toHaveLength(SEEDED_DNS_ZONE_COUNT - 20);
    const acme = await jsonOf(await api(`/dnszone/${ACME_DNS_ZONE_ID}`));
    expect(acme).toMatchObject({ Id: ACME_DNS_ZONE_ID, Domain: ACME_DNS_DOMAIN, DnsSecEnabled: true });
    expect(acme['Records']).toHaveLength(ACME_DNS_RECORD_COUNT);
    expect((acme['Records'] as Record<string, unknown>[])[0]).toMatchObject({
      Id: ACME_WWW_DNS_RECORD_ID,
      Type: 7,
      LinkName: String(WEB_PULL_ZONE_ID),
    });
  });

  it('adds a zone with 201 and no body; it can then be read, changed, and deleted, after which it is a 404', async () => {
    const key = freshKey();
    await expectNoBody(await call(sandbox.urls.api, '/dnszone', { key, json: { Domain: 'fresh.example' } }), 201);
    const zone = `/dnszone/${FIRST_CREATED_DNS_ZONE_ID}`;
    expect(await jsonOf(await call(sandbox.urls.api, zone, { key }))).toMatchObject({ Domain: 'fresh.example' });
    const changed = await jsonOf(await call(sandbox.urls.api, zone, { key, json: { SoaEmail: 'me@fresh.example' } }));
    expect(changed).toMatchObject({ SoaEmail: 'me@fresh.example' });
    await expectNoBody(await call(sandbox.urls.api, zone, { key, method: 'DELETE' }), 204);
    await expectNoBody(await call(sandbox.urls.api, zone, { key }), 404);
  });

  it('refuses a zone whose domain the account already has, or that is not a domain, with 400 naming Domain', async () => {
    for (const domain of [ACME_DNS_DOMAIN, 'not a domain']) {
      const response = await api('/dnszone', { json: { Domain: domain } });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: 'Domain' });
    }
  });

  it("answers availability as { Available }, false for one of the account's domains", async () => {
    expect(await jsonOf(await api('/dnszone/checkavailability', { json: { Name: ACME_DNS_DOMAIN } }))).toEqual({
      Available: false,
    });
    expect(await jsonOf(await api('/dnszone/checkavailability', { json: { Name: 'new.example' } }))).toEqual({
      Available: true,
    });
  });

  it('answers 401 with no body for the revoked key, and 404 with no body for a zone that does not exist', async () => {
    await expectNoBody(await call(sandbox.urls.api, '/dnszone', { key: SANDBOX_REVOKED_KEY }), 401);
    await expectNoBody(await api('/dnszone/404404/statistics'), 404);
    await expectNoBody(await api('/dnszone/404404/export'), 404);
  });

  it('exports the zone file as application/octet-stream and imports one, adding only the new records', async () => {
    const key = freshKey();
    const exported = await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/export`, { key });
    expect(exported.headers.get('content-type')).toBe('application/octet-stream');
    expect(await exported.text()).toContain('@\t300\tIN\tA\t192.0.2.20');
    const imported = await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/import`, {
      key,
      body: '@ 300 IN A 192.0.2.20\nwww IN CNAME acme-media.net.\n@ IN SOA a. b. 1 2 3 4 5\nbad IN A\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await jsonOf(imported)).toEqual({ RecordsSuccessful: 1, RecordsFailed: 1, RecordsSkipped: 2 });
  });

  it('turns DNSSEC on with the DS record and off again', async () => {
    const key = freshKey();
    const on = await jsonOf(
      await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/dnssec`, { key, method: 'POST' }),
    );
    expect(on).toMatchObject({ Enabled: true, Algorithm: 13, DigestType: 'SHA-256', Flags: 257 });
    const off = await jsonOf(
      await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/dnssec`, { key, method: 'DELETE' }),
    );
    expect(off).toMatchObject({ Enabled: false });
  });

  it('counts the queries of each day of a range, totals included', async () => {
    const range = 'dateFrom=2025-08-01T00:00:00Z&dateTo=2025-08-03T00:00:00Z';
    const stats = await jsonOf(await api(`/dnszone/${ACME_DNS_ZONE_ID}/statistics?${range}`));
    const chart = stats['QueriesServedChart'] as Record<string, number>;
    expect(Object.keys(chart)).toEqual(['2025-08-01T00:00:00', '2025-08-02T00:00:00', '2025-08-03T00:00:00']);
    expect(stats['TotalQueriesServed']).toBe(Object.values(chart).reduce((sum, value) => sum + value, 0));
  });
});

describe('DNS records', () => {
  const records = (key: string, query = '') =>
    call(sandbox.urls.api, `/dnszone/${ACME_DNS_ZONE_ID}/records?${query}`, { key });

  it('lists records a page at a time, filtered by type code and search term', async () => {
    const key = freshKey();
    expect(await jsonOf(await records(key, 'page=1&perPage=5&type=7'))).toMatchObject({ TotalItems: 2 });
    expect(await jsonOf(await records(key, 'search=host-1'))).toMatchObject({ TotalItems: 10 });
    expect((await records(key, 'type=99')).status).toBe(400);
  });

  it('adds a record with 201 and the record, changes only the fields sent, and deletes it', async () => {
    const key = freshKey();
    const added = await call(sandbox.urls.api, `/dnszone/${ACME_DNS_ZONE_ID}/records`, {
      key,
      method: 'PUT',
      json: { Type: 3, Name: 'verify', Value: 'token-1', Ttl: 60 },
    });
    expect(added.status).toBe(201);
    expect(await jsonOf(added)).toMatchObject({ Id: FIRST_CREATED_DNS_RECORD_ID, Type: 3, Value: 'token-1' });
    const record = `/dnszone/${ACME_DNS_ZONE_ID}/records/${FIRST_CREATED_DNS_RECORD_ID}`;
    await expectNoBody(await call(sandbox.urls.api, record, { key, json: { Value: 'token-2', Ttl: null } }), 204);
    const listed = (await jsonOf(await records(key, 'search=verify')))['Items'] as Record<string, unknown>[];
    expect(listed).toEqual([expect.objectContaining({ Value: 'token-2', Ttl: 60 })]);
    await expectNoBody(await call(sandbox.urls.api, record, { key, method: 'DELETE' }), 204);
    await expectNoBody(await call(sandbox.urls.api, record, { key, method: 'DELETE' }), 404);
  });

  it('refuses a PULL_ZONE record whose Pull Zone does not exist, and a record without a type', async () => {
    const add = (json: unknown) => api(`/dnszone/${ACME_DNS_ZONE_ID}/records`, { method: 'PUT', json });
    const unknownZone = await add({ Type: 7, Name: 'cdn', PullZoneId: MISSING_PULL_ZONE_ID });
    expect(await jsonOf(unknownZone)).toMatchObject({ Field: 'PullZoneId' });
    expect(await jsonOf(await add({ Name: 'x', Value: 'y' }))).toMatchObject({ Field: 'Type' });
  });

  it('scans a zone, whose latest scan then answers, and answers 400 with no body for both a zone and a domain', async () => {
    const key = freshKey();
    await expectNoBody(await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/records/scan`, { key }), 404);
    const started = await jsonOf(
      await call(sandbox.urls.api, '/dnszone/records/scan', { key, json: { ZoneId: MEDIA_DNS_ZONE_ID } }),
    );
    const scan = await jsonOf(await call(sandbox.urls.api, `/dnszone/${MEDIA_DNS_ZONE_ID}/records/scan`, { key }));
    expect(scan).toMatchObject({ JobId: started['JobId'], ZoneId: MEDIA_DNS_ZONE_ID, Status: 2 });
    await expectNoBody(
      await api('/dnszone/records/scan', { json: { ZoneId: MEDIA_DNS_ZONE_ID, Domain: 'a.example' } }),
      400,
    );
  });

  it('keeps the apex record where a test of another key changed it: each key has its own zone', async () => {
    const key = freshKey();
    const record = `/dnszone/${ACME_DNS_ZONE_ID}/records/${ACME_APEX_DNS_RECORD_ID}`;
    await expectNoBody(await call(sandbox.urls.api, record, { key, method: 'DELETE' }), 204);
    const other = (await jsonOf(await api(`/dnszone/${ACME_DNS_ZONE_ID}`)))['Records'] as { Id: number }[];
    expect(other.map((entry) => entry.Id)).toContain(ACME_APEX_DNS_RECORD_ID);
  });
});
