import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { cappedUpload } from '../shared/uploadBody.js';
import { pagedConnection } from '../shared/paging/index.js';
import { certificateKeyTypes, logAnonymizations } from './enums.js';
import { dnsLinkResolvers } from './links.js';
import { dnsTypeResolvers } from './mappers.js';
import { dnsPayloadResolvers } from './payloadLinks.js';
import { toUpstreamRecord } from './recordInput.js';
import type { KnownDnsZone, UpstreamDnsZone, UpstreamUpdateDnsZone } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed zone without an id cannot be refetched or linked: it is left out of the page. */
const knownZone = (zone: UpstreamDnsZone | null): KnownDnsZone | null =>
  zone !== null && typeof zone.Id === 'number' ? { ...zone, Id: zone.Id } : null;

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
    createDnsZone: async (_, args, { scope: { dns } }) => {
      validate.createDnsZone(args);
      const { domain, records } = args.input;
      const zone = await dns.createZone({ Domain: domain, ...(records && { Records: records.map(toUpstreamRecord) }) });
      return { domain, zone, success: true };
    },

    updateDnsZone: async (_, args, { scope: { dns } }) => {
      validate.updateDnsZone(args);
      const zone = await dns.updateZone(args.dnsZoneId, toUpstreamZoneSettings(args.input));
      return { dnsZoneId: args.dnsZoneId, zone, success: true };
    },

    deleteDnsZone: async (_, args, { scope: { dns } }) => {
      validate.deleteDnsZone(args);
      await dns.deleteZone(args.dnsZoneId);
      return { dnsZoneId: args.dnsZoneId, success: true };
    },

    importDnsZoneRecords: async (_, args, { scope: { dns, config, uploads } }) => {
      const upload = validate.importDnsZoneRecords(args, uploads);
      const file = cappedUpload(upload, config.limits.maxUploadBytes, 'dns', 'zoneFile');
      const result = await dns.importZoneFile(args.dnsZoneId, file);
      return { dnsZoneId: args.dnsZoneId, result, success: true };
    },

    setDnsZoneDnssec: async (_, args, { scope: { dns } }) => {
      validate.setDnsZoneDnssec(args);
      const dnssec = await dns.setDnssec(args.dnsZoneId, args.enabled);
      return { dnsZoneId: args.dnsZoneId, dnssec, success: true };
    },

    issueDnsZoneCertificate: async (_, args, { scope: { dns } }) => {
      validate.issueDnsZoneCertificate(args);
      await dns.issueCertificate(args.dnsZoneId, args.domain ?? undefined);
      return { dnsZoneId: args.dnsZoneId, domain: args.domain ?? null, success: true };
    },

    addDnsRecord: async (_, args, { scope: { dns } }) => {
      validate.addDnsRecord(args);
      const record = await dns.addRecord(args.dnsZoneId, toUpstreamRecord(args.input));
      return { dnsZoneId: args.dnsZoneId, record, success: true };
    },

    updateDnsRecord: async (_, args, { scope: { dns } }) => {
      validate.updateDnsRecord(args);
      const { dnsZoneId, dnsRecordId } = args;
      await dns.updateRecord(dnsZoneId, dnsRecordId, { ...toUpstreamRecord(args.input), Id: dnsRecordId });
      return { dnsZoneId, dnsRecordId, success: true };
    },

    deleteDnsRecord: async (_, args, { scope: { dns } }) => {
      validate.deleteDnsRecord(args);
      await dns.deleteRecord(args.dnsZoneId, args.dnsRecordId);
      return { dnsZoneId: args.dnsZoneId, dnsRecordId: args.dnsRecordId, success: true };
    },

    scanDnsRecords: async (_, args, { scope: { dns } }) => {
      validate.scanDnsRecords(args);
      const dnsZoneId = args.dnsZoneId ?? null;
      const domain = args.domain ?? null;
      const start = await dns.startRecordScan(dnsZoneId === null ? { Domain: domain } : { ZoneId: dnsZoneId });
      return { dnsZoneId, domain, start, success: true };
    },
  },

  ...dnsTypeResolvers,
  ...dnsPayloadResolvers,
  ...dnsLinkResolvers,
  DnsZone: { ...dnsTypeResolvers.DnsZone, ...dnsLinkResolvers.DnsZone },
  DnsRecord: { ...dnsTypeResolvers.DnsRecord, ...dnsLinkResolvers.DnsRecord },
};

/** The settings given, as bunny.net's UpdateDnsZoneModel: the others are left out, so they do not change. */
function toUpstreamZoneSettings(input: Parameters<typeof validate.updateDnsZone>[0]['input']): UpstreamUpdateDnsZone {
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
