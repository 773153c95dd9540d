import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { listOf } from '../shared/codecs.js';
import { toOriginErrorLog, toUpstreamDate } from './mappers.js';

export const originLogsResolvers: Resolvers = {
  Query: {
    originErrorLogs: async (_, { pullZoneId, date }, { originLogs }) => {
      const response = await originLogs.getLogs(pullZoneId, toUpstreamDate(date));
      return listOf(response?.logs, toOriginErrorLog);
    },
  },
};
