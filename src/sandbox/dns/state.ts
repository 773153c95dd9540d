import type { JsonObject } from '../core/json.js';

/**
 * The sandbox's DNS (core API): what each account's state keeps. A record keeps bunny.net's own fields as the API
 * took them (AddDnsRecordModel's names), so an update changes exactly the fields it sends.
 */

export interface DnsRecord {
  id: number;
  /** The record's fields in bunny.net's names (`Type`, `Name`, `Value`, `Ttl`, `PullZoneId`...). */
  fields: JsonObject;
}

export interface DnsRecordScan {
  jobId: string;
  zoneId: number | null;
  domain: string;
  createdAt: Date;
}

export interface DnsZone {
  id: number;
  domain: string;
  dateCreated: Date;
  dateModified: Date;
  /** The zone's settings in bunny.net's names (UpdateDnsZoneModel), as last sent. */
  settings: JsonObject;
  dnssecEnabled: boolean;
  records: DnsRecord[];
  latestScan?: DnsRecordScan;
}

export interface DnsState {
  zones: Map<number, DnsZone>;
  nextZoneId: number;
  nextRecordId: number;
}
