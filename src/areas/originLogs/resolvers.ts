import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { listOf } from '../shared/codecs.js';
import { toOriginErrorLog, toUpstreamDate } from './mappers.js';

/** Origin error logs are kept for recent days only: a year outside this range cannot have any. */
const MIN_LOG_YEAR = 2000;
const MAX_LOG_YEAR = 9999;

function checkLogDate(date: Date): Date {
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < MIN_LOG_YEAR || year > MAX_LOG_YEAR) {
    throw badInput(
      'originLogs',
      'date',
      `date must be a day from ${MIN_LOG_YEAR}-01-01 on (origin error logs are only kept for recent days).`,
    );
  }
  return date;
}

export const originLogsResolvers: Resolvers = {
  Query: {
    originErrorLogs: async (_, { pullZoneId, date }, { originLogs }) => {
      const response = await originLogs.getLogs(pullZoneId, toUpstreamDate(checkLogDate(date)));
      return listOf(response?.logs, toOriginErrorLog);
    },
  },
};
