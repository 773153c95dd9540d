import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** Edge Scripting's operations (edge-scripting-api.json), with the fields that reach them (shared/coverage.ts). */

const edge = operationsOf('edge-scripting-api');
const NOT_YET = 'not yet in the graph (issue 26)';

export const edgeScriptsCoverage: readonly CoverageEntry[] = [
  // Scripts
  edge.reachedBy('GET /compute/script', 'Query.edgeScripts'),
  edge.leftOut('POST /compute/script', NOT_YET),
  edge.reachedBy('GET /compute/script/{id}', 'Query.edgeScript'),
  edge.reachedBy('POST /compute/script/{id}', 'Mutation.updateEdgeScript'),
  edge.leftOut('DELETE /compute/script/{id}', NOT_YET),
  edge.leftOut('GET /compute/script/{id}/code', NOT_YET),
  edge.leftOut('POST /compute/script/{id}/code', NOT_YET),
  edge.leftOut('GET /compute/script/{id}/statistics', NOT_YET),
  edge.leftOut('POST /compute/script/{id}/deploymentKey/rotate', NOT_YET),

  // Releases
  edge.reachedBy('GET /compute/script/{id}/releases', 'EdgeScript.releases'),
  edge.reachedBy('GET /compute/script/{id}/releases/active', 'EdgeScript.currentRelease'),
  edge.leftOut('POST /compute/script/{id}/publish', NOT_YET),
  edge.reachedBy('POST /compute/script/{id}/publish/{uuid}', 'Mutation.publishEdgeScriptRelease'),

  // Variables
  edge.leftOut('POST /compute/script/{id}/variables/add', NOT_YET),
  edge.leftOut('PUT /compute/script/{id}/variables', NOT_YET),
  edge.leftOut('GET /compute/script/{id}/variables/{variableId}', NOT_YET),
  edge.leftOut('POST /compute/script/{id}/variables/{variableId}', NOT_YET),
  edge.leftOut('DELETE /compute/script/{id}/variables/{variableId}', NOT_YET),

  // Secrets
  edge.leftOut('GET /compute/script/{id}/secrets', NOT_YET),
  edge.leftOut('POST /compute/script/{id}/secrets', NOT_YET),
  edge.leftOut('PUT /compute/script/{id}/secrets', NOT_YET),
  edge.leftOut('POST /compute/script/{id}/secrets/{secretId}', NOT_YET),
  edge.leftOut('DELETE /compute/script/{id}/secrets/{secretId}', NOT_YET),
];
