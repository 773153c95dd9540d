import { GatewayError } from '../../../errors/gatewayError.js';
import type { DnsClient } from '../client.js';
import { knownRecord } from './client.js';
import type { KnownDnsRecord } from '../upstreamTypes.js';

/**
 * One record, read with its zone (`GET /dnszone/{id}` holds the zone's records; bunny.net has no read of one record),
 * through the request's zone loader, so a record and its zone read together are one call. Null when the zone no
 * longer holds it.
 */
export async function findRecord(
  dns: DnsClient,
  dnsZoneId: number,
  dnsRecordId: number,
): Promise<KnownDnsRecord | null> {
  const zone = await dns.loadDnsZone(dnsZoneId);
  const record = zone.Records?.find((candidate) => candidate?.Id === dnsRecordId) ?? null;
  return record === null ? null : knownRecord(record, dnsZoneId);
}

/** The record, or NOT_FOUND (`node(id:)` of a record deleted since). */
export async function requireRecord(dns: DnsClient, dnsZoneId: number, dnsRecordId: number): Promise<KnownDnsRecord> {
  const record = await findRecord(dns, dnsZoneId, dnsRecordId);
  if (record !== null) return record;
  throw new GatewayError(`DNS zone ${dnsZoneId} holds no record ${dnsRecordId}.`, {
    code: 'NOT_FOUND',
    service: 'dns',
  });
}
