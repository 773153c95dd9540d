import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { listOf } from '../shared/codecs.js';
import { toOriginErrorLog, toUpstreamDate } from './mappers.js';
import { validate } from './validation.js';

export const originLogsResolvers: Resolvers = {
  Query: {
    originErrorLogs: async (_, args, { originLogs }) => {
      validate.originErrorLogs(args);
      const response = await originLogs.getLogs(args.pullZoneId, toUpstreamDate(args.date));
      return listOf(response?.logs, toOriginErrorLog);
    },
  },
};
