import { accessKey } from '../core/auth.js';
import { getAutoScaling, getContainer, getOverview, getRegionSettings, getStatistics, getSummary } from './appReads.js';
import {
  createApp,
  deleteApp,
  patchApp,
  recreatePod,
  replaceApp,
  restartApp,
  setAutoScaling,
  setRegionSettings,
  undeployApp,
} from './appWrites.js';
import { configSuggestions, imageConfig, imageDigest, listImages, listTags, searchPublicImages } from './images.js';
import {
  createLogForwarding,
  deleteLogForwarding,
  getLogForwarding,
  limits,
  listLogForwardings,
  listNodeIps,
  listNodes,
  listRegions,
  optimalRegion,
  updateLogForwarding,
} from './platform.js';
import { getApp, listApps, listEndpoints, listVolumes } from './reads.js';
import { addRegistry, deleteRegistry, getRegistry, listRegistries, updateRegistry } from './registries.js';
import {
  addEndpoint,
  deleteAllVolumeInstances,
  deleteEndpoint,
  deleteOneVolumeInstance,
  deployApp,
  detachVolume,
  patchVolume,
  updateEndpoint,
} from './endpointsAndVolumes.js';
import { addContainer, deleteContainer, patchContainer, setEnvironment } from './templateWrites.js';
import { errorDetails } from '../core/errors.js';
import type { Handler, HttpMethod, Route } from '../router.js';
import { noBody, problemUnauthorized, route } from '../core/route.js';

/** The digest's document declares its 401 in the ErrorDetails dialect, unlike its neighbours. */
const errorDetailsUnauthorized = () =>
  errorDetails(401, 'The AccessKey header is missing or the key is not valid.', '/mc/registries/digest');

/** A route whose 401 is the documented ProblemDetails. */
const mc = (method: HttpMethod, pattern: string, handle: Handler): Route =>
  route('api', method, `/mc${pattern}`, accessKey(problemUnauthorized), handle);
/** A route whose document declares its 401 (and its other failures) without a body. */
const bare = (method: HttpMethod, pattern: string, handle: Handler): Route =>
  route('api', method, `/mc${pattern}`, accessKey(noBody), handle);

/** Magic Containers (magic-containers-api.json, server prefix /mc). */
export const routes: readonly Route[] = [
  // Applications
  mc('GET', '/apps', listApps),
  mc('POST', '/apps', createApp),
  mc('GET', '/apps/{appId}', getApp),
  mc('PUT', '/apps/{appId}', replaceApp),
  mc('PATCH', '/apps/{appId}', patchApp),
  mc('DELETE', '/apps/{appId}', deleteApp),
  mc('POST', '/apps/{appId}/deploy', deployApp),
  mc('POST', '/apps/{appId}/undeploy', undeployApp),
  mc('POST', '/apps/{appId}/restart', restartApp),
  mc('GET', '/apps/{appId}/statistics', getStatistics),
  bare('GET', '/apps/{appId}/summary', getSummary),
  bare('GET', '/apps/{appId}/overview', getOverview),
  mc('GET', '/apps/{appId}/autoscaling', getAutoScaling),
  mc('PUT', '/apps/{appId}/autoscaling', setAutoScaling),
  mc('GET', '/apps/{appId}/region-settings', getRegionSettings),
  mc('PUT', '/apps/{appId}/region-settings', setRegionSettings),
  mc('POST', '/apps/{appId}/pods/{podId}/recreate', recreatePod),
  // Containers of an application
  mc('POST', '/apps/{appId}/containers', addContainer),
  mc('GET', '/apps/{appId}/containers/{containerId}', getContainer),
  mc('PATCH', '/apps/{appId}/containers/{containerId}', patchContainer),
  mc('DELETE', '/apps/{appId}/containers/{containerId}', deleteContainer),
  mc('PUT', '/apps/{appId}/containers/{containerId}/env', setEnvironment),
  // Endpoints
  mc('GET', '/apps/{appId}/endpoints', listEndpoints),
  mc('POST', '/apps/{appId}/containers/{containerId}/endpoints', addEndpoint),
  mc('PUT', '/apps/{appId}/endpoints/{endpointId}', updateEndpoint),
  mc('DELETE', '/apps/{appId}/endpoints/{endpointId}', deleteEndpoint),
  // Volumes
  mc('GET', '/apps/{appId}/volumes', listVolumes),
  mc('PATCH', '/apps/{appId}/volumes/{volumeId}', patchVolume),
  mc('DELETE', '/apps/{appId}/volumes/{volumeId}', deleteAllVolumeInstances),
  mc('POST', '/apps/{appId}/volumes/{volumeId}/detach', detachVolume),
  bare('DELETE', '/apps/{appId}/volumes/{volumeId}/instances/{instanceId}', deleteOneVolumeInstance),
  // Registries and images
  mc('GET', '/registries', listRegistries),
  mc('POST', '/registries', addRegistry),
  mc('GET', '/registries/{registryId:int64}', getRegistry),
  mc('PUT', '/registries/{registryId:int64}', updateRegistry),
  mc('DELETE', '/registries/{registryId:int64}', deleteRegistry),
  mc('POST', '/registries/public-images/search', searchPublicImages),
  mc('POST', '/registries/images', listImages),
  mc('POST', '/registries/tags', listTags),
  mc('POST', '/registries/image-config', imageConfig),
  route('api', 'POST', '/mc/registries/digest', accessKey(errorDetailsUnauthorized), imageDigest),
  mc('POST', '/registries/config-suggestions', configSuggestions),
  // Regions, limits, nodes
  mc('GET', '/regions', listRegions),
  mc('GET', '/regions/optimal', optimalRegion),
  mc('GET', '/limits', limits),
  mc('GET', '/nodes', listNodes),
  mc('GET', '/nodes/plain', listNodeIps),
  // Log forwarding
  bare('GET', '/log/forwarding', listLogForwardings),
  bare('POST', '/log/forwarding', createLogForwarding),
  bare('GET', '/log/forwarding/{appId}', getLogForwarding),
  bare('PUT', '/log/forwarding/{appId}', updateLogForwarding),
  bare('DELETE', '/log/forwarding/{appId}', deleteLogForwarding),
];
