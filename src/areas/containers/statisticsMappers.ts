import type { ContainerAppStatisticsArgs, Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { appStatuses, grades, granularities, podStatuses, runStates } from './enums.js';
import type { VolumeChart } from './upstreamTypes.js';

/**
 * An application's statistics, summary and overview (links of `ContainerApp`, appMappers.ts): bunny.net's charts,
 * maps keyed by date-time, become lists of `{ at, value }` in time order, each only when its field is selected.
 */

/** The query of `GET /mc/apps/{appId}/statistics`: the period and bunny.net's name of the granularity. */
export function statisticsQuery(args: ContainerAppStatisticsArgs): Record<string, string> {
  return {
    fromDate: args.from.toISOString(),
    ...(args.to && { toDate: args.to.toISOString() }),
    granularity: granularities.toUpstream(args.granularity),
  };
}

/** bunny.net's per-volume charts, `{ volume: { time: value } }`, as one chart per volume in its order. */
function volumeCharts(charts: Record<string, Record<string, number>> | undefined): VolumeChart[] {
  if (!charts || typeof charts !== 'object') return [];
  return Object.entries(charts).flatMap(([volume, chart]) =>
    chart && typeof chart === 'object' ? [{ volume, chart }] : [],
  );
}

const listed = <T>(values: readonly (T | null | undefined)[] | null | undefined): T[] => withoutNulls(values) ?? [];

export const statisticsTypeResolvers: Resolvers = {
  ContainerAppStatistics: {
    targetLatency: (stats) => chartPoints(stats.targetLatencyChart),
    latency: (stats) => chartPoints(stats.latencyChart),
    activeRegions: (stats) => chartPoints(stats.activeRegionsChart),
    instances: (stats) => chartPoints(stats.instancesChart),
    cpuUsage: (stats) => chartPoints(stats.cpuUsageChart),
    ramUsage: (stats) => chartPoints(stats.ramUsageChart),
    traffic: (stats) => chartPoints(stats.trafficChart),
    volumesUsage: (stats) => chartPoints(stats.volumesUsageChart),
    volumesCapacity: (stats) => chartPoints(stats.volumesCapacityChart),
    volumesUsageByVolume: (stats) => volumeCharts(stats.volumesSplitUsageChart),
    volumesCapacityByVolume: (stats) => volumeCharts(stats.volumesSplitCapacityChart),
  },
  ContainerVolumeChart: {
    points: (volume) => chartPoints(volume.chart),
  },
  ContainerAppSummary: {
    latencyChart: (summary) => chartPoints(summary.latencyChart),
    status: (summary) => appStatuses.fromUpstream(summary.status),
  },
  ContainerStatusIndicator: {
    value: prop('indicator'),
    grade: (indicator) => grades.fromUpstream(indicator.statusGrade),
  },
  ContainerAppOverview: {
    status: (overview) => appStatuses.fromUpstream(overview.status),
    averageCpu: prop('averageCPU'),
    averageRam: prop('averageRAM'),
    latencyChart: (overview) => chartPoints(overview.latencyChart),
    regions: (overview) => listed(overview.regions),
  },
  ContainerOverviewRegion: {
    status: (region) => appStatuses.fromUpstream(region.status),
    averageCpu: prop('averageCPU'),
    averageRam: prop('averageRAM'),
    pods: (region) => listed(region.pods),
  },
  ContainerOverviewPod: {
    status: (pod) => podStatuses.fromUpstream(pod.status),
    lastHeartBeat: (pod) => upstreamDateTime(pod.lastHeartBeat),
    outboundConnectionsRejected: prop('outboundConnectionsRejectedDiff'),
    containers: (pod) => listed(pod.containers),
  },
  ContainerOverviewContainer: {
    containerId: prop('id'),
    status: (container) => runStates.fromUpstream(container.status),
    image: (container) => container.imageDisplay ?? container.image,
    restarts: prop('numberOfRestarts'),
  },
};
