import type { QueryOriginErrorLogsArgs, Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { recordIdsOf } from '../shared/recordIds.js';
import type { OriginLogsClient } from './client.js';
import { originLogsTypeResolvers, toUpstreamDate } from './mappers.js';
import { validate } from './validation.js';

/** The one read of a zone's day of logs, for the root field and the `PullZone` link alike: checked, then read. */
async function readLogs(originLogs: OriginLogsClient, args: QueryOriginErrorLogsArgs) {
  validate.originErrorLogs(args);
  const response = await originLogs.getLogs(args.pullZoneId, toUpstreamDate(args.date));
  return withoutNulls(response?.logs);
}

export const originLogsResolvers: Resolvers = {
  Query: {
    originErrorLogs: (_, args, { scope: { originLogs } }) => readLogs(originLogs, args),
  },

  PullZone: {
    originErrorLogs: (zone, { date }, { scope: { originLogs } }) =>
      readLogs(originLogs, { pullZoneId: recordIdsOf('originLogs').positiveId('the Pull Zone id', zone.Id), date }),
  },

  ...originLogsTypeResolvers,
};
