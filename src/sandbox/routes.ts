import { accessKey, accessKeyOrJwt, libraryKey, type Authenticator } from './auth.js';
import { getApp, listApps, listEndpoints, listVolumes } from './containerReads.js';
import { deleteVolumeInstance, deployApp, imageConfig, listNodeIps, updateEndpoint } from './containers.js';
import {
  getActiveEdgeScriptRelease,
  getEdgeScript,
  listEdgeScriptReleases,
  listEdgeScripts,
} from './edgeScriptReads.js';
import { publishRelease, updateEdgeScript } from './edgeScripts.js';
import { apiErrorData, problemDetails, shieldUnauthorized } from './errors.js';
import { empty, type Reply } from './http.js';
import { getOriginErrorLogs } from './originLogs.js';
import { getPullZone, listPullZones } from './pullZoneReads.js';
import { removeBlockedIp, requestExternalHttpCertificate, resetSecurityKey, setEdgeRuleEnabled } from './pullZones.js';
import type { Handler, HttpMethod, Route, SandboxHost } from './router.js';
import { createShieldZone, exportEventLogs, getAiRecommendation, getMetricsOverview } from './shield.js';
import { getDetailedMetrics, getEventLogs, getTriggeredRules } from './shieldActivity.js';
import { getShieldZone, getShieldZoneByPullZone, listShieldZones, pullZoneMapping } from './shieldZoneReads.js';
import { getStatistics } from './statistics.js';
import { setThumbnail } from './stream.js';
import { getVideoLibrary, listVideoLibraries, removeBlockedReferrer } from './videoLibraries.js';
import { getVideo, listVideos } from './videos.js';
import { getVideoStatistics } from './videoStatistics.js';

/** The operations the sandbox serves, one line each, with the 401 body each document declares. */

const JSON_BODY_LIMIT = 1024 * 1024;
const THUMBNAIL_BODY_LIMIT = 20 * 1024 * 1024;

const noBody = (): Reply => empty(401);
const problemUnauthorized = (): Reply =>
  problemDetails(401, 'The AccessKey header is missing or the key is not valid.');
const libraryUnauthorized = (): Reply =>
  apiErrorData(401, 'authorization.failed', 'AccessKey', 'The request authorization failed.');

function route(
  host: SandboxHost,
  method: HttpMethod,
  pattern: string,
  auth: Authenticator,
  handle: Handler,
  bodyLimit = JSON_BODY_LIMIT,
): Route {
  return { host, method, pattern, auth, handle, bodyLimit };
}

export const ROUTES: readonly Route[] = [
  // Shield (shield-api.json)
  route(
    'api',
    'GET',
    '/shield/metrics/overview/{shieldZoneId:int32}',
    accessKey(shieldUnauthorized),
    getMetricsOverview,
  ),
  route('api', 'POST', '/shield/shield-zone', accessKey(shieldUnauthorized), createShieldZone),
  route(
    'api',
    'GET',
    '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId:int64}/{ruleId}',
    accessKey(shieldUnauthorized),
    getAiRecommendation,
  ),
  route(
    'api',
    'POST',
    '/shield/event-logs/{shieldZoneId:int32}/export',
    accessKey(problemUnauthorized),
    exportEventLogs,
  ),
  // Shield reads of the graph: zones, their mapping to Pull Zones, triggered rules, detailed metrics, event logs
  route('api', 'GET', '/shield/shield-zones', accessKey(shieldUnauthorized), listShieldZones),
  route('api', 'GET', '/shield/shield-zones/pullzone-mapping', accessKey(shieldUnauthorized), pullZoneMapping),
  route('api', 'GET', '/shield/shield-zone/{shieldZoneId:int32}', accessKey(problemUnauthorized), getShieldZone),
  route(
    'api',
    'GET',
    '/shield/shield-zone/get-by-pullzone/{pullZoneId:int32}',
    accessKey(problemUnauthorized),
    getShieldZoneByPullZone,
  ),
  route(
    'api',
    'GET',
    '/shield/waf/rules/review-triggered/{shieldZoneId:int64}',
    accessKey(shieldUnauthorized),
    getTriggeredRules,
  ),
  route(
    'api',
    'GET',
    '/shield/metrics/overview/{shieldZoneId:int32}/detailed',
    accessKey(shieldUnauthorized),
    getDetailedMetrics,
  ),
  route(
    'api',
    'GET',
    '/shield/event-logs/{shieldZoneId:int32}/{date:date}/{continuationToken}',
    accessKey(problemUnauthorized),
    getEventLogs,
  ),

  // Magic Containers (magic-containers-api.json, server prefix /mc)
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

  // Edge Scripting (edge-scripting-api.json)
  route('api', 'POST', '/compute/script/{id:int64}', accessKey(noBody), updateEdgeScript),
  route('api', 'POST', '/compute/script/{id:int64}/publish/{uuid}', accessKey(noBody), publishRelease),
  route('api', 'GET', '/compute/script', accessKey(noBody), listEdgeScripts),
  route('api', 'GET', '/compute/script/{id:int64}', accessKey(noBody), getEdgeScript),
  route('api', 'GET', '/compute/script/{id:int64}/releases', accessKey(noBody), listEdgeScriptReleases),
  route('api', 'GET', '/compute/script/{id:int64}/releases/active', accessKey(noBody), getActiveEdgeScriptRelease),

  // Core API: Pull Zones and Video Libraries (core-api.json)
  route('api', 'GET', '/pullzone', accessKey(noBody), listPullZones),
  route('api', 'GET', '/pullzone/{id:int64}', accessKey(noBody), getPullZone),
  route(
    'api',
    'POST',
    '/pullzone/{pullZoneId:int64}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
    accessKey(noBody),
    setEdgeRuleEnabled,
  ),
  route('api', 'POST', '/pullzone/{id:int64}/removeBlockedIp', accessKey(noBody), removeBlockedIp),
  route('api', 'POST', '/pullzone/requestExternalHttpCertificate', accessKey(noBody), requestExternalHttpCertificate),
  route('api', 'POST', '/pullzone/{id:int64}/resetSecurityKey', accessKey(noBody), resetSecurityKey),
  route('api', 'GET', '/statistics', accessKey(noBody), getStatistics),
  route('api', 'POST', '/videolibrary/{id:int64}/removeBlockedReferrer', accessKey(noBody), removeBlockedReferrer),
  route('api', 'GET', '/videolibrary/{id:int64}', accessKey(libraryUnauthorized), getVideoLibrary),
  route('api', 'GET', '/videolibrary', accessKey(noBody), listVideoLibraries),

  // Stream (stream-api.json), authenticated with the library's own key (the read-only one opens the reads)
  route('video', 'GET', '/library/{libraryId:int64}/videos', libraryKey('libraryId', 'read'), listVideos),
  route('video', 'GET', '/library/{libraryId:int64}/videos/{videoId}', libraryKey('libraryId', 'read'), getVideo),
  route('video', 'GET', '/library/{libraryId:int64}/statistics', libraryKey('libraryId', 'read'), getVideoStatistics),
  route(
    'video',
    'POST',
    '/library/{libraryId:int64}/videos/{videoId}/thumbnail',
    libraryKey('libraryId'),
    setThumbnail,
    THUMBNAIL_BODY_LIMIT,
  ),

  // Origin error logs (origin-errors-api.json)
  route('originLogs', 'GET', '/{pullZoneId:int64}/{dateTime:date}', accessKeyOrJwt(noBody), getOriginErrorLogs),
];
