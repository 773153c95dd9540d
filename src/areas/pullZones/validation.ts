import type {
  MutationRemoveBlockedIpArgs,
  MutationRequestExternalHttpCertificateArgs,
  MutationResetPullZoneSecurityKeyArgs,
  MutationSetEdgeRuleEnabledArgs,
  QueryPullZoneArgs,
  QueryPullZonesArgs,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/connection.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of the Pull Zone operations, one entry per GraphQL field (core-api.json's limits). */
const check = validatorsFor('pullZones');

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  pullZones(args: QueryPullZonesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('pullZones', `pullZones?search=${args.search ?? ''}`, args);
  },

  pullZone(args: QueryPullZoneArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
  },

  setEdgeRuleEnabled(args: MutationSetEdgeRuleEnabledArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
    check.identifier('edgeRuleId', args.edgeRuleId);
  },

  removeBlockedIp(args: MutationRemoveBlockedIpArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
    check.ipOrCidr('blockedIp', args.blockedIp);
  },

  requestExternalHttpCertificate(args: MutationRequestExternalHttpCertificateArgs): void {
    check.certificateHostname('hostname', args.hostname);
  },

  resetPullZoneSecurityKey(args: MutationResetPullZoneSecurityKeyArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
    // ResetPullZoneSecurityKeyModel: 8 to 36 characters; the key signs URLs, so visible ASCII only (no spaces).
    if (args.securityKey != null) check.visibleAscii('securityKey', args.securityKey, 8, 36);
  },
};
