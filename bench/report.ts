/**
 * The Markdown report: one table row per scenario and system (the gateway, then the reference forwarders), then the
 * targets as met / not met / not measured.
 */

export interface ScenarioRow {
  readonly title: string;
  /** The process measured: the gateway or a reference forwarder. */
  readonly system: string;
  readonly reqPerSec: number;
  /** Same read straight at the fake upstream. */
  readonly directReqPerSec?: number | undefined;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMicrosPerRequest: number;
  /** This row's CPU per request divided by the floor forwarder's, same scenario. */
  readonly xFloor?: number | undefined;
  /** This row's CPU per request divided by the lean yoga forwarder's, same scenario. */
  readonly xLeanYoga?: number | undefined;
  /** This row's CPU per request divided by Apollo Server's, same scenario. */
  readonly xApollo?: number | undefined;
  readonly peakRssBytes: number;
  readonly rssGrowthBytes?: number | undefined;
  readonly upstreamCallsPerRequest: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly wrongAnswers: number;
  readonly notes?: string | undefined;
}

export interface TargetCheck {
  readonly name: string;
  readonly measured: string;
  /** undefined: the target cannot be checked by this benchmark. */
  readonly met: boolean | undefined;
}

export interface Report {
  readonly machine: string;
  readonly setup: string;
  readonly readyMs: number;
  readonly rows: readonly ScenarioRow[];
  /** The at-rest table (bench/measureAtRest.ts), when measured. */
  readonly atRest?: readonly string[] | undefined;
  readonly targets: readonly TargetCheck[];
  readonly problems: readonly string[];
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
const num = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

const times = (factor: number | undefined): string => (factor === undefined ? '' : `${factor.toFixed(2)}x`);
const verdict = (met: boolean | undefined): string =>
  met === undefined ? '➖ not measured' : met ? '✅ met' : '❌ not met';

function tableRow(row: ScenarioRow, sameScenario: boolean): string {
  const ratio = row.directReqPerSec ? `${((row.reqPerSec / row.directReqPerSec) * 100).toFixed(0)}%` : '';
  const cells = [
    sameScenario ? '' : row.title,
    row.system,
    num(row.reqPerSec, row.reqPerSec < 10 ? 2 : 0),
    row.directReqPerSec ? num(row.directReqPerSec) : '',
    ratio,
    num(row.p50Ms, 1),
    num(row.p99Ms, 1),
    num(row.cpuMicrosPerRequest),
    times(row.xFloor),
    times(row.xLeanYoga),
    times(row.xApollo),
    mb(row.peakRssBytes),
    row.rssGrowthBytes === undefined ? '' : mb(row.rssGrowthBytes),
    row.upstreamCallsPerRequest.toFixed(2),
    num(row.requests),
    String(row.errors),
    String(row.non2xx),
    String(row.wrongAnswers),
    row.notes ?? '',
  ];
  return `| ${cells.join(' | ')} |`;
}

export function renderMarkdown(report: Report): string {
  const lines: string[] = [];
  lines.push('# bunny-gateway benchmark', '');
  lines.push(`Machine: ${report.machine}`, '');
  lines.push(`Setup: ${report.setup}`, '');
  lines.push(`Gateway spawn to /ready 200: **${num(report.readyMs, 0)} ms**`, '');
  lines.push(
    '| scenario | system | req/s | direct req/s | ratio | p50 ms | p99 ms | CPU µs/req | x floor | x lean yoga | x Apollo | peak RSS MB | RSS growth MB | upstream calls/req | requests | errors | non-2xx | wrong | notes |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  );
  // A scenario's title once, on its first row (the gateway's); the reference forwarders' rows follow it.
  report.rows.forEach((row, i) => {
    lines.push(tableRow(row, row.title === report.rows[i - 1]?.title));
  });
  if (report.atRest) lines.push('', '## At rest: resident memory after start and spawn to ready', '', ...report.atRest);
  lines.push('', '## Targets', '');
  for (const target of report.targets)
    lines.push(`- ${verdict(target.met)}: ${target.name} (measured ${target.measured})`);
  if (report.problems.length > 0) {
    lines.push('', '## Problems', '');
    for (const problem of report.problems) lines.push(`- ${problem}`);
  }
  lines.push('');
  return lines.join('\n');
}
