import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
} from '../../../src/sandbox/index.js';
import { FIRST_FLEET_SCRIPT_ID, FLEET_SCRIPT_COUNT } from '../../../src/sandbox/edgeScripts/fleet.js';
import type { ContractOperation } from '../support/operations.js';

/** The variable and secret writes of Edge Scripts, each selecting the record bunny.net answers. */
function variableAndSecretWrites(): ContractOperation[] {
  const script = `edgeScriptId: ${CDN_SCRIPT_ID}`;
  const variable =
    '{ edgeScriptId clientMutationId edgeScriptVariable { id variableId edgeScriptId name required defaultValue } }';
  const secret = '{ edgeScriptId clientMutationId edgeScriptSecret { id secretId edgeScriptId name lastModified } }';
  const write = (field: string, args: string, method: string, path: string, selection: string): ContractOperation => ({
    field,
    kind: 'mutation',
    args: () => `input: { ${script}, ${args} }`,
    host: 'api',
    method,
    path: `/compute/script/{id}/${path}`,
    selection,
  });
  return [
    write(
      'createEdgeScriptVariable',
      'edgeScriptVariable: { name: "CONTRACT_VARIABLE", required: true, defaultValue: "a" }',
      'POST',
      'variables/add',
      variable,
    ),
    write(
      'updateEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { defaultValue: "1024", required: false }`,
      'POST',
      'variables/{variableId}',
      variable,
    ),
    write(
      'setEdgeScriptVariable',
      'edgeScriptVariable: { name: "CONTRACT_UPSERTED", required: false, defaultValue: "b" }',
      'PUT',
      'variables',
      variable,
    ),
    write(
      'deleteEdgeScriptVariable',
      `variableId: ${CDN_SCRIPT_VARIABLE_ID}`,
      'DELETE',
      'variables/{variableId}',
      '{ deletedEdgeScriptVariableId edgeScriptId variableId clientMutationId }',
    ),
    write(
      'createEdgeScriptSecret',
      'edgeScriptSecret: { name: "CONTRACT_SECRET", secret: "contract-secret-value" }',
      'POST',
      'secrets',
      secret,
    ),
    write(
      'updateEdgeScriptSecret',
      `secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "contract-secret-value-2"`,
      'POST',
      'secrets/{secretId}',
      secret,
    ),
    write(
      'setEdgeScriptSecret',
      'edgeScriptSecret: { name: "CONTRACT_UPSERTED", secret: "contract-secret-value-3" }',
      'PUT',
      'secrets',
      // Without the secret: after a 204 it is found with GET on the same path, which the documented-answers fake
      // would answer with the status aimed at the PUT (it aims by path). createEdgeScriptSecret maps the same record.
      '{ edgeScriptId clientMutationId }',
    ),
    write(
      'deleteEdgeScriptSecret',
      `secretId: ${CDN_SCRIPT_SECRET_ID}`,
      'DELETE',
      'secrets/{secretId}',
      '{ deletedEdgeScriptSecretId edgeScriptId secretId clientMutationId }',
    ),
  ];
}

/** Edge Scripts: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  {
    field: 'updateEdgeScript',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScript: { name: "router", scriptType: MIDDLEWARE } }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}',
  },
  {
    field: 'publishEdgeScriptRelease',
    kind: 'mutation',
    args: () =>
      `input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}", note: "roll back" }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/publish/{uuid}',
  },
  // The graph's Edge Script reads (one script a page, so whole-result selections stay within MAX_UPSTREAM_CALLS). The
  // live release (`currentRelease`, GET /compute/script/{id}/releases/active) has no entry: the documents' static
  // example names no live release, so the link would make no call; the graph's integration tests cover it.
  { field: 'edgeScripts', kind: 'query', args: () => 'first: 1', host: 'api', method: 'GET', path: '/compute/script' },
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}',
  },
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}/releases',
    link: 'releases',
  },
  // Edge Scripts (issue 26): the writes, and the links that call bunny.net. Writes select what bunny.net answers (the
  // changed variable or secret), not the links they read again. Run in this order against one sandbox account: the
  // variable and secret are changed before they are deleted, and the deleted script is one no other entry reads.
  {
    field: 'createEdgeScript',
    kind: 'mutation',
    args: () =>
      `input: { name: "contract", scriptType: CDN, code: "export default {}", createLinkedPullZone: true, linkedPullZoneName: "contract-edge",
        integration: { integrationId: 7702, repository: { name: "acme/contract", private: true, templateUrl: "https://github.com/acme/template" },
        deployConfiguration: { branch: "main", installCommand: "npm ci", buildCommand: "npm run build", entryFile: "dist/index.js", createWorkflow: false } } }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script',
  },
  {
    field: 'setEdgeScriptCode',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "export default { fetch: (r) => fetch(r) };" }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/code',
  },
  {
    field: 'publishEdgeScript',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID}, note: "from the contract suite" }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/publish',
  },
  {
    field: 'resetEdgeScriptDeploymentKey',
    kind: 'mutation',
    args: () => `input: { edgeScriptId: ${CDN_SCRIPT_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/compute/script/{id}/deploymentKey/rotate',
  },
  ...(['code', 'statistics', 'secrets'] as const).map(
    (link): ContractOperation => ({
      field: 'edgeScript',
      kind: 'query',
      args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
      host: 'api',
      method: 'GET',
      path: `/compute/script/{id}/${link}`,
      link,
    }),
  ),
  {
    field: 'edgeScript',
    kind: 'query',
    args: () => `edgeScriptId: ${CDN_SCRIPT_ID}`,
    host: 'api',
    method: 'GET',
    path: '/compute/script/{id}/variables/{variableId}',
    selection: `{ variable(variableId: ${CDN_SCRIPT_VARIABLE_ID}) { id variableId edgeScriptId name required defaultValue } }`,
    resultPath: ['edgeScript', 'variable'],
  },
  ...variableAndSecretWrites(),
  {
    field: 'deleteEdgeScript',
    kind: 'mutation',
    args: () =>
      `input: { edgeScriptId: ${FIRST_FLEET_SCRIPT_ID + FLEET_SCRIPT_COUNT - 1}, deleteLinkedPullZones: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/compute/script/{id}',
  },
];
