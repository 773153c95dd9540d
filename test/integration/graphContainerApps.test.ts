import { describe, expect, it } from 'vitest';
import { ACTIVE_APP_ID, INACTIVE_APP_ID, SEEDED_APP_COUNT, SUSPENDED_APP_ID } from '../../src/sandbox/index.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A Magic Containers application's life through the graph, against the sandbox: created, changed whole or in part,
 * (un)deployed, restarted, a pod recreated, its autoscaling and regions set, deleted; its statistics, summary and
 * overview as links read only when selected. Every payload offers the application as it is now.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const graph = useSandboxGraph('graph-container-apps');
const { query, upstreamCalls, expectRefused } = graph;
const data = (text: string, variables?: Record<string, unknown>) => graph.data<Record<string, Json>>(text, variables);

const NEW_APP = `{ name: "checkout", runtimeType: SHARED, autoScaling: { min: 1, max: 4 },
  regionSettings: { allowedRegionIds: ["DE", "UK"], requiredRegionIds: ["DE"] },
  containers: [{ name: "api", imageRegistryId: "dockerhub", imageNamespace: "acme", imageName: "checkout",
    imageTag: "3.1.0", environmentVariables: [{ name: "PORT", value: "8080" }],
    probes: { readiness: { httpGet: { path: "/ready", port: 8080, expectedStatus: 204 } } },
    endpoints: [{ displayName: "web", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] } }] }],
  volumes: [{ name: "cache", size: 3 }] }`;

describe('createContainerApp', () => {
  it('creates an application the list then holds, and offers it read whole when selected', async () => {
    const created = (
      await data(`mutation { createContainerApp(input: ${NEW_APP}) { appId app { id name status
        configuration { regions { allowedRegionIds requiredRegionIds } autoScaling { min max } volumeTemplates { name size }
          containers { id containerId name imageName environmentVariableNames
            probes { readiness { httpGet { path port expectedStatus } } } endpoints { displayName type } } } } } }`)
    )['createContainerApp'];
    expect(created.app).toMatchObject({ name: 'checkout', status: 'INACTIVE' });
    expect(created.app.configuration).toMatchObject({
      regions: { allowedRegionIds: ['DE', 'UK'], requiredRegionIds: ['DE'] },
      autoScaling: { min: 1, max: 4 },
      volumeTemplates: [{ name: 'cache', size: 3 }],
    });
    expect(created.app.configuration.containers).toEqual([
      expect.objectContaining({
        name: 'api',
        environmentVariableNames: ['PORT'],
        probes: { readiness: { httpGet: { path: '/ready', port: 8080, expectedStatus: 204 } } },
        endpoints: [{ displayName: 'web', type: 'CDN' }],
      }),
    ]);
    expect(upstreamCalls()).toEqual(['POST /mc/apps', `GET /mc/apps/${created.appId}`]);
    const { containerApps } = await data('{ containerApps(first: 100) { totalCount edges { node { appId } } } }');
    expect(containerApps.totalCount).toBe(SEEDED_APP_COUNT + 1);
    expect(containerApps.edges.map((edge: Json) => edge.node.appId)).toContain(created.appId);
  });

  it('refuses a bad configuration naming the argument at fault, before any upstream call', async () => {
    const container = (extra: string) =>
      `containers: [{ name: "a", imageRegistryId: "dockerhub", imageNamespace: "x", imageName: "y", imageTag: "1", ${extra} }]`;
    const refusals: [Record<string, string>, string][] = [
      [{ name: 'name: "no_underscores"' }, 'input.name'],
      [{ autoScaling: 'autoScaling: { min: 5, max: 2 }' }, 'input.autoScaling.max'],
      [
        { regionSettings: 'regionSettings: { allowedRegionIds: ["DE"], requiredRegionIds: ["UK"] }' },
        'input.regionSettings.requiredRegionIds',
      ],
      [{ extra: 'volumes: [{ name: "v", size: 101 }]' }, 'input.volumes[0].size'],
      [{ extra: container('imageName: "-bad"').replace('imageName: "y", ', '') }, 'input.containers[0].imageName'],
      [{ extra: container('imageDigest: "sha256:abc"') }, 'input.containers[0].imageDigest'],
      [
        { extra: container('volumeMounts: [{ name: "v", mountPath: "/a/../b" }]') },
        'input.containers[0].volumeMounts[0].mountPath',
      ],
      [
        { extra: container('probes: { liveness: { tcpSocket: { port: 1 }, grpc: { port: 2 } } }') },
        'input.containers[0].probes.liveness',
      ],
      [
        { extra: container('probes: { startup: { httpGet: { path: "/", port: 80, expectedStatus: 299 } } }') },
        'input.containers[0].probes.startup.httpGet.expectedStatus',
      ],
      [
        { extra: container('environmentVariables: [{ name: "A", value: "1" }, { name: "A", value: "2" }]') },
        'input.containers[0].environmentVariables[1].name',
      ],
    ];
    for (const [parts, argument] of refusals) {
      const { name = 'name: "ok"', autoScaling = 'autoScaling: { min: 1, max: 1 }', extra = '' } = parts;
      const regionSettings = parts['regionSettings'] ?? 'regionSettings: {}';
      const input = `{ ${name}, runtimeType: SHARED, ${autoScaling}, ${regionSettings}, ${extra} }`;
      expectRefused(await query(`mutation { createContainerApp(input: ${input}) { appId } }`), argument);
    }
  });
});

describe('changing an application', () => {
  it('replaceContainerApp replaces the whole configuration; updateContainerApp changes only what it names', async () => {
    const replaced = (
      await data(`mutation { replaceContainerApp(input: { appId: "${INACTIVE_APP_ID}", containerApp: { name: "nightly reports",
        runtimeType: RESERVED, autoScaling: { min: 1, max: 2 }, regionSettings: { allowedRegionIds: ["SG"] } } }) {
        app { name configuration { runtimeType containers { name } regions { allowedRegionIds } } } } }`)
    )['replaceContainerApp'];
    expect(replaced).toEqual({
      app: {
        name: 'nightly reports',
        configuration: { runtimeType: 'RESERVED', containers: [], regions: { allowedRegionIds: ['SG'] } },
      },
    });
    graph.sandbox.clearRequests();
    const patched = (
      await data(`mutation { updateContainerApp(input: { appId: "${ACTIVE_APP_ID}", containerApp: { autoScaling: { min: 3, max: 9 },
        containers: [{ containerId: "Wv2sDf8gHt", name: "postgres", imageRegistryId: "dockerhub",
          imageNamespace: "library", imageName: "postgres", imageTag: "17" }] } }) {
        app { name configuration { autoScaling { min max } containers { containerId imageTag } } } } }`)
    )['updateContainerApp'];
    expect(patched.app.name).toBe('storefront-api');
    expect(patched.app.configuration.autoScaling).toEqual({ min: 3, max: 9 });
    expect(patched.app.configuration.containers).toEqual([
      { containerId: 'Kj7mNp3qRx', imageTag: '2.14.0' },
      { containerId: 'Wv2sDf8gHt', imageTag: '17' },
    ]);
    expect(upstreamCalls()).toEqual([`PATCH /mc/apps/${ACTIVE_APP_ID}`, `GET /mc/apps/${ACTIVE_APP_ID}`]);
  });

  it('updateContainerApp refuses an input that changes nothing', async () => {
    expectRefused(
      await query(
        `mutation { updateContainerApp(input: { appId: "${ACTIVE_APP_ID}", containerApp: {} }) { clientMutationId } }`,
      ),
      'input.containerApp',
    );
  });

  it('deleteContainerApp answers the global id the application had, which node(id:) then no longer finds', async () => {
    const { containerApp } = await data(`{ containerApp(appId: "${INACTIVE_APP_ID}") { id } }`);
    graph.sandbox.clearRequests();
    const deletion = (
      await data(
        `mutation { deleteContainerApp(input: { appId: "${INACTIVE_APP_ID}" }) { deletedContainerAppId appId } }`,
      )
    )['deleteContainerApp'];
    expect(deletion).toEqual({ deletedContainerAppId: containerApp.id, appId: INACTIVE_APP_ID });
    expect(upstreamCalls()).toEqual([`DELETE /mc/apps/${INACTIVE_APP_ID}`]);
    const { body } = await query('query ($id: ID!) { node(id: $id) { id } }', { id: deletion.deletedContainerAppId });
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('undeploys and restarts, each payload offering the application as it is now', async () => {
    const result = await data(`mutation {
      restart: restartContainerApp(input: { appId: "${ACTIVE_APP_ID}" }) { app { overview { regions { pods { name } } } } }
      undeploy: undeployContainerApp(input: { appId: "${ACTIVE_APP_ID}" }) { app { status } } }`);
    const pods = result['restart'].app.overview.regions.flatMap((region: Json) => region.pods);
    expect(pods.map((pod: Json) => pod.name)).toContain('storefront-api-de-0-r1');
    expect(result['undeploy'].app.status).toBe('INACTIVE');
    expect(upstreamCalls()).toEqual([
      `POST /mc/apps/${ACTIVE_APP_ID}/restart`,
      `GET /mc/apps/${ACTIVE_APP_ID}/overview`,
      `POST /mc/apps/${ACTIVE_APP_ID}/undeploy`,
      `GET /mc/apps/${ACTIVE_APP_ID}`,
    ]);
  });

  it('recreates a pod the overview names; a suspended application answers CONFLICT', async () => {
    const { containerApp } = await data(
      `{ containerApp(appId: "${ACTIVE_APP_ID}") { overview { regions { region pods { name status } } } } }`,
    );
    const pod = containerApp.overview.regions[0].pods[0];
    expect(pod.status).toBe('READY');
    graph.sandbox.clearRequests();
    const { recreateContainerPod } = await data(
      `mutation { recreateContainerPod(input: { appId: "${ACTIVE_APP_ID}", podId: "${pod.name}" }) { appId } }`,
    );
    expect(recreateContainerPod).toEqual({ appId: ACTIVE_APP_ID });
    expect(upstreamCalls()).toEqual([`POST /mc/apps/${ACTIVE_APP_ID}/pods/${pod.name}/recreate`]);
    const { body } = await query(
      `mutation { undeployContainerApp(input: { appId: "${SUSPENDED_APP_ID}" }) { clientMutationId } }`,
    );
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['CONFLICT']);
  });
});

describe('autoscaling and region settings', () => {
  it('are fields of the application, each with a mutation answering it as it is now', async () => {
    const before = (
      await data(
        `{ containerApp(appId: "${ACTIVE_APP_ID}") { autoScaling { min max } regionSettings { allowedRegionIds } } }`,
      )
    )['containerApp'];
    expect(before).toEqual({
      autoScaling: { min: 2, max: 6 },
      regionSettings: { allowedRegionIds: ['DE', 'SG', 'NY'] },
    });
    expect(upstreamCalls().sort()).toEqual([
      `GET /mc/apps/${ACTIVE_APP_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/autoscaling`,
      `GET /mc/apps/${ACTIVE_APP_ID}/region-settings`,
    ]);
    graph.sandbox.clearRequests();
    const after = await data(`mutation {
      scaling: updateContainerAppAutoScaling(input: { appId: "${ACTIVE_APP_ID}", containerAutoScaling: { min: 1, max: 3 } }) { app { autoScaling { min max } } }
      regions: updateContainerAppRegionSettings(input: { appId: "${ACTIVE_APP_ID}", containerRegionSettings: { allowedRegionIds: ["DE", "UK"], maxAllowedRegions: 2 } }) {
        app { regionSettings { allowedRegionIds maxAllowedRegions } } } }`);
    expect(after['scaling'].app.autoScaling).toEqual({ min: 1, max: 3 });
    expect(after['regions'].app.regionSettings).toEqual({ allowedRegionIds: ['DE', 'UK'], maxAllowedRegions: 2 });
    expect(upstreamCalls()).toEqual([
      `PUT /mc/apps/${ACTIVE_APP_ID}/autoscaling`,
      `GET /mc/apps/${ACTIVE_APP_ID}/autoscaling`,
      `PUT /mc/apps/${ACTIVE_APP_ID}/region-settings`,
      `GET /mc/apps/${ACTIVE_APP_ID}/region-settings`,
    ]);
  });

  it('refuses bounds out of order and empty region settings before any upstream call', async () => {
    const scale = (input: string) =>
      query(
        `mutation { updateContainerAppAutoScaling(input: { appId: "${ACTIVE_APP_ID}", containerAutoScaling: ${input} }) { clientMutationId } }`,
      );
    expectRefused(await scale('{ min: 4, max: 3 }'), 'input.containerAutoScaling.max');
    expectRefused(await scale('{ min: 0, max: 3 }'), 'input.containerAutoScaling.min');
    expectRefused(
      await query(
        `mutation { updateContainerAppRegionSettings(input: { appId: "${ACTIVE_APP_ID}", containerRegionSettings: {} }) { clientMutationId } }`,
      ),
      'input.containerRegionSettings',
    );
  });
});

describe('statistics, summary and overview', () => {
  const STATS = `query ($appId: ID!) { containerApp(appId: $appId) {
    statistics(from: "2026-11-20T00:00:00Z", to: "2026-11-21T00:00:00Z", granularity: HOURLY) {
      cpuUsage { at value } instances { at value } volumesUsageByVolume { volume points { at value } } }
    summary { monthlyCost status latencyChart { at } }
    overview { status desiredInstances averageCpu { value grade } regions { region isRequired pods { containers { name status } } } } } }`;

  it('are read only when selected, one call each, charts as points in time order', async () => {
    const app = (await data(STATS, { appId: ACTIVE_APP_ID }))['containerApp'];
    const cpu = app.statistics.cpuUsage;
    expect(cpu).toHaveLength(25);
    expect(cpu[0].at).toBe('2026-11-20T00:00:00.000Z');
    expect(cpu.map((point: Json) => point.at)).toEqual([...cpu.map((point: Json) => point.at)].sort());
    expect(app.statistics.volumesUsageByVolume.map((chart: Json) => chart.volume)).toEqual(['postgres-data']);
    expect(app.summary.status).toBe('ACTIVE');
    expect(app.overview.regions.map((region: Json) => [region.region, region.isRequired])).toEqual([
      ['DE', true],
      ['SG', false],
      ['NY', false],
    ]);
    expect(app.overview.regions[0].pods[0].containers.map((c: Json) => c.status)).toEqual(['READY', 'READY']);
    expect(
      upstreamCalls()
        .map((call) => call.split('?')[0])
        .sort(),
    ).toEqual([
      `GET /mc/apps/${ACTIVE_APP_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/overview`,
      `GET /mc/apps/${ACTIVE_APP_ID}/statistics`,
      `GET /mc/apps/${ACTIVE_APP_ID}/summary`,
    ]);
    const statistics = upstreamCalls().find((call) => call.includes('/statistics')) ?? '';
    expect(new URL(`http://sandbox${statistics.slice(4)}`).searchParams.get('granularity')).toBe('Hourly');
    expect(estimateCalls(STATS, { appId: ACTIVE_APP_ID })).toBeGreaterThanOrEqual(4);
  });

  it('refuses a period that ends before it starts, or is too long for its granularity, naming the argument', async () => {
    const stats = (args: string) =>
      query(`{ containerApp(appId: "${ACTIVE_APP_ID}") { statistics(${args}) { cpuUsage { value } } } }`);
    const refusedField = async (args: string, argument: string) => {
      const { body } = await stats(args);
      expect(body.errors?.map((e) => [e.extensions?.['code'], e.extensions?.['argument']])).toEqual([
        ['BAD_USER_INPUT', argument],
      ]);
      expect(upstreamCalls().filter((call) => call.includes('/statistics'))).toEqual([]);
    };
    await refusedField('from: "2026-11-21T00:00:00Z", to: "2026-11-20T00:00:00Z", granularity: DAILY', 'to');
    await refusedField('from: "2026-11-01T00:00:00Z", to: "2026-11-21T00:00:00Z", granularity: MINUTE', 'to');
    await refusedField('from: "1999-12-31T00:00:00Z", to: "2000-01-02T00:00:00Z", granularity: DAILY', 'from');
  });
});
