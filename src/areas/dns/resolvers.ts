import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withNumericId } from '../shared/codecs.js';
import { echoed } from '../shared/mutationPayload.js';
import { cappedUpload } from '../shared/uploadBody.js';
import { pagedConnection } from '../shared/paging/index.js';
import { certificateKeyTypes, logAnonymizations } from './enums.js';
import { dnsLinkResolvers } from './links/zone.js';
import { dnsTypeResolvers } from './mappers.js';
import { dnsPayloadResolvers } from './links/payloads.js';
import { toUpstreamRecord } from './records/input.js';
import type { KnownDnsZone, UpstreamDnsZone, UpstreamUpdateDnsZone } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed zone without an id cannot be refetched or linked: it is left out of the page. */
const knownZone = (zone: UpstreamDnsZone | null): KnownDnsZone | null => withNumericId(zone);

export const dnsResolvers: Resolvers = {
  Query: {
    dnsZones: (_, args, { scope: { dns } }) =>
      pagedConnection(validate.dnsZones(args), dns.zoneList(args.search ?? undefined), knownZone),

    dnsZone: async (_, args, { scope: { dns } }) => {
      validate.dnsZone(args);
      return dns.loadDnsZone(args.dnsZoneId);
    },

    dnsZoneAvailability: async (_, args, { scope: { dns } }) => {
      validate.dnsZoneAvailability(args);
      const answer = await dns.checkAvailability(args.domain);
      return { domain: args.domain, available: answer?.Available ?? null };
    },
  },

  Mutation: {
    createDnsZone: async (_, { input }, { scope: { dns } }) => {
      validate.createDnsZone(input);
      const { domain, records } = input;
      const zone = await dns.createZone({ Domain: domain, ...(records && { Records: records.map(toUpstreamRecord) }) });
      return { domain, zone, ...echoed(input) };
    },

    updateDnsZone: async (_, { input }, { scope: { dns } }) => {
      validate.updateDnsZone(input);
      const zone = await dns.updateZone(input.dnsZoneId, toUpstreamZoneSettings(input.dnsZone));
      return { dnsZoneId: input.dnsZoneId, zone, ...echoed(input) };
    },

    deleteDnsZone: async (_, { input }, { scope: { dns } }) => {
      validate.deleteDnsZone(input);
      await dns.deleteZone(input.dnsZoneId);
      return { dnsZoneId: input.dnsZoneId, ...echoed(input) };
    },

    importDnsZoneRecords: async (_, { input }, { scope: { dns, config, uploads } }) => {
      const upload = validate.importDnsZoneRecords(input, uploads);
      const file = cappedUpload(upload, config.limits.maxUploadBytes, 'dns', 'input.zoneFile');
      const result = await dns.importZoneFile(input.dnsZoneId, file);
      return { dnsZoneId: input.dnsZoneId, result, ...echoed(input) };
    },

    setDnsZoneDnssec: async (_, { input }, { scope: { dns } }) => {
      validate.setDnsZoneDnssec(input);
      const dnssec = await dns.setDnssec(input.dnsZoneId, input.enabled);
      return { dnsZoneId: input.dnsZoneId, dnssec, ...echoed(input) };
    },

    issueDnsZoneCertificate: async (_, { input }, { scope: { dns } }) => {
      validate.issueDnsZoneCertificate(input);
      await dns.issueCertificate(input.dnsZoneId, input.domain ?? undefined);
      return { dnsZoneId: input.dnsZoneId, domain: input.domain ?? null, ...echoed(input) };
    },

    createDnsRecord: async (_, { input }, { scope: { dns } }) => {
      validate.createDnsRecord(input);
      const record = await dns.records.addRecord(input.dnsZoneId, toUpstreamRecord(input.dnsRecord));
      return { dnsZoneId: input.dnsZoneId, record, ...echoed(input) };
    },

    updateDnsRecord: async (_, { input }, { scope: { dns } }) => {
      validate.updateDnsRecord(input);
      const { dnsZoneId, dnsRecordId } = input;
      await dns.records.updateRecord(dnsZoneId, dnsRecordId, { ...toUpstreamRecord(input.dnsRecord), Id: dnsRecordId });
      return { dnsZoneId, dnsRecordId, ...echoed(input) };
    },

    deleteDnsRecord: async (_, { input }, { scope: { dns } }) => {
      validate.deleteDnsRecord(input);
      await dns.records.deleteRecord(input.dnsZoneId, input.dnsRecordId);
      return { dnsZoneId: input.dnsZoneId, dnsRecordId: input.dnsRecordId, ...echoed(input) };
    },

    scanDnsRecords: async (_, { input }, { scope: { dns } }) => {
      validate.scanDnsRecords(input);
      const dnsZoneId = input.dnsZoneId ?? null;
      const domain = input.domain ?? null;
      const start = await dns.records.startRecordScan(dnsZoneId === null ? { Domain: domain } : { ZoneId: dnsZoneId });
      return { dnsZoneId, domain, start, ...echoed(input) };
    },
  },

  ...dnsTypeResolvers,
  ...dnsPayloadResolvers,
  ...dnsLinkResolvers,
  DnsZone: { ...dnsTypeResolvers.DnsZone, ...dnsLinkResolvers.DnsZone },
  DnsRecord: { ...dnsTypeResolvers.DnsRecord, ...dnsLinkResolvers.DnsRecord },
};

/** The settings given, as bunny.net's UpdateDnsZoneModel: the others are left out, so they do not change. */
function toUpstreamZoneSettings(input: Parameters<typeof validate.updateDnsZone>[0]['dnsZone']): UpstreamUpdateDnsZone {
  const body: UpstreamUpdateDnsZone = {};
  if (input.customNameserversEnabled != null) body.CustomNameserversEnabled = input.customNameserversEnabled;
  if (input.nameserver1 != null) body.Nameserver1 = input.nameserver1;
  if (input.nameserver2 != null) body.Nameserver2 = input.nameserver2;
  if (input.soaEmail != null) body.SoaEmail = input.soaEmail;
  if (input.loggingEnabled != null) body.LoggingEnabled = input.loggingEnabled;
  if (input.loggingIpAnonymizationEnabled != null)
    body.LoggingIPAnonymizationEnabled = input.loggingIpAnonymizationEnabled;
  if (input.logAnonymization != null)
    body.LogAnonymizationType = logAnonymizations.toUpstream(input.logAnonymization) as 0 | 1;
  if (input.certificateKeyType != null)
    body.CertificateKeyType = certificateKeyTypes.toUpstream(input.certificateKeyType) as 0 | 1;
  return body;
}
