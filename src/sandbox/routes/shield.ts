import { accessKey } from '../auth.js';
import { shieldUnauthorized } from '../errors.js';
import { createShieldZone, exportEventLogs, getAiRecommendation, getMetricsOverview } from '../shield.js';
import { getDetailedMetrics, getEventLogs, getTriggeredRules } from '../shieldActivity.js';
import { getShieldZone, getShieldZoneByPullZone, listShieldZones, pullZoneMapping } from '../shieldZoneReads.js';
import type { Route } from '../router.js';
import {
  createUnderAttackShieldZone,
  getPromotionState,
  getShieldZoneDefaults,
  updateShieldZone,
} from '../shieldZoneSettings.js';
import { problemUnauthorized, route } from './route.js';

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
  route('api', 'GET', '/shield/shield-zone/defaults', accessKey(shieldUnauthorized), getShieldZoneDefaults),
  route('api', 'PATCH', '/shield/shield-zone', accessKey(shieldUnauthorized), updateShieldZone),
  route('api', 'POST', '/shield/shield-zone/under-attack', accessKey(shieldUnauthorized), createUnderAttackShieldZone),
  // The document gives this operation no 401; a revoked key still gets Shield's.
  route('api', 'GET', '/shield/promo/state', accessKey(shieldUnauthorized), getPromotionState),
];
