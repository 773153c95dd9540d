import {
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_DOMAIN,
  ACME_DNS_RECORD_COUNT,
  ACME_DNS_ZONE_ID,
  ACME_WWW_DNS_RECORD_ID,
  FIRST_CREATED_DNS_RECORD_ID,
  FIRST_CREATED_DNS_ZONE_ID,
  FIRST_CUSTOMER_DNS_ZONE_ID,
  MEDIA_DNS_DOMAIN,
  MEDIA_DNS_ZONE_ID,
  SEEDED_DNS_ZONE_COUNT,
} from './fixtures.js';
import type { DnsRecord, DnsState, DnsZone } from './state.js';
import { MEDIA_PULL_ZONE_ID, WEB_PULL_ZONE_ID } from '../fixtures.js';
import type { JsonObject } from '../core/json.js';

/** Every account's DNS at the start: two named zones, then quiet customer zones to page through. */

const DAY_MS = 86_400_000;

/** DnsRecordTypes codes the seed uses. */
const A = 0;
const CNAME = 2;
const TXT = 3;
const MX = 4;
const PULL_ZONE = 7;

const record = (id: number, fields: JsonObject): DnsRecord => ({ id, fields: { Ttl: 300, ...fields } });

function acmeRecords(): DnsRecord[] {
  const named = [
    record(ACME_WWW_DNS_RECORD_ID, { Type: PULL_ZONE, Name: 'www', PullZoneId: WEB_PULL_ZONE_ID }),
    record(ACME_APEX_DNS_RECORD_ID, { Type: A, Name: '', Value: '192.0.2.10', MonitorType: 1 }),
    record(9_120_003, { Type: PULL_ZONE, Name: 'media', PullZoneId: MEDIA_PULL_ZONE_ID }),
    record(9_120_004, { Type: MX, Name: '', Value: 'mail.acme-demo.com', Priority: 10 }),
    record(9_120_005, { Type: TXT, Name: '', Value: 'v=spf1 include:_spf.acme-demo.com -all', Ttl: 3600 }),
    record(9_120_006, { Type: CNAME, Name: 'status', Value: 'acme.statuspage.example', Comment: 'Status page' }),
  ];
  const hosts = Array.from({ length: ACME_DNS_RECORD_COUNT - named.length }, (_, index) =>
    record(9_120_101 + index, {
      Type: A,
      Name: `host-${String(index + 1).padStart(2, '0')}`,
      Value: `198.51.100.${index + 10}`,
    }),
  );
  return [...named, ...hosts];
}

function zone(id: number, domain: string, created: Date, records: DnsRecord[]): DnsZone {
  return {
    id,
    domain,
    dateCreated: created,
    dateModified: created,
    settings: { SoaEmail: `hostmaster@${domain}`, LoggingEnabled: false, CertificateKeyType: 0 },
    dnssecEnabled: false,
    records,
  };
}

function customerZones(now: Date): DnsZone[] {
  return Array.from({ length: SEEDED_DNS_ZONE_COUNT - 2 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const domain = `acme-customer-${number}.example`;
    const created = new Date(now.getTime() - (200 - index) * DAY_MS);
    return zone(FIRST_CUSTOMER_DNS_ZONE_ID + index, domain, created, [
      record(9_130_001 + index * 10, { Type: A, Name: '', Value: `203.0.113.${index + 1}` }),
    ]);
  });
}

export function seedDns(now: Date): DnsState {
  const acme = zone(ACME_DNS_ZONE_ID, ACME_DNS_DOMAIN, new Date(now.getTime() - 640 * DAY_MS), acmeRecords());
  acme.dnssecEnabled = true;
  acme.latestScan = {
    jobId: '5d1c7e2a-9b3f-4c8d-a6e1-2f7b0c9d4e13',
    zoneId: ACME_DNS_ZONE_ID,
    domain: ACME_DNS_DOMAIN,
    createdAt: new Date(now.getTime() - 640 * DAY_MS),
  };
  const media = zone(MEDIA_DNS_ZONE_ID, MEDIA_DNS_DOMAIN, new Date(now.getTime() - 300 * DAY_MS), [
    record(9_121_001, { Type: A, Name: '', Value: '192.0.2.20' }),
  ]);
  const zones = [acme, media, ...customerZones(now)];
  return {
    zones: new Map(zones.map((entry) => [entry.id, entry])),
    nextZoneId: FIRST_CREATED_DNS_ZONE_ID,
    nextRecordId: FIRST_CREATED_DNS_RECORD_ID,
  };
}
