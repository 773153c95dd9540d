import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * Magic Containers' operations (magic-containers-api.json, paths as the document writes them, without the `/mc`
 * server prefix), with the fields that reach them (shared/coverage.ts): every one of them is in the graph.
 */

const mc = operationsOf('magic-containers-api');

export const containersCoverage: readonly CoverageEntry[] = [
  // Applications
  mc.reachedBy('GET /apps', 'Query.containerApps'),
  mc.reachedBy('POST /apps', 'Mutation.createContainerApp'),
  mc.reachedBy('GET /apps/{appId}', 'Query.containerApp', 'ContainerApp.configuration'),
  mc.reachedBy('PUT /apps/{appId}', 'Mutation.replaceContainerApp'),
  mc.reachedBy('PATCH /apps/{appId}', 'Mutation.updateContainerApp'),
  mc.reachedBy('DELETE /apps/{appId}', 'Mutation.deleteContainerApp'),
  mc.reachedBy('POST /apps/{appId}/deploy', 'Mutation.deployContainerApp'),
  mc.reachedBy('POST /apps/{appId}/undeploy', 'Mutation.undeployContainerApp'),
  mc.reachedBy('POST /apps/{appId}/restart', 'Mutation.restartContainerApp'),
  mc.reachedBy('GET /apps/{appId}/statistics', 'ContainerApp.statistics'),
  mc.reachedBy('GET /apps/{appId}/summary', 'ContainerApp.summary'),
  mc.reachedBy('GET /apps/{appId}/overview', 'ContainerApp.overview'),
  mc.reachedBy('GET /apps/{appId}/autoscaling', 'ContainerApp.autoScaling'),
  mc.reachedBy('PUT /apps/{appId}/autoscaling', 'Mutation.updateContainerAppAutoScaling'),
  mc.reachedBy('GET /apps/{appId}/region-settings', 'ContainerApp.regionSettings'),
  mc.reachedBy('PUT /apps/{appId}/region-settings', 'Mutation.updateContainerAppRegionSettings'),
  mc.reachedBy('POST /apps/{appId}/pods/{podId}/recreate', 'Mutation.recreateContainerPod'),

  // Containers of an application
  mc.reachedBy('POST /apps/{appId}/containers', 'Mutation.createContainerTemplate'),
  mc.reachedBy('GET /apps/{appId}/containers/{containerId}', 'ContainerApp.container', 'Query.node'),
  mc.reachedBy('PATCH /apps/{appId}/containers/{containerId}', 'Mutation.updateContainerTemplate'),
  mc.reachedBy('DELETE /apps/{appId}/containers/{containerId}', 'Mutation.deleteContainerTemplate'),
  mc.reachedBy('PUT /apps/{appId}/containers/{containerId}/env', 'Mutation.setContainerEnvironmentVariables'),

  // Endpoints
  mc.reachedBy('GET /apps/{appId}/endpoints', 'ContainerApp.endpoints'),
  mc.reachedBy('POST /apps/{appId}/containers/{containerId}/endpoints', 'Mutation.createContainerEndpoint'),
  mc.reachedBy('PUT /apps/{appId}/endpoints/{endpointId}', 'Mutation.updateContainerEndpoint'),
  mc.reachedBy('DELETE /apps/{appId}/endpoints/{endpointId}', 'Mutation.deleteContainerEndpoint'),

  // Volumes
  mc.reachedBy('GET /apps/{appId}/volumes', 'ContainerApp.volumes'),
  mc.reachedBy('PATCH /apps/{appId}/volumes/{volumeId}', 'Mutation.updateContainerVolume'),
  mc.reachedBy('DELETE /apps/{appId}/volumes/{volumeId}', 'Mutation.deleteContainerVolumeInstances'),
  mc.reachedBy('POST /apps/{appId}/volumes/{volumeId}/detach', 'Mutation.detachContainerVolume'),
  mc.reachedBy(
    'DELETE /apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
    'Mutation.deleteContainerVolumeInstance',
  ),

  // Registries and images
  mc.reachedBy('GET /registries', 'Query.containerRegistries'),
  mc.reachedBy('POST /registries', 'Mutation.createContainerRegistry'),
  mc.reachedBy(
    'GET /registries/{registryId}',
    'Query.containerRegistry',
    'CreateContainerRegistryPayload.registry',
    'UpdateContainerRegistryPayload.registry',
  ),
  mc.reachedBy('PUT /registries/{registryId}', 'Mutation.updateContainerRegistry'),
  mc.reachedBy('DELETE /registries/{registryId}', 'Mutation.deleteContainerRegistry'),
  mc.reachedBy('POST /registries/public-images/search', 'Query.containerPublicImages'),
  mc.reachedBy('POST /registries/images', 'Query.containerImages'),
  mc.reachedBy('POST /registries/tags', 'Query.containerImageTags'),
  mc.reachedBy('POST /registries/image-config', 'Query.containerImageSuggestions'),
  mc.reachedBy('POST /registries/digest', 'Query.containerImageDigest'),
  mc.reachedBy('POST /registries/config-suggestions', 'Query.containerConfigSuggestions'),

  // Regions, limits, nodes
  mc.reachedBy('GET /regions', 'Query.containerRegions'),
  mc.reachedBy('GET /regions/optimal', 'Query.containerOptimalRegion'),
  mc.reachedBy('GET /limits', 'Query.containerLimits'),
  mc.reachedBy('GET /nodes', 'Query.containerNodes'),
  mc.reachedBy('GET /nodes/plain', 'Query.containerNodeIps'),

  // Log forwarding
  mc.reachedBy('GET /log/forwarding', 'Query.containerLogForwardings'),
  mc.reachedBy('POST /log/forwarding', 'Mutation.createContainerLogForwarding'),
  mc.reachedBy('GET /log/forwarding/{appId}', 'ContainerApp.logForwarding', 'Query.node'),
  mc.reachedBy('PUT /log/forwarding/{appId}', 'Mutation.updateContainerLogForwarding'),
  mc.reachedBy('DELETE /log/forwarding/{appId}', 'Mutation.deleteContainerLogForwarding'),
];
