import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { parseEventLogCsv } from './eventLogCsv.js';
import { eventLogDownloadPath } from './eventLogDownload.js';
import { toUpstreamExportRequest } from './eventLogExport.js';
import { validate } from './validation.js';
import { shieldMetricsResolvers, shieldZoneResolvers, toUpstreamCreateShieldZone } from './mappers.js';

export const shieldResolvers: Resolvers = {
  Query: {
    shieldZoneMetrics: async (_, args, { shield }) => {
      validate.shieldZoneMetrics(args);
      return shield.getMetricsOverview(args.shieldZoneId);
    },

    wafRuleRecommendation: async (_, args, { shield }) => {
      validate.wafRuleRecommendation(args);
      return shield.getAiRecommendation(args.shieldZoneId, args.ruleId);
    },

    shieldEventLogExport: async (_, args, { shield, config }) => {
      const window = validate.shieldEventLogExport(args);
      const maxRows = Math.min(args.maxRows ?? config.limits.exportMaxRows, config.limits.exportMaxRows);
      const { body } = await shield.exportEventLogs(args.shieldZoneId, toUpstreamExportRequest(args, window));
      const parsed = await parseEventLogCsv(body, { maxRows, maxBytes: config.limits.exportMaxBytes });
      return {
        shieldZoneId: args.shieldZoneId,
        from: args.from,
        to: args.to,
        ...parsed,
        rowCount: parsed.rows.length,
        downloadPath: eventLogDownloadPath(args.shieldZoneId),
      };
    },
  },

  Mutation: {
    createShieldZone: async (_, args, { shield }) => {
      validate.createShieldZone(args);
      return shield.createShieldZone(toUpstreamCreateShieldZone(args.input));
    },
  },

  ...shieldMetricsResolvers,
  ...shieldZoneResolvers,
};
