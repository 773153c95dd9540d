/** The Markdown report: one table row per scenario, then the targets as met / not met. */

export interface ScenarioRow {
  readonly title: string;
  readonly reqPerSec: number;
  /** Same read straight at the fake upstream. */
  readonly directReqPerSec?: number | undefined;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMicrosPerRequest: number;
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
  readonly met: boolean;
}

export interface Report {
  readonly machine: string;
  readonly setup: string;
  readonly readyMs: number;
  readonly rows: readonly ScenarioRow[];
  readonly targets: readonly TargetCheck[];
  readonly problems: readonly string[];
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
const num = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

export function renderMarkdown(report: Report): string {
  const lines: string[] = [];
  lines.push('# bunny-gateway benchmark', '');
  lines.push(`Machine: ${report.machine}`, '');
  lines.push(`Setup: ${report.setup}`, '');
  lines.push(`Gateway spawn to /ready 200: **${num(report.readyMs, 0)} ms**`, '');
  lines.push(
    '| scenario | req/s | direct req/s | ratio | p50 ms | p99 ms | CPU µs/req | peak RSS MB | RSS growth MB | upstream calls/req | requests | errors | non-2xx | wrong | notes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const row of report.rows) {
    const ratio = row.directReqPerSec ? `${((row.reqPerSec / row.directReqPerSec) * 100).toFixed(0)}%` : '';
    lines.push(
      `| ${row.title} | ${num(row.reqPerSec, row.reqPerSec < 10 ? 2 : 0)} | ${row.directReqPerSec ? num(row.directReqPerSec) : ''} | ${ratio} | ${num(row.p50Ms, 1)} | ${num(row.p99Ms, 1)} | ${num(row.cpuMicrosPerRequest)} | ${mb(row.peakRssBytes)} | ${row.rssGrowthBytes === undefined ? '' : mb(row.rssGrowthBytes)} | ${row.upstreamCallsPerRequest.toFixed(2)} | ${num(row.requests)} | ${row.errors} | ${row.non2xx} | ${row.wrongAnswers} | ${row.notes ?? ''} |`,
    );
  }
  lines.push('', '## Targets', '');
  for (const target of report.targets)
    lines.push(`- ${target.met ? '✅ met' : '❌ not met'}: ${target.name} (measured ${target.measured})`);
  if (report.problems.length > 0) {
    lines.push('', '## Problems', '');
    for (const problem of report.problems) lines.push(`- ${problem}`);
  }
  lines.push('');
  return lines.join('\n');
}
