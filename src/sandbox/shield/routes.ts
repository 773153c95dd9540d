import { accessKey } from '../core/auth.js';
import { shieldUnauthorized } from '../core/errors.js';
import { createShieldZone, exportEventLogs, getAiRecommendation, getMetricsOverview } from './operations.js';
import { getDetailedMetrics, getEventLogs, getTriggeredRules } from './activity.js';
import { getShieldZone, getShieldZoneByPullZone, listShieldZones, pullZoneMapping } from './zoneReads.js';
import type { Handler, HttpMethod, Route } from '../router.js';
import {
  createShieldZoneUnderAttack,
  getPromotionState,
  getShieldZoneDefaults,
  updateShieldZone,
} from './zoneSettings.js';
import {
  getDdosEnums,
  getDefaultEngineConfig,
  getWafEnums,
  getWafProfiles,
  getWafRuleCatalogue,
  getWafRulesByPlan,
} from './wafCatalogue.js';
import {
  createShieldCustomWafRule,
  deleteShieldCustomWafRule,
  getCustomWafRule,
  listCustomWafRules,
  replaceShieldCustomWafRule,
  reviewTriggeredRule,
  updateShieldCustomWafRule,
} from './wafRules.js';
import {
  createShieldRateLimitRule,
  deleteShieldRateLimitRule,
  getRateLimitRule,
  getRateLimitRuleMetrics,
  getZoneRateLimitMetrics,
  listRateLimitRules,
  updateShieldRateLimitRule,
} from './rateLimits.js';
import {
  updateShieldAccessListConfiguration,
  createShieldCustomAccessList,
  deleteShieldCustomAccessList,
  getAccessListEnums,
  getCustomAccessList,
  listAccessLists,
  updateShieldCustomAccessList,
} from './accessLists.js';
import {
  getBotDetection,
  listBotCategorization,
  setShieldBotAction,
  setShieldBotCategoryAction,
  updateShieldBotDetection,
} from './bots.js';
import { getUploadScanning, updateShieldUploadScanning } from './uploadScanning.js';
import {
  getApiGuardian,
  getApiGuardianEndpointMetrics,
  getApiGuardianEnums,
  getApiGuardianMetrics,
  updateShieldApiGuardian,
  updateShieldApiGuardianEndpoint,
  uploadSpecification,
} from './apiGuardian.js';
import { deleteCustomPage, getCustomPage, putCustomPage } from './customPages.js';
import {
  getBotDetectionMetrics,
  getOverages,
  getUploadScanningMetrics,
  getWafRuleMetrics,
  searchEventLogs,
} from './insights.js';
import { problemUnauthorized, route } from '../core/route.js';

/** A Shield operation whose 401 is the document's UnauthorizedResult (`{ statusCode: 401 }`). */
const shield = (method: HttpMethod, pattern: string, handle: Handler): Route =>
  route('api', method, pattern, accessKey(shieldUnauthorized), handle);

/** An operation under a zone's path whose 401 is ProblemDetails (access lists, bot detection, upload scanning). */
const zonePart =
  (part: string) =>
  (method: HttpMethod, tail: string, handle: Handler): Route =>
    route(
      'api',
      method,
      `/shield/shield-zone/{shieldZoneId:int32}/${part}${tail}`,
      accessKey(problemUnauthorized),
      handle,
    );
const accessLists = zonePart('access-lists');
const botDetection = zonePart('bot-detection');
const botCategorization = zonePart('bot-categorization');
const uploadScanning = zonePart('upload-scanning');

/** Shield (shield-api.json): the operations, and the reads of the graph (zones, their mapping to Pull Zones, triggered rules, detailed metrics, event logs). */
export const routes: readonly Route[] = [
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
  // A zone's settings as a whole, and the promotion state.
  shield('GET', '/shield/shield-zone/defaults', getShieldZoneDefaults),
  shield('PATCH', '/shield/shield-zone', updateShieldZone),
  shield('POST', '/shield/shield-zone/under-attack', createShieldZoneUnderAttack),
  // The document gives this operation no 401; a revoked key still gets Shield's.
  shield('GET', '/shield/promo/state', getPromotionState),
  // The WAF: catalogue, profiles, enums, engine configuration, custom rules, reviews.
  shield('GET', '/shield/waf/rules/{shieldZoneId:int64}', getWafRuleCatalogue),
  shield('GET', '/shield/waf/rules/plan-segmentation', getWafRulesByPlan),
  shield('GET', '/shield/waf/profiles', getWafProfiles),
  shield('GET', '/shield/waf/enums', getWafEnums),
  shield('GET', '/shield/ddos/enums', getDdosEnums),
  shield('GET', '/shield/waf/engine-config', getDefaultEngineConfig),
  shield('GET', '/shield/waf/custom-rules/{shieldZoneId:int64}', listCustomWafRules),
  shield('GET', '/shield/waf/custom-rule/{id:int64}', getCustomWafRule),
  shield('POST', '/shield/waf/custom-rule', createShieldCustomWafRule),
  shield('PUT', '/shield/waf/custom-rule/{id:int32}', replaceShieldCustomWafRule),
  shield('PATCH', '/shield/waf/custom-rule/{id:int32}', updateShieldCustomWafRule),
  shield('DELETE', '/shield/waf/custom-rule/{id:int32}', deleteShieldCustomWafRule),
  shield('POST', '/shield/waf/rules/review-triggered/{shieldZoneId:int64}', reviewTriggeredRule),
  // Rate limiting.
  shield('GET', '/shield/rate-limits/{shieldZoneId:int64}', listRateLimitRules),
  shield('GET', '/shield/rate-limit/{id:int64}', getRateLimitRule),
  shield('POST', '/shield/rate-limit', createShieldRateLimitRule),
  shield('PATCH', '/shield/rate-limit/{id:int32}', updateShieldRateLimitRule),
  shield('DELETE', '/shield/rate-limit/{id:int32}', deleteShieldRateLimitRule),
  shield('GET', '/shield/metrics/rate-limits/{shieldZoneId:int32}', getZoneRateLimitMetrics),
  shield('GET', '/shield/metrics/rate-limit/{id:int32}', getRateLimitRuleMetrics),
  // Access lists.
  accessLists('GET', '', listAccessLists),
  accessLists('POST', '', createShieldCustomAccessList),
  accessLists('GET', '/enums', getAccessListEnums),
  accessLists('GET', '/{id:int64}', getCustomAccessList),
  accessLists('PATCH', '/{id:int64}', updateShieldCustomAccessList),
  accessLists('DELETE', '/{id:int64}', deleteShieldCustomAccessList),
  accessLists('PATCH', '/configurations/{id:int64}', updateShieldAccessListConfiguration),
  // Bot detection and categorization, upload scanning.
  botDetection('GET', '', getBotDetection),
  botDetection('PATCH', '', updateShieldBotDetection),
  botCategorization('GET', '', listBotCategorization),
  botCategorization('PUT', '/bots/{botId:int32}', setShieldBotAction),
  botCategorization('PUT', '/categories/{category:int32}', setShieldBotCategoryAction),
  uploadScanning('GET', '', getUploadScanning),
  uploadScanning('PATCH', '', updateShieldUploadScanning),
  // API Guardian, custom response pages, and the insights (overages, feature metrics, the event-log search).
  problem('GET', '/shield/shield-zone/{shieldZoneId:int32}/api-guardian', getApiGuardian),
  problem('PATCH', '/shield/shield-zone/{shieldZoneId:int32}/api-guardian', updateShieldApiGuardian),
  problem(
    'PATCH',
    '/shield/shield-zone/{shieldZoneId:int32}/api-guardian/endpoint/{endpointId:int64}',
    updateShieldApiGuardianEndpoint,
  ),
  // A specification is a document: larger than the JSON bodies of the other operations (8 MiB).
  problem('POST', '/shield/shield-zone/{shieldZoneId:int32}/api-guardian/spec', uploadSpecification, 8 * 1024 * 1024),
  problem('PATCH', '/shield/shield-zone/{shieldZoneId:int32}/api-guardian/spec', uploadSpecification, 8 * 1024 * 1024),
  problem('GET', '/shield/shield-zone/{shieldZoneId}/api-guardian/enums', getApiGuardianEnums),
  shield('GET', '/shield/metrics/shield-zone/{shieldZoneId:int32}/api-guardian', getApiGuardianMetrics),
  shield(
    'GET',
    '/shield/metrics/shield-zone/{shieldZoneId:int32}/api-guardian/endpoint/{endpointId:int64}',
    getApiGuardianEndpointMetrics,
  ),
  problem('GET', '/shield/shield-zone/{shieldZoneId:int32}/custom-page/{pageType}', getCustomPage),
  problem('PUT', '/shield/shield-zone/{shieldZoneId:int32}/custom-page/{pageType}', putCustomPage),
  problem('DELETE', '/shield/shield-zone/{shieldZoneId:int32}/custom-page/{pageType}', deleteCustomPage),
  shield('GET', '/shield/metrics/overages/{shieldZoneId:int32}', getOverages),
  shield('GET', '/shield/metrics/shield-zone/{shieldZoneId:int32}/waf-rule/{ruleId}', getWafRuleMetrics),
  shield('GET', '/shield/metrics/shield-zone/{shieldZoneId:int32}/bot-detection', getBotDetectionMetrics),
  shield('GET', '/shield/metrics/shield-zone/{shieldZoneId:int32}/upload-scanning', getUploadScanningMetrics),
  problem('POST', '/shield/event-logs/{shieldZoneId:int32}/search', searchEventLogs),
];

/** A Shield operation whose 401 is a ProblemDetails (the zone's configuration, the event-log search). */
function problem(method: HttpMethod, pattern: string, handle: Handler, bodyLimit?: number): Route {
  return route('api', method, pattern, accessKey(problemUnauthorized), handle, bodyLimit);
}
