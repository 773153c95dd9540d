import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** Shield's operations (shield-api.json), with the fields that reach them (shared/coverage.ts). */

const shield = operationsOf('shield-api');

export const shieldCoverage: readonly CoverageEntry[] = [
  // Shield Zones
  shield.reachedBy('GET /shield/shield-zones', 'Query.shieldZones'),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}', 'Query.shieldZone'),
  shield.reachedBy('GET /shield/shield-zone/get-by-pullzone/{pullZoneId}', 'PullZone.shieldZone'),
  shield.reachedBy('GET /shield/shield-zones/pullzone-mapping', 'PullZone.shieldZone'),
  shield.reachedBy('GET /shield/shield-zone/defaults', 'Query.shieldZoneDefaults'),
  shield.reachedBy('POST /shield/shield-zone', 'Mutation.createShieldZone'),
  shield.reachedBy('PATCH /shield/shield-zone', 'Mutation.updateShieldZone'),
  shield.reachedBy('POST /shield/shield-zone/under-attack', 'Mutation.createShieldZoneUnderAttack'),
  shield.reachedBy('GET /shield/promo/state', 'Query.shieldPromotionState'),
  shield.reachedBy('GET /shield/ddos/enums', 'Query.ddosEnums'),

  // WAF
  shield.reachedBy('GET /shield/waf/rules/{shieldZoneId}', 'ShieldZone.wafRuleCatalogue'),
  shield.reachedBy('GET /shield/waf/rules/plan-segmentation', 'Query.wafRulesByPlan'),
  shield.reachedBy('GET /shield/waf/rules/review-triggered/{shieldZoneId}', 'ShieldZone.triggeredWafRules'),
  shield.reachedBy('POST /shield/waf/rules/review-triggered/{shieldZoneId}', 'Mutation.reviewShieldTriggeredWafRule'),
  shield.reachedBy(
    'GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
    'Query.wafRuleRecommendation',
    'TriggeredWafRule.aiRecommendation',
  ),
  shield.reachedBy('GET /shield/waf/custom-rules/{shieldZoneId}', 'ShieldZone.customWafRules'),
  shield.reachedBy('POST /shield/waf/custom-rule', 'Mutation.createShieldCustomWafRule'),
  shield.reachedBy(
    'GET /shield/waf/custom-rule/{id}',
    'Query.customWafRule',
    'ReplaceShieldCustomWafRulePayload.customWafRule',
    'UpdateShieldCustomWafRulePayload.customWafRule',
    'DeleteShieldCustomWafRulePayload.shieldZone',
  ),
  shield.reachedBy('PUT /shield/waf/custom-rule/{id}', 'Mutation.replaceShieldCustomWafRule'),
  shield.reachedBy('PATCH /shield/waf/custom-rule/{id}', 'Mutation.updateShieldCustomWafRule'),
  shield.reachedBy('DELETE /shield/waf/custom-rule/{id}', 'Mutation.deleteShieldCustomWafRule'),
  shield.reachedBy('GET /shield/waf/profiles', 'Query.wafProfiles'),
  shield.reachedBy('GET /shield/waf/enums', 'Query.wafEnums'),
  shield.reachedBy('GET /shield/waf/engine-config', 'Query.defaultWafEngineConfig'),

  // Rate limiting
  shield.reachedBy('GET /shield/rate-limits/{shieldZoneId}', 'ShieldZone.rateLimitRules'),
  shield.reachedBy('POST /shield/rate-limit', 'Mutation.createShieldRateLimitRule'),
  shield.reachedBy('GET /shield/rate-limit/{id}', 'Query.rateLimitRule', 'DeleteShieldRateLimitRulePayload.shieldZone'),
  shield.reachedBy('PATCH /shield/rate-limit/{id}', 'Mutation.updateShieldRateLimitRule'),
  shield.reachedBy('DELETE /shield/rate-limit/{id}', 'Mutation.deleteShieldRateLimitRule'),

  // Access lists
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/access-lists', 'ShieldZone.accessLists'),
  shield.reachedBy('POST /shield/shield-zone/{shieldZoneId}/access-lists', 'Mutation.createShieldCustomAccessList'),
  shield.reachedBy(
    'GET /shield/shield-zone/{shieldZoneId}/access-lists/{id}',
    'Query.customAccessList',
    'ShieldAccessList.customList',
  ),
  shield.reachedBy(
    'PATCH /shield/shield-zone/{shieldZoneId}/access-lists/{id}',
    'Mutation.updateShieldCustomAccessList',
  ),
  shield.reachedBy(
    'DELETE /shield/shield-zone/{shieldZoneId}/access-lists/{id}',
    'Mutation.deleteShieldCustomAccessList',
  ),
  shield.reachedBy(
    'PATCH /shield/shield-zone/{shieldZoneId}/access-lists/configurations/{id}',
    'Mutation.updateShieldAccessListConfiguration',
  ),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/access-lists/enums', 'ShieldZone.accessListEnums'),

  // Bot detection and categorization, upload scanning, API Guardian, custom response pages
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/bot-detection', 'ShieldZone.botDetection'),
  shield.reachedBy('PATCH /shield/shield-zone/{shieldZoneId}/bot-detection', 'Mutation.updateShieldBotDetection'),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/bot-categorization', 'ShieldZone.botCategorization'),
  shield.reachedBy(
    'PUT /shield/shield-zone/{shieldZoneId}/bot-categorization/bots/{botId}',
    'Mutation.setShieldBotAction',
  ),
  shield.reachedBy(
    'PUT /shield/shield-zone/{shieldZoneId}/bot-categorization/categories/{category}',
    'Mutation.setShieldBotCategoryAction',
  ),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/upload-scanning', 'ShieldZone.uploadScanning'),
  shield.reachedBy('PATCH /shield/shield-zone/{shieldZoneId}/upload-scanning', 'Mutation.updateShieldUploadScanning'),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/api-guardian', 'ShieldZone.apiGuardian'),
  shield.reachedBy('PATCH /shield/shield-zone/{shieldZoneId}/api-guardian', 'Mutation.updateShieldApiGuardian'),
  shield.reachedBy(
    'PATCH /shield/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
    'Mutation.updateShieldApiGuardianEndpoint',
  ),
  shield.reachedBy(
    'POST /shield/shield-zone/{shieldZoneId}/api-guardian/spec',
    'Mutation.uploadShieldApiGuardianSpecification',
  ),
  shield.reachedBy(
    'PATCH /shield/shield-zone/{shieldZoneId}/api-guardian/spec',
    'Mutation.updateShieldApiGuardianSpecification',
  ),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/api-guardian/enums', 'ShieldZone.apiGuardianEnums'),
  shield.reachedBy('GET /shield/shield-zone/{shieldZoneId}/custom-page/{pageType}', 'ShieldZone.customPage'),
  shield.reachedBy('PUT /shield/shield-zone/{shieldZoneId}/custom-page/{pageType}', 'Mutation.setShieldCustomPage'),
  shield.reachedBy(
    'DELETE /shield/shield-zone/{shieldZoneId}/custom-page/{pageType}',
    'Mutation.deleteShieldCustomPage',
  ),

  // Metrics
  shield.reachedBy('GET /shield/metrics/overview/{shieldZoneId}', 'Query.shieldZoneMetrics', 'ShieldZone.metrics'),
  shield.reachedBy('GET /shield/metrics/overview/{shieldZoneId}/detailed', 'ShieldZone.detailedMetrics'),
  shield.reachedBy('GET /shield/metrics/overages/{shieldZoneId}', 'ShieldZone.overages'),
  shield.reachedBy('GET /shield/metrics/rate-limits/{shieldZoneId}', 'ShieldZone.rateLimitMetrics'),
  shield.reachedBy('GET /shield/metrics/rate-limit/{id}', 'RateLimitRule.metrics'),
  shield.reachedBy(
    'GET /shield/metrics/shield-zone/{shieldZoneId}/waf-rule/{ruleId}',
    'ShieldZone.wafRuleMetrics',
    'TriggeredWafRule.metrics',
  ),
  shield.reachedBy('GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection', 'ShieldZone.botDetectionMetrics'),
  shield.reachedBy(
    'GET /shield/metrics/shield-zone/{shieldZoneId}/upload-scanning',
    'ShieldZone.uploadScanningMetrics',
  ),
  shield.reachedBy('GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian', 'ShieldZone.apiGuardianMetrics'),
  shield.reachedBy(
    'GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
    'ApiGuardianEndpoint.metrics',
  ),

  // Event logs
  shield.reachedBy('GET /shield/event-logs/{shieldZoneId}/{date}/{continuationToken}', 'ShieldZone.eventLogs'),
  shield.reachedBy('POST /shield/event-logs/{shieldZoneId}/search', 'ShieldZone.eventLogSearch'),
  shield.reachedBy('POST /shield/event-logs/{shieldZoneId}/export', 'Query.shieldEventLogExport'),
];
