import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../request/context.js';
import { withNumberAt } from '../shared/codecs.js';
import { echoed } from '../shared/mutationPayload.js';
import { pagedConnection } from '../shared/paging/index.js';
import { parseEventLogCsv } from './eventLogs/csv.js';
import { eventLogDownloadPath } from './eventLogs/download.js';
import { toUpstreamExportRequest } from './eventLogs/export.js';
import { validate } from './validation.js';
import {
  shieldMetricsResolvers,
  shieldZoneCreationResolvers,
  shieldZoneResolvers,
  toUpstreamCreateShieldZone,
} from './mappers.js';
import { pullZoneLinkResolvers } from './zones/pullZoneLink.js';
import type { KnownShieldZone, ShieldZoneCreationResult, UpstreamShieldZone } from './upstreamTypes.js';
import { linkedRecordResolvers, shieldZoneLinks } from './zones/links.js';

/** A listed zone without an id cannot be refetched or linked: it is left out of the page. */
const knownZone = (zone: UpstreamShieldZone | null): KnownShieldZone | null => withNumberAt(zone, 'shieldZoneId');

/** The zone as bunny.net now has it, by the id it answered (or by the Pull Zone when it answered none). */
function createdZone(creation: ShieldZoneCreationResult, _: unknown, { scope: { shield } }: GatewayContext) {
  const id = creation.shieldZone?.shieldZoneId;
  if (typeof id === 'number') return shield.zones.loadLinked(id);
  return typeof creation.pullZoneId === 'number' ? shield.zones.ofPullZone(creation.pullZoneId) : null;
}

export const shieldResolvers: Resolvers = {
  Query: {
    shieldZones: (_, args, { scope: { shield } }) =>
      pagedConnection(validate.shieldZones(args), shield.shieldZoneList(), knownZone),

    shieldZone: async (_, args, { scope: { shield } }) => {
      validate.shieldZone(args);
      return shield.zones.load(args.shieldZoneId);
    },

    shieldZoneMetrics: async (_, args, { scope: { shield } }) => {
      validate.shieldZoneMetrics(args);
      return shield.getMetricsOverview(args.shieldZoneId);
    },

    wafRuleRecommendation: async (_, args, { scope: { shield } }) => {
      validate.wafRuleRecommendation(args);
      return shield.getAiRecommendation(args.shieldZoneId, args.wafRuleId);
    },

    shieldEventLogExport: async (_, args, { scope: { shield, config } }) => {
      const window = validate.shieldEventLogExport(args);
      const maxRows = Math.min(args.maxRows ?? config.limits.exportMaxRows, config.limits.exportMaxRows);
      const upstream = await shield.exportEventLogs(args.shieldZoneId, toUpstreamExportRequest(args, window));
      const parsed = await parseEventLogCsv(upstream, { maxRows, maxBytes: config.limits.exportMaxBytes });
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
    createShieldZone: async (_, { input }, { scope: { shield } }) => {
      validate.createShieldZone(input);
      const created = await shield.createShieldZone(toUpstreamCreateShieldZone(input));
      return { ...created, ...echoed(input) };
    },
  },

  ...shieldMetricsResolvers,
  ShieldZone: { ...shieldZoneResolvers.ShieldZone, ...shieldZoneLinks },
  CreateShieldZonePayload: { ...shieldZoneCreationResolvers, shieldZone: createdZone },
  CreateShieldZoneUnderAttackPayload: { ...shieldZoneCreationResolvers, shieldZone: createdZone },
  ...linkedRecordResolvers,
  ...pullZoneLinkResolvers,
};
