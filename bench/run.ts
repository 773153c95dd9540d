/**
 * `npm run bench`: the gateway's production build against a fast fake bunny.net, driven by autocannon.
 *
 * Env: BENCH_DURATION (s per scenario, default 10), BENCH_SMOKE=1 (~1 s per scenario, small upload/export
 * counts), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 10), BENCH_UPLOADS (default 20),
 * BENCH_EXPORT_MB (default 200), BENCH_ONLY (comma list of scenario ids: nodes50, metrics, removeBlockedIp,
 * aliases10, nodes10k, upload10mb, export), BENCH_NO_DIRECT=1, BENCH_STRICT=1 (unmet targets fail the run),
 * BENCH_GATEWAY_SCRIPT (another server.js, e.g. a patched copy of dist/), BENCH_NODE_ARGS (extra node flags
 * for the gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_GATEWAY_ENV (extra gateway env, "K=V,K2=V2"),
 * BENCH_OUT (report path), BENCH_LOG_FILE (gateway log; deleted after a clean run).
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_KEY, thumbnailBytes } from './fixtures.js';
import type { FakeStats } from './fakeUpstream.js';
import { runLoad, type LoadResult } from './load.js';
import {
  clockTicksPerSecond,
  cpuMicros,
  machineDescription,
  memoryStatus,
  pin,
  resetPeakRss,
  sampleRss,
  tasksetAvailable,
} from './measure.js';
import { killAllNow, startFakeUpstream, startGateway, stopAll, type GatewayProcess } from './processes.js';
import { renderMarkdown, type ScenarioRow, type TargetCheck } from './report.js';
import {
  EXPORT_PATH,
  exportRequestBody,
  readScenarios,
  uploadScenario,
  type BenchRequest,
  type LoadScenario,
} from './scenarios.js';
import { slowDownload } from './slowClient.js';

const env = process.env;
const smoke = env['BENCH_SMOKE'] === '1';
const durationS = Number(env['BENCH_DURATION'] ?? (smoke ? 1 : 10));
const warmupS = Number(env['BENCH_WARMUP'] ?? (smoke ? 0.5 : 2));
const connections = Number(env['BENCH_CONNECTIONS'] ?? 10);
const uploads = Number(env['BENCH_UPLOADS'] ?? (smoke ? 3 : 20));
const exportBytes = Number(env['BENCH_EXPORT_MB'] ?? (smoke ? 20 : 200)) * 1024 * 1024;
const only = env['BENCH_ONLY'] ? new Set(env['BENCH_ONLY'].split(',').map((id) => id.trim())) : undefined;
const withDirect = env['BENCH_NO_DIRECT'] !== '1';
const strict = env['BENCH_STRICT'] === '1';
const outFile = env['BENCH_OUT'] ?? fileURLToPath(new URL('./results/latest.md', import.meta.url));
const logFile = env['BENCH_LOG_FILE'] ?? join(tmpdir(), `bunny-gateway-bench-${process.pid}.log`);
const UPLOAD_BYTES = 10_000_000;
const MB = 1024 * 1024;

const wanted = (id: string): boolean => only === undefined || only.has(id);
const log = (message: string): void => void process.stderr.write(`[bench] ${message}\n`);

interface Measured {
  row: ScenarioRow;
  id: string;
}

const problems: string[] = [];

async function fakeStats(fakeUrl: string): Promise<FakeStats> {
  return (await (await fetch(`${fakeUrl}/__bench/stats`)).json()) as FakeStats;
}

/**
 * Waits until the fake has seen no new call for 100 ms: requests still in flight when autocannon stopped keep
 * reaching upstream for a while and must not be counted in the next window.
 */
async function settle(fakeUrl: string, maxMs = 10_000): Promise<void> {
  const until = performance.now() + maxMs;
  let last = (await fakeStats(fakeUrl)).total;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = (await fakeStats(fakeUrl)).total;
    if (now === last) return;
    last = now;
  }
}

async function fakeReset(fakeUrl: string): Promise<void> {
  await settle(fakeUrl);
  await (await fetch(`${fakeUrl}/__bench/reset`, { method: 'POST' })).arrayBuffer();
}

function checkLoad(label: string, result: LoadResult): void {
  if (result.errors > 0) problems.push(`${label}: ${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) problems.push(`${label}: ${result.non2xx} non-2xx answers`);
  if (result.wrongAnswers > 0)
    problems.push(`${label}: ${result.wrongAnswers} wrong answers, e.g. ${result.samples[0] ?? ''}`);
  if (result.requests === 0) problems.push(`${label}: no request completed`);
}

function checkFake(label: string, stats: FakeStats): void {
  if (stats.rejected > 0)
    problems.push(
      `${label}: the fake upstream refused ${stats.rejected} calls: ${stats.rejections.slice(0, 3).join('; ')}`,
    );
}

async function measureLoad(gateway: GatewayProcess, fakeUrl: string, scenario: LoadScenario): Promise<Measured> {
  const pid = gateway.pid;
  const load = (request: BenchRequest, url: string, measured: boolean): Promise<LoadResult> =>
    runLoad({
      url,
      request,
      connections: scenario.connections,
      ...(scenario.amount !== undefined
        ? { amount: measured ? scenario.amount : Math.max(1, Math.ceil(scenario.amount / 10)) }
        : { durationS: measured ? durationS : warmupS }),
    });

  log(`${scenario.title}: warm-up`);
  const baselineRss = memoryStatus(pid).rss;
  const peakReset = resetPeakRss(pid);
  const sampler = sampleRss(pid);
  const warm = await load(scenario.gateway, gateway.url, false);
  checkLoad(`${scenario.title} (warm-up)`, warm);

  log(`${scenario.title}: measuring`);
  await fakeReset(fakeUrl);
  const cpuBefore = cpuMicros(pid);
  const result = await load(scenario.gateway, gateway.url, true);
  const cpuAfter = cpuMicros(pid);
  const sampledPeak = sampler.stop();
  const memory = memoryStatus(pid);
  await settle(fakeUrl);
  const stats = await fakeStats(fakeUrl);
  checkLoad(scenario.title, result);
  checkFake(scenario.title, stats);

  // Requests still in flight when autocannon stops have reached the gateway (and upstream) without a response.
  const calls = stats.total;
  let callsPerRequest = calls / Math.max(1, result.requests);
  if (scenario.upstreamCallsPerRequest !== undefined) {
    const expectedLow = result.requests * scenario.upstreamCallsPerRequest;
    const expectedHigh = result.sent * scenario.upstreamCallsPerRequest;
    if (calls >= expectedLow && calls <= expectedHigh) callsPerRequest = scenario.upstreamCallsPerRequest;
  }

  let directReqPerSec: number | undefined;
  if (withDirect && scenario.direct) {
    log(`${scenario.title}: direct to the fake upstream`);
    const directWarm = await load(scenario.direct, fakeUrl, false);
    checkLoad(`${scenario.title} direct (warm-up)`, directWarm);
    await fakeReset(fakeUrl);
    const direct = await load(scenario.direct, fakeUrl, true);
    checkLoad(`${scenario.title} direct`, direct);
    checkFake(`${scenario.title} direct`, await fakeStats(fakeUrl));
    directReqPerSec = direct.reqPerSec;
  }

  let notes = '';
  if (scenario.payloadBytes) {
    const mbPerSec = (scenario.payloadBytes * result.requests) / MB / result.durationS;
    notes = `${mbPerSec.toFixed(0)} MB/s in, ${((cpuAfter - cpuBefore) / 1000 / ((scenario.payloadBytes * result.requests) / MB)).toFixed(2)} CPU ms/MB`;
    const digests = Object.keys(stats.uploads.digests);
    if (digests.length !== 1 || stats.uploads.bytes !== UPLOAD_BYTES * stats.uploads.count) {
      problems.push(
        `${scenario.title}: uploads arrived changed (${stats.uploads.count} uploads, ${stats.uploads.bytes} bytes, ${digests.length} distinct digests)`,
      );
    }
  }
  const peakRssBytes = peakReset ? memory.peakRss : Math.max(sampledPeak, memory.rss);
  return {
    id: scenario.id,
    row: {
      title: scenario.title,
      reqPerSec: result.reqPerSec,
      directReqPerSec,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      cpuMicrosPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests),
      peakRssBytes,
      rssGrowthBytes: scenario.payloadBytes ? peakRssBytes - baselineRss : undefined,
      upstreamCallsPerRequest: callsPerRequest,
      requests: result.requests,
      errors: result.errors,
      non2xx: result.non2xx,
      wrongAnswers: result.wrongAnswers,
      notes,
    },
  };
}

async function measureExport(gateway: GatewayProcess, fakeUrl: string): Promise<Measured> {
  const title = `7. CSV export ${(exportBytes / MB).toFixed(0)} MB to a slow client`;
  const pid = gateway.pid;
  await (
    await fetch(`${fakeUrl}/__bench/config`, { method: 'POST', body: JSON.stringify({ exportBytes }) })
  ).arrayBuffer();
  const headers = { AccessKey: ACCOUNT_KEY };
  // Slow: a 5 ms pause after every 256 KB caps the client at about 50 MB/s, well below what the fake can send.
  const slow = { pauseEveryBytes: 256 * 1024, pauseMs: 5 };
  log(`${title}: warm-up (1 MB)`);
  await (
    await fetch(`${fakeUrl}/__bench/config`, { method: 'POST', body: JSON.stringify({ exportBytes: MB }) })
  ).arrayBuffer();
  const warm = await slowDownload(gateway.url + EXPORT_PATH, exportRequestBody(), headers, slow);
  if (warm.status !== 200 || warm.error) problems.push(`${title} (warm-up): status ${warm.status} ${warm.error ?? ''}`);
  await (
    await fetch(`${fakeUrl}/__bench/config`, { method: 'POST', body: JSON.stringify({ exportBytes }) })
  ).arrayBuffer();

  log(`${title}: measuring`);
  await fakeReset(fakeUrl);
  const baselineRss = memoryStatus(pid).rss;
  const peakReset = resetPeakRss(pid);
  const sampler = sampleRss(pid);
  const cpuBefore = cpuMicros(pid);
  const result = await slowDownload(gateway.url + EXPORT_PATH, exportRequestBody(), headers, slow);
  const cpuAfter = cpuMicros(pid);
  const sampledPeak = sampler.stop();
  const memory = memoryStatus(pid);
  const stats = await fakeStats(fakeUrl);
  checkFake(title, stats);
  const sent = stats.exports[0];
  let wrong = 0;
  if (result.status !== 200 || result.error) problems.push(`${title}: status ${result.status} ${result.error ?? ''}`);
  if (!sent?.complete || sent.sha1 !== result.sha1 || sent.bytes !== result.bytes) {
    wrong = 1;
    problems.push(
      `${title}: received ${result.bytes} bytes (sha1 ${result.sha1}), the fake sent ${sent?.bytes ?? 0} (sha1 ${sent?.sha1 ?? 'none'})`,
    );
  }
  if (!result.contentType?.startsWith('text/csv'))
    problems.push(`${title}: content-type ${result.contentType ?? 'none'}`);
  const peakRssBytes = peakReset ? memory.peakRss : Math.max(sampledPeak, memory.rss);
  const seconds = result.durationMs / 1000;
  return {
    id: 'export',
    row: {
      title,
      reqPerSec: 1 / seconds,
      p50Ms: result.durationMs,
      p99Ms: result.durationMs,
      cpuMicrosPerRequest: cpuAfter - cpuBefore,
      peakRssBytes,
      rssGrowthBytes: peakRssBytes - baselineRss,
      upstreamCallsPerRequest: stats.total,
      requests: 1,
      errors: result.error ? 1 : 0,
      non2xx: result.status >= 200 && result.status < 300 ? 0 : 1,
      wrongAnswers: wrong,
      notes: `${(result.bytes / MB / seconds).toFixed(0)} MB/s out, ${((cpuAfter - cpuBefore) / 1000 / (result.bytes / MB)).toFixed(2)} CPU ms/MB`,
    },
  };
}

function targets(measured: Measured[], readyMs: number): TargetCheck[] {
  const by = (id: string): ScenarioRow | undefined => measured.find((m) => m.id === id)?.row;
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
  if (measured.length > 0) {
    const peak = measured.reduce((max, m) => (m.row.peakRssBytes > max.row.peakRssBytes ? m : max));
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

async function main(): Promise<number> {
  const canPin = tasksetAvailable() && (await import('node:os')).cpus().length >= 2;
  if (canPin) pin(process.pid, '0');
  rmSync(logFile, { force: true });
  const fake = await startFakeUpstream({ cpus: canPin ? '0' : undefined, exportBytes });
  log(`fake upstream on ${fake.url} (pid ${fake.pid})`);
  const gateway = await startGateway({
    upstreamUrl: fake.url,
    cpus: canPin ? '1' : undefined,
    logFile,
    ...(env['BENCH_GATEWAY_SCRIPT'] ? { serverScript: env['BENCH_GATEWAY_SCRIPT'] } : {}),
    ...(env['BENCH_NODE_ARGS'] ? { nodeArgs: env['BENCH_NODE_ARGS'].split(' ').filter(Boolean) } : {}),
    ...(env['BENCH_GATEWAY_ENV']
      ? {
          env: Object.fromEntries(
            env['BENCH_GATEWAY_ENV'].split(',').map((pair) => pair.split('=', 2) as [string, string]),
          ),
        }
      : {}),
  });
  log(`gateway on ${gateway.url} (pid ${gateway.pid}), ready in ${gateway.readyMs.toFixed(0)} ms`);

  const measured: Measured[] = [];
  for (const scenario of readScenarios(connections)) {
    if (wanted(scenario.id)) measured.push(await measureLoad(gateway, fake.url, scenario));
  }
  if (wanted('upload10mb'))
    measured.push(await measureLoad(gateway, fake.url, uploadScenario(thumbnailBytes(UPLOAD_BYTES), uploads)));
  if (wanted('export')) measured.push(await measureExport(gateway, fake.url));

  await gateway.stop();
  await fake.stop();

  const checks = targets(measured, gateway.readyMs);
  const setup = [
    smoke ? 'SMOKE mode' : 'full mode',
    `${durationS} s per read scenario after ${warmupS} s warm-up, ${connections} connections, autocannon in-process`,
    canPin
      ? 'taskset: load generator + fake upstream on core 0, gateway on core 1'
      : 'no pinning (taskset missing or 1 core)',
    `gateway: node ${env['BENCH_NODE_ARGS'] ? `${env['BENCH_NODE_ARGS']} ` : ''}${env['BENCH_GATEWAY_SCRIPT'] ?? 'dist/server.mjs'}, NODE_ENV=production, LOG_LEVEL=info to a file${env['BENCH_GATEWAY_ENV'] ? `, ${env['BENCH_GATEWAY_ENV']}` : ''}`,
    `CPU from /proc/<pid>/stat (tick ${1000 / clockTicksPerSecond()} ms); "ratio" = gateway req/s / direct-to-fake req/s`,
  ].join('; ');
  const markdown = renderMarkdown({
    machine: machineDescription(),
    setup,
    readyMs: gateway.readyMs,
    rows: measured.map((m) => m.row),
    targets: checks,
    problems,
  });
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, markdown);
  process.stdout.write(`${markdown}\n`);
  log(`report written to ${outFile}`);

  const failed = problems.length > 0 || (strict && checks.some((check) => !check.met));
  if (failed) {
    log(`gateway log kept at ${logFile} (${(statSync(logFile).size / MB).toFixed(1)} MB)`);
  } else {
    rmSync(logFile, { force: true });
  }
  return failed ? 1 : 0;
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything`);
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await stopAll();
    process.exit(1);
  },
);
