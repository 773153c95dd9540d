import { describe, expect, it } from 'vitest';
import { MISSING_PULL_ZONE_ID, SPARE_PULL_ZONE_ID, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { SEEDED_PULL_ZONE_COUNT } from '../../src/sandbox/seed.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The sandbox's Pull Zone lifecycle: create, settings, delete, count, name check, and purging. */

const sandbox = useTestSandbox();
const api = (key: string, path: string, options: Parameters<typeof call>[2] = {}) =>
  call(sandbox.urls.api, path, { key, ...options });

describe('POST /pullzone', () => {
  it('answers 201 with the new zone: its settings over the defaults, its system hostname, an id after the seeded ones', async () => {
    const key = freshKey();
    const response = await api(key, '/pullzone', {
      json: {
        Name: 'acme-new',
        OriginUrl: 'https://o.example.com',
        Type: 1,
        EnableWebpVary: true,
        BlockedCountries: ['KP'],
      },
    });
    expect(response.status).toBe(201);
    const zone = await jsonOf(response);
    expect(zone).toMatchObject({
      Name: 'acme-new',
      OriginUrl: 'https://o.example.com',
      Type: 1,
      EnableWebPVary: true,
      BlockedCountries: ['KP'],
      CacheControlMaxAgeOverride: -1,
      Hostnames: [
        expect.objectContaining({ Value: 'acme-new.b-cdn.net', IsSystemHostname: true, HasCertificate: true }),
      ],
    });
    expect(zone.Id).toBeGreaterThan(1_300_057);
    expect(await jsonOf(await api(key, `/pullzone/${String(zone.Id)}`))).toMatchObject({ Name: 'acme-new' });
    expect(await jsonOf(await api(key, '/pullzone/count'))).toEqual({ Count: SEEDED_PULL_ZONE_COUNT + 1 });
  });

  it('answers 400 naming the field for a taken or invalid name, a missing origin, an unknown or mistyped setting', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Name: 'acme-web', OriginUrl: 'https://o.example.com' }, 'Name', 'pullzone.name_taken'],
      [{ Name: 'acme web', OriginUrl: 'https://o.example.com' }, 'Name', 'pullzone.name_invalid'],
      [{ OriginUrl: 'https://o.example.com' }, 'Name', 'validation.required'],
      [{ Name: 'acme-x' }, 'OriginUrl', 'pullzone.origin_required'],
      [{ Name: 'acme-x', OriginUrl: 'https://o.example.com', Colour: 'red' }, 'Colour', 'validation.unknown_field'],
      [
        { Name: 'acme-x', OriginUrl: 'https://o.example.com', OptimizerImageQuality: 0 },
        'OptimizerImageQuality',
        'validation.invalid',
      ],
      [
        { Name: 'acme-x', OriginUrl: 'https://o.example.com', EnableLogging: 'yes' },
        'EnableLogging',
        'validation.invalid',
      ],
    ];
    for (const [json, field, errorKey] of cases) {
      const response = await api(freshKey(), '/pullzone', { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: field, ErrorKey: errorKey });
    }
  });
});

describe('POST /pullzone/{id}', () => {
  it('answers 200 with the zone as it is now, the settings not sent as they were', async () => {
    const key = freshKey();
    const response = await api(key, `/pullzone/${WEB_PULL_ZONE_ID}`, {
      json: { EnableOriginShield: true, OriginUrl: 'https://new.example.com' },
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      EnableOriginShield: true,
      OriginUrl: 'https://new.example.com',
      Name: 'acme-web',
      EnableLogging: true,
    });
  });

  it('answers 404 with no body for a zone that does not exist', async () => {
    await expectNoBody(
      await api(freshKey(), `/pullzone/${MISSING_PULL_ZONE_ID}`, { json: { EnableLogging: true } }),
      404,
    );
  });
});

describe('DELETE /pullzone/{id}', () => {
  it('answers 204, then 404 for the zone, which the list no longer holds', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `/pullzone/${SPARE_PULL_ZONE_ID}`, { method: 'DELETE' }), 204);
    await expectNoBody(await api(key, `/pullzone/${SPARE_PULL_ZONE_ID}`), 404);
    await expectNoBody(await api(key, `/pullzone/${SPARE_PULL_ZONE_ID}`, { method: 'DELETE' }), 404);
    const list = (await (await api(key, '/pullzone')).json()) as { Id: number }[];
    expect(list.map((zone) => zone.Id)).not.toContain(SPARE_PULL_ZONE_ID);
  });
});

describe('POST /pullzone/checkavailability', () => {
  it("answers Available false for an account's zone name or an invalid one, true otherwise, and 400 without a Name", async () => {
    const check = async (json: unknown) => api(freshKey(), '/pullzone/checkavailability', { json });
    expect(await jsonOf(await check({ Name: 'ACME-WEB' }))).toEqual({ Available: false });
    expect(await jsonOf(await check({ Name: 'acme.web' }))).toEqual({ Available: false });
    expect(await jsonOf(await check({ Name: 'acme-fresh' }))).toEqual({ Available: true });
    expect((await check({})).status).toBe(400);
  });
});

describe('purging', () => {
  const cacheVersion = async (key: string) =>
    (await jsonOf(await api(key, `/pullzone/${WEB_PULL_ZONE_ID}`))).CacheVersion;

  it("answers 204 to a zone purge, with or without a tag, each bumping the zone's CacheVersion", async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `/pullzone/${WEB_PULL_ZONE_ID}/purgeCache`, { method: 'POST' }), 204);
    await expectNoBody(await api(key, `/pullzone/${WEB_PULL_ZONE_ID}/purgeCache`, { json: { CacheTag: 'x' } }), 204);
    expect(await cacheVersion(key)).toBe(3);
    await expectNoBody(await api(key, `/pullzone/${MISSING_PULL_ZONE_ID}/purgeCache`, { json: {} }), 404);
  });

  it('answers 200 to a URL purge, bumping the version of the zone that answers its hostname, and 400 without a URL', async () => {
    const key = freshKey();
    const url = encodeURIComponent('https://acme-web.b-cdn.net/app.js');
    await expectNoBody(await api(key, `/purge?url=${url}&async=false`, { method: 'POST' }), 200);
    expect(await cacheVersion(key)).toBe(2);
    expect((await api(key, '/purge', { method: 'POST' })).status).toBe(400);
  });
});
