import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  CDN_ENDPOINT_ID,
  CDN_SCRIPT_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  SANDBOX_DEMO_KEY,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  libraryApiKeyFor,
  startSandbox,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

describe('the four listeners (api, video, origin logs, the storage hosts)', () => {
  it('serve on 127.0.0.1 with distinct ports and no trailing slash', () => {
    const urls = Object.values(sandbox.urls);
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set(urls).size).toBe(4);
  });

  it('answer 404 with an empty body to unknown paths and to known paths with another method', async () => {
    await expectNoBody(await call(sandbox.urls.api, '/pullzone', { method: 'DELETE', key: SANDBOX_DEMO_KEY }), 404);
    await expectNoBody(
      await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { method: 'PATCH', key: SANDBOX_DEMO_KEY }),
      404,
    );
    await expectNoBody(
      await call(sandbox.urls.api, '/pullzone/abc/removeBlockedIp', {
        key: SANDBOX_DEMO_KEY,
        json: { BlockedIp: '1.2.3.4' },
      }),
      404,
    );
    await expectNoBody(
      await call(sandbox.urls.video, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: SANDBOX_DEMO_KEY }),
      404,
    );
    await expectNoBody(
      await call(sandbox.urls.originLogs, `/${WEB_PULL_ZONE_ID}/2025-08-20`, { key: SANDBOX_DEMO_KEY }),
      404,
    );
  });

  it('keep operations on their own host', async () => {
    await expectNoBody(
      await call(sandbox.urls.originLogs, `/shield/metrics/overview/${WEB_SHIELD_ZONE_ID}`, { key: SANDBOX_DEMO_KEY }),
      404,
    );
  });
});

describe('request recording', () => {
  it('records host, method, path with query, headers and body of every request in order', async () => {
    sandbox.clearRequests();
    const libraryKey = libraryApiKeyFor(SANDBOX_DEMO_KEY, DEMO_LIBRARY_ID);
    await call(sandbox.urls.api, `/compute/script/${CDN_SCRIPT_ID}`, {
      key: SANDBOX_DEMO_KEY,
      json: { Name: 'recorded' },
    });
    await call(
      sandbox.urls.video,
      `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/thumbnail?thumbnailUrl=https%3A%2F%2Fimg.example%2Fa.jpg`,
      {
        method: 'POST',
        key: libraryKey,
      },
    );
    await call(sandbox.urls.originLogs, '/no/such/path');

    expect(sandbox.requests.map(({ host, method, url }) => ({ host, method, url }))).toEqual([
      { host: 'api', method: 'POST', url: `/compute/script/${CDN_SCRIPT_ID}` },
      {
        host: 'video',
        method: 'POST',
        url: `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/thumbnail?thumbnailUrl=https%3A%2F%2Fimg.example%2Fa.jpg`,
      },
      { host: 'originLogs', method: 'GET', url: '/no/such/path' },
    ]);
    const [first, second] = sandbox.requests;
    expect(first?.headers.accesskey).toBe(SANDBOX_DEMO_KEY);
    expect(first?.body.toString('utf8')).toBe('{"Name":"recorded"}');
    expect(second?.headers.accesskey).toBe(libraryKey);
  });

  it('forgets everything on clearRequests()', async () => {
    await call(sandbox.urls.api, '/anything');
    expect(sandbox.requests.length).toBeGreaterThan(0);
    sandbox.clearRequests();
    expect(sandbox.requests).toEqual([]);
  });
});

describe('bad requests', () => {
  it('answer malformed JSON with a 400 in each operation’s own dialect', async () => {
    const key = freshKey();
    const badJson = { key, body: '{"oops":', headers: { 'Content-Type': 'application/json' } };

    const core = await call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`, badJson);
    expect(core.status).toBe(400);
    expect(await jsonOf(core)).toHaveProperty('ErrorKey');

    const containers = await call(sandbox.urls.api, `/mc/apps/${ACTIVE_APP_ID}/endpoints/${CDN_ENDPOINT_ID}`, {
      ...badJson,
      method: 'PUT',
    });
    expect(containers.status).toBe(400);
    expect(await jsonOf(containers)).toMatchObject({ status: 400, errors: expect.any(Array) });

    const shield = await call(sandbox.urls.api, '/shield/shield-zone', badJson);
    expect(shield.status).toBe(400);
    expect(await jsonOf(shield)).toMatchObject({ error: { statusCode: 400, success: false } });

    const exportResponse = await call(sandbox.urls.api, `/shield/event-logs/${WEB_SHIELD_ZONE_ID}/export`, badJson);
    expect(exportResponse.status).toBe(400);
    expect(await jsonOf(exportResponse)).toMatchObject({ type: expect.any(String), status: 400 });
  });

  it('answer JSON bodies over 1 MB with 413', async () => {
    const response = await call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`, {
      key: SANDBOX_DEMO_KEY,
      json: { BlockedIp: 'x'.repeat(1024 * 1024) },
    });
    await expectNoBody(response, 413);
  });

  it('answer thumbnails over 20 MB with 413 but accept large ones below the limit', async () => {
    const key = libraryApiKeyFor(freshKey(), DEMO_LIBRARY_ID);
    const path = `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/thumbnail`;
    const headers = { 'Content-Type': 'application/octet-stream' };
    await expectNoBody(
      await call(sandbox.urls.video, path, { key, headers, body: Buffer.alloc(20 * 1024 * 1024 + 1) }),
      413,
    );
    expect((await call(sandbox.urls.video, path, { key, headers, body: Buffer.alloc(2 * 1024 * 1024) })).status).toBe(
      200,
    );
  });

  it('answer a broken HTTP request with 400 and keep serving', async () => {
    const { port } = new URL(sandbox.urls.api);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/', method: 'GET', headers: { 'Content-Length': 'not-a-number' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(400);
    expect((await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: SANDBOX_DEMO_KEY })).status).toBe(
      200,
    );
  });
});

describe('close()', () => {
  it('resolves promptly while a keep-alive connection is idle and then refuses connections', async () => {
    const own = await startSandbox();
    const response = await fetch(`${own.urls.api}/videolibrary/${DEMO_LIBRARY_ID}`, {
      headers: { AccessKey: SANDBOX_DEMO_KEY },
    });
    await response.text();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(900);
    await expect(fetch(`${own.urls.api}/videolibrary/${DEMO_LIBRARY_ID}`)).rejects.toThrow();
  });
});
