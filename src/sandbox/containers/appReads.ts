import { appOf, isApp } from './reads.js';
import { containerTemplate, podsOf, regionSettings } from './records.js';
import type { ContainerApp } from './state.js';
import { errorDetails } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * An application's own reads beside its record (magic-containers-api.json): one container, its autoscaling and
 * region settings, and its statistics, summary and overview, made up from its state and believable for a dashboard.
 */

const STEP_MS = { Daily: 86_400_000, Hourly: 3_600_000, Minute: 60_000 } as const;
const MAX_POINTS = 2000;

/** Runs `answer` for the application the path names, or answers its 404. */
function withApp(context: HandlerContext, answer: (app: ContainerApp) => Reply): Reply {
  const app = appOf(context);
  return isApp(app) ? answer(app) : app;
}

/** GET /mc/apps/{appId}/containers/{containerId}: the ContainerTemplate. */
export function getContainer(context: HandlerContext): Reply {
  return withApp(context, (app) => {
    const containerId = stringParam(context, 'containerId');
    const container = app.containers.find((candidate) => candidate.id === containerId);
    return container
      ? json(200, containerTemplate(app, container))
      : errorDetails(404, `Container ${containerId} was not found in application ${app.id}.`, context.path);
  });
}

/** GET /mc/apps/{appId}/autoscaling. */
export const getAutoScaling = (context: HandlerContext): Reply => withApp(context, (app) => json(200, app.autoScaling));

/** GET /mc/apps/{appId}/region-settings. */
export const getRegionSettings = (context: HandlerContext): Reply =>
  withApp(context, (app) => json(200, regionSettings(app)));

/** The application's load at a point in time: a smooth daily wave, higher where it runs in more regions. */
const load = (app: ContainerApp, at: number): number =>
  Math.round((0.45 + 0.25 * Math.sin((at / STEP_MS.Daily) * 2 * Math.PI)) * app.regionIds.length * 100) / 100;

/** GET /mc/apps/{appId}/statistics?fromDate=&toDate=&granularity=: each chart from `fromDate` to `toDate` (now). */
export function getStatistics(context: HandlerContext): Reply {
  const granularity = context.query.get('granularity') as keyof typeof STEP_MS | null;
  const from = Date.parse(context.query.get('fromDate') ?? '');
  const to = context.query.has('toDate') ? Date.parse(context.query.get('toDate') ?? '') : context.now.getTime();
  const errors = [
    ...(granularity !== null && granularity in STEP_MS ? [] : [{ field: 'granularity', message: 'Unknown.' }]),
    ...(Number.isNaN(from) ? [{ field: 'fromDate', message: 'The fromDate is required.' }] : []),
    ...(Number.isNaN(to) || to <= from ? [{ field: 'toDate', message: 'The toDate must be after fromDate.' }] : []),
  ];
  if (errors.length > 0 || granularity === null)
    return errorDetails(400, 'The statistics query is invalid.', context.path, errors);
  return withApp(context, (app) => {
    const step = STEP_MS[granularity];
    const times = Array.from({ length: Math.min(Math.floor((to - from) / step) + 1, MAX_POINTS) }, (_, i) => {
      return Math.floor(from / step) * step + i * step;
    });
    const chart = (value: (at: number) => number) =>
      Object.fromEntries(times.map((at) => [new Date(at).toISOString(), value(at)]));
    const running = app.status === 'active' || app.status === 'progressing';
    const volumes = [...app.volumes.values()];
    return json(200, {
      targetLatencyChart: chart(() => 50),
      activeRegionsChart: chart(() => (running ? app.regionIds.length : 0)),
      latencyChart: chart((at) => 20 + load(app, at) * 10),
      instancesChart: chart(() => (running ? app.regionIds.length * app.autoScaling.min : 0)),
      cpuUsageChart: chart((at) => (running ? load(app, at) : 0)),
      ramUsageChart: chart((at) => (running ? 256 + load(app, at) * 64 : 0)),
      trafficChart: chart((at) => (running ? Math.round(load(app, at) * 1_000_000) : 0)),
      volumesSplitUsageChart: Object.fromEntries(volumes.map((v) => [v.name, chart(() => v.sizeGb * 0.4)])),
      volumesSplitCapacityChart: Object.fromEntries(volumes.map((v) => [v.name, chart(() => v.sizeGb)])),
      volumesUsageChart: chart(() => volumes.reduce((sum, v) => sum + v.sizeGb * 0.4, 0)),
      volumesCapacityChart: chart(() => volumes.reduce((sum, v) => sum + v.sizeGb, 0)),
    });
  });
}

const volumeSize = (app: ContainerApp): number => [...app.volumes.values()].reduce((sum, v) => sum + v.sizeGb, 0);
const monthlyCost = (app: ContainerApp): number => Math.round(app.regionIds.length * app.autoScaling.min * 450) / 100;

function latencyChart(app: ContainerApp, now: Date): Record<string, number> {
  const hours = Array.from({ length: 24 }, (_, i) => Math.floor(now.getTime() / 3_600_000) * 3_600_000 - i * 3_600_000);
  return Object.fromEntries(hours.reverse().map((at) => [new Date(at).toISOString(), 20 + load(app, at) * 10]));
}

/** GET /mc/apps/{appId}/summary: UsageSummary. */
export const getSummary = (context: HandlerContext): Reply =>
  withApp(context, (app) =>
    json(200, {
      averageLatency: 24.5,
      currentLatency: 20 + load(app, context.now.getTime()) * 10,
      totalVolumeSizeInGb: volumeSize(app),
      monthlyCost: monthlyCost(app),
      latencyChart: latencyChart(app, context.now),
      status: app.status,
    }),
  );

const indicator = (value: number, good: number) => ({
  indicator: value,
  statusGrade: value <= good ? 'doingGreat' : value <= good * 2 ? 'notBad' : 'couldBeBetter',
});

/** GET /mc/apps/{appId}/overview: Overview, down to each region's pods and their containers. */
export const getOverview = (context: HandlerContext): Reply =>
  withApp(context, (app) => {
    const pods = podsOf(app);
    const cpu = load(app, context.now.getTime());
    return json(200, {
      targetLatency: indicator(50, 50),
      currentLatency: indicator(20 + cpu * 10, 50),
      activeRegions: { indicator: pods.length, statusGrade: 'doingGreat' },
      activeInstances: { indicator: pods.length * app.containers.length, statusGrade: 'doingGreat' },
      desiredInstances: app.regionIds.length * app.containers.length,
      status: app.status,
      averageCPU: indicator(cpu, 1),
      averageRAM: indicator(0.5, 1),
      averageVolumesUsage: indicator(0.4, 0.8),
      regions: app.regionIds.map((region, index) => ({
        region,
        isRequired: index === 0,
        instances: pods.some((pod) => pod.region === region) ? app.containers.length : 0,
        status: app.status === 'suspended' ? 'inactive' : app.status,
        averageCPU: cpu,
        averageRAM: 0.5,
        averageVolumesUsagePercentage: 40,
        requests: Math.round(cpu * 12_000),
        anycastTraffic: 0,
        pods: pods
          .filter((pod) => pod.region === region)
          .map((pod) => ({
            name: pod.name,
            status: 'ready',
            lastHeartBeat: context.now.toISOString(),
            cpuUsage: cpu,
            ramUsage: 0.5,
            containers: app.containers.map((container) => ({
              id: container.id,
              name: container.name,
              cpuUsage: cpu / app.containers.length,
              ramUsage: 0.5 / app.containers.length,
              reason: 'Running',
              message: '',
              status: 'ready',
              image: `${container.imageNamespace}/${container.imageName}:${container.imageTag}`,
              numberOfRestarts: app.restarts ?? 0,
            })),
            volumesUtilizationPercentage: {},
          })),
      })),
      averageLatency: 24.5,
      totalVolumeSizeInGb: volumeSize(app),
      monthlyCost: monthlyCost(app),
      latencyChart: latencyChart(app, context.now),
    });
  });
