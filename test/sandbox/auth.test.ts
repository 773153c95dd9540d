import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  CDN_ENDPOINT_ID,
  CDN_SCRIPT_ID,
  COURSES_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  SANDBOX_DEMO_KEY,
  SANDBOX_REVOKED_KEY,
  VOLUME_ID,
  WEB_BLOCKED_IPV4,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  libraryApiKeyFor,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

const NO_KEYS: ReadonlyArray<[string, string | undefined]> = [
  ['no AccessKey header', undefined],
  ['an empty AccessKey', ''],
  ['the revoked key', SANDBOX_REVOKED_KEY],
];

describe('the api host rejects callers without a usable AccessKey', () => {
  for (const [situation, key] of NO_KEYS) {
    it(`answers Shield's {"statusCode":401} to ${situation}`, async () => {
      const response = await call(
        sandbox.urls.api,
        `/shield/metrics/overview/${WEB_SHIELD_ZONE_ID}`,
        key === undefined ? {} : { key },
      );
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toEqual({ statusCode: 401 });
    });
  }

  it('answers the event-log export with a ProblemDetails 401, as that operation documents', async () => {
    const response = await call(sandbox.urls.api, `/shield/event-logs/${WEB_SHIELD_ZONE_ID}/export`, {
      key: SANDBOX_REVOKED_KEY,
      json: {},
    });
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toMatchObject({ type: expect.any(String), title: 'Unauthorized', status: 401 });
  });

  it('answers Magic Containers endpoint updates, image config and deploys with ProblemDetails', async () => {
    const attempts = [
      call(sandbox.urls.api, `/mc/apps/${ACTIVE_APP_ID}/endpoints/${CDN_ENDPOINT_ID}`, {
        method: 'PUT',
        json: { displayName: 'x' },
      }),
      call(sandbox.urls.api, '/mc/registries/image-config', {
        json: { registryId: 'dockerhub', imageName: 'nginx', imageNamespace: 'library', tag: '1' },
      }),
      call(sandbox.urls.api, `/mc/apps/${ACTIVE_APP_ID}/deploy`, { method: 'POST' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toMatchObject({ title: 'Unauthorized', status: 401 });
    }
  });

  it('answers a volume-instance deletion with an empty 401, as the document declares no body', async () => {
    const response = await call(
      sandbox.urls.api,
      `/mc/apps/${ACTIVE_APP_ID}/volumes/${VOLUME_ID}/instances/${ATTACHED_VOLUME_INSTANCE_ID}`,
      {
        method: 'DELETE',
        key: SANDBOX_REVOKED_KEY,
      },
    );
    await expectNoBody(response, 401);
  });

  it('answers core API and Edge Scripting mutations with an empty 401', async () => {
    await expectNoBody(
      await call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`, {
        json: { BlockedIp: WEB_BLOCKED_IPV4 },
      }),
      401,
    );
    await expectNoBody(
      await call(sandbox.urls.api, `/compute/script/${CDN_SCRIPT_ID}`, { key: '', json: { Name: 'x' } }),
      401,
    );
  });

  it('answers GET /videolibrary/{id} with ApiErrorData, as that operation documents', async () => {
    const response = await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: SANDBOX_REVOKED_KEY });
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toEqual({
      ErrorKey: expect.any(String),
      Field: 'AccessKey',
      Message: expect.any(String),
    });
  });

  it('accepts the demo key and any other non-empty key', async () => {
    for (const key of [SANDBOX_DEMO_KEY, 'whatever-you-like']) {
      const response = await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key });
      expect(response.status).toBe(200);
    }
  });
});

describe('each AccessKey is its own account', () => {
  it('keeps one account’s mutations invisible to another', async () => {
    const alice = freshKey();
    const bob = freshKey();
    const remove = (key: string): Promise<Response> =>
      call(sandbox.urls.api, `/pullzone/${WEB_PULL_ZONE_ID}/removeBlockedIp`, {
        key,
        json: { BlockedIp: WEB_BLOCKED_IPV4 },
      });
    expect((await remove(alice)).status).toBe(204);
    expect((await remove(alice)).status).toBe(400);
    expect((await remove(bob)).status).toBe(204);
  });

  it('gives every account its own library keys, none containing the account key', async () => {
    const first = freshKey();
    const second = freshKey();
    const keyOf = async (accountKey: string): Promise<unknown> =>
      (await jsonOf(await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key: accountKey }))).ApiKey;
    const firstLibraryKey = await keyOf(first);
    expect(firstLibraryKey).toBe(libraryApiKeyFor(first, DEMO_LIBRARY_ID));
    expect(await keyOf(second)).toBe(libraryApiKeyFor(second, DEMO_LIBRARY_ID));
    expect(firstLibraryKey).not.toBe(await keyOf(second));
    expect(String(firstLibraryKey)).not.toContain(first);
    expect(libraryApiKeyFor(first, DEMO_LIBRARY_ID)).not.toBe(libraryApiKeyFor(first, COURSES_LIBRARY_ID));
  });
});

describe('the video host authenticates with a video library’s own key', () => {
  const thumbnailPath = `/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}/thumbnail`;
  const upload = (key: string | undefined): Promise<Response> =>
    call(sandbox.urls.video, thumbnailPath, {
      key,
      body: Buffer.from('jpeg'),
      headers: { 'Content-Type': 'application/octet-stream' },
    });

  it('accepts the library key even before the account has used the api host', async () => {
    const response = await upload(libraryApiKeyFor(freshKey(), DEMO_LIBRARY_ID));
    expect(response.status).toBe(200);
  });

  it('answers 401 with no body to the account key, a missing key, the revoked key and made-up keys', async () => {
    const key = freshKey();
    const valid = libraryApiKeyFor(key, DEMO_LIBRARY_ID);
    const forged = `${valid.slice(0, -1)}${valid.endsWith('0') ? '1' : '0'}`;
    for (const attempt of [key, undefined, SANDBOX_REVOKED_KEY, forged]) {
      await expectNoBody(await upload(attempt), 401);
    }
  });

  it('answers 403 with no body to the key of another library', async () => {
    await expectNoBody(await upload(libraryApiKeyFor(freshKey(), COURSES_LIBRARY_ID)), 403);
  });

  it('answers 403 to the library’s read-only key, which cannot change videos', async () => {
    const key = freshKey();
    const library = await jsonOf(await call(sandbox.urls.api, `/videolibrary/${DEMO_LIBRARY_ID}`, { key }));
    expect(library.ReadOnlyApiKey).not.toBe(library.ApiKey);
    await expectNoBody(await upload(String(library.ReadOnlyApiKey)), 403);
  });
});

describe('the origin-logs host', () => {
  const path = `/${WEB_PULL_ZONE_ID}/08-19-2025`;
  const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJl';

  it('accepts an AccessKey', async () => {
    expect((await call(sandbox.urls.originLogs, path, { key: freshKey() })).status).toBe(200);
  });

  it('accepts a JWT sent as the entire Authorization header', async () => {
    expect((await call(sandbox.urls.originLogs, path, { headers: { Authorization: jwt } })).status).toBe(200);
  });

  it('rejects a JWT with a Bearer prefix, a non-JWT value, no credentials and the revoked key with an empty 401', async () => {
    await expectNoBody(await call(sandbox.urls.originLogs, path, { headers: { Authorization: `Bearer ${jwt}` } }), 401);
    await expectNoBody(await call(sandbox.urls.originLogs, path, { headers: { Authorization: 'not-a-jwt' } }), 401);
    await expectNoBody(await call(sandbox.urls.originLogs, path), 401);
    await expectNoBody(await call(sandbox.urls.originLogs, path, { key: SANDBOX_REVOKED_KEY }), 401);
  });
});
