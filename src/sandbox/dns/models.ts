import type { DnsRecord, DnsRecordScan, DnsZone } from './state.js';
import { Random } from '../core/random.js';

/**
 * bunny.net's DNS models as the sandbox answers them (DnsZoneModel, DnsRecordModel, DnsZoneRecordScanJobResponse):
 * what the state keeps, and believable defaults for the rest.
 */

const DAY_MS = 86_400_000;
const PULL_ZONE = 7;
const SCRIPT = 11;

/** DnsRecordModel: a PULL_ZONE or SCRIPT record names what it points at in `LinkName`, as bunny.net does. */
export function recordModel(record: DnsRecord): Record<string, unknown> {
  const { PullZoneId, ScriptId, ...fields } = record.fields;
  const link = fields['Type'] === PULL_ZONE ? PullZoneId : fields['Type'] === SCRIPT ? ScriptId : undefined;
  const accelerated = fields['Accelerated'] === true;
  return {
    Id: record.id,
    Type: 0,
    Ttl: 300,
    Value: '',
    Name: '',
    Weight: 0,
    Priority: 0,
    Port: 0,
    Flags: 0,
    Tag: '',
    AcceleratedPullZoneId: accelerated && typeof PullZoneId === 'number' ? PullZoneId : 0,
    LinkName: link === undefined ? '' : String(link),
    IPGeoLocationInfo: null,
    GeolocationInfo: null,
    MonitorStatus: fields['MonitorType'] ? 1 : 0,
    MonitorType: 0,
    GeolocationLatitude: 0,
    GeolocationLongitude: 0,
    EnviromentalVariables: [],
    LatencyZone: null,
    SmartRoutingType: 0,
    Disabled: false,
    Comment: null,
    AutoSslIssuance: true,
    ...fields,
    Accelerated: accelerated,
    AccelerationStatus: accelerated ? 3 : 0,
  };
}

/** DnsZoneModel, with every record (bunny.net's `Full` view). */
export function zoneModel(zone: DnsZone, now: Date): Record<string, unknown> {
  return {
    CustomNameserversEnabled: false,
    Nameserver1: 'kiki.bunny.net',
    Nameserver2: 'coco.bunny.net',
    LoggingEnabled: false,
    LoggingIPAnonymizationEnabled: true,
    LogAnonymizationType: 0,
    CertificateKeyType: 0,
    ...zone.settings,
    Id: zone.id,
    Domain: zone.domain,
    Records: zone.records.map(recordModel),
    DateCreated: zone.dateCreated.toISOString(),
    DateModified: zone.dateModified.toISOString(),
    NameserversDetected: zone.id % 3 !== 0,
    NameserversNextCheck: new Date(Math.ceil(now.getTime() / DAY_MS) * DAY_MS).toISOString(),
    DnsSecEnabled: zone.dnssecEnabled,
  };
}

/** The records a scan finds for a domain: the same ones every time for the same domain. */
function discoveredRecords(domain: string): Record<string, unknown>[] {
  const random = new Random(`dns-scan:${domain}`);
  return [
    { Name: domain, Type: 0, Ttl: 3600, Value: `192.0.2.${random.int(1, 254)}`, IsProxied: false },
    { Name: `www.${domain}`, Type: 2, Ttl: 3600, Value: domain, IsProxied: random.int(0, 1) === 1 },
    { Name: domain, Type: 4, Ttl: 3600, Value: `mail.${domain}`, Priority: 10, IsProxied: false },
    { Name: domain, Type: 16, Ttl: 86400, Value: `ns1.registrar.example. hostmaster.${domain}.`, IsProxied: false },
  ];
}

/** DnsZoneRecordScanJobResponse: a sandbox scan completes at once. */
export function scanModel(scan: DnsRecordScan, accountId: string): Record<string, unknown> {
  return {
    JobId: scan.jobId,
    ZoneId: scan.zoneId,
    Domain: scan.domain,
    AccountId: accountId,
    Status: 2,
    CreatedAt: scan.createdAt.toISOString(),
    CompletedAt: scan.createdAt.toISOString(),
    Records: discoveredRecords(scan.domain),
    Error: null,
  };
}
