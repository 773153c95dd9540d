import type {
  MutationRemoveBlockedIpArgs,
  MutationRequestExternalHttpCertificateArgs,
  MutationResetPullZoneSecurityKeyArgs,
  MutationSetEdgeRuleEnabledArgs,
  PullZoneStatisticsArgs,
  QueryPullZoneArgs,
  QueryPullZonesArgs,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of the Pull Zone operations, one entry per GraphQL field (core-api.json's limits). */
const check = validatorsFor('pullZones');

/** Statistics ranges: a day's worth of hourly points at most 31 times over, a daily chart at most a year long. */
const MAX_DAILY_RANGE_DAYS = 366;
const MAX_HOURLY_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;
const EARLIEST_STATISTICS = Date.UTC(2000, 0, 1);

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  pullZones(args: QueryPullZonesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('pullZones', `pullZones?search=${args.search ?? ''}`, args);
  },

  pullZone(args: QueryPullZoneArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
  },

  /** `from` and `to`, each a real instant from 2000 on, in order, and not further apart than the chart allows. */
  statistics(args: PullZoneStatisticsArgs): void {
    for (const name of ['from', 'to'] as const) {
      const time = args[name].getTime();
      if (Number.isNaN(time) || time < EARLIEST_STATISTICS)
        throw check.refusal(name, `${name} must be an instant from 2000-01-01T00:00:00Z on.`);
    }
    const span = args.to.getTime() - args.from.getTime();
    if (span < 0) throw check.refusal('to', 'to must not be before from.');
    const maxDays = args.hourly ? MAX_HOURLY_RANGE_DAYS : MAX_DAILY_RANGE_DAYS;
    if (span > maxDays * DAY_MS)
      throw check.refusal(
        'to',
        `to must be at most ${maxDays} days after from${args.hourly ? ' for hourly statistics' : ''}.`,
      );
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
