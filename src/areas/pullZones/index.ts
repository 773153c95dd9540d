import { defineArea, sdl } from '../shared/area.js';
import { PullZonesClient } from './client.js';
import { pullZonesCoverage } from './coverage.js';
import { pullZonesGraphiqlTab } from './graphiqlTab.js';
import { pullZoneNode } from './node.js';
import { pullZonesResolvers } from './resolvers.js';
import { pullZoneStatisticsResolvers } from './statistics.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly pullZones: PullZonesClient;
  }
}

/** Pull Zones: zones, their hostnames, edge rules and statistics. */
export const pullZonesArea = defineArea({
  name: 'pullZones',
  typeDefs: [sdl('pullZones.graphql')],
  resolvers: [pullZonesResolvers, pullZoneStatisticsResolvers],
  nodes: [pullZoneNode],
  mappers: {
    PullZone: 'upstreamTypes.ts#KnownPullZone',
    PullZoneHostname: 'upstreamTypes.ts#UpstreamHostname',
    EdgeRule: 'upstreamTypes.ts#UpstreamEdgeRule',
    EdgeRuleToggle: 'payloads.ts#EdgeRuleToggleResult',
    BlockedIpRemoval: 'payloads.ts#BlockedIpRemovalResult',
    ExternalHttpCertificateRequest: 'payloads.ts#ExternalHttpCertificateRequestResult',
    SecurityKeyReset: 'payloads.ts#SecurityKeyResetResult',
    PullZoneStatistics: 'upstreamTypes.ts#UpstreamStatistics',
  },
  coverage: pullZonesCoverage,
  graphiql: {
    query: pullZonesGraphiqlTab,
    placeholders: { pullZoneId: 0, blockedIp: '203.0.113.1', edgeRuleId: 'edge rule id' },
  },
  client: (session, credentials) => new PullZonesClient(session, credentials),
});
