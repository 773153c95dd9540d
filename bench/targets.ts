/** The targets, read off the measured rows: met, not met, or not measurable here. */
import type { Measured, SystemId } from './measureLoad.js';
import type { ScenarioRow, TargetCheck } from './report.js';
import { REFERENCE_IDS } from './scenarios.js';

const MB = 1024 * 1024;

/** The scenarios the gateway is compared with the reference forwarders on. */
export const REFERENCE_SCENARIOS = ['nodes50', 'metrics', 'removeBlockedIp', 'aliases10'];

const rowOf =
  (measured: readonly Measured[], system: SystemId = 'gateway') =>
  (id: string): ScenarioRow | undefined =>
    measured.find((m) => m.id === id && m.system === system)?.row;

export function gatewayTargets(measured: readonly Measured[], readyMs: number, exportBytes: number): TargetCheck[] {
  const by = rowOf(measured);
  const gateway = measured.filter((m) => m.system === 'gateway');
  const checks: TargetCheck[] = [];
  for (const id of ['nodes50', 'metrics', 'removeBlockedIp']) {
    const row = by(id);
    if (row)
      checks.push({
        name: `CPU per request <= 100 µs: ${row.title}`,
        measured: `${row.cpuMicrosPerRequest.toFixed(0)} µs`,
        met: row.cpuMicrosPerRequest <= 100,
      });
  }
  const aliases = by('aliases10');
  const metrics = by('metrics');
  if (aliases) {
    checks.push({
      name: '10 aliases: exactly 1 upstream call per request',
      measured: aliases.upstreamCallsPerRequest.toFixed(3),
      met: aliases.upstreamCallsPerRequest === 1,
    });
    if (metrics) {
      const share = aliases.reqPerSec / metrics.reqPerSec;
      checks.push({
        name: "10 aliases: >= 50% of the single metrics read's req/s",
        measured: `${(share * 100).toFixed(0)}%`,
        met: share >= 0.5,
      });
      const factor = aliases.cpuMicrosPerRequest / metrics.cpuMicrosPerRequest;
      checks.push({
        name: "10 aliases: CPU per request <= 1.5x the single metrics read's",
        measured: `${factor.toFixed(2)}x`,
        met: factor <= 1.5,
      });
    }
  }
  const dashboard = by('dashboard');
  if (dashboard) {
    checks.push({
      name: 'dashboard: the page, one Shield mapping call, then one metrics call per zone (22 upstream calls)',
      measured: dashboard.upstreamCallsPerRequest.toFixed(3),
      met: dashboard.upstreamCallsPerRequest === 22,
    });
  }
  if (gateway.length > 0) {
    const peak = gateway.reduce((max, m) => (m.row.peakRssBytes > max.row.peakRssBytes ? m : max));
    checks.push({
      name: 'peak RSS under load <= 150 MB',
      measured: `${(peak.row.peakRssBytes / MB).toFixed(1)} MB (${peak.row.title})`,
      met: peak.row.peakRssBytes <= 150 * MB,
    });
  }
  checks.push({ name: 'spawn to /ready 200 <= 500 ms', measured: `${readyMs.toFixed(0)} ms`, met: readyMs <= 500 });
  const upload = by('upload10mb');
  if (upload?.rssGrowthBytes !== undefined) {
    checks.push({
      name: 'RSS growth <= 30 MB for the 10 MB upload',
      measured: `${(upload.rssGrowthBytes / MB).toFixed(1)} MB`,
      met: upload.rssGrowthBytes <= 30 * MB,
    });
  }
  const exported = by('export');
  if (exported?.rssGrowthBytes !== undefined) {
    checks.push({
      name: `RSS growth <= 50 MB for the ${(exportBytes / MB).toFixed(0)} MB export`,
      measured: `${(exported.rssGrowthBytes / MB).toFixed(1)} MB`,
      met: exported.rssGrowthBytes <= 50 * MB,
    });
  }
  const small = by('nodes50');
  const large = by('nodes10k');
  if (small && large) {
    const factor = large.cpuMicrosPerRequest / small.cpuMicrosPerRequest;
    checks.push({
      name: 'CPU per request of the 10,000-IP list within 10x of the 50-IP list',
      measured: `${factor.toFixed(1)}x`,
      met: factor <= 10,
    });
  }
  return checks;
}

const ratio = (value: number): string => `${value.toFixed(2)}x`;

/** The gateway's CPU per request below a reference's, per reference scenario. */
function cheaperThan(measured: readonly Measured[], system: SystemId, name: string): TargetCheck[] {
  const [gateway, reference] = [rowOf(measured), rowOf(measured, system)];
  return REFERENCE_SCENARIOS.flatMap((id) => {
    const [own, other] = [gateway(id), reference(id)];
    if (!own || !other) return [];
    const factor = own.cpuMicrosPerRequest / other.cpuMicrosPerRequest;
    return [{ name: `CPU per request below ${name}: ${own.title}`, measured: ratio(factor), met: factor < 1 }];
  });
}

/** The highest peak RSS of `system` over the reference scenarios, or undefined when it ran none. */
function peakRss(measured: readonly Measured[], system: SystemId): number | undefined {
  const rows = measured.filter((m) => m.system === system && REFERENCE_SCENARIOS.includes(m.id));
  return rows.length === 0 ? undefined : Math.max(...rows.map((m) => m.row.peakRssBytes));
}

/** Peak RSS over scenarios 1-4 against Apollo Server's, with every system's peak listed. */
function peakRssCheck(measured: readonly Measured[]): TargetCheck[] {
  const [own, apollo] = [peakRss(measured, 'gateway'), peakRss(measured, 'apollo')];
  const peaks = (['gateway', ...REFERENCE_IDS] as const).flatMap((system) => {
    const peak = peakRss(measured, system);
    return peak === undefined ? [] : [`${system} ${(peak / MB).toFixed(1)} MB`];
  });
  if (own === undefined || peaks.length < 2) return [];
  return [
    {
      name: "peak RSS under load <= Apollo Server's (scenarios 1-4)",
      measured: peaks.join(', '),
      met: apollo === undefined ? undefined : own <= apollo,
    },
  ];
}

/**
 * The gateway against the references, per scenario: CPU per request within 2x of the floor and below the lean yoga
 * forwarder's and Apollo Server's, p99 no worse than the lean forwarder's; peak RSS at most Apollo Server's.
 */
export function referenceTargets(measured: readonly Measured[]): TargetCheck[] {
  const [gateway, floor, lean] = [rowOf(measured), rowOf(measured, 'floor'), rowOf(measured, 'leanYoga')];
  const checks: TargetCheck[] = [];
  for (const id of REFERENCE_SCENARIOS) {
    const [own, bare, yoga] = [gateway(id), floor(id), lean(id)];
    if (!own) continue;
    if (bare) {
      const factor = own.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
      checks.push({
        name: `CPU per request <= 2x the floor's: ${own.title}`,
        measured: ratio(factor),
        met: factor <= 2,
      });
    }
    if (yoga)
      checks.push({
        name: `p99 <= the lean yoga forwarder's: ${own.title}`,
        measured: `${own.p99Ms.toFixed(1)} vs ${yoga.p99Ms.toFixed(1)} ms`,
        met: own.p99Ms <= yoga.p99Ms,
      });
  }
  return [
    ...checks,
    ...cheaperThan(measured, 'leanYoga', "the lean yoga forwarder's"),
    ...cheaperThan(measured, 'apollo', "Apollo Server's"),
    ...peakRssCheck(measured),
  ];
}

/**
 * The graph's cost (issue "a dashboard page as cheap per upstream call as a hand-written forwarder"): the dashboard
 * within 1.5x the floor that makes the same 22 calls, below the lean yoga forwarder, p99 no worse than lean's; the
 * every-leaf answer within 1.5x its floor (which passes bunny.net's envelope on unparsed: see bench/README.md).
 */
export function graphCostTargets(measured: readonly Measured[]): TargetCheck[] {
  const [gateway, floor, lean] = [rowOf(measured), rowOf(measured, 'floor'), rowOf(measured, 'leanYoga')];
  const checks: TargetCheck[] = [];
  const withinFloor = (id: string, bound: number): void => {
    const [own, bare] = [gateway(id), floor(id)];
    if (!own || !bare) return;
    const factor = own.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
    checks.push({
      name: `CPU per request <= ${bound}x the floor's: ${own.title}`,
      measured: ratio(factor),
      met: factor <= bound,
    });
  };
  withinFloor('dashboard', 1.5);
  withinFloor('dashboard', 1.3);
  withinFloor('metricsAll', 1.5);
  const [page, yoga] = [gateway('dashboard'), lean('dashboard')];
  if (page && yoga) {
    const factor = page.cpuMicrosPerRequest / yoga.cpuMicrosPerRequest;
    checks.push({
      name: `CPU per request below the lean yoga forwarder's: ${page.title}`,
      measured: ratio(factor),
      met: factor < 1,
    });
    checks.push({
      name: `p99 <= the lean yoga forwarder's: ${page.title}`,
      measured: `${page.p99Ms.toFixed(1)} vs ${yoga.p99Ms.toFixed(1)} ms`,
      met: page.p99Ms <= yoga.p99Ms,
    });
  }
  return checks;
}
