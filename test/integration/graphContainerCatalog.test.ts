import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  CONTAINER_LOG_TOKEN,
  CONTAINER_NODE_IPS,
  INACTIVE_APP_ID,
  PRIVATE_REGISTRY_ID,
  SUSPENDED_APP_ID,
  UNUSED_REGISTRY_ID,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Around the applications, through the graph against the sandbox: the account's registries (their refusals answered
 * as data, their passwords never), what registries say of images, regions, limits, the node network, and log
 * forwarding (its token never answered).
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = any;

const graph = useSandboxGraph('graph-container-catalog');
const { query, upstreamCalls, expectRefused } = graph;
const data = (text: string, variables?: Record<string, unknown>) => graph.data<Record<string, Json>>(text, variables);

describe('registries', () => {
  it('lists the private registries, reads one by id or node, and answers no part of a password', async () => {
    const { body } =
      await query(`{ containerRegistries { totalCount edges { node { id registryId displayName hostName userName createdAt } } }
      containerRegistry(registryId: ${PRIVATE_REGISTRY_ID}) { id displayName } }`);
    const registries = body.data?.['containerRegistries'] as Json;
    expect(registries.totalCount).toBe(3);
    expect(registries.edges[0].node).toMatchObject({
      registryId: Number(PRIVATE_REGISTRY_ID),
      displayName: 'acme-ghcr',
      hostName: 'ghcr.io',
      userName: 'acme-ci',
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    expect(upstreamCalls().sort()).toEqual(['GET /mc/registries', `GET /mc/registries/${PRIVATE_REGISTRY_ID}`]);
    const node = (
      await data('query ($id: ID!) { node(id: $id) { ... on ContainerRegistry { registryId } } }', {
        id: registries.edges[0].node.id,
      })
    )['node'];
    expect(node).toEqual({ registryId: Number(PRIVATE_REGISTRY_ID) });
  });

  it('adds a registry and offers it when saved; a refused sign-in is data, with no registry', async () => {
    const add = (password: string) => `mutation { createContainerRegistry(input: { displayName: "quay", type: GITHUB,
      credentials: { userName: "robot", password: "${password}" } }) { registryId status error registry { displayName hostName } } }`;
    const saved = (await data(add('a-long-enough-password')))['createContainerRegistry'];
    expect(saved).toMatchObject({
      status: 'SAVED',
      error: null,
      registry: { displayName: 'quay', hostName: 'ghcr.io' },
    });
    expect(upstreamCalls()).toEqual(['POST /mc/registries', `GET /mc/registries/${saved.registryId}`]);
    graph.sandbox.clearRequests();
    const refused = (await data(add('short')))['createContainerRegistry'];
    expect(refused).toEqual({
      registryId: null,
      status: 'SECRETS_VALIDATION_FAILED',
      error: 'The registry refused these credentials.',
      registry: null,
    });
    expect(upstreamCalls()).toEqual(['POST /mc/registries']);
  });

  it('deletes an unused registry; one an application uses stays, naming the application', async () => {
    const result = await data(`mutation {
      used: deleteContainerRegistry(input: { registryId: ${PRIVATE_REGISTRY_ID} }) { deletedContainerRegistryId status appIdsUsingIt }
      unused: deleteContainerRegistry(input: { registryId: ${UNUSED_REGISTRY_ID} }) { status appIdsUsingIt } }`);
    expect(result['used']).toMatchObject({ status: 'IN_USE', appIdsUsingIt: [ACTIVE_APP_ID] });
    expect(result['unused']).toEqual({ status: 'REMOVED', appIdsUsingIt: [] });
    const { containerRegistries } = await data('{ containerRegistries { totalCount } }');
    expect(containerRegistries.totalCount).toBe(2);
  });

  it('refuses a registry id that is not a positive integer and a blank name, before any upstream call', async () => {
    expectRefused(await query('{ containerRegistry(registryId: 0) { id } }'), 'registryId');
    expectRefused(
      await query('mutation { createContainerRegistry(input: { displayName: " " }) { status } }'),
      'input.displayName',
    );
  });
});

describe('images', () => {
  it('searches public images a page at a time, one call each, and lists a private registry’s images', async () => {
    const SEARCH =
      'query ($after: String) { containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool", first: 15, after: $after) { pageInfo { hasNextPage endCursor } edges { node { name namespace } } } }';
    const first = (await data(SEARCH))['containerPublicImages'];
    expect(first.edges.map((e: Json) => e.node.name).slice(0, 2)).toEqual(['tool-01', 'tool-02']);
    const second = (await data(SEARCH, { after: first.pageInfo.endCursor }))['containerPublicImages'];
    expect(second.edges[0].node).toEqual({ name: 'tool-16', namespace: 'acme' });
    expect(upstreamCalls()).toEqual([
      'POST /mc/registries/public-images/search',
      'POST /mc/registries/public-images/search',
    ]);
    const { containerImages } = await data(
      `{ containerImages(imageRegistryId: "${PRIVATE_REGISTRY_ID}") { totalCount edges { node { name } } } }`,
    );
    expect(containerImages.totalCount).toBe(3);
  });

  it('reads the tags, a digest and configuration suggestions of an image', async () => {
    const IMAGE = 'imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "postgres"';
    const answer = await data(`{ containerImageTags(image: { ${IMAGE} }) { totalCount edges { node { name } } }
      containerImageDigest(image: { ${IMAGE}, tag: "16" }) { image tag digest }
      containerConfigSuggestions(image: { ${IMAGE}, tag: "16" }) { appName
        environmentVariableSuggestions { name required } volumeSuggestions { containerPath }
        endpointSuggestions { displayName anycast { portMappings { containerPort } } } } }`);
    expect(answer['containerImageTags'].totalCount).toBe(5);
    expect(answer['containerImageDigest']).toMatchObject({
      image: 'postgres',
      tag: '16',
      digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(answer['containerConfigSuggestions'].environmentVariableSuggestions).toContainEqual({
      name: 'POSTGRES_PASSWORD',
      required: true,
    });
    expect(upstreamCalls()).toHaveLength(3);
  });

  it('refuses a cursor past the 100 pages bunny.net serves of a search, naming after, before any call', async () => {
    const SEARCH = `query ($after: String) { containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool", first: 1,
      after: $after) { pageInfo { endCursor } } }`;
    const { endCursor } = (await data(SEARCH))['containerPublicImages'].pageInfo;
    const [list] = JSON.parse(Buffer.from(endCursor, 'base64url').toString('utf8')) as [string, number];
    const past = Buffer.from(JSON.stringify([list, 150])).toString('base64url');
    graph.sandbox.clearRequests();
    const response = await query(SEARCH, { after: past });
    expectRefused(response, 'after');
    expect(response.body.errors?.[0]?.message).toContain('first 100 pages');
  });
});

describe('regions, limits and nodes', () => {
  it('pages regions and nodes over bunny.net’s cursor, and reads the optimal region and the limits', async () => {
    const answer =
      await data(`{ containerRegions(first: 3) { totalCount edges { node { id containerRegionId name hasAnycastSupport } } }
      containerOptimalRegion { containerRegionId name } containerLimits { maxApplications applications maxInstancesPerApplication }
      containerNodes(first: 30) { totalCount edges { node { ipAddress } } } containerNodeIps }`);
    expect(answer['containerRegions'].edges.map((e: Json) => e.node.containerRegionId)).toEqual(['DE', 'UK', 'FR']);
    expect(answer['containerRegions'].totalCount).toBe(24);
    expect(answer['containerOptimalRegion']).toEqual({ containerRegionId: 'DE', name: 'Frankfurt' });
    expect(answer['containerLimits']).toEqual({
      maxApplications: 100,
      applications: 45,
      maxInstancesPerApplication: null,
    });
    expect(answer['containerNodes'].totalCount).toBe(CONTAINER_NODE_IPS.length);
    expect(answer['containerNodes'].edges.map((e: Json) => e.node.ipAddress)).toEqual(
      answer['containerNodeIps'].slice(0, 30),
    );
    expect(upstreamCalls().sort()).toEqual([
      'GET /mc/limits',
      'GET /mc/nodes/plain',
      'GET /mc/nodes?limit=30',
      'GET /mc/regions/optimal',
      'GET /mc/regions?limit=3',
    ]);
  });
});

describe('log forwarding', () => {
  it('lists every configuration and reads an application’s, with hasToken and never the token', async () => {
    const { body } =
      await query(`{ containerLogForwardings { totalCount edges { node { id appId protocol endpoint port format enabled hasToken } } }
      active: containerApp(appId: "${ACTIVE_APP_ID}") { logForwarding { id endpoint hasToken } }
      inactive: containerApp(appId: "${INACTIVE_APP_ID}") { logForwarding { id } } }`);
    expect(body.errors).toBeUndefined();
    const answer = body.data as Json;
    const list = answer.containerLogForwardings;
    expect(list.edges.map((e: Json) => [e.node.appId, e.node.protocol, e.node.hasToken])).toEqual([
      [ACTIVE_APP_ID, 'SYSLOG_TCP', true],
      [SUSPENDED_APP_ID, 'SYSLOG_UDP', false],
    ]);
    expect(answer.active.logForwarding).toMatchObject({ id: list.edges[0].node.id, hasToken: true });
    expect(answer.inactive.logForwarding).toBeNull();
    expect(JSON.stringify(body)).not.toContain(CONTAINER_LOG_TOKEN);
  });

  it('creates, updates and deletes an application’s configuration, each answered without its token', async () => {
    const input = (token: string) =>
      `{ protocol: SYSLOG_TCP, endpoint: "logs.example.com", port: 6514, format: RFC5424, enabled: true${token} }`;
    const created = (
      await data(`mutation { createContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}", containerLogForwarding: ${input(', token: "new-token-1234"')} }) {
        logForwarding { id appId hasToken } app { name } } }`)
    )['createContainerLogForwarding'];
    expect(created).toMatchObject({
      logForwarding: { appId: INACTIVE_APP_ID, hasToken: true },
      app: { name: 'nightly-reports' },
    });
    const updated = (
      await data(
        `mutation { updateContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}", containerLogForwarding: ${input('')} }) { logForwarding { hasToken } } }`,
      )
    )['updateContainerLogForwarding'];
    expect(updated.logForwarding.hasToken).toBe(false);
    graph.sandbox.clearRequests();
    const deleted = (
      await data(
        `mutation { deleteContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}" }) { deletedContainerLogForwardingId app { logForwarding { id } } } }`,
      )
    )['deleteContainerLogForwarding'];
    expect(deleted).toEqual({
      deletedContainerLogForwardingId: created.logForwarding.id,
      app: { logForwarding: null },
    });
    expect(upstreamCalls()).toEqual([
      `DELETE /mc/log/forwarding/${INACTIVE_APP_ID}`,
      `GET /mc/log/forwarding/${INACTIVE_APP_ID}`,
    ]);
  });

  it('refuses a syslog server that is no host name or address, a port out of range and a token with spaces', async () => {
    const create = (input: string) =>
      query(
        `mutation { createContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}", containerLogForwarding: { protocol: SYSLOG_UDP, format: RFC3164, enabled: true, ${input} } }) { appId } }`,
      );
    expectRefused(await create('endpoint: "logs example", port: 514'), 'input.containerLogForwarding.endpoint');
    expectRefused(await create('endpoint: "logs.example.com", port: 70000'), 'input.containerLogForwarding.port');
    expectRefused(
      await create('endpoint: "192.0.2.1", port: 514, token: "two words"'),
      'input.containerLogForwarding.token',
    );
  });
});
