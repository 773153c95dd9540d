import { defineArea, sdl } from '../shared/area.js';
import { pullZoneLiveResolvers } from './liveResolvers.js';
import { PullZonesClient } from './client.js';
import { pullZonesCoverage } from './coverage.js';
import { pullZonesGraphiqlTab, pullZonesGraphiqlIds } from './graphiqlTab.js';
import { pullZoneNode } from './node.js';
import { pullZoneAccessResolvers } from './access/resolvers.js';
import { pullZoneCertificateResolvers } from './certificates/resolvers.js';
import { pullZoneEdgeRuleResolvers } from './edgeRules/resolvers.js';
import { pullZonesResolvers } from './resolvers.js';
import { pullZoneStatisticsResolvers } from './statistics/resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly pullZones: PullZonesClient;
  }
}

/** Pull Zones: zones and their settings, hostnames, certificates, access lists, Edge Rules, statistics; purging. */
export const pullZonesArea = defineArea({
  name: 'pullZones',
  typeDefs: [
    sdl('pullZones.graphql'),
    sdl('pullZoneLive.graphql'),
    sdl('pullZoneSettings.graphql'),
    sdl('pullZoneLifecycle.graphql'),
    sdl('pullZoneAccess.graphql'),
    sdl('pullZoneCertificates.graphql'),
    sdl('pullZoneEdgeRules.graphql'),
    sdl('pullZoneStatistics.graphql'),
  ],
  resolvers: [
    pullZonesResolvers,
    pullZoneStatisticsResolvers,
    pullZoneAccessResolvers,
    pullZoneCertificateResolvers,
    pullZoneEdgeRuleResolvers,
    pullZoneLiveResolvers,
  ],
  nodes: [pullZoneNode],
  mappers: {
    PullZone: 'upstreamTypes.ts#KnownPullZone',
    PullZoneHostname: 'upstreamTypes.ts#ZoneHostname',
    EdgeRule: 'upstreamTypes.ts#ZoneEdgeRule',
    EdgeRuleTrigger: 'upstreamTypes.ts#UpstreamEdgeRuleTrigger',
    EdgeRuleAction: 'upstreamTypes.ts#UpstreamEdgeRuleAction',
    PullZoneStatistics: 'upstreamTypes.ts#UpstreamStatistics',
    PullZoneOptimizerStatistics: 'upstreamTypes.ts#UpstreamOptimizerStatistics',
    OriginShieldQueueStatistics: 'upstreamTypes.ts#UpstreamOriginShieldQueueStatistics',
    SafeHopStatistics: 'upstreamTypes.ts#UpstreamSafeHopStatistics',
    PullZoneNameAvailability: 'payloads.ts#PullZoneNameAvailabilityResult',
    CreatePullZonePayload: 'payloads.ts#PullZoneCreationResult',
    UpdatePullZonePayload: 'payloads.ts#PullZoneChangeResult',
    DeletePullZonePayload: 'payloads.ts#PullZoneChangeResult',
    PurgePullZoneCachePayload: 'payloads.ts#PullZoneCachePurgeResult',
    PurgePullZoneUrlPayload: 'payloads.ts#UrlPurgeResult',
    ResetPullZoneSecurityKeyPayload: 'payloads.ts#SecurityKeyResetResult',
    AddPullZoneBlockedIpPayload: 'payloads.ts#BlockedIpChangeResult',
    RemovePullZoneBlockedIpPayload: 'payloads.ts#BlockedIpChangeResult',
    AddPullZoneAllowedReferrerPayload: 'payloads.ts#PullZoneHostnameResult',
    RemovePullZoneAllowedReferrerPayload: 'payloads.ts#PullZoneHostnameResult',
    AddPullZoneBlockedReferrerPayload: 'payloads.ts#PullZoneHostnameResult',
    RemovePullZoneBlockedReferrerPayload: 'payloads.ts#PullZoneHostnameResult',
    AddPullZoneHostnamePayload: 'payloads.ts#PullZoneHostnameResult',
    RemovePullZoneHostnamePayload: 'payloads.ts#PullZoneHostnameResult',
    SetPullZoneHostnameForceSslPayload: 'payloads.ts#PullZoneHostnameResult',
    UploadPullZoneCertificatePayload: 'payloads.ts#PullZoneHostnameResult',
    RemovePullZoneCertificatePayload: 'payloads.ts#PullZoneHostnameResult',
    SetPullZoneCertificateKeyTypePayload: 'payloads.ts#PullZoneHostnameResult',
    IssuePullZoneFreeCertificatePayload: 'payloads.ts#HostnameCertificateResult',
    CompletePullZoneExternalDnsCertificatePayload: 'payloads.ts#HostnameCertificateResult',
    CompletePullZoneExternalHttpCertificatePayload: 'payloads.ts#HostnameCertificateResult',
    RequestPullZoneExternalHttpCertificatePayload: 'payloads.ts#ExternalCertificateRequestResult',
    RequestPullZoneExternalDnsCertificatePayload: 'payloads.ts#ExternalCertificateRequestResult',
    SetPullZoneEdgeRuleEnabledPayload: 'payloads.ts#EdgeRuleToggleResult',
    SetPullZoneEdgeRulePayload: 'payloads.ts#EdgeRuleSaveResult',
    DeletePullZoneEdgeRulePayload: 'payloads.ts#EdgeRuleDeletionResult',
  },
  coverage: pullZonesCoverage,
  graphiql: {
    query: pullZonesGraphiqlTab,
    ids: pullZonesGraphiqlIds,
    placeholders: { pullZoneId: 0, blockedIp: '203.0.113.1', edgeRuleId: 'edge rule id' },
  },
  client: (session, credentials) => new PullZonesClient(session, credentials),
});
