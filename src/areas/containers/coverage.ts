import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * Magic Containers' operations (magic-containers-api.json, paths as the document writes them, without the `/mc`
 * server prefix), with the fields that reach them (shared/coverage.ts).
 */

const mc = operationsOf('magic-containers-api');
const NOT_YET = 'not yet in the graph (issue 27)';

export const containersCoverage: readonly CoverageEntry[] = [
  // Applications
  mc.reachedBy('GET /apps', 'Query.containerApps'),
  mc.leftOut('POST /apps', NOT_YET),
  mc.reachedBy('GET /apps/{appId}', 'Query.containerApp', 'ContainerApp.configuration'),
  mc.leftOut('PUT /apps/{appId}', NOT_YET),
  mc.leftOut('PATCH /apps/{appId}', NOT_YET),
  mc.leftOut('DELETE /apps/{appId}', NOT_YET),
  mc.reachedBy('POST /apps/{appId}/deploy', 'Mutation.deployContainerApp'),
  mc.leftOut('POST /apps/{appId}/undeploy', NOT_YET),
  mc.leftOut('POST /apps/{appId}/restart', NOT_YET),
  mc.leftOut('GET /apps/{appId}/statistics', NOT_YET),
  mc.leftOut('GET /apps/{appId}/summary', NOT_YET),
  mc.leftOut('GET /apps/{appId}/overview', NOT_YET),
  mc.leftOut('GET /apps/{appId}/autoscaling', NOT_YET),
  mc.leftOut('PUT /apps/{appId}/autoscaling', NOT_YET),
  mc.leftOut('GET /apps/{appId}/region-settings', NOT_YET),
  mc.leftOut('PUT /apps/{appId}/region-settings', NOT_YET),
  mc.leftOut('POST /apps/{appId}/pods/{podId}/recreate', NOT_YET),

  // Containers of an application
  mc.leftOut('POST /apps/{appId}/containers', NOT_YET),
  mc.leftOut('GET /apps/{appId}/containers/{containerId}', NOT_YET),
  mc.leftOut('PATCH /apps/{appId}/containers/{containerId}', NOT_YET),
  mc.leftOut('DELETE /apps/{appId}/containers/{containerId}', NOT_YET),
  mc.leftOut('PUT /apps/{appId}/containers/{containerId}/env', NOT_YET),

  // Endpoints
  mc.reachedBy('GET /apps/{appId}/endpoints', 'ContainerApp.endpoints'),
  mc.leftOut('POST /apps/{appId}/containers/{containerId}/endpoints', NOT_YET),
  mc.reachedBy('PUT /apps/{appId}/endpoints/{endpointId}', 'Mutation.updateContainerEndpoint'),
  mc.leftOut('DELETE /apps/{appId}/endpoints/{endpointId}', NOT_YET),

  // Volumes
  mc.reachedBy('GET /apps/{appId}/volumes', 'ContainerApp.volumes'),
  mc.leftOut('PATCH /apps/{appId}/volumes/{volumeId}', NOT_YET),
  mc.leftOut('DELETE /apps/{appId}/volumes/{volumeId}', NOT_YET),
  mc.leftOut('POST /apps/{appId}/volumes/{volumeId}/detach', NOT_YET),
  mc.reachedBy('DELETE /apps/{appId}/volumes/{volumeId}/instances/{instanceId}', 'Mutation.deleteVolumeInstance'),

  // Registries and images
  mc.leftOut('GET /registries', NOT_YET),
  mc.leftOut('POST /registries', NOT_YET),
  mc.leftOut('GET /registries/{registryId}', NOT_YET),
  mc.leftOut('PUT /registries/{registryId}', NOT_YET),
  mc.leftOut('DELETE /registries/{registryId}', NOT_YET),
  mc.leftOut('POST /registries/public-images/search', NOT_YET),
  mc.leftOut('POST /registries/images', NOT_YET),
  mc.leftOut('POST /registries/tags', NOT_YET),
  mc.reachedBy('POST /registries/image-config', 'Query.containerImageSuggestions'),
  mc.leftOut('POST /registries/digest', NOT_YET),
  mc.leftOut('POST /registries/config-suggestions', NOT_YET),

  // Regions, limits, nodes
  mc.leftOut('GET /regions', NOT_YET),
  mc.leftOut('GET /regions/optimal', NOT_YET),
  mc.leftOut('GET /limits', NOT_YET),
  mc.leftOut('GET /nodes', NOT_YET),
  mc.reachedBy('GET /nodes/plain', 'Query.containerNodeIps'),

  // Log forwarding
  mc.leftOut('GET /log/forwarding', NOT_YET),
  mc.leftOut('POST /log/forwarding', NOT_YET),
  mc.leftOut('GET /log/forwarding/{appId}', NOT_YET),
  mc.leftOut('PUT /log/forwarding/{appId}', NOT_YET),
  mc.leftOut('DELETE /log/forwarding/{appId}', NOT_YET),
];
