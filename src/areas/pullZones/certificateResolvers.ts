import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { privateKeyTypes } from './enums.js';
import { hostnameOfSearch, zoneOfHostname } from './links.js';
import { validate } from './validation.js';

/**
 * Certificates of a Pull Zone's hostnames. The calls that name only a hostname answer the zone that lists it (one
 * search, when selected); the calls on a zone answer the zone and the hostname as they are now (accessResolvers.ts'
 * `PullZoneHostnameChange`).
 */

const changedHostname = (args: { pullZoneId: number; hostname: string }) => ({
  pullZoneId: args.pullZoneId,
  hostname: args.hostname,
  success: true,
});

export const pullZoneCertificateResolvers: Resolvers = {
  Mutation: {
    loadFreeCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.loadFreeCertificate(args);
      await pullZones.certificates.loadFree(args.hostname, args.useOnlyHttp01 ?? true);
      return { hostname: args.hostname, success: true };
    },

    requestExternalHttpCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.certificateHostname(args);
      const challenge = await pullZones.certificates.requestExternal('Http', args.hostname);
      return { hostname: args.hostname, challenge, success: true };
    },

    requestExternalDnsCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.certificateHostname(args);
      const challenge = await pullZones.certificates.requestExternal('Dns', args.hostname);
      return { hostname: args.hostname, challenge, success: true };
    },

    completeExternalHttpCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.certificateHostname(args);
      await pullZones.certificates.completeExternal('Http', args.hostname);
      return { hostname: args.hostname, success: true };
    },

    completeExternalDnsCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.certificateHostname(args);
      await pullZones.certificates.completeExternal('Dns', args.hostname);
      return { hostname: args.hostname, success: true };
    },

    addPullZoneCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.addPullZoneCertificate(args);
      const { pullZoneId, hostname, certificate, certificateKey } = args;
      await pullZones.certificates.addCustom(pullZoneId, hostname, certificate, certificateKey);
      return changedHostname(args);
    },

    removePullZoneCertificate: async (_, args, { scope: { pullZones } }) => {
      validate.zoneHostname(args);
      await pullZones.certificates.removeCustom(args.pullZoneId, args.hostname);
      return changedHostname(args);
    },

    setPullZoneCertificateKeyType: async (_, args, { scope: { pullZones } }) => {
      validate.zoneHostname(args);
      await pullZones.certificates.setKeyType(args.pullZoneId, args.hostname, privateKeyTypes.toUpstream(args.keyType));
      return changedHostname(args);
    },
  },

  HostnameCertificateChange: { pullZone: zoneOfHostname, pullZoneHostname: hostnameOfSearch },
  ExternalHttpCertificateRequest: { pullZone: zoneOfHostname },
  ExternalDnsCertificateRequest: { pullZone: zoneOfHostname },
};
