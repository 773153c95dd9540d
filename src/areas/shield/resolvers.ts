import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { checkedIdentifier } from '../../upstream/route.js';
import { int32Id, positiveId } from '../shared/validate.js';
import { parseEventLogCsv } from './eventLogCsv.js';
import { toUpstreamExportRequest } from './eventLogExport.js';
import { uniqueAccessListIds } from './validation.js';
import {
  toShieldZoneCreation,
  toShieldZoneMetrics,
  toUpstreamCreateShieldZone,
  toWafRuleRecommendation,
} from './mappers.js';

export const shieldResolvers: Resolvers = {
  Query: {
    shieldZoneMetrics: async (_, { shieldZoneId }, { shield }) => {
      const metrics = await shield.getMetricsOverview(int32Id('shield', 'shieldZoneId', shieldZoneId));
      return metrics && mappedOnce(metrics, toShieldZoneMetrics);
    },

    wafRuleRecommendation: async (_, { shieldZoneId, ruleId }, { shield }) => {
      const recommendation = await shield.getAiRecommendation(
        shieldZoneId,
        checkedIdentifier('shield', 'ruleId', ruleId),
      );
      return recommendation && toWafRuleRecommendation(recommendation);
    },

    shieldEventLogExport: async (_, args, { shield, config }) => {
      const shieldZoneId = int32Id('shield', 'shieldZoneId', args.shieldZoneId);
      const request = toUpstreamExportRequest(args);
      if (args.maxRows !== null && args.maxRows !== undefined && args.maxRows < 1)
        throw badInput('shield', 'maxRows', 'maxRows must be at least 1.');
      const maxRows = Math.min(args.maxRows ?? config.limits.exportMaxRows, config.limits.exportMaxRows);
      const { body } = await shield.exportEventLogs(shieldZoneId, request);
      const parsed = await parseEventLogCsv(body, { maxRows, maxBytes: config.limits.exportMaxBytes });
      return {
        shieldZoneId: args.shieldZoneId,
        from: args.from,
        to: args.to,
        ...parsed,
        rowCount: parsed.rows.length,
        downloadPath: `/exports/shield/${args.shieldZoneId}/event-logs.csv`,
      };
    },
  },

  Mutation: {
    createShieldZone: async (_, { input }, { shield }) => {
      positiveId('shield', 'input.pullZoneId', input.pullZoneId);
      if (input.accessLists) uniqueAccessListIds(input.accessLists);
      const created = await shield.createShieldZone(toUpstreamCreateShieldZone(input));
      return created && toShieldZoneCreation(created);
    },
  },
};

/**
 * Identical reads of one request share one upstream answer (aliases, repeated fields); this maps that answer once
 * too. Keyed weakly by the parsed answer, which belongs to one request alone, so nothing is shared across callers.
 */
const mapped = new WeakMap<object, unknown>();

function mappedOnce<Raw extends object, Model>(raw: Raw, map: (raw: Raw) => Model): Model {
  if (!mapped.has(raw)) mapped.set(raw, map(raw));
  return mapped.get(raw) as Model;
}
