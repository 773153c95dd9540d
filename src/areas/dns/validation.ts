import type {
  DnsZoneRecordsArgs,
  DnsZoneStatisticsArgs,
  MutationAddDnsRecordArgs,
  MutationCreateDnsZoneArgs,
  MutationDeleteDnsRecordArgs,
  MutationImportDnsZoneRecordsArgs,
  MutationIssueDnsZoneCertificateArgs,
  MutationScanDnsRecordsArgs,
  MutationUpdateDnsRecordArgs,
  MutationUpdateDnsZoneArgs,
  QueryDnsZoneAvailabilityArgs,
  QueryDnsZonesArgs,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
import { checkOptionalRange } from '../shared/dateRange.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { checkNewRecord, checkRecordChange } from './recordValidation.js';

/** Every argument check of the DNS operations, one entry per GraphQL field; records' fields in recordValidation.ts. */
const check = validatorsFor('dns');

const MAX_RECORDS_PER_ZONE_CREATION = 100;
const MAX_STATISTICS_DAYS = 366;

/** A zone's own id, the argument most DNS fields take. */
const zoneId = (args: { dnsZoneId: number }): void => {
  check.positiveId('dnsZoneId', args.dnsZoneId);
};

/** An e-mail address as a SOA record holds one: visible ASCII, one `@`, a hostname after it. */
function soaEmail(argument: string, value: string): void {
  check.visibleAscii(argument, value, 3, 254);
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) throw check.refusal(argument, `${argument} must be an e-mail address.`);
  check.hostname(argument, value.slice(at + 1));
}

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  dnsZones(args: QueryDnsZonesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('dns', `dnsZones?search=${args.search ?? ''}`, args);
  },

  dnsZone: zoneId,

  dnsZoneAvailability(args: QueryDnsZoneAvailabilityArgs): void {
    check.certificateHostname('domain', args.domain);
  },

  /** A zone's records: the page, within that zone's list with the same filters. */
  records(dnsZoneId: number, args: DnsZoneRecordsArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    const list = `dnsZone/${dnsZoneId}/records?type=${args.type ?? ''}&search=${args.search ?? ''}`;
    return pageRequest('dns', list, args);
  },

  /** `from` and `to`, each optional, in order, at most a year apart. */
  statistics(args: DnsZoneStatisticsArgs): void {
    checkOptionalRange('dns', args, MAX_STATISTICS_DAYS);
  },

  createDnsZone({ input }: MutationCreateDnsZoneArgs): void {
    check.certificateHostname('input.domain', input.domain);
    const records = input.records ?? [];
    if (records.length > MAX_RECORDS_PER_ZONE_CREATION)
      throw check.refusal('input.records', `input.records may hold at most ${MAX_RECORDS_PER_ZONE_CREATION} records.`);
    for (const [index, record] of records.entries()) checkNewRecord(`input.records[${index}]`, record);
  },

  updateDnsZone({ dnsZoneId, input }: MutationUpdateDnsZoneArgs): void {
    zoneId({ dnsZoneId });
    if (Object.values(input).every((value) => value == null))
      throw check.refusal('input', 'input must change at least one setting.');
    if (input.nameserver1 != null) check.hostname('input.nameserver1', input.nameserver1);
    if (input.nameserver2 != null) check.hostname('input.nameserver2', input.nameserver2);
    if (input.soaEmail != null) soaEmail('input.soaEmail', input.soaEmail);
  },

  deleteDnsZone: zoneId,

  /** The zone file: the file part of the multipart request that stands for `zoneFile`, claimed by this field. */
  importDnsZoneRecords(args: MutationImportDnsZoneRecordsArgs, uploads: StreamedUploads | undefined): StreamedUpload {
    zoneId(args);
    const upload = claimUpload(args.zoneFile, uploads);
    if (!upload)
      throw check.refusal(
        'zoneFile',
        'Send the zone file as the file part of a GraphQL multipart request, for one field only.',
      );
    return upload;
  },

  setDnsZoneDnssec: zoneId,

  issueDnsZoneCertificate(args: MutationIssueDnsZoneCertificateArgs): void {
    zoneId(args);
    if (args.domain != null) check.hostname('domain', args.domain, { wildcard: true });
  },

  addDnsRecord(args: MutationAddDnsRecordArgs): void {
    zoneId(args);
    checkNewRecord('input', args.input);
  },

  updateDnsRecord(args: MutationUpdateDnsRecordArgs): void {
    zoneId(args);
    check.positiveId('dnsRecordId', args.dnsRecordId);
    checkRecordChange('input', args.input);
  },

  deleteDnsRecord(args: MutationDeleteDnsRecordArgs): void {
    zoneId(args);
    check.positiveId('dnsRecordId', args.dnsRecordId);
  },

  /** Exactly one of `dnsZoneId` and `domain`, as bunny.net requires. */
  scanDnsRecords(args: MutationScanDnsRecordsArgs): void {
    if ((args.dnsZoneId == null) === (args.domain == null))
      throw check.refusal(args.dnsZoneId == null ? 'dnsZoneId' : 'domain', 'Give exactly one of dnsZoneId and domain.');
    if (args.dnsZoneId != null) check.positiveId('dnsZoneId', args.dnsZoneId);
    if (args.domain != null) check.certificateHostname('domain', args.domain);
  },
};
