import { defineArea, sdl } from '../shared/area.js';
import { dnsLiveResolvers } from './liveResolvers.js';
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
  typeDefs: [sdl('dns.graphql'), sdl('dnsLive.graphql')],
  resolvers: [dnsResolvers, dnsLiveResolvers],
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
    CreateDnsZonePayload: 'payloads.ts#DnsZoneCreationResult',
    UpdateDnsZonePayload: 'payloads.ts#DnsZoneUpdateResult',
    DeleteDnsZonePayload: 'payloads.ts#DnsZoneDeletionResult',
    ImportDnsZoneRecordsPayload: 'payloads.ts#DnsZoneImportResult',
    SetDnsZoneDnssecPayload: 'payloads.ts#DnssecChangeResult',
    IssueDnsZoneCertificatePayload: 'payloads.ts#DnsCertificateIssueResult',
    CreateDnsRecordPayload: 'payloads.ts#DnsRecordCreationResult',
    UpdateDnsRecordPayload: 'payloads.ts#DnsRecordChangeResult',
    DeleteDnsRecordPayload: 'payloads.ts#DnsRecordChangeResult',
    ScanDnsRecordsPayload: 'payloads.ts#DnsRecordScanStartResult',
  },
  coverage: dnsCoverage,
  downloads: [zoneFileDownload],
  graphiql: { query: dnsGraphiqlTab, ids: dnsGraphiqlIds, placeholders: { dnsZoneId: 0, dnsRecordId: 0 } },
  client: (session, credentials) => new DnsClient(session, credentials),
});
