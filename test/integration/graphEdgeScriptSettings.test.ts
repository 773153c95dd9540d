import { describe, expect, it } from 'vitest';
import { MIDDLEWARE_TENANT_COUNT } from '../../src/sandbox/edgeScripts/seed.js';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
  MIDDLEWARE_SCRIPT_ID,
} from '../../src/sandbox/index.js';
import { buildSchema } from '../../src/schema.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A script's environment variables and secrets through the graph, against the sandbox: both are connections on
 * `EdgeScript`; a variable is a `Node`; each change answers the changed record and the script as it is now, read only
 * when selected; a secret's value goes to bunny.net and nowhere else.
 */

const graph = useSandboxGraph('edge-script-settings', { logLevel: 'info' });
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: string): string => Buffer.from(`${type}:${id}`).toString('base64url');
const VARIABLE_ID = globalIdOf('EdgeScriptVariable', `${CDN_SCRIPT_ID}/${CDN_SCRIPT_VARIABLE_ID}`);
const SCRIPT = `edgeScript(edgeScriptId: ${CDN_SCRIPT_ID})`;

interface Connection<Node> {
  totalCount: number;
  edges: { node: Node }[];
  pageInfo: { hasNextPage: boolean };
}

type Variable = { id: string; variableId: number; name: string; defaultValue?: string; required?: boolean };

describe('variables', () => {
  it("pages a script's variables from the script's record, with no call of their own", async () => {
    const text = `{ edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { variables(first: 5) {
      totalCount pageInfo { hasNextPage } edges { node { id variableId edgeScriptId name } } } } }`;
    const { edgeScript } = await data<{ edgeScript: { variables: Connection<Variable> } }>(text);
    expect(edgeScript.variables.totalCount).toBe(1 + MIDDLEWARE_TENANT_COUNT);
    expect(edgeScript.variables.pageInfo.hasNextPage).toBe(true);
    expect(edgeScript.variables.edges[0]?.node).toMatchObject({
      name: 'ALLOWED_ORIGINS',
      edgeScriptId: MIDDLEWARE_SCRIPT_ID,
    });
    expect(upstreamCalls()).toEqual([`GET /compute/script/${MIDDLEWARE_SCRIPT_ID}`]);
    expect(estimateCalls(text)).toBe(1);
  });

  it('reads one variable by its id on the script and by its global id, the same record, one call each', async () => {
    const byLink = await data<{ edgeScript: { variable: Variable } }>(
      `{ ${SCRIPT} { variable(variableId: ${CDN_SCRIPT_VARIABLE_ID}) { id variableId name defaultValue required } } }`,
    );
    expect(byLink.edgeScript.variable).toEqual({
      id: VARIABLE_ID,
      variableId: CDN_SCRIPT_VARIABLE_ID,
      name: 'MAX_WIDTH',
      defaultValue: '2048',
      required: true,
    });
    graph.sandbox.clearRequests();
    const byNode = await data<{ node: Variable & { edgeScript: { name: string } } }>(
      `{ node(id: "${VARIABLE_ID}") { ... on EdgeScriptVariable { id variableId name edgeScript { name } } } }`,
    );
    expect(byNode.node).toMatchObject({ id: VARIABLE_ID, name: 'MAX_WIDTH', edgeScript: { name: 'image-optimizer' } });
    expect(upstreamCalls()).toEqual([
      `GET /compute/script/${CDN_SCRIPT_ID}/variables/${CDN_SCRIPT_VARIABLE_ID}`,
      `GET /compute/script/${CDN_SCRIPT_ID}`,
    ]);
  });

  it('refuses forged variable ids before any call', async () => {
    for (const local of [
      `${CDN_SCRIPT_ID}`,
      `${CDN_SCRIPT_ID}/0`,
      `${CDN_SCRIPT_ID}/1/2`,
      `x/${CDN_SCRIPT_VARIABLE_ID}`,
    ])
      expectRefused(await query(`{ node(id: "${globalIdOf('EdgeScriptVariable', local)}") { id } }`), 'id');
    expectRefused(await query(`{ node(id: "${globalIdOf('EdgeScriptSecret', `${CDN_SCRIPT_ID}/1`)}") { id } }`), 'id');
  });

  it("adds a variable: the answer is bunny.net's, and the script read after it lists the variable", async () => {
    const text = `mutation { createEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "REGION", required: false, defaultValue: "eu" } }) {
      edgeScriptVariable { variableId name defaultValue } edgeScript { variables { totalCount edges { node { name } } } } } }`;
    const { createEdgeScriptVariable } = await data<{
      createEdgeScriptVariable: {
        edgeScriptVariable: Variable;
        edgeScript: { variables: Connection<{ name: string }> };
      };
    }>(text);
    expect(createEdgeScriptVariable.edgeScriptVariable).toMatchObject({ name: 'REGION', defaultValue: 'eu' });
    expect(createEdgeScriptVariable.edgeScript.variables.edges.map((edge) => edge.node.name)).toEqual([
      'MAX_WIDTH',
      'QUALITY',
      'REGION',
    ]);
    expect(upstreamCalls()).toEqual([
      `POST /compute/script/${CDN_SCRIPT_ID}/variables/add`,
      `GET /compute/script/${CDN_SCRIPT_ID}`,
    ]);
  });

  it("upserts a variable bunny.net answers 204 for, finding it in the script's record read once for both fields", async () => {
    const { setEdgeScriptVariable } = await data<{
      setEdgeScriptVariable: { edgeScriptVariable: Variable; edgeScript: { id: string } };
    }>(
      `mutation { setEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "MAX_WIDTH", defaultValue: "1024" } }) {
        edgeScriptVariable { id defaultValue required } edgeScript { id } } }`,
    );
    expect(setEdgeScriptVariable.edgeScriptVariable).toEqual({
      id: VARIABLE_ID,
      defaultValue: '1024',
      required: true,
    });
    expect(upstreamCalls()).toEqual([
      `PUT /compute/script/${CDN_SCRIPT_ID}/variables`,
      `GET /compute/script/${CDN_SCRIPT_ID}`,
    ]);
  });

  it('updates a variable, leaving out what the input leaves out', async () => {
    const { updateEdgeScriptVariable } = await data<{ updateEdgeScriptVariable: { edgeScriptVariable: Variable } }>(
      `mutation { updateEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { required: false } }) {
        edgeScriptVariable { id required defaultValue } } }`,
    );
    expect(updateEdgeScriptVariable.edgeScriptVariable).toEqual({
      id: VARIABLE_ID,
      required: false,
      defaultValue: '2048',
    });
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString() ?? '')).toEqual({ Required: false });
  });

  it('deletes a variable, answering the global id it had; the script no longer lists it', async () => {
    const { deleteEdgeScriptVariable } = await data<{
      deleteEdgeScriptVariable: {
        deletedEdgeScriptVariableId: string;
        edgeScript: { variables: Connection<{ name: string }> };
      };
    }>(
      `mutation { deleteEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID} }) {
        deletedEdgeScriptVariableId edgeScript { variables { edges { node { name } } } } } }`,
    );
    expect(deleteEdgeScriptVariable.deletedEdgeScriptVariableId).toBe(VARIABLE_ID);
    expect(deleteEdgeScriptVariable.edgeScript.variables.edges.map((edge) => edge.node.name)).toEqual(['QUALITY']);
  });

  it('refuses a blank name and a default value over 2048 bytes before any call', async () => {
    expectRefused(
      await query(
        `mutation { createEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "", required: true } }) { clientMutationId } }`,
      ),
      'input.edgeScriptVariable.name',
    );
    expectRefused(
      await query(
        `mutation { setEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "A", defaultValue: "${'é'.repeat(1025)}" } }) { clientMutationId } }`,
      ),
      'input.edgeScriptVariable.defaultValue',
    );
  });
});

type Secret = { id: string; secretId: number; name: string; lastModified: string };

describe('secrets', () => {
  const VALUE = 'whsec_seNdOnlyT0bunny';

  it('has no field that could hold a value', () => {
    const fields = Object.keys((buildSchema().getType('EdgeScriptSecret') as { getFields(): object }).getFields());
    expect(fields.sort()).toEqual(['edgeScriptId', 'id', 'lastModified', 'name', 'secretId']);
  });

  it("pages a script's secrets over bunny.net's whole list, one call for the page", async () => {
    const text = `{ edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { secrets(first: 10) {
      totalCount pageInfo { hasNextPage } edges { node { id secretId name lastModified } } } } }`;
    const { edgeScript } = await data<{ edgeScript: { secrets: Connection<Secret> } }>(text);
    expect(edgeScript.secrets.totalCount).toBe(1 + MIDDLEWARE_TENANT_COUNT);
    expect(edgeScript.secrets.edges).toHaveLength(10);
    expect(edgeScript.secrets.edges[1]?.node.name).toBe('TENANT_01_SIGNING_KEY');
    expect(upstreamCalls()).toEqual([
      `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}`,
      `GET /compute/script/${MIDDLEWARE_SCRIPT_ID}/secrets`,
    ]);
    expect(estimateCalls(text)).toBe(2);
  });

  it('adds a secret: bunny.net gets the value, the answer and the logs never hold it', async () => {
    const logged = graph.gateway.rawLogs.length;
    const { body } = await query(
      'mutation ($value: String!) { createEdgeScriptSecret(input: { edgeScriptId: 32011, edgeScriptSecret: { name: "WEBHOOK_SECRET", secret: $value } }) { edgeScriptSecret { name } edgeScript { secrets { edges { node { name } } } } } }',
      { value: VALUE },
    );
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain(VALUE);
    const sent = graph.sandbox.requests[0];
    expect(`${sent?.method} ${sent?.url}`).toBe(`POST /compute/script/${CDN_SCRIPT_ID}/secrets`);
    expect(JSON.parse(sent?.body.toString() ?? '')).toEqual({ Name: 'WEBHOOK_SECRET', Secret: VALUE });
    expect(body.data).toEqual({
      createEdgeScriptSecret: {
        edgeScriptSecret: { name: 'WEBHOOK_SECRET' },
        edgeScript: {
          secrets: { edges: [{ node: { name: 'IMAGE_SIGNING_KEY' } }, { node: { name: 'WEBHOOK_SECRET' } }] },
        },
      },
    });
    const lines = graph.gateway.rawLogs.slice(logged);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(VALUE);
  });

  it("upserts a secret bunny.net answers 204 for, finding it by name in the script's secrets", async () => {
    const { setEdgeScriptSecret } = await data<{ setEdgeScriptSecret: { edgeScriptSecret: Secret } }>(
      `mutation { setEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptSecret: { name: "IMAGE_SIGNING_KEY", secret: "${VALUE}" } }) {
        edgeScriptSecret { id secretId name } } }`,
    );
    expect(setEdgeScriptSecret.edgeScriptSecret).toEqual({
      id: globalIdOf('EdgeScriptSecret', `${CDN_SCRIPT_ID}/${CDN_SCRIPT_SECRET_ID}`),
      secretId: CDN_SCRIPT_SECRET_ID,
      name: 'IMAGE_SIGNING_KEY',
    });
    expect(upstreamCalls()).toEqual([
      `PUT /compute/script/${CDN_SCRIPT_ID}/secrets`,
      `GET /compute/script/${CDN_SCRIPT_ID}/secrets`,
    ]);
  });

  it('updates and deletes a secret; the deletion answers the id it had and the script without it', async () => {
    const updated = await data<{ updateEdgeScriptSecret: { edgeScriptSecret: Secret } }>(
      `mutation { updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "${VALUE}" }) {
        edgeScriptSecret { secretId lastModified } } }`,
    );
    expect(updated.updateEdgeScriptSecret.edgeScriptSecret.secretId).toBe(CDN_SCRIPT_SECRET_ID);
    const { deleteEdgeScriptSecret } = await data<{
      deleteEdgeScriptSecret: { deletedEdgeScriptSecretId: string; edgeScript: { secrets: Connection<Secret> } };
    }>(
      `mutation { deleteEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID} }) {
        deletedEdgeScriptSecretId edgeScript { secrets { totalCount } } } }`,
    );
    expect(deleteEdgeScriptSecret.deletedEdgeScriptSecretId).toBe(
      globalIdOf('EdgeScriptSecret', `${CDN_SCRIPT_ID}/${CDN_SCRIPT_SECRET_ID}`),
    );
    expect(deleteEdgeScriptSecret.edgeScript.secrets.totalCount).toBe(0);
  });

  it('refuses an empty value, naming it without quoting anything, before any call', async () => {
    const response = await query(
      `mutation { updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "" }) { clientMutationId } }`,
    );
    expectRefused(response, 'input.secret');
    expectRefused(
      await query(
        `mutation { createEdgeScriptSecret(input: { edgeScriptId: 0, edgeScriptSecret: { name: "A", secret: "${VALUE}" } }) { clientMutationId } }`,
      ),
      'input.edgeScriptId',
    );
  });
});
