import type { components } from '../../__generated__/upstream/core-api.js';

/**
 * bunny DNS's records as core-api.json describes them: aliases of the types generated from the published document
 * (`npm run upstream-types`), never written by hand. The names are the area's, so its client, mappers and codegen's
 * `mappers` (index.ts) do not change when the document does.
 */

type Schemas = components['schemas'];

export type UpstreamDnsZone = Schemas['DnsZoneModel'];
export type UpstreamDnsRecord = Schemas['DnsRecordModel'];
export type UpstreamAddDnsZone = Schemas['DnsZoneAddModel'];
export type UpstreamUpdateDnsZone = Schemas['UpdateDnsZoneModel'];
export type UpstreamAddDnsRecord = Schemas['AddDnsRecordModel'];
export type UpstreamUpdateDnsRecord = Schemas['UpdateDnsRecordModel'];
export type UpstreamDnsRecordVariable = Schemas['DnsRecordEnviromentalVariableModel'];
export type UpstreamDnsRecordGeolocation = Schemas['DnsRecordGeoLocationInfo'];
export type UpstreamDnsRecordIpGeolocation = Schemas['GeoDnsLocationModel'];
export type UpstreamDnsZoneStatistics = Schemas['DnsZoneStatisticsModel'];
export type UpstreamDnssec = Schemas['DnsSecDsRecordModel'];
export type UpstreamDnsZoneImportResult = Schemas['DnsZoneImportResultModel'];
export type UpstreamRecordScan = Schemas['DnsZoneRecordScanJobResponse'];
export type UpstreamDiscoveredRecord = Schemas['DnsZoneDiscoveredRecordModel'];
export type UpstreamRecordScanStart = Schemas['DnsZoneRecordScanTriggerResponse'];
export type UpstreamRecordScanRequest = Schemas['TriggerDnsZoneRecordScanRequest'];

/** A zone whose bunny.net id is known: the parent of the GraphQL `DnsZone`. */
export type KnownDnsZone = UpstreamDnsZone & { Id: number };

/**
 * A record whose id and zone are known: the parent of the GraphQL `DnsRecord`. bunny.net's record does not name its
 * zone; the gateway adds `dnsZoneId` (its own, hence the lower case) from the path or zone it read the record from.
 */
export type KnownDnsRecord = UpstreamDnsRecord & { Id: number; dnsZoneId: number };

/** `POST /dnszone/checkavailability`: the document shows no body; bunny.net answers `{ Available }`. */
export interface UpstreamAvailability {
  Available?: boolean;
}
