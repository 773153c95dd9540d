import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  ANYCAST_ENDPOINT_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  CDN_ENDPOINT_ID,
  CONTAINER_NODE_IPS,
  DETACHED_VOLUME_INSTANCE_ID,
  INACTIVE_APP_ID,
  MAGIC_CONTAINERS_NODE_IPS,
  PRIVATE_REGISTRY_ID,
  SUSPENDED_APP_ID,
  VOLUME_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

/** ErrorDetails never carries `type`; that is the ProblemDetails of other operations. */
async function expectErrorDetails(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  const body = await jsonOf(response);
  expect(body).toMatchObject({
    title: expect.any(String),
    status,
    detail: expect.any(String),
    instance: expect.stringMatching(/^\/mc\//),
  });
  expect(body).not.toHaveProperty('type');
  return body;
}

describe('PUT /mc/apps/{appId}/endpoints/{endpointId}', () => {
  const updateEndpoint = (
    key: string,
    body: unknown,
    appId = ACTIVE_APP_ID,
    endpointId = CDN_ENDPOINT_ID,
  ): Promise<Response> =>
    call(sandbox.urls.api, `/mc/apps/${appId}/endpoints/${endpointId}`, { method: 'PUT', key, json: body });

  it('answers 200 with no body for a valid CDN or anycast configuration', async () => {
    const key = freshKey();
    const cdn = {
      isSslEnabled: true,
      pullZoneId: WEB_PULL_ZONE_ID,
      stickySessions: { enabled: true, sessionHeaders: ['X-Cart'] },
      portMappings: [{ containerPort: 3000, exposedPort: 443, protocols: ['tcp'] }],
    };
    await expectNoBody(await updateEndpoint(key, { displayName: 'storefront-v2', cdn }), 200);
    await expectNoBody(
      await updateEndpoint(
        key,
        {
          displayName: 'grpc',
          anycast: { type: 'iPv4', portMappings: [{ containerPort: 9090, protocols: ['tcp', 'udp'] }] },
        },
        ACTIVE_APP_ID,
        ANYCAST_ENDPOINT_ID,
      ),
      200,
    );
    await expectNoBody(await updateEndpoint(key, { displayName: 'name-only' }), 200);
  });

  it('answers 400 ErrorDetails listing each invalid field', async () => {
    const body = await expectErrorDetails(
      await updateEndpoint(freshKey(), {
        displayName: 'd'.repeat(51),
        cdn: { portMappings: [{ containerPort: 0, protocols: ['http'] }, { containerPort: 80 }] },
      }),
      400,
    );
    const fields = (body.errors as Array<{ field: string | null }>).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['displayName', 'cdn.portMappings']));
    const again = await expectErrorDetails(
      await updateEndpoint(freshKey(), {
        displayName: 'ok',
        cdn: { portMappings: [{ containerPort: 0, protocols: ['http'] }] },
      }),
      400,
    );
    expect(again.errors).toEqual(
      expect.arrayContaining([
        { field: 'cdn.portMappings[0].containerPort', message: expect.any(String) },
        { field: 'cdn.portMappings[0].protocols', message: expect.any(String) },
      ]),
    );
  });

  it('answers 400 when both cdn and anycast are sent, or anycast lacks its type', async () => {
    await expectErrorDetails(
      await updateEndpoint(freshKey(), {
        displayName: 'x',
        cdn: {},
        anycast: { type: 'iPv4', portMappings: [{ containerPort: 1 }] },
      }),
      400,
    );
    await expectErrorDetails(
      await updateEndpoint(freshKey(), { displayName: 'x', anycast: { portMappings: [{ containerPort: 1 }] } }),
      400,
    );
  });

  it('answers 404 ErrorDetails for an unknown application or endpoint', async () => {
    await expectErrorDetails(await updateEndpoint(freshKey(), { displayName: 'x' }, 'noSuchApp'), 404);
    await expectErrorDetails(
      await updateEndpoint(freshKey(), { displayName: 'x' }, ACTIVE_APP_ID, 'noSuchEndpoint'),
      404,
    );
  });

  it('answers 422 ErrorDetails when the CDN points at a Pull Zone the account does not have', async () => {
    await expectErrorDetails(await updateEndpoint(freshKey(), { displayName: 'x', cdn: { pullZoneId: 42 } }), 422);
  });
});

describe('DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}', () => {
  const deleteInstance = (
    key: string,
    instanceId: string,
    appId = ACTIVE_APP_ID,
    volumeId = VOLUME_ID,
  ): Promise<Response> =>
    call(sandbox.urls.api, `/mc/apps/${appId}/volumes/${volumeId}/instances/${instanceId}`, { method: 'DELETE', key });

  it('deletes a detached instance, answering {id}, after which it is gone (404)', async () => {
    const key = freshKey();
    const response = await deleteInstance(key, DETACHED_VOLUME_INSTANCE_ID);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ id: DETACHED_VOLUME_INSTANCE_ID });
    await expectErrorDetails(await deleteInstance(key, DETACHED_VOLUME_INSTANCE_ID), 404);
  });

  it('refuses to delete an attached instance with 400 ErrorDetails', async () => {
    const body = await expectErrorDetails(await deleteInstance(freshKey(), ATTACHED_VOLUME_INSTANCE_ID), 400);
    expect(body.detail).toBe('Volume instance is attached; detach it before deleting.');
  });

  it('answers 404 ErrorDetails for an unknown application, volume or instance', async () => {
    await expectErrorDetails(await deleteInstance(freshKey(), DETACHED_VOLUME_INSTANCE_ID, 'noSuchApp'), 404);
    await expectErrorDetails(
      await deleteInstance(freshKey(), DETACHED_VOLUME_INSTANCE_ID, ACTIVE_APP_ID, 'no-such-volume'),
      404,
    );
    await expectErrorDetails(await deleteInstance(freshKey(), 'noSuchInstance'), 404);
  });
});

describe('POST /mc/apps/{appId}/deploy', () => {
  const deploy = (key: string, appId: string): Promise<Response> =>
    call(sandbox.urls.api, `/mc/apps/${appId}/deploy`, { method: 'POST', key });

  it('deploys active and inactive applications with 200 and no body', async () => {
    const key = freshKey();
    await expectNoBody(await deploy(key, INACTIVE_APP_ID), 200);
    await expectNoBody(await deploy(key, INACTIVE_APP_ID), 200);
    await expectNoBody(await deploy(key, ACTIVE_APP_ID), 200);
  });

  it('answers 409 ErrorDetails for a suspended application', async () => {
    await expectErrorDetails(await deploy(freshKey(), SUSPENDED_APP_ID), 409);
  });

  it('answers 404 ErrorDetails for an unknown application', async () => {
    await expectErrorDetails(await deploy(freshKey(), 'noSuchApp'), 404);
  });
});

describe('GET /mc/nodes/plain', () => {
  it('answers a flat JSON array of IPv4 and IPv6 node addresses', async () => {
    const response = await call(sandbox.urls.api, '/mc/nodes/plain', { key: freshKey() });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toEqual([...CONTAINER_NODE_IPS]);
    expect(body).toEqual(expect.arrayContaining([...MAGIC_CONTAINERS_NODE_IPS]));
    expect(CONTAINER_NODE_IPS.some((ip) => ip.includes(':'))).toBe(true);
  });
});

describe('POST /mc/registries/image-config', () => {
  const imageConfig = (body: unknown): Promise<Response> =>
    call(sandbox.urls.api, '/mc/registries/image-config', { key: freshKey(), json: body });

  it('suggests endpoints and volumes for a well-known image', async () => {
    const response = await imageConfig({
      registryId: 'dockerhub',
      imageName: 'postgres',
      imageNamespace: 'library',
      tag: '16',
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      endpointSuggestions: [
        {
          displayName: 'postgres',
          anycast: { type: 'iPv4', portMappings: [{ containerPort: 5432, exposedPort: 5432, protocols: ['tcp'] }] },
        },
      ],
      volumeSuggestions: [{ containerPath: '/var/lib/postgresql/data', suggestedVolumeName: 'postgres-data' }],
    });
  });

  it('answers empty suggestions for an image it knows nothing about, including on a private registry', async () => {
    const response = await imageConfig({
      registryId: PRIVATE_REGISTRY_ID,
      imageName: 'billing-worker',
      imageNamespace: 'acme',
      tag: 'latest',
    });
    expect(await jsonOf(response)).toEqual({ endpointSuggestions: [], volumeSuggestions: [] });
  });

  it('answers 400 ErrorDetails for missing fields and unknown registries', async () => {
    await expectErrorDetails(await imageConfig({ registryId: 'dockerhub', imageName: '' }), 400);
    await expectErrorDetails(
      await imageConfig({ registryId: 'quay', imageName: 'nginx', imageNamespace: 'library', tag: '1' }),
      400,
    );
  });
});
