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
    'EdgeScriptChange.edgeScript',
    'EdgeScriptPublication.edgeScript',
    'EdgeScriptNewRelease.edgeScript',
    'EdgeScriptVariable.edgeScript',
    'EdgeScriptVariableChange.edgeScript',
    'EdgeScriptVariableDeletion.edgeScript',
    'EdgeScriptSecretChange.edgeScript',
    'EdgeScriptSecretDeletion.edgeScript',
  ),
  edge.reachedBy('POST /compute/script/{id}', 'Mutation.updateEdgeScript'),
  edge.reachedBy('DELETE /compute/script/{id}', 'Mutation.deleteEdgeScript'),
  edge.reachedBy('GET /compute/script/{id}/code', 'EdgeScript.code', 'EdgeScript.codeDownloadPath'),
  edge.reachedBy('POST /compute/script/{id}/code', 'Mutation.setEdgeScriptCode'),
  edge.reachedBy('GET /compute/script/{id}/statistics', 'EdgeScript.statistics'),
  edge.reachedBy('POST /compute/script/{id}/deploymentKey/rotate', 'Mutation.rotateEdgeScriptDeploymentKey'),

  // Releases
  edge.reachedBy('GET /compute/script/{id}/releases', 'EdgeScript.releases'),
  edge.reachedBy(
    'GET /compute/script/{id}/releases/active',
    'EdgeScript.currentRelease',
    'EdgeScriptNewRelease.release',
  ),
  edge.reachedBy('POST /compute/script/{id}/publish', 'Mutation.publishEdgeScript'),
  edge.reachedBy('POST /compute/script/{id}/publish/{uuid}', 'Mutation.publishEdgeScriptRelease'),

  // Variables
  edge.reachedBy('POST /compute/script/{id}/variables/add', 'Mutation.addEdgeScriptVariable'),
  edge.reachedBy('PUT /compute/script/{id}/variables', 'Mutation.upsertEdgeScriptVariable'),
  edge.reachedBy(
    'GET /compute/script/{id}/variables/{variableId}',
    'EdgeScript.variable',
    'EdgeScriptVariableChange.edgeScriptVariable',
  ),
  edge.reachedBy('POST /compute/script/{id}/variables/{variableId}', 'Mutation.updateEdgeScriptVariable'),
  edge.reachedBy('DELETE /compute/script/{id}/variables/{variableId}', 'Mutation.deleteEdgeScriptVariable'),

  // Secrets
  edge.reachedBy('GET /compute/script/{id}/secrets', 'EdgeScript.secrets', 'EdgeScriptSecretChange.edgeScriptSecret'),
  edge.reachedBy('POST /compute/script/{id}/secrets', 'Mutation.addEdgeScriptSecret'),
  edge.reachedBy('PUT /compute/script/{id}/secrets', 'Mutation.upsertEdgeScriptSecret'),
  edge.reachedBy('POST /compute/script/{id}/secrets/{secretId}', 'Mutation.updateEdgeScriptSecret'),
  edge.reachedBy('DELETE /compute/script/{id}/secrets/{secretId}', 'Mutation.deleteEdgeScriptSecret'),
];
