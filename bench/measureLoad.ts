/**
 * One load scenario against one system (the gateway or a reference forwarder): warm-up, a measured window with the
 * process's CPU time and peak RSS around it, the fake upstream's call count, and for the gateway the same read
 * straight at the fake for the direct-to-upstream ratio.
 */
import { fakeReset, fakeStats, settle } from './fakeControl.js';
import type { FakeStats } from './fakeUpstream.js';
import { runLoad, type LoadResult } from './load.js';
import { cpuMicros, memoryStatus, resetPeakRss, sampleRss } from './measure.js';
import { checkFake, checkLoad, problems } from './problems.js';
import type { ScenarioRow } from './report.js';
import type { BenchRequest, LoadScenario, ReferenceId } from './scenarios.js';

export type SystemId = 'gateway' | ReferenceId;

/** A process under measurement. */
export interface System {
  readonly id: SystemId;
  /** Its name in the report. */
  readonly label: string;
  readonly url: string;
  readonly pid: number;
}

export interface Measured {
  readonly id: string;
  readonly system: SystemId;
  readonly row: ScenarioRow;
}

export interface LoadRun {
  readonly request: BenchRequest;
  readonly upstreamCallsPerRequest?: number | undefined;
  /** The same read straight at the fake upstream, measured after the system. */
  readonly direct?: BenchRequest | undefined;
  readonly durationS: number;
  /** 0: no warm-up. */
  readonly warmupS: number;
  /** A fixed number of requests instead of `durationS` (the scenario's own amount otherwise). */
  readonly amount?: number | undefined;
}

const MB = 1024 * 1024;
const UPLOAD_BYTES = 10_000_000;

const log = (message: string): void => void process.stderr.write(`[bench] ${message}\n`);

/** Upstream calls per completed request; requests cut off when the window closed may have made their calls. */
function callsPerRequest(calls: number, result: LoadResult, expected: number | undefined): number {
  if (expected !== undefined && calls >= result.requests * expected && calls <= result.sent * expected) return expected;
  return calls / Math.max(1, result.requests);
}

async function measureDirect(fakeUrl: string, label: string, scenario: LoadScenario, run: LoadRun): Promise<number> {
  log(`${label}: direct to the fake upstream`);
  const direct = run.direct!;
  const load = (durationS: number): Promise<LoadResult> =>
    runLoad({ url: fakeUrl, request: direct, connections: scenario.connections, durationS });
  if (run.warmupS > 0) checkLoad(`${label} direct (warm-up)`, await load(run.warmupS));
  await fakeReset(fakeUrl);
  const result = await load(run.durationS);
  checkLoad(`${label} direct`, result);
  checkFake(`${label} direct`, await fakeStats(fakeUrl));
  return result.reqPerSec;
}

function uploadNotes(
  scenario: LoadScenario,
  result: LoadResult,
  cpuMicrosUsed: number,
  stats: FakeStats['uploads'],
): string {
  const payloadMb = ((scenario.payloadBytes ?? 0) * result.requests) / MB;
  const digests = Object.keys(stats.digests);
  if (digests.length !== 1 || stats.bytes !== UPLOAD_BYTES * stats.count) {
    problems.push(
      `${scenario.title}: uploads arrived changed (${stats.count} uploads, ${stats.bytes} bytes, ${digests.length} distinct digests)`,
    );
  }
  return `${(payloadMb / result.durationS).toFixed(0)} MB/s in, ${(cpuMicrosUsed / 1000 / payloadMb).toFixed(2)} CPU ms/MB`;
}

export async function measureLoad(
  system: System,
  fakeUrl: string,
  scenario: LoadScenario,
  run: LoadRun,
): Promise<Measured> {
  const label = system.id === 'gateway' ? scenario.title : `${scenario.title} (${system.label})`;
  const amount = run.amount ?? scenario.amount;
  const load = (measured: boolean): Promise<LoadResult> =>
    runLoad({
      url: system.url,
      request: run.request,
      connections: scenario.connections,
      ...(amount !== undefined
        ? { amount: measured ? amount : Math.max(scenario.connections, Math.ceil(amount / 10)) }
        : { durationS: measured ? run.durationS : run.warmupS }),
    });

  const baselineRss = memoryStatus(system.pid).rss;
  const peakReset = resetPeakRss(system.pid);
  const sampler = sampleRss(system.pid);
  // Fixed-amount runs warm up with a tenth of their amount (at least one request a connection: autocannon refuses
  // fewer), unless warm-up is off.
  if (run.warmupS > 0) {
    log(`${label}: warm-up`);
    checkLoad(`${label} (warm-up)`, await load(false));
  }

  log(`${label}: measuring`);
  await fakeReset(fakeUrl);
  const cpuBefore = cpuMicros(system.pid);
  const result = await load(true);
  const cpuUsed = cpuMicros(system.pid) - cpuBefore;
  const sampledPeak = sampler.stop();
  const memory = memoryStatus(system.pid);
  await settle(fakeUrl);
  const stats = await fakeStats(fakeUrl);
  checkLoad(label, result);
  checkFake(label, stats);

  const directReqPerSec = run.direct ? await measureDirect(fakeUrl, label, scenario, run) : undefined;
  const peakRssBytes = peakReset ? memory.peakRss : Math.max(sampledPeak, memory.rss);
  return {
    id: scenario.id,
    system: system.id,
    row: {
      title: scenario.title,
      system: system.label,
      reqPerSec: result.reqPerSec,
      directReqPerSec,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      cpuMicrosPerRequest: cpuUsed / Math.max(1, result.requests),
      peakRssBytes,
      rssGrowthBytes: scenario.payloadBytes ? peakRssBytes - baselineRss : undefined,
      upstreamCallsPerRequest: callsPerRequest(stats.total, result, run.upstreamCallsPerRequest),
      requests: result.requests,
      errors: result.errors,
      non2xx: result.non2xx,
      wrongAnswers: result.wrongAnswers,
      notes: scenario.payloadBytes ? uploadNotes(scenario, result, cpuUsed, stats.uploads) : '',
    },
  };
}
