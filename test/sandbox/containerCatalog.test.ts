import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  CONTAINER_LOG_TOKEN,
  CONTAINER_NODE_IPS,
  INACTIVE_APP_ID,
  PRIVATE_REGISTRY_ID,
  UNUSED_REGISTRY_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/**
 * The sandbox's Magic Containers registries, images, regions, nodes and log forwarding over plain HTTP, as
 * magic-containers-api.json gives their statuses and bodies.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const sandbox = useTestSandbox();
const mc = (key: string, path: string, method = 'GET', json?: unknown) =>
  call(sandbox.urls.api, `/mc${path}`, { key, method, ...(json !== undefined && { json }) });
const body = async (response: Response): Promise<Json> => jsonOf(response);

describe('registries', () => {
  it('answers saves and deletions as data: saved, refused credentials, in use, removed, not found', async () => {
    const key = freshKey();
    const added = await body(
      await mc(key, '/registries', 'POST', {
        displayName: 'quay',
        passwordCredentials: { userName: 'u', password: 'long-password' },
      }),
    );
    expect(added).toEqual({ id: 2900, status: 'saved' });
    expect(await body(await mc(key, '/registries/2900'))).toMatchObject({ displayName: 'quay', userName: 'u' });
    const refused = await body(
      await mc(key, `/registries/${PRIVATE_REGISTRY_ID}`, 'PUT', {
        displayName: 'x',
        passwordCredentials: { userName: 'u', password: 'short' },
      }),
    );
    expect(refused.status).toBe('secretsValidationFailed');
    expect(await body(await mc(key, `/registries/${PRIVATE_REGISTRY_ID}`, 'DELETE'))).toEqual({
      status: 'inUse',
      applications: [ACTIVE_APP_ID],
    });
    expect(await body(await mc(key, `/registries/${UNUSED_REGISTRY_ID}`, 'DELETE'))).toEqual({
      status: 'removed',
      applications: [],
    });
    expect(await body(await mc(key, `/registries/${UNUSED_REGISTRY_ID}`, 'DELETE'))).toEqual({
      status: 'notFound',
      applications: [],
    });
    expect((await mc(key, `/registries/${UNUSED_REGISTRY_ID}`)).status).toBe(404);
    expect((await mc(key, '/registries', 'POST', { displayName: '' })).status).toBe(400);
  });
});

describe('images', () => {
  it('searches public images by prefix a page at a time; private registries list theirs; unknown ones answer 422', async () => {
    const key = freshKey();
    const page = (n: number) =>
      mc(key, '/registries/public-images/search', 'POST', { registryId: 'github', prefix: 'tool', size: 15, page: n });
    expect((await body(await page(1))).map((image: Json) => image.id).slice(0, 2)).toEqual(['tool-01', 'tool-02']);
    expect(await body(await page(3))).toHaveLength(10);
    expect(
      (await mc(key, '/registries/public-images/search', 'POST', { registryId: '2891', prefix: 'a' })).status,
    ).toBe(422);
    expect(await body(await mc(key, '/registries/images', 'POST', { registryId: PRIVATE_REGISTRY_ID }))).toHaveLength(
      3,
    );
    expect((await mc(key, '/registries/images', 'POST', { registryId: 'dockerhub' })).status).toBe(422);
    expect(
      (await mc(key, '/registries/tags', 'POST', { registryId: 'quay', imageNamespace: 'a', imageName: 'b' })).status,
    ).toBe(422);
  });

  it('answers a stable digest per tag and suggestions with variables for a known image', async () => {
    const key = freshKey();
    const image = { registryId: 'dockerhub', imageNamespace: 'library', imageName: 'postgres', tag: '16' };
    const digest = await body(await mc(key, '/registries/digest', 'POST', image));
    expect(digest).toEqual(await body(await mc(key, '/registries/digest', 'POST', image)));
    expect(digest.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const suggestions = await body(await mc(key, '/registries/config-suggestions', 'POST', image));
    expect(suggestions.environmentVariablesSuggestions.map((v: Json) => v.name)).toEqual([
      'POSTGRES_PASSWORD',
      'POSTGRES_DB',
    ]);
  });
});

describe('regions, limits and nodes', () => {
  it('pages regions and nodes over a cursor, and answers the optimal region and the limits', async () => {
    const key = freshKey();
    const first = await body(await mc(key, '/regions?limit=20'));
    expect(first.meta).toEqual({ totalItems: 24 });
    const rest = await body(await mc(key, `/regions?limit=20&nextCursor=${encodeURIComponent(first.cursor)}`));
    expect(rest.items).toHaveLength(4);
    expect(rest.cursor).toBeNull();
    const nodes = await body(await mc(key, '/nodes?limit=1000'));
    expect(nodes.items).toEqual([...CONTAINER_NODE_IPS]);
    expect((await body(await mc(key, '/regions/optimal'))).region.id).toBe('DE');
    expect(await body(await mc(key, '/limits'))).toMatchObject({
      maxNumberOfApplications: 100,
      existingNumberOfApplications: 45,
    });
  });
});

describe('log forwarding', () => {
  const settings = {
    type: 'SyslogUdp',
    endpoint: 'logs.example.com',
    port: 514,
    format: 'SyslogRfc3164',
    enabled: true,
  };

  it('answers records with their token, as bunny.net does; failures have no body', async () => {
    const key = freshKey();
    expect((await body(await mc(key, `/log/forwarding/${ACTIVE_APP_ID}`))).token).toBe(CONTAINER_LOG_TOKEN);
    await expectNoBody(await mc(key, `/log/forwarding/${INACTIVE_APP_ID}`), 404);
    const created = await mc(key, '/log/forwarding', 'POST', { ...settings, app: INACTIVE_APP_ID, token: 'tok-123' });
    expect(created.status).toBe(201);
    expect(await body(created)).toMatchObject({ app: INACTIVE_APP_ID, token: 'tok-123', enabled: true });
    await expectNoBody(await mc(key, '/log/forwarding', 'POST', { ...settings, app: INACTIVE_APP_ID }), 400);
    await expectNoBody(
      await mc(key, `/log/forwarding/${INACTIVE_APP_ID}`, 'PUT', { ...settings, app: ACTIVE_APP_ID }),
      403,
    );
    const updated = await body(
      await mc(key, `/log/forwarding/${INACTIVE_APP_ID}`, 'PUT', { ...settings, app: INACTIVE_APP_ID, port: 1514 }),
    );
    expect(updated).toMatchObject({ port: 1514 });
    expect(updated).not.toHaveProperty('token');
    await expectNoBody(await mc(key, `/log/forwarding/${INACTIVE_APP_ID}`, 'DELETE'), 204);
    expect((await body(await mc(key, '/log/forwarding'))).items.map((item: Json) => item.app)).not.toContain(
      INACTIVE_APP_ID,
    );
  });
});
