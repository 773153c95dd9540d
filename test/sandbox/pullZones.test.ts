import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_CERT_HOSTNAME,
  MANAGED_CERT_HOSTNAME,
  MEDIA_EXTERNAL_CERT_HOSTNAME,
  MISSING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_BLOCKED_IPV6,
  WEB_DISABLED_EDGE_RULE_ID,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

describe('POST /pullzone/{id}/removeBlockedIp', () => {
  const remove = (key: string, blockedIp: unknown, zoneId = WEB_PULL_ZONE_ID): Promise<Response> =>
    call(sandbox.urls.api, `/pullzone/${zoneId}/removeBlockedIp`, { key, json: { BlockedIp: blockedIp } });

  it('removes a blocked IPv4 address, so removing it again answers 400 with Field BlockedIp', async () => {
    const key = freshKey();
    await expectNoBody(await remove(key, WEB_BLOCKED_IPV4), 204);
    const again = await remove(key, WEB_BLOCKED_IPV4);
    expect(again.status).toBe(400);
    expect(await jsonOf(again)).toEqual({
      ErrorKey: 'pullzone.blocked_ip_not_found',
      Field: 'BlockedIp',
      Message: expect.stringContaining(WEB_BLOCKED_IPV4),
    });
  });

  it('matches IPv6 addresses however they are written', async () => {
    const key = freshKey();
    expect(WEB_BLOCKED_IPV6).toBe('2001:db8:85a3::8a2e:370:7334');
    await expectNoBody(await remove(key, '2001:0DB8:85A3:0000:0000:8A2E:0370:7334'), 204);
    expect((await remove(key, WEB_BLOCKED_IPV6)).status).toBe(400);
  });

  it('answers 400 with Field BlockedIp when the IP is missing or empty', async () => {
    for (const value of [undefined, '']) {
      const response = await remove(freshKey(), value);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: 'BlockedIp' });
    }
  });

  it('answers 404 with no body for a Pull Zone that does not exist', async () => {
    await expectNoBody(await remove(freshKey(), WEB_BLOCKED_IPV4, MISSING_PULL_ZONE_ID), 404);
  });
});

describe('POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled', () => {
  const toggle = (key: string, ruleId: string, body: unknown, zoneId = WEB_PULL_ZONE_ID): Promise<Response> =>
    call(sandbox.urls.api, `/pullzone/${zoneId}/edgerules/${ruleId}/setEdgeRuleEnabled`, { key, json: body });

  it('answers 204 when enabling or disabling a rule', async () => {
    const key = freshKey();
    await expectNoBody(await toggle(key, WEB_EDGE_RULE_ID, { Id: 1, Value: false }), 204);
    await expectNoBody(await toggle(key, WEB_DISABLED_EDGE_RULE_ID.toUpperCase(), { Value: true }), 204);
  });

  it('answers 404 with no body for an unknown rule or Pull Zone', async () => {
    await expectNoBody(await toggle(freshKey(), '00000000-0000-4000-8000-000000000000', { Value: true }), 404);
    await expectNoBody(await toggle(freshKey(), WEB_EDGE_RULE_ID, { Value: true }, MISSING_PULL_ZONE_ID), 404);
  });

  it('answers 400 ApiErrorData when Value is not a boolean', async () => {
    const response = await toggle(freshKey(), WEB_EDGE_RULE_ID, { Value: 'yes' });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ Field: 'Value' });
  });
});

describe('POST /pullzone/{id}/resetSecurityKey', () => {
  const reset = (key: string, body: Parameters<typeof call>[2]): Promise<Response> =>
    call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/resetSecurityKey`, { key, ...body });

  it('accepts a supplied key of 8 to 36 characters, and no key at all (a new one is generated)', async () => {
    const key = freshKey();
    await expectNoBody(await reset(key, { json: { SecurityKey: 'abcdefgh' } }), 204);
    await expectNoBody(await reset(key, { json: { SecurityKey: 'a'.repeat(36) } }), 204);
    await expectNoBody(await reset(key, { json: {} }), 204);
    await expectNoBody(await reset(key, { method: 'POST' }), 204);
  });

  it('answers 400 with Field SecurityKey for keys shorter than 8 or longer than 36 characters', async () => {
    for (const securityKey of ['short', 'a'.repeat(37), 12345678]) {
      const response = await reset(freshKey(), { json: { SecurityKey: securityKey } });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ ErrorKey: 'validation.length', Field: 'SecurityKey' });
    }
  });

  it('answers 404 with no body for the missing Pull Zone', async () => {
    await expectNoBody(
      await call(sandbox.urls.api, `/pullzone/${MISSING_PULL_ZONE_ID}/resetSecurityKey`, { key: freshKey(), json: {} }),
      404,
    );
  });
});

describe('POST /pullzone/requestExternalHttpCertificate', () => {
  const requestCertificate = (target: Sandbox, key: string, hostname: unknown): Promise<Response> =>
    call(target.urls.api, '/pullzone/requestExternalHttpCertificate', { key, json: { Hostname: hostname } });

  it('answers an HTTP-01 challenge for a hostname registered for an external certificate', async () => {
    const response = await requestCertificate(sandbox, freshKey(), EXTERNAL_CERT_HOSTNAME);
    expect(response.status).toBe(200);
    const challenge = await jsonOf(response);
    expect(challenge).toMatchObject({
      PullZoneId: WEB_PULL_ZONE_ID,
      Hostname: EXTERNAL_CERT_HOSTNAME,
      ChallengeType: 'http-01',
    });
    expect(challenge.FilePath).toBe(`/.well-known/acme-challenge/${String(challenge.Token)}`);
    expect(String(challenge.FileContent)).toMatch(new RegExp(`^${String(challenge.Token)}\\.`));
  });

  it('answers 429 with Retry-After to a second request for the same hostname within a minute', async () => {
    let now = new Date('2025-08-20T12:00:00.000Z');
    const clocked = await startSandbox({ now: () => now });
    try {
      const key = freshKey();
      expect((await requestCertificate(clocked, key, EXTERNAL_CERT_HOSTNAME)).status).toBe(200);

      now = new Date('2025-08-20T12:00:20.000Z');
      const limited = await requestCertificate(clocked, key, EXTERNAL_CERT_HOSTNAME);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('40');
      expect(await jsonOf(limited)).toMatchObject({
        ErrorKey: 'pullzone.certificate_request_rate_limited',
        Field: 'Hostname',
      });
      expect((await requestCertificate(clocked, key, MEDIA_EXTERNAL_CERT_HOSTNAME)).status).toBe(200);
      expect((await requestCertificate(clocked, freshKey(), EXTERNAL_CERT_HOSTNAME)).status).toBe(200);

      now = new Date('2025-08-20T12:01:00.000Z');
      expect((await requestCertificate(clocked, key, EXTERNAL_CERT_HOSTNAME)).status).toBe(200);
    } finally {
      await clocked.close();
    }
  });

  it('answers 404 with no body for a hostname that is not in the account', async () => {
    await expectNoBody(await requestCertificate(sandbox, freshKey(), 'unknown.acme-demo.com'), 404);
  });

  it('answers 400 ApiErrorData for hostnames whose certificate bunny.net manages, and for a missing hostname', async () => {
    for (const hostname of [MANAGED_CERT_HOSTNAME, 'acme-web.b-cdn.net', '']) {
      const response = await requestCertificate(sandbox, freshKey(), hostname);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ Field: 'Hostname' });
    }
  });
});
