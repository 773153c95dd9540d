import type { Echoed } from '../shared/mutationPayload.js';
import type * as Up from './upstreamTypes.js';

/**
 * The parents of the DNS mutation payloads: what the mutation knows without reading bunny.net again. Their
 * `dnsZone` and `dnsRecord` fields are read from the ids only when a query selects them (payloadLinks.ts).
 */

type Done = Echoed;

export interface DnsAvailabilityResult {
  domain: string;
  available: boolean | null;
}

export interface DnsZoneCreationResult extends Done {
  domain: string;
  /** The zone bunny.net answered, when it answered one. */
  zone: Up.KnownDnsZone | null;
}

export interface DnsZoneUpdateResult extends Done {
  dnsZoneId: number;
  /** The zone bunny.net answered, when it answered one. */
  zone: Up.KnownDnsZone | null;
}

export interface DnsZoneDeletionResult extends Done {
  dnsZoneId: number;
}

export interface DnsZoneImportResult extends Done {
  dnsZoneId: number;
  result: Up.UpstreamDnsZoneImportResult | null;
}

export interface DnssecChangeResult extends Done {
  dnsZoneId: number;
  dnssec: Up.UpstreamDnssec | null;
}

export interface DnsCertificateIssueResult extends Done {
  dnsZoneId: number;
  domain: string | null;
}

export interface DnsRecordCreationResult extends Done {
  dnsZoneId: number;
  record: Up.KnownDnsRecord | null;
}

export interface DnsRecordChangeResult extends Done {
  dnsZoneId: number;
  dnsRecordId: number;
}

export interface DnsRecordScanStartResult extends Done {
  dnsZoneId: number | null;
  domain: string | null;
  start: Up.UpstreamRecordScanStart | null;
}
