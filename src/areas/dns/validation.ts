import type {
  DnsZoneRecordsArgs,
  DnsZoneStatisticsArgs,
  CreateDnsRecordInput,
  CreateDnsZoneInput,
  DeleteDnsRecordInput,
  ImportDnsZoneRecordsInput,
  IssueDnsZoneCertificateInput,
  QueryDnsZoneAvailabilityArgs,
  QueryDnsZonesArgs,
  ScanDnsRecordsInput,
  UpdateDnsRecordInput,
  UpdateDnsZoneInput,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
import { checkOptionalRange } from '../shared/dateRange.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { checkNewRecord, checkRecordChange } from './records/validation.js';

/** Every argument check of the DNS operations, one entry per GraphQL field; records' fields in recordValidation.ts. */
const check = validatorsFor('dns');

const MAX_RECORDS_PER_ZONE_CREATION = 100;
const MAX_STATISTICS_DAYS = 366;

/** A zone's own id, the argument most DNS fields take. */
const zoneId = (args: { dnsZoneId: number }): void => {
  check.positiveId('dnsZoneId', args.dnsZoneId);
};

/** A mutation's zone, named by its path in the one `input` argument. */
const inputZoneId = (input: { dnsZoneId: number }): void => {
  check.positiveId('input.dnsZoneId', input.dnsZoneId);
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

  createDnsZone(input: CreateDnsZoneInput): void {
    check.certificateHostname('input.domain', input.domain);
    const records = input.records ?? [];
    if (records.length > MAX_RECORDS_PER_ZONE_CREATION)
      throw check.refusal('input.records', `input.records may hold at most ${MAX_RECORDS_PER_ZONE_CREATION} records.`);
    for (const [index, record] of records.entries()) checkNewRecord(`input.records[${index}]`, record);
  },

  updateDnsZone({ dnsZoneId, dnsZone: changes }: UpdateDnsZoneInput): void {
    inputZoneId({ dnsZoneId });
    if (Object.values(changes).every((value) => value == null))
      throw check.refusal('input.dnsZone', 'input.dnsZone must change at least one setting.');
    if (changes.nameserver1 != null) check.hostname('input.dnsZone.nameserver1', changes.nameserver1);
    if (changes.nameserver2 != null) check.hostname('input.dnsZone.nameserver2', changes.nameserver2);
    if (changes.soaEmail != null) soaEmail('input.dnsZone.soaEmail', changes.soaEmail);
  },

  deleteDnsZone: inputZoneId,

  /** The zone file: the file part of the multipart request that stands for `input.zoneFile`, claimed by this field. */
  importDnsZoneRecords(input: ImportDnsZoneRecordsInput, uploads: StreamedUploads | undefined): StreamedUpload {
    inputZoneId(input);
    const upload = claimUpload(input.zoneFile, uploads);
    if (!upload)
      throw check.refusal(
        'input.zoneFile',
        'Send the zone file as the file part of a GraphQL multipart request, for one field only.',
      );
    return upload;
  },

  setDnsZoneDnssec: inputZoneId,

  issueDnsZoneCertificate(input: IssueDnsZoneCertificateInput): void {
    inputZoneId(input);
    if (input.domain != null) check.hostname('input.domain', input.domain, { wildcard: true });
  },

  createDnsRecord(input: CreateDnsRecordInput): void {
    inputZoneId(input);
    checkNewRecord('input.dnsRecord', input.dnsRecord);
  },

  updateDnsRecord(input: UpdateDnsRecordInput): void {
    inputZoneId(input);
    check.positiveId('input.dnsRecordId', input.dnsRecordId);
    checkRecordChange('input.dnsRecord', input.dnsRecord);
  },

  deleteDnsRecord(input: DeleteDnsRecordInput): void {
    inputZoneId(input);
    check.positiveId('input.dnsRecordId', input.dnsRecordId);
  },

  /** Exactly one of `input.dnsZoneId` and `input.domain`, as bunny.net requires. */
  scanDnsRecords(input: ScanDnsRecordsInput): void {
    if ((input.dnsZoneId == null) === (input.domain == null))
      throw check.refusal(
        input.dnsZoneId == null ? 'input.dnsZoneId' : 'input.domain',
        'Give exactly one of input.dnsZoneId and input.domain.',
      );
    if (input.dnsZoneId != null) check.positiveId('input.dnsZoneId', input.dnsZoneId);
    if (input.domain != null) check.certificateHostname('input.domain', input.domain);
  },
};
