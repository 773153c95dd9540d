import { defineArea, sdl } from '../shared/area.js';
import { accessListResolvers } from './accessLists/resolvers.js';
import { apiGuardianResolvers } from './apiGuardian/resolvers.js';
import { customPageResolvers } from './customPages/resolvers.js';
import { insightsResolvers } from './insights/resolvers.js';
import { customAccessListNode } from './accessLists/node.js';
import { botResolvers } from './botDetection/resolvers.js';
import { ShieldClient } from './client.js';
import { shieldCoverage } from './coverage.js';
import { eventLogDownload } from './eventLogs/download.js';
import { shieldGraphiqlTab, shieldGraphiqlIds } from './graphiqlTab.js';
import { shieldZoneNode } from './node.js';
import { shieldResolvers } from './resolvers.js';
import { rateLimitRuleNode } from './rateLimits/node.js';
import { rateLimitResolvers } from './rateLimits/resolvers.js';
import { ruleConfigurationResolvers } from './rules/configuration.js';
import { wafCatalogueResolvers } from './waf/catalogue.js';
import { customWafRuleNode } from './waf/node.js';
import { uploadScanningResolvers } from './uploadScanning/resolvers.js';
import { wafResolvers } from './waf/resolvers.js';
import { zoneSettingsResolvers } from './zones/resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly shield: ShieldClient;
  }
}

/** Shield: zones, their metrics and event logs, triggered WAF rules and their AI recommendation. */
export const shieldArea = defineArea({
  name: 'shield',
  typeDefs: [
    sdl('shield.graphql'),
    sdl('shieldZoneSettings.graphql'),
    sdl('shieldWaf.graphql'),
    sdl('shieldRateLimits.graphql'),
    sdl('shieldAccessLists.graphql'),
    sdl('shieldBots.graphql'),
    sdl('shieldUploadScanning.graphql'),
    sdl('shieldApiGuardian.graphql'),
    sdl('shieldCustomPages.graphql'),
    sdl('shieldInsights.graphql'),
  ],
  resolvers: [
    shieldResolvers,
    zoneSettingsResolvers,
    wafResolvers,
    wafCatalogueResolvers,
    ruleConfigurationResolvers,
    rateLimitResolvers,
    accessListResolvers,
    botResolvers,
    uploadScanningResolvers,
    apiGuardianResolvers,
    customPageResolvers,
    insightsResolvers,
  ],
  nodes: [shieldZoneNode, customWafRuleNode, rateLimitRuleNode, customAccessListNode],
  mappers: {
    ShieldZoneMetrics: 'upstreamTypes.ts#UpstreamShieldZoneMetrics',
    ShieldOverview: 'upstreamTypes.ts#UpstreamShieldOverview',
    WafMetrics: 'upstreamTypes.ts#UpstreamWaf',
    DdosMetrics: 'upstreamTypes.ts#UpstreamDDoS',
    RateLimitMetrics: 'upstreamTypes.ts#UpstreamRatelimit',
    BotDetectionMetrics: 'upstreamTypes.ts#UpstreamBotDetection',
    AccessListMetrics: 'upstreamTypes.ts#UpstreamAccessList',
    UploadScanningMetrics: 'upstreamTypes.ts#UpstreamUploadScanning',
    ApiGuardianMetrics: 'upstreamTypes.ts#UpstreamApiGuardian',
    ShieldOverviewEntry: 'upstreamTypes.ts#UpstreamOverviewDay',
    DdosMetricsEntry: 'upstreamTypes.ts#UpstreamDDoSDay',
    RateLimitMetricsEntry: 'upstreamTypes.ts#UpstreamRatelimitDay',
    BotDetectionMetricsEntry: 'upstreamTypes.ts#UpstreamBotDetectionDay',
    AccessListMetricsEntry: 'upstreamTypes.ts#UpstreamAccessListDay',
    UploadScanningMetricsEntry: 'upstreamTypes.ts#UpstreamUploadScanningDay',
    ApiGuardianMetricsEntry: 'upstreamTypes.ts#UpstreamApiGuardianDay',
    CreateShieldZonePayload: 'upstreamTypes.ts#ShieldZoneCreationResult',
    CreateShieldZoneUnderAttackPayload: 'upstreamTypes.ts#ShieldZoneCreationResult',
    ShieldZone: 'upstreamTypes.ts#KnownShieldZone',
    ShieldDetailedMetrics: 'upstreamReadTypes.ts#UpstreamDetailedMetrics',
    ShieldMetricSeries: 'upstreamReadTypes.ts#UpstreamOverviewMetric',
    TriggeredWafRule: 'upstreamReadTypes.ts#ZoneTriggeredRule',
    ShieldEventLog: 'upstreamReadTypes.ts#ZoneEventLog',
    WafEngineConfigVariable: 'upstreamTypes.ts#UpstreamWafEngineVariable',
    WafRuleRecommendation: 'upstreamTypes.ts#UpstreamTriggeredRuleRecommendation',
    UpdateShieldZonePayload: 'zones/upstreamTypes.ts#ShieldZoneUpdateResult',
    ShieldZoneDefaults: 'zones/upstreamTypes.ts#UpstreamShieldZoneDefaults',
    ShieldZoneSettings: 'zones/upstreamTypes.ts#UpstreamShieldZoneSettings',
    SuggestedAccessList: 'zones/upstreamTypes.ts#UpstreamSuggestedAccessList',
    ShieldPromotionState: 'zones/upstreamTypes.ts#PromotionState',
    CustomWafRule: 'waf/upstreamTypes.ts#KnownCustomWafRule',
    CreateShieldCustomWafRulePayload: 'waf/upstreamTypes.ts#CustomWafRuleCreationResult',
    ReplaceShieldCustomWafRulePayload: 'waf/upstreamTypes.ts#CustomWafRuleChangeResult',
    UpdateShieldCustomWafRulePayload: 'waf/upstreamTypes.ts#CustomWafRuleChangeResult',
    DeleteShieldCustomWafRulePayload: 'waf/upstreamTypes.ts#CustomWafRuleDeletionResult',
    ReviewShieldTriggeredWafRulePayload: 'waf/upstreamTypes.ts#TriggeredWafRuleReviewResult',
    WafRuleConfiguration: 'rules/configuration.ts#UpstreamWafRuleConfiguration',
    WafRuleCondition: 'rules/configuration.ts#UpstreamRuleCondition',
    WafRuleVariableEntry: 'rules/configuration.ts#RuleVariable',
    WafRuleMainGroup: 'waf/upstreamTypes.ts#UpstreamWafRuleMainGroup',
    WafRuleGroup: 'waf/upstreamTypes.ts#KnownWafRuleGroup',
    WafRule: 'waf/upstreamTypes.ts#UpstreamWafRule',
    WafPlanRules: 'waf/upstreamTypes.ts#UpstreamWafPlanRules',
    WafProfile: 'waf/upstreamTypes.ts#KnownWafProfile',
    WafEnum: 'waf/upstreamTypes.ts#UpstreamWafEnum',
    WafEnumValue: 'waf/upstreamTypes.ts#UpstreamWafEnumValue',
    RateLimitRule: 'rateLimits/upstreamTypes.ts#KnownRateLimitRule',
    RateLimitRuleConfiguration: 'rateLimits/upstreamTypes.ts#UpstreamRateLimitConfiguration',
    CreateShieldRateLimitRulePayload: 'rateLimits/upstreamTypes.ts#RateLimitRuleCreationResult',
    UpdateShieldRateLimitRulePayload: 'rateLimits/upstreamTypes.ts#RateLimitRuleChangeResult',
    DeleteShieldRateLimitRulePayload: 'rateLimits/upstreamTypes.ts#RateLimitRuleDeletionResult',
    RateLimitRuleMetrics: 'rateLimits/upstreamTypes.ts#UpstreamRateLimitRuleMetrics',
    ShieldAccessLists: 'accessLists/upstreamTypes.ts#ZoneAccessLists',
    ShieldAccessList: 'accessLists/upstreamTypes.ts#ZoneAccessList',
    CustomAccessList: 'accessLists/upstreamTypes.ts#ZoneCustomAccessList',
    CreateShieldCustomAccessListPayload: 'accessLists/upstreamTypes.ts#CustomAccessListCreationResult',
    UpdateShieldCustomAccessListPayload: 'accessLists/upstreamTypes.ts#CustomAccessListChangeResult',
    DeleteShieldCustomAccessListPayload: 'accessLists/upstreamTypes.ts#CustomAccessListDeletionResult',
    UpdateShieldAccessListConfigurationPayload: 'accessLists/upstreamTypes.ts#AccessListConfigurationResult',
    ShieldEnumTable: 'enumTables.ts#EnumTable',
    BotDetection: 'botDetection/upstreamTypes.ts#ZoneBotDetection',
    BrowserFingerprintDetection: 'botDetection/upstreamTypes.ts#UpstreamBrowserFingerprint',
    UpdateShieldBotDetectionPayload: 'botDetection/upstreamTypes.ts#BotDetectionUpdateResult',
    ShieldBotCategorization: 'botDetection/upstreamTypes.ts#ZoneBotCategorization',
    ShieldBotCategorySetting: 'botDetection/upstreamTypes.ts#ZoneBotCategory',
    ShieldBot: 'botDetection/upstreamTypes.ts#ZoneBot',
    SetShieldBotActionPayload: 'botDetection/upstreamTypes.ts#BotChangeResult',
    SetShieldBotCategoryActionPayload: 'botDetection/upstreamTypes.ts#BotCategoryChangeResult',
    UploadScanning: 'uploadScanning/upstreamTypes.ts#ZoneUploadScanning',
    UpdateShieldUploadScanningPayload: 'uploadScanning/upstreamTypes.ts#UploadScanningUpdateResult',
    ApiGuardian: 'apiGuardian/upstreamTypes.ts#ZoneApiGuardian',
    ApiGuardianEnum: 'enumTables.ts#EnumTable',
    ApiGuardianEndpoint: 'apiGuardian/upstreamTypes.ts#ZoneApiGuardianEndpoint',
    ApiGuardianAuthScheme: 'apiGuardian/upstreamTypes.ts#UpstreamAuthScheme',
    ApiGuardianActivity: 'apiGuardian/upstreamTypes.ts#UpstreamApiGuardianActivity',
    UpdateShieldApiGuardianPayload: 'apiGuardian/upstreamTypes.ts#ApiGuardianUpdateResult',
    UpdateShieldApiGuardianEndpointPayload: 'apiGuardian/upstreamTypes.ts#ApiGuardianEndpointChangeResult',
    UploadShieldApiGuardianSpecificationPayload: 'apiGuardian/upstreamTypes.ts#ApiGuardianSpecificationResult',
    UpdateShieldApiGuardianSpecificationPayload: 'apiGuardian/upstreamTypes.ts#ApiGuardianSpecificationResult',
    ShieldCustomPage: 'customPages/upstreamTypes.ts#ZoneCustomPage',
    SetShieldCustomPagePayload: 'customPages/upstreamTypes.ts#CustomPageResult',
    DeleteShieldCustomPagePayload: 'customPages/upstreamTypes.ts#CustomPageResult',
    ShieldZoneOverages: 'insights/upstreamTypes.ts#UpstreamOverages',
    ShieldOverageSegment: 'insights/upstreamTypes.ts#UpstreamOverageSegment',
    WafRuleActivity: 'insights/upstreamTypes.ts#UpstreamWafRuleActivity',
    WafRuleActivityEntry: 'insights/upstreamTypes.ts#UpstreamWafRuleDayEntry',
    WafRuleDayCounts: 'insights/upstreamTypes.ts#UpstreamWafRuleDay',
    BotDetectionActivity: 'insights/upstreamTypes.ts#UpstreamBotDetectionActivity',
    UploadScanningActivity: 'insights/upstreamTypes.ts#UpstreamUploadScanningActivity',
    ShieldEventSearchRow: 'insights/upstreamTypes.ts#ZoneEventRow',
  },
  coverage: shieldCoverage,
  downloads: [eventLogDownload],
  graphiql: {
    query: shieldGraphiqlTab,
    ids: shieldGraphiqlIds,
    placeholders: { shieldZoneId: 0, unprotectedPullZoneId: 0 },
  },
  client: (session, credentials) => new ShieldClient(session, credentials),
});
