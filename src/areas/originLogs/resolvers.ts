import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { originLogsTypeResolvers, toUpstreamDate } from './mappers.js';
import { validate } from './validation.js';

export const originLogsResolvers: Resolvers = {
  Query: {
    originErrorLogs: async (_, args, { originLogs }) => {
      validate.originErrorLogs(args);
      const response = await originLogs.getLogs(args.pullZoneId, toUpstreamDate(args.date));
      return withoutNulls(response?.logs);
    },
  },

  ...originLogsTypeResolvers,
};
