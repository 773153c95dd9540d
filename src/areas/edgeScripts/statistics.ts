import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { prop } from '../shared/codecs.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { validate } from './validation.js';

/**
 * `EdgeScript.statistics`: one `GET /compute/script/{id}/statistics` for the script and range, read only when selected.
 * The parent of `EdgeScriptStatistics` is bunny.net's EdgeScriptStatisticsModel; each chart, a map keyed by date
 * strings, becomes a list of `{ at, value }` in time order only when its field is selected.
 */

const record = recordIdsOf('edgeScripts');

export const edgeScriptStatisticsResolvers: Resolvers = {
  EdgeScript: {
    statistics: (script, args, { scope: { edgeScripts } }) => {
      validate.statistics(args);
      return edgeScripts.getStatistics(record.id('the edge script id', script.Id), {
        from: args.from ?? undefined,
        to: args.to ?? undefined,
        hourly: args.hourly ?? false,
        loadLatest: args.loadLatest ?? false,
      });
    },
  },

  EdgeScriptStatistics: {
    totalRequestsServed: prop('TotalRequestsServed'),
    totalCpuUsed: prop('TotalCpuUsed'),
    totalMonthlyCost: prop('TotalMonthlyCost'),
    averageCpuTimePerExecution: prop('AverageCpuTimePerExecution'),
    requestsServedChart: (stats) => chartPoints(stats.RequestsServedChart),
    averageCpuTimeChart: (stats) => chartPoints(stats.AverageCpuTimeChart),
    totalCpuTimeChart: (stats) => chartPoints(stats.TotalCpuTimeChart),
  },
};
