import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { scanStatuses } from '../enums.js';
import { dnsRecordGlobalId, dnsZoneGlobalId } from '../node.js';
import { findRecord } from '../records/zoneRecords.js';

/**
 * What the DNS mutations answer beyond their own arguments: the global ids of what they deleted, and the zone or
 * record as it is now, read from bunny.net only when selected (`GET /dnszone/{id}`, shared within the request).
 */
export const dnsPayloadResolvers: Resolvers = {
  CreateDnsZonePayload: {
    dnsZone: (creation, _, { scope: { dns } }) => creation.zone ?? dns.findZoneByDomain(creation.domain),
  },
  UpdateDnsZonePayload: {
    dnsZone: (update) => update.zone,
  },
  DeleteDnsZonePayload: {
    deletedDnsZoneId: (deletion) => dnsZoneGlobalId(deletion.dnsZoneId),
  },
  ImportDnsZoneRecordsPayload: {
    recordsSuccessful: (done) => done.result?.RecordsSuccessful ?? null,
    recordsFailed: (done) => done.result?.RecordsFailed ?? null,
    recordsSkipped: (done) => done.result?.RecordsSkipped ?? null,
    dnsZone: (done, _, { scope: { dns } }) => dns.loadDnsZone(done.dnsZoneId),
  },
  SetDnsZoneDnssecPayload: {
    enabled: (change) => change.dnssec?.Enabled ?? null,
    dsConfigured: (change) => change.dnssec?.DsConfigured ?? null,
    dsRecord: (change) => change.dnssec?.DsRecord ?? null,
    digest: (change) => change.dnssec?.Digest ?? null,
    digestType: (change) => change.dnssec?.DigestType ?? null,
    algorithm: (change) => change.dnssec?.Algorithm ?? null,
    publicKey: (change) => change.dnssec?.PublicKey ?? null,
    keyTag: (change) => change.dnssec?.KeyTag ?? null,
    flags: (change) => change.dnssec?.Flags ?? null,
    dnsZone: (change, _, { scope: { dns } }) => dns.loadDnsZone(change.dnsZoneId),
  },
  IssueDnsZoneCertificatePayload: {
    dnsZone: (issue, _, { scope: { dns } }) => dns.loadDnsZone(issue.dnsZoneId),
  },
  CreateDnsRecordPayload: {
    dnsRecord: (creation) => creation.record,
    dnsZone: (creation, _, { scope: { dns } }) => dns.loadDnsZone(creation.dnsZoneId),
  },
  UpdateDnsRecordPayload: {
    dnsRecord: (update, _, { scope: { dns } }) => findRecord(dns, update.dnsZoneId, update.dnsRecordId),
    dnsZone: (update, _, { scope: { dns } }) => dns.loadDnsZone(update.dnsZoneId),
  },
  DeleteDnsRecordPayload: {
    deletedDnsRecordId: (deletion) => dnsRecordGlobalId(deletion.dnsZoneId, deletion.dnsRecordId),
    dnsZone: (deletion, _, { scope: { dns } }) => dns.loadDnsZone(deletion.dnsZoneId),
  },
  ScanDnsRecordsPayload: {
    jobId: (start) => start.start?.JobId ?? null,
    status: (start) => scanStatuses.fromUpstream(start.start?.Status),
    dnsZone: (start, _, { scope: { dns } }) => (start.dnsZoneId === null ? null : dns.loadDnsZone(start.dnsZoneId)),
  },
};
