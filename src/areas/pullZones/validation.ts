import type {
  MutationRemoveBlockedIpArgs,
  MutationRequestExternalHttpCertificateArgs,
  MutationResetPullZoneSecurityKeyArgs,
  MutationSetEdgeRuleEnabledArgs,
} from '../../__generated__/resolvers-types.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of the Pull Zone operations, one entry per GraphQL field (core-api.json's limits). */
const check = validatorsFor('pullZones');

export const validate = {
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
