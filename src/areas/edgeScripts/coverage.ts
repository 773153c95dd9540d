import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** Edge Scripting's operations (edge-scripting-api.json), with the fields that reach them (shared/coverage.ts). */

const edge = operationsOf('edge-scripting-api');

export const edgeScriptsCoverage: readonly CoverageEntry[] = [
  // Scripts
  edge.reachedBy('GET /compute/script', 'Query.edgeScripts'),
  edge.reachedBy('POST /compute/script', 'Mutation.createEdgeScript'),
  edge.reachedBy(
    'GET /compute/script/{id}',
    'Query.edgeScript',
    'SetEdgeScriptCodePayload.edgeScript',
    'ResetEdgeScriptDeploymentKeyPayload.edgeScript',
    'PublishEdgeScriptReleasePayload.edgeScript',
    'PublishEdgeScriptPayload.edgeScript',
    'EdgeScriptVariable.edgeScript',
    'CreateEdgeScriptVariablePayload.edgeScript',
    'UpdateEdgeScriptVariablePayload.edgeScript',
    'SetEdgeScriptVariablePayload.edgeScript',
    'DeleteEdgeScriptVariablePayload.edgeScript',
    'CreateEdgeScriptSecretPayload.edgeScript',
    'UpdateEdgeScriptSecretPayload.edgeScript',
    'SetEdgeScriptSecretPayload.edgeScript',
    'DeleteEdgeScriptSecretPayload.edgeScript',
  ),
  edge.reachedBy('POST /compute/script/{id}', 'Mutation.updateEdgeScript'),
  edge.reachedBy('DELETE /compute/script/{id}', 'Mutation.deleteEdgeScript'),
  edge.reachedBy('GET /compute/script/{id}/code', 'EdgeScript.code', 'EdgeScript.codeDownloadPath'),
  edge.reachedBy('POST /compute/script/{id}/code', 'Mutation.setEdgeScriptCode'),
  edge.reachedBy('GET /compute/script/{id}/statistics', 'EdgeScript.statistics'),
  edge.reachedBy('POST /compute/script/{id}/deploymentKey/rotate', 'Mutation.resetEdgeScriptDeploymentKey'),

  // Releases
  edge.reachedBy('GET /compute/script/{id}/releases', 'EdgeScript.releases'),
  edge.reachedBy(
    'GET /compute/script/{id}/releases/active',
    'EdgeScript.currentRelease',
    'PublishEdgeScriptPayload.release',
  ),
  edge.reachedBy('POST /compute/script/{id}/publish', 'Mutation.publishEdgeScript'),
  edge.reachedBy('POST /compute/script/{id}/publish/{uuid}', 'Mutation.publishEdgeScriptRelease'),

  // Variables
  edge.reachedBy('POST /compute/script/{id}/variables/add', 'Mutation.createEdgeScriptVariable'),
  edge.reachedBy('PUT /compute/script/{id}/variables', 'Mutation.setEdgeScriptVariable'),
  edge.reachedBy(
    'GET /compute/script/{id}/variables/{variableId}',
    'EdgeScript.variable',
    'CreateEdgeScriptVariablePayload.edgeScriptVariable',
    'UpdateEdgeScriptVariablePayload.edgeScriptVariable',
    'SetEdgeScriptVariablePayload.edgeScriptVariable',
  ),
  edge.reachedBy('POST /compute/script/{id}/variables/{variableId}', 'Mutation.updateEdgeScriptVariable'),
  edge.reachedBy('DELETE /compute/script/{id}/variables/{variableId}', 'Mutation.deleteEdgeScriptVariable'),

  // Secrets
  edge.reachedBy(
    'GET /compute/script/{id}/secrets',
    'EdgeScript.secrets',
    'CreateEdgeScriptSecretPayload.edgeScriptSecret',
    'UpdateEdgeScriptSecretPayload.edgeScriptSecret',
    'SetEdgeScriptSecretPayload.edgeScriptSecret',
  ),
  edge.reachedBy('POST /compute/script/{id}/secrets', 'Mutation.createEdgeScriptSecret'),
  edge.reachedBy('PUT /compute/script/{id}/secrets', 'Mutation.setEdgeScriptSecret'),
  edge.reachedBy('POST /compute/script/{id}/secrets/{secretId}', 'Mutation.updateEdgeScriptSecret'),
  edge.reachedBy('DELETE /compute/script/{id}/secrets/{secretId}', 'Mutation.deleteEdgeScriptSecret'),
];
