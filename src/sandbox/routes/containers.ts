import { accessKey } from '../auth.js';
import { getApp, listApps, listEndpoints, listVolumes } from '../containerReads.js';
import { deleteVolumeInstance, deployApp, imageConfig, listNodeIps, updateEndpoint } from '../containers.js';
import type { Route } from '../router.js';
import { noBody, problemUnauthorized, route } from './route.js';

/** Magic Containers (magic-containers-api.json, server prefix /mc). */
export const routes: readonly Route[] = [
  route('api', 'PUT', '/mc/apps/{appId}/endpoints/{endpointId}', accessKey(problemUnauthorized), updateEndpoint),
  route('api', 'POST', '/mc/registries/image-config', accessKey(problemUnauthorized), imageConfig),
  route(
    'api',
    'DELETE',
    '/mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
    accessKey(noBody),
    deleteVolumeInstance,
  ),
  route('api', 'POST', '/mc/apps/{appId}/deploy', accessKey(problemUnauthorized), deployApp),
  route('api', 'GET', '/mc/nodes/plain', accessKey(problemUnauthorized), listNodeIps),
  route('api', 'GET', '/mc/apps', accessKey(problemUnauthorized), listApps),
  route('api', 'GET', '/mc/apps/{appId}', accessKey(problemUnauthorized), getApp),
  route('api', 'GET', '/mc/apps/{appId}/endpoints', accessKey(problemUnauthorized), listEndpoints),
  route('api', 'GET', '/mc/apps/{appId}/volumes', accessKey(problemUnauthorized), listVolumes),
];
