import { describe, expect, it } from 'vitest';
import { ACTIVE_APP_ID, INACTIVE_APP_ID, SUSPENDED_APP_ID, VOLUME_ID } from '../../src/sandbox/index.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/**
 * The sandbox's Magic Containers writes over plain HTTP: what each answers (statuses and bodies as
 * magic-containers-api.json gives them) and what the reads show after it.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const sandbox = useTestSandbox();
const mc = (key: string, path: string, method = 'GET', json?: unknown) =>
  call(sandbox.urls.api, `/mc${path}`, { key, method, ...(json !== undefined && { json }) });
const body = async (response: Response): Promise<Json> => jsonOf(response);

const APP = {
  name: 'Checkout API',
  runtimeType: 'shared',
  autoScaling: { min: 1, max: 2 },
  regionSettings: { allowedRegionIds: ['DE'] },
  containerTemplates: [
    {
      name: 'api',
      imageRegistryId: 'dockerhub',
      imageNamespace: 'acme',
      imageName: 'checkout',
      imageTag: '1.0',
      endpoints: [{ displayName: 'web', cdn: { portMappings: [{ containerPort: 8080 }] } }],
    },
  ],
  volumes: [{ name: 'data', size: 5 }],
};

describe('applications', () => {
  it('POST /mc/apps answers 201 with the id; the app is listed, undeployed, with its container and endpoint', async () => {
    const key = freshKey();
    const created = await mc(key, '/apps', 'POST', APP);
    expect(created.status).toBe(201);
    const { id } = await body(created);
    const app = await body(await mc(key, `/apps/${id}`));
    expect(app).toMatchObject({ id, name: 'Checkout API', status: 'inactive', volumes: [{ name: 'data', size: 5 }] });
    expect(app.containerTemplates[0]).toMatchObject({ name: 'api', imageName: 'checkout' });
    expect((await body(await mc(key, `/apps/${id}/endpoints`))).items).toHaveLength(1);
    const again = await mc(key, '/apps', 'POST', APP);
    expect(again.status).toBe(409);
  });

  it('POST /mc/apps answers 400 ErrorDetails naming each invalid field, and unknown regions', async () => {
    const response = await mc(freshKey(), '/apps', 'POST', {
      ...APP,
      name: 'bad_name',
      autoScaling: { min: 3, max: 1 },
      regionSettings: { allowedRegionIds: ['MARS'] },
    });
    expect(response.status).toBe(400);
    const fields = (await body(response)).errors.map((error: Json) => error.field);
    expect(fields).toEqual(['name', 'autoScaling', 'regionSettings.allowedRegionIds']);
  });

  it('PUT replaces the configuration, PATCH merges it, DELETE removes the app; a missing app is ProblemDetails', async () => {
    const key = freshKey();
    expect((await mc(key, `/apps/${INACTIVE_APP_ID}`, 'PUT', { ...APP, containerTemplates: [] })).status).toBe(200);
    expect((await body(await mc(key, `/apps/${INACTIVE_APP_ID}`))).containerTemplates).toEqual([]);
    const patch = {
      containerTemplates: [
        {
          id: 'Wv2sDf8gHt',
          imageTag: '17',
          name: 'postgres',
          imageName: 'postgres',
          imageNamespace: 'library',
          imageRegistryId: 'dockerhub',
        },
      ],
    };
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}`, 'PATCH', patch)).status).toBe(200);
    const active = await body(await mc(key, `/apps/${ACTIVE_APP_ID}`));
    expect(active.containerTemplates.map((c: Json) => [c.id, c.imageTag])).toEqual([
      ['Kj7mNp3qRx', '2.14.0'],
      ['Wv2sDf8gHt', '17'],
    ]);
    await expectNoBody(await mc(key, `/apps/${INACTIVE_APP_ID}`, 'DELETE'), 200);
    const missing = await mc(key, `/apps/${INACTIVE_APP_ID}`, 'DELETE');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toMatchObject({ type: expect.stringContaining('rfc9110'), status: 404 });
  });

  it('undeploy stops an app (409 when suspended); restart renames its pods; recreate takes only a pod it runs', async () => {
    const key = freshKey();
    expect((await mc(key, `/apps/${SUSPENDED_APP_ID}/undeploy`, 'POST')).status).toBe(409);
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/restart`, 'POST'), 200);
    const overview = await body(await mc(key, `/apps/${ACTIVE_APP_ID}/overview`));
    const pod = overview.regions[0].pods[0].name;
    expect(pod).toBe('storefront-api-de-0-r1');
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/pods/${pod}/recreate`, 'POST'), 200);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/pods/storefront-api-de-0/recreate`, 'POST')).status).toBe(404);
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/undeploy`, 'POST'), 200);
    expect((await body(await mc(key, `/apps/${ACTIVE_APP_ID}`))).status).toBe('inactive');
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/pods/${pod}/recreate`, 'POST')).status).toBe(409);
  });

  it('autoscaling and region settings are read and set apart from the app; bad bounds answer 400', async () => {
    const key = freshKey();
    expect(await body(await mc(key, `/apps/${ACTIVE_APP_ID}/autoscaling`))).toEqual({ min: 2, max: 6 });
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/autoscaling`, 'PUT', { min: 1, max: 3 }), 200);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/autoscaling`, 'PUT', { min: 4, max: 3 })).status).toBe(400);
    await expectNoBody(
      await mc(key, `/apps/${ACTIVE_APP_ID}/region-settings`, 'PUT', {
        allowedRegionIds: ['UK'],
        requiredRegionIds: ['UK'],
      }),
      200,
    );
    expect(await body(await mc(key, `/apps/${ACTIVE_APP_ID}/region-settings`))).toEqual({
      allowedRegionIds: ['UK'],
      requiredRegionIds: ['UK'],
      provisioningType: 'static',
    });
    expect((await body(await mc(key, `/apps/${ACTIVE_APP_ID}`))).autoScaling).toEqual({ min: 1, max: 3 });
  });

  it('statistics chart the period asked for at its granularity; a missing granularity answers 400', async () => {
    const key = freshKey();
    const stats = await body(
      await mc(
        key,
        `/apps/${ACTIVE_APP_ID}/statistics?fromDate=2025-08-19T00:00:00Z&toDate=2025-08-20T00:00:00Z&granularity=Hourly`,
      ),
    );
    expect(Object.keys(stats.cpuUsageChart)).toHaveLength(25);
    expect(Object.keys(stats.volumesSplitUsageChart)).toEqual([VOLUME_ID]);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/statistics?fromDate=2025-08-19T00:00:00Z`)).status).toBe(400);
  });
});

describe('containers, endpoints and volumes', () => {
  it('adds (201), patches and re-sets the environment of a container, answering the ContainerTemplate', async () => {
    const key = freshKey();
    const added = await mc(key, `/apps/${ACTIVE_APP_ID}/containers`, 'POST', APP.containerTemplates[0]);
    expect(added.status).toBe(201);
    const { id } = await body(added);
    const patched = await body(await mc(key, `/apps/${ACTIVE_APP_ID}/containers/${id}`, 'PATCH', { imageTag: '2.0' }));
    expect(patched).toMatchObject({ id, imageTag: '2.0', name: 'api' });
    const env = await body(await mc(key, `/apps/${ACTIVE_APP_ID}/containers/${id}/env`, 'PUT', { A: '1', B: '2' }));
    expect(env.environmentVariables).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '2' },
    ]);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/containers/${id}/env`, 'PUT', { A: 1 })).status).toBe(400);
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/containers/${id}`, 'DELETE'), 200);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/containers/${id}`)).status).toBe(404);
  });

  it('adds an endpoint to a container (201 with its id) and deletes it; neither kind answers 422', async () => {
    const key = freshKey();
    const path = `/apps/${ACTIVE_APP_ID}/containers/Wv2sDf8gHt/endpoints`;
    expect((await mc(key, path, 'POST', { displayName: 'none' })).status).toBe(422);
    const created = await mc(key, path, 'POST', {
      displayName: 'pg',
      anycast: { type: 'iPv4', portMappings: [{ containerPort: 5432 }] },
    });
    expect(created.status).toBe(201);
    const { id } = await body(created);
    const listed = (await body(await mc(key, `/apps/${ACTIVE_APP_ID}/endpoints`))).items;
    expect(listed.find((endpoint: Json) => endpoint.id === id)).toMatchObject({
      containerId: 'Wv2sDf8gHt',
      type: 'anycast',
    });
    await expectNoBody(await mc(key, `/apps/${ACTIVE_APP_ID}/endpoints/${id}`, 'DELETE'), 200);
    expect((await mc(key, `/apps/${ACTIVE_APP_ID}/endpoints/${id}`, 'DELETE')).status).toBe(404);
  });

  it('resizes a volume (never smaller), detaches it and then deletes every instance', async () => {
    const key = freshKey();
    const volume = `/apps/${ACTIVE_APP_ID}/volumes/${VOLUME_ID}`;
    expect((await mc(key, volume, 'PATCH', { size: 5 })).status).toBe(400);
    expect(await body(await mc(key, volume, 'PATCH', { size: 15 }))).toEqual({ name: VOLUME_ID, size: 15 });
    expect((await mc(key, volume, 'DELETE')).status).toBe(400);
    expect(await body(await mc(key, `${volume}/detach`, 'POST'))).toEqual({ name: VOLUME_ID });
    const deleted = await body(await mc(key, volume, 'DELETE'));
    expect(deleted.ids).toHaveLength(3);
    const listed = (await body(await mc(key, `/apps/${ACTIVE_APP_ID}/volumes`))).items[0];
    expect(listed).toMatchObject({ size: 15, totalInstancesCount: 0 });
  });
});
