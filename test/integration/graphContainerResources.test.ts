import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  ANYCAST_ENDPOINT_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  SUSPENDED_APP_ID,
  VOLUME_ID,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * What an application holds, through the graph against the sandbox: its containers (read one, add, patch, set the
 * environment, remove), their endpoints (add, delete) and its volumes (resize, detach, delete every instance). Each
 * payload offers the record as it is now; a deletion names the global id the record had.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const graph = useSandboxGraph('graph-container-resources');
const { query, upstreamCalls, expectRefused } = graph;
const data = (text: string, variables?: Record<string, unknown>) => graph.data<Record<string, Json>>(text, variables);

const STOREFRONT = 'Kj7mNp3qRx';
const POSTGRES = 'Wv2sDf8gHt';

describe('the containers of an application', () => {
  it('reads one container with its entry point, probes, mounts and endpoints in one call, and back by its id', async () => {
    const container = (
      await data(`{ containerApp(appId: "${ACTIVE_APP_ID}") { container(containerId: "${STOREFRONT}") {
        id containerId appId name imageRegistryId imagePullPolicy environmentVariableNames
        entryPoint { command arguments workingDirectory }
        probes { readiness { periodSeconds httpGet { path port expectedStatus } } liveness { tcpSocket { port } } startup { periodSeconds } }
        volumeMounts { name mountPath } endpoints { endpointId type } } } }`)
    )['containerApp'].container;
    expect(container).toMatchObject({
      containerId: STOREFRONT,
      appId: ACTIVE_APP_ID,
      imageRegistryId: '2891',
      imagePullPolicy: 'IF_NOT_PRESENT',
      environmentVariableNames: ['DATABASE_URL', 'STRIPE_KEY'],
      entryPoint: { command: ['node', 'server.js'], arguments: ['--port', '8080'], workingDirectory: '/app' },
      probes: {
        readiness: { periodSeconds: 10, httpGet: { path: '/healthz', port: 8080, expectedStatus: 200 } },
        liveness: { tcpSocket: { port: 8080 } },
        startup: null,
      },
      volumeMounts: [{ name: VOLUME_ID, mountPath: `/mnt/${VOLUME_ID}` }],
    });
    expect(container.endpoints.map((e: Json) => e.type)).toEqual(['CDN', 'ANYCAST']);
    expect(upstreamCalls()).toEqual([
      `GET /mc/apps/${ACTIVE_APP_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/containers/${STOREFRONT}`,
    ]);
    graph.sandbox.clearRequests();
    const node = (
      await data('query ($id: ID!) { node(id: $id) { ... on ContainerTemplate { name } } }', { id: container.id })
    )['node'];
    expect(node).toEqual({ name: 'storefront' });
    expect(upstreamCalls()).toEqual([`GET /mc/apps/${ACTIVE_APP_ID}/containers/${STOREFRONT}`]);
  });

  it('never answers an environment value: the record bunny.net sends holds them, the graph only the names', async () => {
    const { body } = await query(
      `{ containerApp(appId: "${ACTIVE_APP_ID}") { configuration { containers { environmentVariableNames } } } }`,
    );
    expect(JSON.stringify(body)).not.toContain('secret-value');
    expect(JSON.stringify(body)).toContain('STRIPE_KEY');
  });

  it('adds, patches, re-sets the environment of and removes a container, each answering the container as bunny.net does', async () => {
    const added = (
      await data(`mutation { createContainerTemplate(input: { appId: "${ACTIVE_APP_ID}", containerTemplate: { name: "worker", imageRegistryId: "dockerhub",
        imageNamespace: "acme", imageName: "worker", imageTag: "1.0", environmentVariables: [{ name: "QUEUE", value: "jobs" }] } }) {
        containerId container { id name imageTag environmentVariableNames } app { configuration { containers { name } } } } }`)
    )['createContainerTemplate'];
    expect(added.container).toMatchObject({ name: 'worker', imageTag: '1.0', environmentVariableNames: ['QUEUE'] });
    expect(added.app.configuration.containers.map((c: Json) => c.name)).toEqual(['storefront', 'postgres', 'worker']);
    expect(upstreamCalls()).toEqual([`POST /mc/apps/${ACTIVE_APP_ID}/containers`, `GET /mc/apps/${ACTIVE_APP_ID}`]);

    graph.sandbox.clearRequests();
    const patched = (
      await data(
        `mutation { updateContainerTemplate(input: { appId: "${ACTIVE_APP_ID}", containerId: "${added.containerId}", containerTemplate: { imageTag: "1.1", imagePullPolicy: ALWAYS } }) { container { imageTag imagePullPolicy name } } }`,
      )
    )['updateContainerTemplate'];
    expect(patched.container).toEqual({ imageTag: '1.1', imagePullPolicy: 'ALWAYS', name: 'worker' });

    const env = (
      await data(
        `mutation { setContainerEnvironmentVariables(input: { appId: "${ACTIVE_APP_ID}", containerId: "${added.containerId}", variables: [{ name: "QUEUE", value: "urgent" }, { name: "WORKERS", value: "4" }] }) { container { environmentVariableNames } } }`,
      )
    )['setContainerEnvironmentVariables'];
    expect(env.container.environmentVariableNames).toEqual(['QUEUE', 'WORKERS']);

    graph.sandbox.clearRequests();
    const deleted = (
      await data(
        `mutation { deleteContainerTemplate(input: { appId: "${ACTIVE_APP_ID}", containerId: "${added.containerId}" }) { deletedContainerTemplateId } }`,
      )
    )['deleteContainerTemplate'];
    expect(deleted).toEqual({ deletedContainerTemplateId: added.container.id });
    const { body } = await query('query ($id: ID!) { node(id: $id) { id } }', {
      id: deleted.deletedContainerTemplateId,
    });
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a new container naming an id, a patch that changes nothing and a variable without a name', async () => {
    expectRefused(
      await query(`mutation { createContainerTemplate(input: { appId: "${ACTIVE_APP_ID}", containerTemplate: { containerId: "x", name: "a",
        imageRegistryId: "dockerhub", imageNamespace: "a", imageName: "b", imageTag: "1" } }) { containerId } }`),
      'input.containerTemplate.containerId',
    );
    expectRefused(
      await query(
        `mutation { updateContainerTemplate(input: { appId: "${ACTIVE_APP_ID}", containerId: "${POSTGRES}", containerTemplate: {} }) { containerId } }`,
      ),
      'input.containerTemplate',
    );
    expectRefused(
      await query(
        `mutation { setContainerEnvironmentVariables(input: { appId: "${ACTIVE_APP_ID}", containerId: "${POSTGRES}", variables: [{ name: "A=B", value: "1" }] }) { containerId } }`,
      ),
      'input.variables[0].name',
    );
  });
});

describe('endpoints', () => {
  it('adds an endpoint to a container, listed at once; deletes one, naming the global id it had', async () => {
    const created = (
      await data(`mutation { createContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", containerId: "${POSTGRES}", containerEndpoint: { displayName: "pg", anycast: { type: IPV4, portMappings: [{ containerPort: 5432, exposedPort: 5432 }] } } }) {
        endpointId appEndpoint { id containerId containerName type portMappings { containerPort } } } }`)
    )['createContainerEndpoint'];
    expect(created.appEndpoint).toMatchObject({ containerId: POSTGRES, containerName: 'postgres', type: 'ANYCAST' });
    expect(upstreamCalls()).toEqual([
      `POST /mc/apps/${ACTIVE_APP_ID}/containers/${POSTGRES}/endpoints`,
      `GET /mc/apps/${ACTIVE_APP_ID}/endpoints`,
    ]);
    const listed = (
      await data(`{ containerApp(appId: "${ACTIVE_APP_ID}") { endpoints { edges { node { id endpointId } } } } }`)
    )['containerApp'];
    const anycast = listed.endpoints.edges.find((edge: Json) => edge.node.endpointId === ANYCAST_ENDPOINT_ID).node;
    graph.sandbox.clearRequests();
    const deleted = (
      await data(`mutation { deleteContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", endpointId: "${ANYCAST_ENDPOINT_ID}" }) {
        deletedContainerEndpointId app { endpoints { totalCount } } } }`)
    )['deleteContainerEndpoint'];
    expect(deleted.deletedContainerEndpointId).toBe(anycast.id);
    expect(deleted.app.endpoints.totalCount).toBe(2);
    expect(upstreamCalls()).toEqual([
      `DELETE /mc/apps/${ACTIVE_APP_ID}/endpoints/${ANYCAST_ENDPOINT_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/endpoints`,
    ]);
  });

  it('refuses an endpoint with two CDN port mappings before any upstream call', async () => {
    expectRefused(
      await query(`mutation { createContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", containerId: "${POSTGRES}", containerEndpoint: { displayName: "x",
        cdn: { portMappings: [{ containerPort: 1 }, { containerPort: 2 }] } } }) { endpointId } }`),
      'input.containerEndpoint.cdn.portMappings',
    );
  });
});

describe('volumes', () => {
  const VOLUME = `appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}"`;

  it('resizes a volume and offers it as it is now', async () => {
    const update = (
      await data(
        `mutation { updateContainerVolume(input: { ${VOLUME}, containerVolume: { size: 20 } }) { name size volume { size } } }`,
      )
    )['updateContainerVolume'];
    expect(update).toEqual({ name: VOLUME_ID, size: 20, volume: { size: 20 } });
    expect(upstreamCalls()).toEqual([
      `PATCH /mc/apps/${ACTIVE_APP_ID}/volumes/${VOLUME_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/volumes`,
    ]);
  });

  it('refuses deleting attached instances (bunny.net: BAD_USER_INPUT), then detaches the volume and deletes them all', async () => {
    const { body } = await query(`mutation { deleteContainerVolumeInstances(input: { ${VOLUME} }) { instanceIds } }`);
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    const detached = (
      await data(
        `mutation { detachContainerVolume(input: { ${VOLUME} }) { name volume { attachedInstancesCount instances { status } } } }`,
      )
    )['detachContainerVolume'];
    expect(detached.volume.attachedInstancesCount).toBe(0);
    expect(detached.volume.instances.map((i: Json) => i.status)).toEqual(['DETACHED', 'DETACHED', 'DETACHED']);
    graph.sandbox.clearRequests();
    const deleted = (
      await data(
        `mutation { deleteContainerVolumeInstances(input: { ${VOLUME} }) { deletedContainerVolumeInstanceIds instanceIds volume { totalInstancesCount } } }`,
      )
    )['deleteContainerVolumeInstances'];
    expect(deleted.instanceIds).toEqual([ATTACHED_VOLUME_INSTANCE_ID, 'Ym5tPq9kRj2xVb', DETACHED_VOLUME_INSTANCE_ID]);
    expect(deleted.deletedContainerVolumeInstanceIds).toHaveLength(3);
    expect(deleted.volume.totalInstancesCount).toBe(0);
    expect(upstreamCalls()).toEqual([
      `DELETE /mc/apps/${ACTIVE_APP_ID}/volumes/${VOLUME_ID}`,
      `GET /mc/apps/${ACTIVE_APP_ID}/volumes`,
    ]);
  });

  it('refuses a volume change without a change, or out of bounds, before any upstream call', async () => {
    const change = (input: string) =>
      query(
        `mutation { updateContainerVolume(input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch", containerVolume: ${input} }) { size } }`,
      );
    expectRefused(await change('{}'), 'input.containerVolume');
    expectRefused(await change('{ size: 0 }'), 'input.containerVolume.size');
    expectRefused(await change('{ name: "   " }'), 'input.containerVolume.name');
  });
});
