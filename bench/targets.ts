/** The targets, read off the measured rows: met, not met, or not measurable here. */
import type { Measured, SystemId } from './measureLoad.js';
import type { ScenarioRow, TargetCheck } from './report.js';

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

/**
 * The gateway against the references, per scenario: CPU per request within 2x of the floor and below the lean yoga
 * forwarder's, p99 no worse than the lean forwarder's. Peak RSS against Apollo Server is listed as not measured.
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
    if (yoga) {
      const factor = own.cpuMicrosPerRequest / yoga.cpuMicrosPerRequest;
      checks.push({
        name: `CPU per request below the lean yoga forwarder's: ${own.title}`,
        measured: ratio(factor),
        met: factor < 1,
      });
      checks.push({
        name: `p99 <= the lean yoga forwarder's: ${own.title}`,
        measured: `${own.p99Ms.toFixed(1)} vs ${yoga.p99Ms.toFixed(1)} ms`,
        met: own.p99Ms <= yoga.p99Ms,
      });
    }
  }
  const peaks = (['gateway', 'leanYoga', 'floor'] as const).map((system) => {
    const rows = measured.filter((m) => m.system === system && REFERENCE_SCENARIOS.includes(m.id));
    return `${system} ${(Math.max(0, ...rows.map((m) => m.row.peakRssBytes)) / MB).toFixed(1)} MB`;
  });
  if (measured.some((m) => m.system !== 'gateway'))
    checks.push({
      name: "peak RSS <= Apollo Server's",
      measured: `Apollo Server is not run by this benchmark; peak RSS over scenarios 1-4: ${peaks.join(', ')}`,
      met: undefined,
    });
  return checks;
}
