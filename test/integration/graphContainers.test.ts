import { describe, expect, it } from 'vitest';
import { containersGraphiqlTab } from '../../src/areas/containers/graphiqlTab.js';
import {
  ACTIVE_APP_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  CDN_ENDPOINT_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  INACTIVE_APP_ID,
  SEEDED_APP_COUNT,
  VOLUME_ID,
} from '../../src/sandbox/index.js';
import { documentedExamples } from '../support/documentedExamples.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Magic Containers as a graph, through HTTP against the sandbox: the application list paged over bunny.net's own
 * cursor, `containerApp`, endpoints and volumes (with instances) read only when selected, `node` round trips, and
 * mutation payloads whose records show the change.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const graph = useSandboxGraph('graph-containers-key');
const { query, upstreamCalls, expectRefused } = graph;
const data = (text: string, variables?: Record<string, unknown>) => graph.data<Record<string, Json>>(text, variables);

const APPS = `query ($first: Int, $after: String) {
  containerApps(first: $first, after: $after) {
    totalCount edges { cursor node { id appId name status } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

describe('containerApps connection', () => {
  it('pages through all 45 applications with first: 20 in three pages, one GET /mc/apps each, following bunny.net cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    let last: Json;
    do {
      last = (await data(APPS, { first: 20, after }))['containerApps'];
      pages += 1;
      expect(last.totalCount).toBe(SEEDED_APP_COUNT);
      expect(last.pageInfo.hasPreviousPage).toBe(pages > 1);
      seen.push(...last.edges.map((edge: Json) => edge.node.appId));
      after = last.pageInfo.endCursor;
    } while (last.pageInfo.hasNextPage);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(SEEDED_APP_COUNT);
    expect(new Set(seen).size).toBe(SEEDED_APP_COUNT);
    expect(seen.slice(0, 3)).toEqual([ACTIVE_APP_ID, expect.any(String), INACTIVE_APP_ID]);
    const calls = upstreamCalls();
    expect(calls).toHaveLength(3);
    expect(calls[0]).toBe('GET /mc/apps?limit=20');
    // bunny.net's cursor goes back in the query string as it came, percent-encoded (the sandbox's holds / + = % ? #).
    for (const call of calls.slice(1)) expect(call).toMatch(/^GET \/mc\/apps\?limit=20&nextCursor=apps%2F\d+%3F[^&]+$/);
  });

  it('resumes after a middle edge with one upstream call and no record skipped or repeated', async () => {
    const first = (await data(APPS, { first: 10 }))['containerApps'];
    const fromMiddle = (await data(APPS, { first: 10, after: first.edges[3].cursor }))['containerApps'];
    const all = (await data(APPS, { first: 20 }))['containerApps'];
    expect(fromMiddle.edges.map((e: Json) => e.node.appId)).toEqual(
      all.edges.slice(4, 14).map((e: Json) => e.node.appId),
    );
    expect(fromMiddle.pageInfo.hasPreviousPage).toBe(true);
    expect(upstreamCalls()).toHaveLength(3);
  });

  it('refuses a tampered cursor, a cursor of another list and first: 101 before any upstream call', async () => {
    const page = (await data(APPS, { first: 5 }))['containerApps'];
    graph.sandbox.clearRequests();
    const cursor: string = page.pageInfo.endCursor;
    const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('A') ? 'B' : 'A'}A`;
    expectRefused(await query(APPS, { after: tampered }), 'after');
    const otherList = Buffer.from(JSON.stringify(['pullZones?search=', 3])).toString('base64url');
    expectRefused(await query(APPS, { after: otherList }), 'after');
    const unsendable = Buffer.from(JSON.stringify(['containerApps', 'app\ud800', 0])).toString('base64url');
    expectRefused(await query(APPS, { after: unsendable }), 'after');
    expectRefused(await query(APPS, { first: 101 }), 'first');
  });
});

describe('containerApp and its links', () => {
  it('reads one application whole, with its configuration from the same call', async () => {
    const app = (
      await data(
        `query ($appId: ID!) { containerApp(appId: $appId) {
        appId name status displayEndpoint { endpointId address type }
        configuration { runtimeType regions { allowedRegionIds provisioningType } autoScaling { min max }
          containers { containerId name imageNamespace imageName imageTag imagePullPolicy environmentVariableNames }
          instances { instanceId containerId } volumeTemplates { name size } } } }`,
        { appId: ACTIVE_APP_ID },
      )
    )['containerApp'];
    expect(app).toMatchObject({
      appId: ACTIVE_APP_ID,
      name: 'storefront-api',
      status: 'ACTIVE',
      displayEndpoint: { endpointId: CDN_ENDPOINT_ID, type: 'CDN' },
      configuration: {
        runtimeType: 'SHARED',
        regions: { allowedRegionIds: ['DE', 'SG', 'NY'] },
        autoScaling: { min: 2, max: 6 },
        volumeTemplates: [{ name: VOLUME_ID, size: 10 }],
      },
    });
    expect(app.configuration.containers[0]).toMatchObject({
      imageName: 'storefront-api',
      imagePullPolicy: 'IF_NOT_PRESENT',
      environmentVariableNames: ['DATABASE_URL', 'STRIPE_KEY'],
    });
    expect(app.configuration.instances.length).toBeGreaterThan(0);
    expect(upstreamCalls()).toEqual([`GET /mc/apps/${ACTIVE_APP_ID}`]);
  });

  it('answers null with NOT_FOUND for an unknown application, and refuses a path-breaking appId before any call', async () => {
    const { body } = await query('{ containerApp(appId: "NoSuchApp01") { appId } }');
    expect(body.data?.['containerApp']).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['NOT_FOUND']);
    graph.sandbox.clearRequests();
    expectRefused(await query('{ containerApp(appId: "../nodes/plain") { appId } }'), 'appId');
  });

  it('reads endpoints and volumes only when selected, with instances from the volumes answer', async () => {
    await data('query ($appId: ID!) { containerApp(appId: $appId) { name } }', { appId: ACTIVE_APP_ID });
    expect(upstreamCalls()).toEqual([`GET /mc/apps/${ACTIVE_APP_ID}`]);
    graph.sandbox.clearRequests();
    const app = (
      await data(
        `query ($appId: ID!) { containerApp(appId: $appId) {
          endpoints { totalCount edges { node { endpointId displayName type pullZoneId publicHost containerName portMappings { containerPort exposedPort protocols } } } }
          volumes { totalCount edges { node { volumeId size attachedInstancesCount instances { instanceId region status attachedPods } } } } } }`,
        { appId: ACTIVE_APP_ID },
      )
    )['containerApp'];
    expect(app.endpoints.totalCount).toBe(2);
    expect(app.endpoints.edges[0].node).toMatchObject({
      endpointId: CDN_ENDPOINT_ID,
      type: 'CDN',
      containerName: 'storefront',
    });
    expect(app.endpoints.edges[1].node).toMatchObject({ type: 'ANYCAST', pullZoneId: null });
    const volume = app.volumes.edges[0].node;
    expect(volume).toMatchObject({ volumeId: VOLUME_ID, size: 10, attachedInstancesCount: 2 });
    expect(volume.instances.map((i: Json) => [i.instanceId, i.status])).toContainEqual([
      DETACHED_VOLUME_INSTANCE_ID,
      'DETACHED',
    ]);
    expect(upstreamCalls().sort()).toEqual([
      `GET /mc/apps/${ACTIVE_APP_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/endpoints`,
      `GET /mc/apps/${ACTIVE_APP_ID}/volumes`,
    ]);
  });

  it('reads a listed application whole once per request, however many configuration fields and aliases ask', async () => {
    const text = `{ containerApps(first: 3) { edges { node { appId
      configuration { runtimeType } again: configuration { containers { name } } } } } }`;
    const page = (await data(text))['containerApps'];
    expect(page.edges.map((e: Json) => e.node.configuration.runtimeType)).toEqual(['SHARED', 'RESERVED', 'SHARED']);
    expect(upstreamCalls()).toHaveLength(4);
    expect(upstreamCalls().filter((call) => call.startsWith(`GET /mc/apps/${ACTIVE_APP_ID}`))).toHaveLength(1);
  });
});

describe('node round trips', () => {
  it('reads every Magic Containers Node type back by its id, each list once per request', async () => {
    const app = (
      await data(
        `query ($appId: ID!) { containerApp(appId: $appId) { id
        endpoints(first: 1) { edges { node { id endpointId } } }
        volumes { edges { node { id volumeId instances { id instanceId } } } } } }`,
        { appId: ACTIVE_APP_ID },
      )
    )['containerApp'];
    const endpoint = app.endpoints.edges[0].node;
    const volume = app.volumes.edges[0].node;
    const instance = volume.instances[0];
    graph.sandbox.clearRequests();
    const nodes = (
      await data(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { id __typename
          ... on ContainerApp { appId } ... on ContainerAppEndpoint { endpointId appId }
          ... on ContainerVolume { volumeId } ... on ContainerVolumeInstance { instanceId volumeId } } }`,
        { ids: [app.id, endpoint.id, volume.id, instance.id] },
      )
    )['nodes'];
    expect(nodes).toEqual([
      { id: app.id, __typename: 'ContainerApp', appId: ACTIVE_APP_ID },
      { id: endpoint.id, __typename: 'ContainerAppEndpoint', endpointId: CDN_ENDPOINT_ID, appId: ACTIVE_APP_ID },
      { id: volume.id, __typename: 'ContainerVolume', volumeId: VOLUME_ID },
      {
        id: instance.id,
        __typename: 'ContainerVolumeInstance',
        instanceId: ATTACHED_VOLUME_INSTANCE_ID,
        volumeId: VOLUME_ID,
      },
    ]);
    // The volume and its instance share one read of the volumes list.
    expect(upstreamCalls().sort()).toEqual([
      `GET /mc/apps/${ACTIVE_APP_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/endpoints`,
      `GET /mc/apps/${ACTIVE_APP_ID}/volumes`,
    ]);
  });

  it('refuses an id whose local part is not ids joined by / before any upstream call', async () => {
    const forged = Buffer.from(`ContainerAppEndpoint:${ACTIVE_APP_ID}`).toString('base64url');
    expectRefused(await query('query ($id: ID!) { node(id: $id) { id } }', { id: forged }), 'id');
    const dotted = Buffer.from('ContainerVolume:../x').toString('base64url');
    expectRefused(await query('query ($id: ID!) { node(id: $id) { id } }', { id: dotted }), 'id');
  });

  it('answers NOT_FOUND for an endpoint id its application no longer lists', async () => {
    const id = Buffer.from(`ContainerAppEndpoint:${ACTIVE_APP_ID}/gone`).toString('base64url');
    const { body } = await query('query ($id: ID!) { node(id: $id) { id } }', { id });
    expect(body.data?.['node']).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });
});

describe('mutation payloads', () => {
  it('deleteContainerVolumeInstance offers the volume without the deleted instance, read only when selected', async () => {
    const args = { appId: ACTIVE_APP_ID, volumeId: VOLUME_ID, instanceId: DETACHED_VOLUME_INSTANCE_ID };
    const text = `mutation ($appId: ID!, $volumeId: ID!, $instanceId: ID!) {
      deleteContainerVolumeInstance(input: { appId: $appId, volumeId: $volumeId, instanceId: $instanceId }) {
        volume { id totalInstancesCount instances { instanceId } } } }`;
    const deletion = (await data(text, args))['deleteContainerVolumeInstance'];
    expect(deletion.volume.totalInstancesCount).toBe(2);
    expect(deletion.volume.instances.map((i: Json) => i.instanceId)).not.toContain(DETACHED_VOLUME_INSTANCE_ID);
    expect(upstreamCalls()).toEqual([
      `DELETE /mc/apps/${ACTIVE_APP_ID}/volumes/${VOLUME_ID}/instances/${DETACHED_VOLUME_INSTANCE_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/volumes`,
    ]);
    const again = (
      await data(
        `query ($appId: ID!) { containerApp(appId: $appId) { volumes { edges { node { instances { instanceId } } } } } }`,
        { appId: ACTIVE_APP_ID },
      )
    )['containerApp'];
    expect(again.volumes.edges[0].node.instances.map((i: Json) => i.instanceId)).not.toContain(
      DETACHED_VOLUME_INSTANCE_ID,
    );
  });

  it('deleteContainerVolumeInstance names the deleted instance by the global id it had, which node(id:) then no longer finds', async () => {
    const app = (
      await data(
        `query ($appId: ID!) { containerApp(appId: $appId) { volumes { edges { node { instances { id instanceId } } } } } }`,
        { appId: ACTIVE_APP_ID },
      )
    )['containerApp'];
    const instances = app.volumes.edges.flatMap((edge: Json) => edge.node.instances);
    const detached = instances.find((i: Json) => i.instanceId === DETACHED_VOLUME_INSTANCE_ID);
    const args = { appId: ACTIVE_APP_ID, volumeId: VOLUME_ID, instanceId: DETACHED_VOLUME_INSTANCE_ID };
    const text = `mutation ($appId: ID!, $volumeId: ID!, $instanceId: ID!) {
      deleteContainerVolumeInstance(input: { appId: $appId, volumeId: $volumeId, instanceId: $instanceId }) { deletedContainerVolumeInstanceId instanceId } }`;
    graph.sandbox.clearRequests();
    const deletion = (await data(text, args))['deleteContainerVolumeInstance'];
    expect(deletion).toEqual({
      deletedContainerVolumeInstanceId: detached.id,
      instanceId: DETACHED_VOLUME_INSTANCE_ID,
    });
    expect(upstreamCalls()).toHaveLength(1);
    const { body } = await query('query ($id: ID!) { node(id: $id) { id } }', {
      id: deletion.deletedContainerVolumeInstanceId,
    });
    expect(body.data?.['node']).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('updateContainerEndpoint offers the endpoint and the application as they are now; without them, no read', async () => {
    const text = (selection: string) => `mutation ($appId: ID!, $endpointId: ID!) {
      updateContainerEndpoint(input: { appId: $appId, endpointId: $endpointId, containerEndpoint: { displayName: "shop",
        cdn: { isSslEnabled: false, portMappings: [{ containerPort: 8081, exposedPort: 80, protocols: [TCP] }] } } }) { ${selection} } }`;
    const variables = { appId: ACTIVE_APP_ID, endpointId: CDN_ENDPOINT_ID };
    await data(text('clientMutationId'), variables);
    expect(upstreamCalls()).toEqual([`PUT /mc/apps/${ACTIVE_APP_ID}/endpoints/${CDN_ENDPOINT_ID}`]);
    graph.sandbox.clearRequests();
    const update = (
      await data(
        text(
          'appEndpoint { id displayName isSslEnabled portMappings { containerPort } } app { id displayEndpoint { endpointId } }',
        ),
        variables,
      )
    )['updateContainerEndpoint'];
    expect(update.appEndpoint).toMatchObject({
      displayName: 'shop',
      isSslEnabled: false,
      portMappings: [{ containerPort: 8081 }],
    });
    expect(update.app.displayEndpoint.endpointId).toBe(CDN_ENDPOINT_ID);
    expect(upstreamCalls()).toHaveLength(3);
  });

  it('two endpoint updates in one request each return the endpoint as that update left it', async () => {
    const update = (alias: string, name: string) =>
      `${alias}: updateContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", containerEndpoint: { displayName: "${name}" } }) { appEndpoint { displayName } }`;
    const result = await data(`mutation { ${update('first', 'one')} ${update('second', 'two')} }`);
    expect(result['first'].appEndpoint.displayName).toBe('one');
    expect(result['second'].appEndpoint.displayName).toBe('two');
    expect(upstreamCalls().filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('reads the application again after every write of the request, whichever part of it the write changed', async () => {
    const result = await data(`mutation {
      deployContainerApp(input: { appId: "${ACTIVE_APP_ID}" }) { app { id status } }
      updateContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", containerEndpoint: { displayName: "after-deploy" } }) { app { id status } } }`);
    expect(result['updateContainerEndpoint'].app.id).toBe(result['deployContainerApp'].app.id);
    expect(upstreamCalls().filter((call) => call === `GET /mc/apps/${ACTIVE_APP_ID}`)).toHaveLength(2);
  });

  it('deployContainerApp offers the application with its new status', async () => {
    const before = (await data(`{ containerApp(appId: "${INACTIVE_APP_ID}") { status } }`))['containerApp'];
    expect(before.status).toBe('INACTIVE');
    graph.sandbox.clearRequests();
    const deployment = (
      await data(
        `mutation { deployContainerApp(input: { appId: "${INACTIVE_APP_ID}" }) { app { id status configuration { instances { instanceId } } } } }`,
      )
    )['deployContainerApp'];
    expect(deployment.app.status).toBe('ACTIVE');
    expect(deployment.app.configuration.instances.length).toBeGreaterThan(0);
    expect(upstreamCalls()).toEqual([`POST /mc/apps/${INACTIVE_APP_ID}/deploy`, `GET /mc/apps/${INACTIVE_APP_ID}`]);
  });
});

describe("docs/graph.md's Magic Containers examples", () => {
  const examples = documentedExamples('docs/graph.md', 'Magic Containers');

  it('holds three examples, each naming its upstream calls', () => {
    expect(examples).toHaveLength(3);
    for (const { comment } of examples) expect(comment).toMatch(/^# .*: \d+ upstream calls? \(/);
  });

  for (const [index, { comment, operation }] of examples.entries()) {
    it(`example ${index + 1} makes the upstream calls its comment names, and the budget estimate covers them`, async () => {
      const named = Number(/: (\d+) upstream call/.exec(comment)?.[1]);
      const { body } = await query(operation);
      expect(body.errors).toBeUndefined();
      expect(upstreamCalls()).toHaveLength(named);
      expect(estimateCalls(operation)).toBeGreaterThanOrEqual(named);
    });
  }
});

describe("docs/areas/containers.md's showcase queries", () => {
  const examples = documentedExamples('docs/areas/containers.md', 'Showcase queries');

  it('holds five examples, each naming its upstream calls', () => {
    expect(examples).toHaveLength(5);
    for (const { comment } of examples) expect(comment).toMatch(/^# .*: \d+ upstream calls? \(/);
  });

  for (const [index, { comment, operation }] of examples.entries()) {
    it(`example ${index + 1} makes the upstream calls its comment names, and the budget estimate covers them`, async () => {
      const named = Number(/: (\d+) upstream call/.exec(comment)?.[1]);
      const { body } = await query(operation);
      expect(body.errors).toBeUndefined();
      expect(upstreamCalls()).toHaveLength(named);
      expect(estimateCalls(operation)).toBeGreaterThanOrEqual(named);
    });
  }
});

describe('the upstream-call budget', () => {
  it('estimates a page of apps with their links at or above what it really makes', async () => {
    const text = `{ containerApps(first: 5) { edges { node { appId configuration { runtimeType }
      endpoints { edges { node { id } } } volumes { edges { node { instances { id } } } } } } } }`;
    await data(text);
    expect(upstreamCalls()).toHaveLength(1 + 5 * 3);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(1 + 5 * 3);
  });

  it('refuses 20 apps with their configuration, endpoints and volumes (61 estimated) before any upstream call', async () => {
    const text = `{ containerApps(first: 20) { edges { node { configuration { runtimeType }
      endpoints { edges { node { id } } } volumes { edges { node { id } } } } } } }`;
    expect(estimateCalls(text)).toBe(61);
    const { body } = await query(text);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_CALL_BUDGET');
    expect(upstreamCalls()).toEqual([]);
  });
});

describe('the GraphiQL Containers tab', () => {
  const operations = containersGraphiqlTab.split('\n\n');
  const calls = [2, 7, 2, 3, 2, 2];

  it('holds the list, the application at a glance, its statistics, the platform, a deployment and a scaling', () => {
    expect(operations.map((text) => /^(query|mutation) (\w+)/m.exec(text)?.[2])).toEqual([
      'ContainerApps',
      'ContainerApp',
      'ContainerStatistics',
      'ContainerPlatform',
      'Deploy',
      'Scale',
    ]);
  });

  for (const [index, text] of operations.entries()) {
    it(`runs operation ${index + 1} against the sandbox's ids with ${calls[index]} upstream calls and no error`, async () => {
      const from = new Date(Date.now() - 3_600_000).toISOString();
      const { body } = await query(text, { appId: ACTIVE_APP_ID, ...(text.includes('$from') && { from }) });
      expect(body.errors).toBeUndefined();
      expect(upstreamCalls()).toHaveLength(calls[index] ?? -1);
    });
  }
});
