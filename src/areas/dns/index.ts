import { defineArea, sdl } from '../shared/area.js';
import { DnsClient } from './client.js';
import { dnsCoverage } from './coverage.js';
import { dnsGraphiqlTab, dnsGraphiqlIds } from './graphiqlTab.js';
import { dnsNodes } from './node.js';
import { dnsResolvers } from './resolvers.js';
import { zoneFileDownload } from './zoneFileDownload.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly dns: DnsClient;
  }
}

/** DNS: bunny DNS zones, their records, statistics, DNSSEC and zone files. */
export const dnsArea = defineArea({
  name: 'dns',
  typeDefs: [sdl('dns.graphql')],
  resolvers: [dnsResolvers],
  nodes: dnsNodes,
  mappers: {
    DnsZone: 'upstreamTypes.ts#KnownDnsZone',
    DnsRecord: 'upstreamTypes.ts#KnownDnsRecord',
    DnsRecordGeolocation: 'upstreamTypes.ts#UpstreamDnsRecordGeolocation',
    DnsRecordIpGeolocation: 'upstreamTypes.ts#UpstreamDnsRecordIpGeolocation',
    DnsRecordVariable: 'upstreamTypes.ts#UpstreamDnsRecordVariable',
    DnsZoneStatistics: 'upstreamTypes.ts#UpstreamDnsZoneStatistics',
    DnsRecordScan: 'upstreamTypes.ts#UpstreamRecordScan',
    DiscoveredDnsRecord: 'upstreamTypes.ts#UpstreamDiscoveredRecord',
    DnsZoneAvailability: 'payloads.ts#DnsAvailabilityResult',
    DnsZoneCreation: 'payloads.ts#DnsZoneCreationResult',
    DnsZoneUpdate: 'payloads.ts#DnsZoneUpdateResult',
    DnsZoneDeletion: 'payloads.ts#DnsZoneDeletionResult',
    DnsZoneImport: 'payloads.ts#DnsZoneImportResult',
    DnssecChange: 'payloads.ts#DnssecChangeResult',
    DnsZoneCertificateIssue: 'payloads.ts#DnsCertificateIssueResult',
    DnsRecordCreation: 'payloads.ts#DnsRecordCreationResult',
    DnsRecordUpdate: 'payloads.ts#DnsRecordChangeResult',
    DnsRecordDeletion: 'payloads.ts#DnsRecordChangeResult',
    DnsRecordScanStart: 'payloads.ts#DnsRecordScanStartResult',
  },
  coverage: dnsCoverage,
  downloads: [zoneFileDownload],
  graphiql: { query: dnsGraphiqlTab, ids: dnsGraphiqlIds, placeholders: { dnsZoneId: 0, dnsRecordId: 0 } },
  client: (session, credentials) => new DnsClient(session, credentials),
});
