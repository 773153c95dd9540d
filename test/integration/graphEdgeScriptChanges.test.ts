import { describe, expect, it } from 'vitest';
import { CDN_SCRIPT_ID, CDN_SCRIPT_LIVE_RELEASE_ID, EMPTY_SCRIPT_ID } from '../../src/sandbox/index.js';
import { estimateCalls, expectBadInput, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A script's life through the graph, against the sandbox: created, its code read (inline and as a streamed download)
 * and written (as text or a streamed file), published as a new release, its key rotated, its statistics read, and
 * deleted. Each payload answers the changed record, read only when selected, with the exact upstream calls.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const graph = useSandboxGraph('edge-script-changes', { now: NOW });
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: number | string): string => Buffer.from(`${type}:${id}`).toString('base64url');

/** A GraphQL multipart request with one file, `variables.file`. */
async function withFile(text: string, file: Buffer, variables: Record<string, unknown> = {}) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: text, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([Uint8Array.from(file)], { type: 'text/javascript' }), 'index.js');
  const response = await fetch(`${graph.gateway.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { AccessKey: graph.key },
  });
  return (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: Record<string, unknown> }[];
  };
}

const download = (path: string, key = graph.key) =>
  fetch(`${graph.gateway.url}${path}`, { headers: { AccessKey: key } });

describe('createEdgeScript and deleteEdgeScript', () => {
  it('answers the new script from the creation alone, one call, and it is then listed and readable by node', async () => {
    const { createEdgeScript } = await data<{
      createEdgeScript: { edgeScriptId: number; edgeScript: Record<string, unknown> };
    }>(
      'mutation { createEdgeScript(input: { name: "checkout-api", scriptType: MIDDLEWARE, code: "a()" }) { edgeScriptId edgeScript { id name scriptType currentReleaseId } } }',
    );
    const { edgeScriptId, edgeScript } = createEdgeScript;
    expect(edgeScript).toEqual({
      id: globalIdOf('EdgeScript', edgeScriptId),
      name: 'checkout-api',
      scriptType: 'MIDDLEWARE',
      currentReleaseId: 0,
    });
    expect(upstreamCalls()).toEqual(['POST /compute/script']);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString() ?? '')).toEqual({
      Name: 'checkout-api',
      ScriptType: 2,
      Code: 'a()',
      CreateLinkedPullZone: false,
    });
    const read = await data<{ node: { name: string; code: { code: string } } }>(
      `{ node(id: "${edgeScript['id']}") { ... on EdgeScript { name code { code } } } }`,
    );
    expect(read.node).toEqual({ name: 'checkout-api', code: { code: 'a()' } });
  });

  it('creates a script with a new Pull Zone that its linkedPullZones then reach', async () => {
    const { createEdgeScript } = await data<{
      createEdgeScript: {
        edgeScript: { linkedPullZones: { edges: { pullZoneName: string; node: { name: string } }[] } };
      };
    }>(
      'mutation { createEdgeScript(input: { name: "site", scriptType: CDN, createLinkedPullZone: true, linkedPullZoneName: "site-edge" }) { edgeScript { linkedPullZones { edges { pullZoneName node { name } } } } } }',
    );
    expect(createEdgeScript.edgeScript.linkedPullZones.edges).toEqual([
      { pullZoneName: 'site-edge', node: { name: 'site-edge' } },
    ]);
  });

  it('refuses a blank name, a zone name without createLinkedPullZone and a template URL that is not http(s)', async () => {
    expectRefused(
      await query('mutation { createEdgeScript(input: { name: " ", scriptType: CDN }) { edgeScriptId } }'),
      'input.name',
    );
    expectRefused(
      await query(
        'mutation { createEdgeScript(input: { name: "a", scriptType: CDN, linkedPullZoneName: "z" }) { edgeScriptId } }',
      ),
      'input.linkedPullZoneName',
    );
    expectRefused(
      await query(
        'mutation { createEdgeScript(input: { name: "a", scriptType: CDN, integration: { integrationId: 1, repository: { name: "r", templateUrl: "file:///etc/passwd" } } }) { edgeScriptId } }',
      ),
      'input.integration.repository.templateUrl',
    );
  });

  it('deletes a script, answering the global id it had, after which it is NOT_FOUND', async () => {
    const { deleteEdgeScript } = await data<{ deleteEdgeScript: Record<string, unknown> }>(
      `mutation { deleteEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID} }) { deletedEdgeScriptId edgeScriptId deletedLinkedPullZones } }`,
    );
    expect(deleteEdgeScript).toEqual({
      deletedEdgeScriptId: globalIdOf('EdgeScript', CDN_SCRIPT_ID),
      edgeScriptId: CDN_SCRIPT_ID,
      deletedLinkedPullZones: false,
    });
    expect(upstreamCalls()).toEqual([`DELETE /compute/script/${CDN_SCRIPT_ID}?deleteLinkedPullZones=false`]);
    const { body } = await query(`{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { id } }`);
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });
});

describe("a script's code", () => {
  const CODE_QUERY = `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { codeDownloadPath code { code lastModified } } }`;

  it('reads the code inline with one call beside the script, and names its download route for free', async () => {
    const { edgeScript } = await data<{ edgeScript: { codeDownloadPath: string; code: { code: string } } }>(CODE_QUERY);
    expect(edgeScript.code.code).toContain('export default');
    expect(edgeScript.codeDownloadPath).toBe(`/exports/edge-scripts/${CDN_SCRIPT_ID}/code.js`);
    expect(upstreamCalls()).toEqual([
      `GET /compute/script/${CDN_SCRIPT_ID}`,
      `GET /compute/script/${CDN_SCRIPT_ID}/code`,
    ]);
    expect(estimateCalls(CODE_QUERY)).toBe(2);
  });

  it('sets the code from text, and the download route streams it back as a JavaScript file', async () => {
    const small = 'export default { fetch() { return new Response("héllo 🐇"); } };';
    await data(
      'mutation ($code: String!) { setEdgeScriptCode(input: { edgeScriptId: 32011, code: $code }) { clientMutationId } }',
      {
        code: small,
      },
    );
    expect(JSON.parse(graph.sandbox.requests.at(-1)?.body.toString() ?? '')).toEqual({ Code: small });
    const response = await download(`/exports/edge-scripts/${CDN_SCRIPT_ID}/code.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="edge-script-${CDN_SCRIPT_ID}.js"`);
    expect(await response.text()).toBe(small);
  });

  it('sets several megabytes of code from a file streamed into the JSON body, and downloads them unchanged', async () => {
    const code = Buffer.from(`export default {};\n${'const s = "é\\t🐇";\n'.repeat(150_000)}`, 'utf8');
    const answer = await withFile(
      `mutation ($file: File!) { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, codeFile: $file }) { edgeScript { id } } }`,
      code,
    );
    expect(answer).toEqual({
      data: { setEdgeScriptCode: { edgeScript: { id: globalIdOf('EdgeScript', CDN_SCRIPT_ID) } } },
    });
    const sent = graph.sandbox.requests.find((request) => request.method === 'POST');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body.toString('utf8') ?? '')).toEqual({ Code: code.toString('utf8') });
    const downloaded = Buffer.from(
      await (await download(`/exports/edge-scripts/${CDN_SCRIPT_ID}/code.js`)).arrayBuffer(),
    );
    expect(downloaded.equals(code)).toBe(true);
  });

  it('refuses a code file that is not UTF-8, naming codeFile, and leaves the code as it was', async () => {
    const before = await data<{ edgeScript: { code: { code: string } } }>(CODE_QUERY);
    const answer = await withFile(
      `mutation ($file: File!) { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, codeFile: $file }) { clientMutationId } }`,
      Buffer.from([0x61, 0xff, 0xfe, 0x62]),
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.codeFile' });
    expect((await data<{ edgeScript: { code: { code: string } } }>(CODE_QUERY)).edgeScript.code.code).toBe(
      before.edgeScript.code.code,
    );
  });

  it('refuses both code and codeFile, or neither, before any call', async () => {
    expectRefused(
      await query(`mutation { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID} }) { clientMutationId } }`),
      'input.code',
    );
    const both = await withFile(
      `mutation ($file: File!) { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "a", codeFile: $file }) { clientMutationId } }`,
      Buffer.from('b'),
    );
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.codeFile' });
    expect(upstreamCalls()).toEqual([]);
  });

  it("answers the download route's errors as JSON: NOT_FOUND for an unknown script, BAD_USER_INPUT for id 0", async () => {
    const missing = await download('/exports/edge-scripts/1/code.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      errors: [{ extensions: { code: 'NOT_FOUND', service: 'edgeScripts' } }],
    });
    const zero = await download('/exports/edge-scripts/0/code.js');
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', argument: 'edgeScriptId' } }],
    });
  });
});

describe('publishing, the deployment key and statistics', () => {
  it("publishes the editor's code as a new live release, reading the release and the script only as selected", async () => {
    await data(
      `mutation { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "v2()" }) { clientMutationId } }`,
    );
    graph.sandbox.clearRequests();
    const text = `mutation { publishEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID}, note: "v2" }) {
      note release { uuid note status code } edgeScript { currentReleaseId } } }`;
    const { publishEdgeScript } = await data<{
      publishEdgeScript: { release: Record<string, unknown>; edgeScript: { currentReleaseId: number } };
    }>(text);
    expect(publishEdgeScript.release).toMatchObject({ note: 'v2', status: 'LIVE', code: 'v2()' });
    expect(publishEdgeScript.edgeScript.currentReleaseId).not.toBe(CDN_SCRIPT_LIVE_RELEASE_ID);
    expect(upstreamCalls().sort()).toEqual(
      [
        `POST /compute/script/${CDN_SCRIPT_ID}/publish`,
        `GET /compute/script/${CDN_SCRIPT_ID}/releases/active`,
        `GET /compute/script/${CDN_SCRIPT_ID}`,
      ].sort(),
    );
    expect(estimateCalls(text)).toBe(3);
  });

  it('answers BAD_USER_INPUT when bunny.net refuses to publish a script without code', async () => {
    const { body } = await query(
      `mutation { publishEdgeScript(input: { edgeScriptId: ${EMPTY_SCRIPT_ID} }) { clientMutationId } }`,
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
  });

  it('rotates the deployment key: the script read after it has a new one', async () => {
    const KEY = `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { deploymentKey } }`;
    const before = (await data<{ edgeScript: { deploymentKey: string } }>(KEY)).edgeScript.deploymentKey;
    graph.sandbox.clearRequests();
    const { resetEdgeScriptDeploymentKey } = await data<{
      resetEdgeScriptDeploymentKey: { edgeScriptId: number; edgeScript: { deploymentKey: string } };
    }>(
      `mutation { resetEdgeScriptDeploymentKey(input: { edgeScriptId: ${CDN_SCRIPT_ID} }) { edgeScriptId edgeScript { deploymentKey } } }`,
    );
    expect(resetEdgeScriptDeploymentKey.edgeScript.deploymentKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(resetEdgeScriptDeploymentKey.edgeScript.deploymentKey).not.toBe(before);
    expect(upstreamCalls()).toEqual([
      `POST /compute/script/${CDN_SCRIPT_ID}/deploymentKey/rotate`,
      `GET /compute/script/${CDN_SCRIPT_ID}`,
    ]);
  });

  it('reads statistics as a link, charts as time series, the dates passed on only when given', async () => {
    const text = `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) {
      day: statistics { totalRequestsServed }
      hours: statistics(from: "2026-11-20T00:00:00Z", to: "2026-11-20T05:00:00Z", hourly: true) {
        totalRequestsServed totalCpuUsed averageCpuTimePerExecution requestsServedChart { at value } } } }`;
    const { edgeScript } = await data<{
      edgeScript: { hours: { totalRequestsServed: number; requestsServedChart: { at: string; value: number }[] } };
    }>(text);
    const chart = edgeScript.hours.requestsServedChart;
    expect(chart).toHaveLength(24);
    expect(chart[0]?.at).toBe('2026-11-20T00:00:00.000Z');
    expect(chart.reduce((sum, point) => sum + point.value, 0)).toBe(edgeScript.hours.totalRequestsServed);
    expect(upstreamCalls().slice(1).sort()).toEqual(
      [
        `GET /compute/script/${CDN_SCRIPT_ID}/statistics?hourly=false&loadLatest=false`,
        `GET /compute/script/${CDN_SCRIPT_ID}/statistics?dateFrom=2026-11-20T00%3A00%3A00.000Z&dateTo=2026-11-20T05%3A00%3A00.000Z&hourly=true&loadLatest=false`,
      ].sort(),
    );
  });

  it('refuses statistics whose to is before from, naming to, after reading the script only', async () => {
    const response = await query(
      `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { statistics(from: "2026-11-20T00:00:00Z", to: "2026-11-19T00:00:00Z") { totalCpuUsed } } }`,
    );
    expectBadInput(response, 'to');
    expect(upstreamCalls()).toEqual([`GET /compute/script/${CDN_SCRIPT_ID}`]);
  });
});
