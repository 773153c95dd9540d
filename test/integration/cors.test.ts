import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

const APP = 'https://app.example.com';

function preflight(url: string, origin: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, accesskey',
    },
  });
}

let api: FakeUpstream;
let open: TestGateway;
let narrow: TestGateway;

beforeAll(async () => {
  api = await startFakeUpstream({
    headers: { 'content-type': 'text/csv' },
    body: 'timestamp,ip\n2026-11-21T05:00:00Z,203.0.113.7\n',
  });
  open = await startGateway(upstreamEnv(api.url));
  narrow = await startGateway(upstreamEnv(api.url, { CORS_ORIGINS: APP }));
});

afterAll(async () => {
  await Promise.all([open.close(), narrow.close()]);
  await api.close();
});

describe('CORS', () => {
  it('lets any origin send the credential headers by default, without cookies', async () => {
    const response = await preflight(`${open.url}/graphql`, 'https://other.example');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://other.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('accesskey');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('with CORS_ORIGINS allows only the listed origins', async () => {
    expect((await preflight(`${narrow.url}/graphql`, APP)).headers.get('access-control-allow-origin')).toBe(APP);
    const refused = (await preflight(`${narrow.url}/graphql`, 'https://evil.example')).headers.get(
      'access-control-allow-origin',
    );
    expect(refused).not.toBe('https://evil.example');
    expect(refused).not.toBe('*');
  });

  it('applies the same policy to the CSV download route, preflight and response, exposing the request id', async () => {
    const route = `${narrow.url}/exports/shield/42/event-logs.csv`;
    const pre = await preflight(route, APP);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(APP);
    const to = new Date(Date.now() - 60_000);
    const response = await fetch(route, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json', AccessKey: 'k' },
      body: JSON.stringify({ from: new Date(to.getTime() - 3_600_000).toISOString(), to: to.toISOString() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(await response.text()).toContain('203.0.113.7');
  });

  it('puts the CORS headers on the refusals made before yoga runs, so that a browser can read them', async () => {
    const notJson = await fetch(`${narrow.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'text/plain', AccessKey: 'k' },
      body: '{ __typename }',
    });
    expect(notJson.status).toBe(415);
    expect(notJson.headers.get('access-control-allow-origin')).toBe(APP);
    const notUtf8 = await fetch(`${narrow.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json', AccessKey: 'k' },
      body: Buffer.from([0x7b, 0xff, 0x7d]),
    });
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.headers.get('access-control-allow-origin')).toBe(APP);
    expect(notUtf8.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('refuses a CORS_ORIGINS entry that is not a bare origin at start-up', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: `${APP}, https://admin.example.com` }).corsOrigins).toEqual([
      APP,
      'https://admin.example.com',
    ]);
  });
});
