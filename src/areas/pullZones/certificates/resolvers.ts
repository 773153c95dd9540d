import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { privateKeyTypes } from '../enums.js';
import { echoed } from '../../shared/mutationPayload.js';
import { changedHostname, changedZone, hostnameOfSearch, zoneOfHostname } from '../links.js';
import { validate } from '../validation.js';

/**
 * Certificates of a Pull Zone's hostnames. The calls that name only a hostname answer the zone that lists it (one
 * search, when selected); the calls on a zone answer the zone and the hostname as they are now.
 */

/** What a certificate call on a zone's hostname answers: the zone is read by its id when selected. */
const changed = (input: { pullZoneId: number; hostname: string; clientMutationId?: string | null }) => ({
  pullZoneId: input.pullZoneId,
  hostname: input.hostname,
  ...echoed(input),
});

/** What a certificate call on a hostname answers: the zone is found by a search for it when selected. */
const ofHostname = (input: { hostname: string; clientMutationId?: string | null }) => ({
  hostname: input.hostname,
  ...echoed(input),
});

export const pullZoneCertificateResolvers: Resolvers = {
  Mutation: {
    issuePullZoneFreeCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.issuePullZoneFreeCertificate(input);
      await pullZones.certificates.loadFree(input.hostname, input.useOnlyHttp01 ?? true);
      return ofHostname(input);
    },

    requestPullZoneExternalHttpCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.certificateHostname(input);
      const challenge = await pullZones.certificates.requestExternal('Http', input.hostname);
      return { ...ofHostname(input), challenge };
    },

    requestPullZoneExternalDnsCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.certificateHostname(input);
      const challenge = await pullZones.certificates.requestExternal('Dns', input.hostname);
      return { ...ofHostname(input), challenge };
    },

    completePullZoneExternalHttpCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.certificateHostname(input);
      await pullZones.certificates.completeExternal('Http', input.hostname);
      return ofHostname(input);
    },

    completePullZoneExternalDnsCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.certificateHostname(input);
      await pullZones.certificates.completeExternal('Dns', input.hostname);
      return ofHostname(input);
    },

    uploadPullZoneCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.uploadPullZoneCertificate(input);
      const { pullZoneId, hostname, certificate, certificateKey } = input;
      await pullZones.certificates.addCustom(pullZoneId, hostname, certificate, certificateKey);
      return changed(input);
    },

    removePullZoneCertificate: async (_, { input }, { scope: { pullZones } }) => {
      validate.zoneHostname(input);
      await pullZones.certificates.removeCustom(input.pullZoneId, input.hostname);
      return changed(input);
    },

    setPullZoneCertificateKeyType: async (_, { input }, { scope: { pullZones } }) => {
      validate.zoneHostname(input);
      const keyType = privateKeyTypes.toUpstream(input.keyType);
      await pullZones.certificates.setKeyType(input.pullZoneId, input.hostname, keyType);
      return changed(input);
    },
  },

  UploadPullZoneCertificatePayload: { pullZone: changedZone, pullZoneHostname: changedHostname },
  RemovePullZoneCertificatePayload: { pullZone: changedZone, pullZoneHostname: changedHostname },
  SetPullZoneCertificateKeyTypePayload: { pullZone: changedZone, pullZoneHostname: changedHostname },
  IssuePullZoneFreeCertificatePayload: { pullZone: zoneOfHostname, pullZoneHostname: hostnameOfSearch },
  CompletePullZoneExternalHttpCertificatePayload: { pullZone: zoneOfHostname, pullZoneHostname: hostnameOfSearch },
  CompletePullZoneExternalDnsCertificatePayload: { pullZone: zoneOfHostname, pullZoneHostname: hostnameOfSearch },
  RequestPullZoneExternalHttpCertificatePayload: { pullZone: zoneOfHostname },
  RequestPullZoneExternalDnsCertificatePayload: { pullZone: zoneOfHostname },
};
