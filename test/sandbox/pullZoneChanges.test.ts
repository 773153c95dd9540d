import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_CERT_HOSTNAME,
  MANAGED_CERT_HOSTNAME,
  MISSING_PULL_ZONE_ID,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/**
 * The sandbox's changes inside a Pull Zone: blocked IPs and referrers, hostnames, certificates, Edge Rules; and its
 * optimizer, origin shield queue and SafeHop statistics. Each change shows in the zone's next read.
 */

const sandbox = useTestSandbox();
const ZONE = `/pullzone/${WEB_PULL_ZONE_ID}`;
const api = (key: string, path: string, options: Parameters<typeof call>[2] = {}) =>
  call(sandbox.urls.api, path, { key, ...options });
const zone = async (key: string) => jsonOf(await api(key, ZONE));
const hostnameOf = async (key: string, value: string) =>
  ((await zone(key)).Hostnames as Record<string, unknown>[]).find((hostname) => hostname.Value === value);

describe('blocked IPs and referrers', () => {
  it('adds an IP or range once (adding it again changes nothing), and 400 for one that is not an IP', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `${ZONE}/addBlockedIp`, { json: { BlockedIp: '192.0.2.0/24' } }), 204);
    await expectNoBody(await api(key, `${ZONE}/addBlockedIp`, { json: { BlockedIp: '192.0.2.0/24' } }), 204);
    expect(((await zone(key)).BlockedIps as string[]).filter((ip) => ip === '192.0.2.0/24')).toHaveLength(1);
    const bad = await api(key, `${ZONE}/addBlockedIp`, { json: { BlockedIp: 'nope' } });
    expect(await jsonOf(bad)).toMatchObject({ Field: 'BlockedIp' });
  });

  it('adds and removes referrers ignoring case, and answers 400 naming Hostname for one not listed', async () => {
    const key = freshKey();
    for (const list of ['Allowed', 'Blocked']) {
      await expectNoBody(await api(key, `${ZONE}/add${list}Referrer`, { json: { Hostname: 'Shop.Example.com' } }), 204);
      expect((await zone(key))[`${list}Referrers`]).toEqual(['shop.example.com']);
      await expectNoBody(
        await api(key, `${ZONE}/remove${list}Referrer`, { json: { Hostname: 'shop.example.com' } }),
        204,
      );
      const again = await api(key, `${ZONE}/remove${list}Referrer`, { json: { Hostname: 'shop.example.com' } });
      expect(again.status).toBe(400);
      expect(await jsonOf(again)).toMatchObject({ Field: 'Hostname' });
    }
  });
});

describe('hostnames', () => {
  it('adds a hostname with a new id and no certificate, switches its Force SSL, and removes it', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `${ZONE}/addHostname`, { json: { Hostname: 'CDN.Shop.example' } }), 204);
    expect(await hostnameOf(key, 'cdn.shop.example')).toMatchObject({ ForceSSL: false, HasCertificate: false });
    await expectNoBody(
      await api(key, `${ZONE}/setForceSSL`, { json: { Hostname: 'cdn.shop.example', ForceSSL: true } }),
      204,
    );
    expect(await hostnameOf(key, 'cdn.shop.example')).toMatchObject({ ForceSSL: true });
    await expectNoBody(
      await api(key, `${ZONE}/removeHostname`, { method: 'DELETE', json: { Hostname: 'cdn.shop.example' } }),
      204,
    );
    expect(await hostnameOf(key, 'cdn.shop.example')).toBeUndefined();
  });

  it('answers 400 for a hostname already in use, the system hostname removed, or a hostname not on the zone', async () => {
    const key = freshKey();
    const taken = await api(key, `${ZONE}/addHostname`, { json: { Hostname: 'acme-media.b-cdn.net' } });
    expect(await jsonOf(taken)).toMatchObject({ ErrorKey: 'pullzone.hostname_taken' });
    const system = await api(key, `${ZONE}/removeHostname`, {
      method: 'DELETE',
      json: { Hostname: 'acme-web.b-cdn.net' },
    });
    expect(await jsonOf(system)).toMatchObject({ ErrorKey: 'pullzone.hostname_system' });
    const absent = await api(key, `${ZONE}/setForceSSL`, { json: { Hostname: 'nowhere.example', ForceSSL: true } });
    expect(await jsonOf(absent)).toMatchObject({ ErrorKey: 'pullzone.hostname_not_found', Field: 'Hostname' });
  });
});

describe('certificates', () => {
  it('loads a free certificate (HTTP-01, or DNS-01 when not only HTTP-01) and 404s a hostname no zone has', async () => {
    const key = freshKey();
    const load = (query: string) => api(key, `/pullzone/loadFreeCertificate?${query}`);
    await expectNoBody(await load(`hostname=${EXTERNAL_CERT_HOSTNAME}`), 200);
    expect(await hostnameOf(key, EXTERNAL_CERT_HOSTNAME)).toMatchObject({
      HasCertificate: true,
      CertificateProvisionType: 1,
    });
    await expectNoBody(await load(`hostname=${EXTERNAL_CERT_HOSTNAME}&useOnlyHttp01=false`), 200);
    expect(await hostnameOf(key, EXTERNAL_CERT_HOSTNAME)).toMatchObject({ CertificateProvisionType: 2 });
    await expectNoBody(await load('hostname=nowhere.example'), 404);
  });

  it('completes an external DNS certificate only after its request, and answers the TXT record to publish', async () => {
    const key = freshKey();
    const body = { json: { Hostname: EXTERNAL_CERT_HOSTNAME } };
    expect((await api(key, '/pullzone/completeExternalDnsCertificate', body)).status).toBe(400);
    const challenge = await jsonOf(await api(key, '/pullzone/requestExternalDnsCertificate', body));
    expect(challenge).toMatchObject({
      ChallengeType: 'dns-01',
      RecordType: 'TXT',
      RecordName: `_acme-challenge.${EXTERNAL_CERT_HOSTNAME}`,
    });
    await expectNoBody(await api(key, '/pullzone/completeExternalDnsCertificate', body), 200);
    expect(await hostnameOf(key, EXTERNAL_CERT_HOSTNAME)).toMatchObject({
      HasCertificate: true,
      CertificateProvisionType: 2,
    });
  });

  it('installs a custom certificate from Base64 PEM files, sets the key type and removes it; 400 for other files', async () => {
    const key = freshKey();
    const add = (Certificate: string, CertificateKey: string) =>
      api(key, `${ZONE}/addCertificate`, { json: { Hostname: EXTERNAL_CERT_HOSTNAME, Certificate, CertificateKey } });
    expect(await jsonOf(await add('bm90IGEgY2VydA==', SANDBOX_CERTIFICATE_KEY))).toMatchObject({
      Field: 'Certificate',
    });
    expect(await jsonOf(await add(SANDBOX_CERTIFICATE, SANDBOX_CERTIFICATE))).toMatchObject({
      Field: 'CertificateKey',
    });
    await expectNoBody(await add(SANDBOX_CERTIFICATE, SANDBOX_CERTIFICATE_KEY), 204);
    await expectNoBody(
      await api(key, `${ZONE}/updatePrivateKeyType`, { json: { Hostname: EXTERNAL_CERT_HOSTNAME, KeyType: 1 } }),
      200,
    );
    expect(await hostnameOf(key, EXTERNAL_CERT_HOSTNAME)).toMatchObject({
      CertificateProvisionType: 3,
      CertificateKeyType: 1,
      Certificate: null,
      CertificateKey: null,
    });
    const remove = () =>
      api(key, `${ZONE}/removeCertificate`, { method: 'DELETE', json: { Hostname: EXTERNAL_CERT_HOSTNAME } });
    await expectNoBody(await remove(), 204);
    expect(await jsonOf(await remove())).toMatchObject({ ErrorKey: 'pullzone.certificate_not_found' });
  });

  it('refuses an external certificate request for a hostname on the managed certificate', async () => {
    const response = await api(freshKey(), '/pullzone/requestExternalDnsCertificate', {
      json: { Hostname: MANAGED_CERT_HOSTNAME },
    });
    expect(await jsonOf(response)).toMatchObject({ ErrorKey: 'pullzone.hostname_not_external' });
  });
});

describe('Edge Rules', () => {
  const RULE = {
    ActionType: 5,
    ActionParameter1: 'X-Frame-Options',
    ActionParameter2: 'DENY',
    Description: 'No framing',
    Triggers: [{ Type: 0, PatternMatches: ['*/checkout/*'], PatternMatchingType: 0 }],
    TriggerMatchingType: 1,
    ExtraActions: [{ ActionType: 12 }],
  };
  const rules = async (key: string) => (await zone(key)).EdgeRules as Record<string, unknown>[];

  it('adds a rule with a new GUID at the end, updates it by GUID, and deletes it', async () => {
    const key = freshKey();
    await expectNoBody(await api(key, `${ZONE}/edgerules/addOrUpdate`, { json: RULE }), 201);
    const added = (await rules(key)).at(-1);
    expect(added).toMatchObject({ ...RULE, Enabled: true, OrderIndex: 2 });
    await expectNoBody(
      await api(key, `${ZONE}/edgerules/addOrUpdate`, { json: { ...RULE, Guid: added?.Guid, Enabled: false } }),
      201,
    );
    expect(await rules(key)).toHaveLength(3);
    expect((await rules(key)).at(-1)).toMatchObject({ Guid: added?.Guid, Enabled: false });
    await expectNoBody(await api(key, `${ZONE}/edgerules/${String(added?.Guid)}`, { method: 'DELETE' }), 204);
    expect(await rules(key)).toHaveLength(2);
  });

  it('answers 404 for an unknown rule or zone, and 400 naming the field of a rule that is not valid', async () => {
    const key = freshKey();
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectNoBody(await api(key, `${ZONE}/edgerules/addOrUpdate`, { json: { ...RULE, Guid: unknown } }), 404);
    await expectNoBody(await api(key, `${ZONE}/edgerules/${unknown}`, { method: 'DELETE' }), 404);
    await expectNoBody(
      await api(key, `/pullzone/${MISSING_PULL_ZONE_ID}/edgerules/${WEB_EDGE_RULE_ID}`, { method: 'DELETE' }),
      404,
    );
    const bad = await api(key, `${ZONE}/edgerules/addOrUpdate`, { json: { ...RULE, Triggers: [{ Type: 99 }] } });
    expect(await jsonOf(bad)).toMatchObject({ Field: 'Triggers' });
  });
});

describe('optimizer, origin shield queue and SafeHop statistics', () => {
  it('answers one point per day or hour, the same each time, the totals the sums of the charts', async () => {
    const query = 'dateFrom=2025-08-10T00:00:00Z&dateTo=2025-08-16T00:00:00Z';
    const optimizer = await jsonOf(await api(freshKey(), `${ZONE}/optimizer/statistics?${query}`));
    const chart = optimizer.RequestsOptimizedChart as Record<string, number>;
    expect(Object.keys(chart)).toHaveLength(7);
    expect(Object.values(chart).reduce((a, b) => a + b, 0)).toBe(optimizer.TotalRequestsOptimized);
    expect(await jsonOf(await api(freshKey(), `${ZONE}/optimizer/statistics?${query}`))).toEqual(optimizer);
    const hourly = await jsonOf(await api(freshKey(), `${ZONE}/originshield/queuestatistics?${query}&hourly=true`));
    expect(Object.keys(hourly.QueuedRequestsChart as object)).toHaveLength(7 * 24);
    const safeHop = await jsonOf(await api(freshKey(), `${ZONE}/safehop/statistics`));
    expect(Object.keys(safeHop.RequestsSavedChart as object)).toHaveLength(31);
  });

  it('answers 400 naming a date it cannot read', async () => {
    const response = await api(freshKey(), `${ZONE}/safehop/statistics?dateFrom=yesterday`);
    expect(await jsonOf(response)).toMatchObject({ Field: 'dateFrom' });
  });
});
