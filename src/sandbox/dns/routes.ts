import { accessKey } from '../core/auth.js';
import { addRecord, deleteRecord, latestScan, listRecords, startScan, updateRecord } from './records.js';
import { zoneStatistics } from './statistics.js';
import { exportZone, importZone, issueCertificate, setDnssec } from './zoneFiles.js';
import { addZone, checkZoneAvailability, deleteZone, getZone, listZones, updateZone } from './zones.js';
import type { Route } from '../router.js';
import { noBody, route } from '../core/route.js';

/** A zone file a sandbox import takes: 1 MiB, far more than a seeded zone's. */
const ZONE_FILE_LIMIT = 1024 * 1024;

/** Core API (core-api.json): DNS zones, their records, zone files, DNSSEC, statistics and record scans. */
export const routes: readonly Route[] = [
  route('api', 'GET', '/dnszone', accessKey(noBody), listZones),
  route('api', 'POST', '/dnszone', accessKey(noBody), addZone),
  route('api', 'POST', '/dnszone/checkavailability', accessKey(noBody), checkZoneAvailability),
  route('api', 'POST', '/dnszone/records/scan', accessKey(noBody), startScan),
  route('api', 'GET', '/dnszone/{id:int64}', accessKey(noBody), getZone),
  route('api', 'POST', '/dnszone/{id:int64}', accessKey(noBody), updateZone),
  route('api', 'DELETE', '/dnszone/{id:int64}', accessKey(noBody), deleteZone),
  route('api', 'GET', '/dnszone/{id:int64}/export', accessKey(noBody), exportZone),
  route('api', 'POST', '/dnszone/{zoneId:int64}/import', accessKey(noBody), importZone, ZONE_FILE_LIMIT),
  route('api', 'GET', '/dnszone/{id:int64}/statistics', accessKey(noBody), zoneStatistics),
  route('api', 'POST', '/dnszone/{id:int64}/dnssec', accessKey(noBody), setDnssec(true)),
  route('api', 'DELETE', '/dnszone/{id:int64}/dnssec', accessKey(noBody), setDnssec(false)),
  route('api', 'POST', '/dnszone/{zoneId:int64}/certificate/issue', accessKey(noBody), issueCertificate),
  route('api', 'GET', '/dnszone/{zoneId:int64}/records', accessKey(noBody), listRecords),
  route('api', 'PUT', '/dnszone/{zoneId:int64}/records', accessKey(noBody), addRecord),
  route('api', 'POST', '/dnszone/{zoneId:int64}/records/{id:int64}', accessKey(noBody), updateRecord),
  route('api', 'DELETE', '/dnszone/{zoneId:int64}/records/{id:int64}', accessKey(noBody), deleteRecord),
  route('api', 'GET', '/dnszone/{zoneId:int64}/records/scan', accessKey(noBody), latestScan),
];
