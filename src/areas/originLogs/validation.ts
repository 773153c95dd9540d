import type { QueryOriginErrorLogsArgs } from '../../__generated__/resolvers-types.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of the origin error logs, one entry per GraphQL field. */
const check = validatorsFor('originLogs');

/** Origin error logs are kept for recent days only: a year outside this range cannot have any. */
const MIN_LOG_YEAR = 2000;
const MAX_LOG_YEAR = 9999;
/** Today somewhere on Earth (UTC+14 is the latest zone): a later day has no logs yet, for any caller. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const validate = {
  originErrorLogs(args: QueryOriginErrorLogsArgs): void {
    check.positiveId('pullZoneId', args.pullZoneId);
    const year = args.date.getUTCFullYear();
    if (Number.isNaN(args.date.getTime()) || year < MIN_LOG_YEAR || year > MAX_LOG_YEAR) {
      throw check.refusal(
        'date',
        `date must be a day from ${MIN_LOG_YEAR}-01-01 on (origin error logs are only kept for recent days).`,
      );
    }
    const lastDay = Math.floor((Date.now() + LATEST_ZONE_MS) / DAY_MS) * DAY_MS;
    if (args.date.getTime() > lastDay)
      throw check.refusal('date', 'date is in the future: origin error logs exist only for today and earlier days.');
  },
};
