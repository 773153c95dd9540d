import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import {
  accelerationStatuses,
  certificateKeyTypes,
  discoveredRecordType,
  logAnonymizations,
  monitorStatuses,
  monitorTypes,
  recordTypes,
  scanStatuses,
  smartRoutingTypes,
} from './enums.js';
import { dnsRecordGlobalId, dnsZoneGlobalId } from './node.js';
import { pullZoneIdOf } from './links/pullZone.js';
import { zoneFileDownloadPath } from './zoneFileDownload.js';

/**
 * DNS records as the graph shows them: the parent of each type is bunny.net's PascalCase record (codegen `mappers`);
 * each field reads its property only when selected, renaming and decoding it. Lists bunny.net leaves out are empty.
 */

/** A map of counts keyed by name, as `{ type, queries }` entries in bunny.net's order. */
function countsByKey(map: Record<string, number> | null | undefined) {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([type, queries]) =>
    typeof queries === 'number' && Number.isSafeInteger(queries) ? [{ type, queries }] : [],
  );
}

export const dnsTypeResolvers: Resolvers = {
  DnsZone: {
    id: (zone) => dnsZoneGlobalId(zone.Id),
    dnsZoneId: prop('Id'),
    domain: prop('Domain'),
    dateCreated: (zone) => upstreamDateTime(zone.DateCreated),
    dateModified: (zone) => upstreamDateTime(zone.DateModified),
    nameserversDetected: prop('NameserversDetected'),
    nameserversNextCheck: (zone) => upstreamDateTime(zone.NameserversNextCheck),
    customNameserversEnabled: prop('CustomNameserversEnabled'),
    nameserver1: prop('Nameserver1'),
    nameserver2: prop('Nameserver2'),
    soaEmail: prop('SoaEmail'),
    loggingEnabled: prop('LoggingEnabled'),
    loggingIpAnonymizationEnabled: prop('LoggingIPAnonymizationEnabled'),
    logAnonymization: (zone) => logAnonymizations.fromUpstream(zone.LogAnonymizationType),
    dnssecEnabled: prop('DnsSecEnabled'),
    certificateKeyType: (zone) => certificateKeyTypes.fromUpstream(zone.CertificateKeyType),
    zoneFileDownloadPath: (zone) => zoneFileDownloadPath(zone.Id),
  },
  DnsRecord: {
    id: (record) => dnsRecordGlobalId(record.dnsZoneId, record.Id),
    dnsRecordId: prop('Id'),
    type: (record) => recordTypes.fromUpstream(record.Type),
    name: prop('Name'),
    value: prop('Value'),
    ttl: prop('Ttl'),
    weight: prop('Weight'),
    priority: prop('Priority'),
    port: prop('Port'),
    // An int32 with OpenAPI's `byte` format, which generators read as base64 text: only an integer is a CAA flag.
    flags: (record) => (Number.isInteger(record.Flags) ? record.Flags : null),
    tag: prop('Tag'),
    accelerated: prop('Accelerated'),
    accelerationStatus: (record) => accelerationStatuses.fromUpstream(record.AccelerationStatus),
    linkName: prop('LinkName'),
    pullZoneId: pullZoneIdOf,
    enabled: (record) => (typeof record.Disabled === 'boolean' ? !record.Disabled : null),
    comment: prop('Comment'),
    autoSslIssuance: prop('AutoSslIssuance'),
    smartRoutingType: (record) => smartRoutingTypes.fromUpstream(record.SmartRoutingType),
    latencyZone: prop('LatencyZone'),
    geolocationLatitude: prop('GeolocationLatitude'),
    geolocationLongitude: prop('GeolocationLongitude'),
    geolocation: prop('GeolocationInfo'),
    ipGeolocation: prop('IPGeoLocationInfo'),
    monitorType: (record) => monitorTypes.fromUpstream(record.MonitorType),
    monitorStatus: (record) => monitorStatuses.fromUpstream(record.MonitorStatus),
    environmentVariables: (record) => withoutNulls(record.EnviromentalVariables) ?? [],
  },
  DnsRecordGeolocation: {
    country: prop('Country'),
    city: prop('City'),
    latitude: prop('Latitude'),
    longitude: prop('Longitude'),
  },
  DnsRecordIpGeolocation: {
    countryCode: prop('CountryCode'),
    country: prop('Country'),
    asn: prop('ASN'),
    organizationName: prop('OrganizationName'),
    city: prop('City'),
  },
  DnsRecordVariable: {
    name: prop('Name'),
    value: prop('Value'),
  },
  DnsZoneStatistics: {
    totalQueriesServed: prop('TotalQueriesServed'),
    queriesServedChart: (stats) => chartPoints(stats.QueriesServedChart),
    normalQueriesServedChart: (stats) => chartPoints(stats.NormalQueriesServedChart),
    smartQueriesServedChart: (stats) => chartPoints(stats.SmartQueriesServedChart),
    queriesByType: (stats) => countsByKey(stats.QueriesByTypeChart),
  },
  DnsRecordScan: {
    jobId: prop('JobId'),
    status: (scan) => scanStatuses.fromUpstream(scan.Status),
    dnsZoneId: prop('ZoneId'),
    domain: prop('Domain'),
    createdAt: (scan) => upstreamDateTime(scan.CreatedAt),
    completedAt: (scan) => upstreamDateTime(scan.CompletedAt),
    error: prop('Error'),
    records: (scan) => withoutNulls(scan.Records) ?? [],
  },
  DiscoveredDnsRecord: {
    name: prop('Name'),
    type: (record) => discoveredRecordType(record.Type),
    ttl: prop('Ttl'),
    value: prop('Value'),
    priority: prop('Priority'),
    weight: prop('Weight'),
    port: prop('Port'),
    proxied: prop('IsProxied'),
  },
};
