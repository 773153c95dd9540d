/**
 * Idle memory and start-up, side by side (issue 39): the gateway's production bundle, Apollo Server and the lean
 * yoga forwarder (both bundled as the gateway is) started in turn on the same core, N times each in a rotating order
 * so that the machine's drift falls on every system alike. Per start: spawn to ready (the gateway: its /ready answers
 * 200; a reference: its first HTTP answer, polled the same way), then resident memory (VmRSS from
 * /proc) after a short settle with no request served. The report gives medians and ranges; the target is the
 * gateway's medians below Apollo Server's of the same run.
 */
import { cpuMicros, freePort, memoryStatus, waitFor200 } from './measure.js';
import { startGateway, startReference, type Child, type GatewayOptions } from './processes.js';
import { referenceBundle } from './references.js';
import type { TargetCheck } from './report.js';

export const AT_REST_SYSTEMS = ['gateway', 'apollo', 'leanYoga'] as const;
export type AtRestSystem = (typeof AT_REST_SYSTEMS)[number];

export const AT_REST_LABELS: Record<AtRestSystem, string> = {
  gateway: 'gateway',
  apollo: 'Apollo Server',
  leanYoga: 'lean yoga forwarder',
};

export interface AtRestRow {
  /** Its name in the report. */
  readonly system: string;
  /** Spawn to ready, per start, in ms. */
  readonly readyMs: readonly number[];
  /** VmRSS after ready and the settle, per start, in bytes. */
  readonly rssBytes: readonly number[];
  /** CPU time the process had used when it was ready, per start, in ms: what a loaded machine's waits leave out. */
  readonly cpuMs: readonly number[];
}

export interface AtRestOptions {
  readonly upstreamUrl: string;
  readonly cpus: string | undefined;
  readonly starts: number;
  readonly settleMs: number;
  readonly gateway: Omit<GatewayOptions, 'upstreamUrl' | 'cpus'>;
}

export interface Started {
  readonly child: Child;
  readonly readyMs: number;
}

/** One process to start, by name. */
export interface Starter {
  readonly name: string;
  start(): Promise<Started>;
}

/** A gateway build, ready when its /ready answers 200. */
export function gatewayStarter(name: string, options: GatewayOptions): Starter {
  return {
    name,
    start: async () => {
      const gateway = await startGateway(options);
      return { child: gateway, readyMs: gateway.readyMs };
    },
  };
}

function startOne(system: AtRestSystem, options: AtRestOptions): Promise<Started> {
  if (system === 'gateway')
    return gatewayStarter(system, { ...options.gateway, upstreamUrl: options.upstreamUrl, cpus: options.cpus }).start();
  return startReferenceTimed(system, options);
}

/** Polled as the gateway's /ready is, from spawn, so that both are timed the same way: its first answer. */
async function startReferenceTimed(system: Exclude<AtRestSystem, 'gateway'>, options: AtRestOptions): Promise<Started> {
  const port = await freePort();
  const startedAt = performance.now();
  const starting = startReference(
    AT_REST_LABELS[system],
    referenceBundle(system),
    options.upstreamUrl,
    options.cpus,
    port,
  );
  const answered = waitFor200(`http://127.0.0.1:${port}/`, startedAt, 15_000, 2, true);
  const [reference, readyMs] = await Promise.all([starting, answered]);
  return { child: reference, readyMs };
}

async function measureStart(starter: Starter, settleMs: number): Promise<[number, number, number]> {
  const { child, readyMs } = await starter.start();
  try {
    const cpuMs = cpuMicros(child.pid) / 1000;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return [readyMs, memoryStatus(child.pid).rss, cpuMs];
  } finally {
    await child.stop();
  }
}

/** `starts` rounds; round i starts the processes in the order rotated by i, one at a time. */
export async function measureStarts(
  starters: readonly Starter[],
  starts: number,
  settleMs: number,
): Promise<AtRestRow[]> {
  const rows = starters.map((starter) => ({
    system: starter.name,
    readyMs: [] as number[],
    rssBytes: [] as number[],
    cpuMs: [] as number[],
  }));
  for (let round = 0; round < starts; round += 1) {
    for (let i = 0; i < starters.length; i += 1) {
      const index = (i + round) % starters.length;
      const [readyMs, rss, cpuMs] = await measureStart(starters[index]!, settleMs);
      rows[index]!.readyMs.push(readyMs);
      rows[index]!.rssBytes.push(rss);
      rows[index]!.cpuMs.push(cpuMs);
    }
  }
  return rows;
}

/** The gateway, Apollo Server and the lean yoga forwarder, `starts` times each. */
export function measureAtRest(options: AtRestOptions): Promise<AtRestRow[]> {
  const starters = AT_REST_SYSTEMS.map((system) => ({
    name: AT_REST_LABELS[system],
    start: () => startOne(system, options),
  }));
  return measureStarts(starters, options.starts, options.settleMs);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const MB = 1024 * 1024;
const mb = (bytes: number): string => (bytes / MB).toFixed(1);

/** The Markdown table of the report: medians, then the range over the starts. */
export function atRestTable(rows: readonly AtRestRow[]): string[] {
  const cell = (values: readonly number[], show: (value: number) => string): string =>
    `${show(median(values))} (${show(Math.min(...values))}-${show(Math.max(...values))})`;
  return [
    '| system | starts | spawn to ready ms, median (range) | CPU ms to ready | resident MB after start, median (range) |',
    '|---|--:|--:|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${row.system} | ${row.readyMs.length} | ${cell(row.readyMs, (ms) => ms.toFixed(0))} | ${cell(row.cpuMs, (ms) => ms.toFixed(0))} | ${cell(row.rssBytes, mb)} |`,
    ),
  ];
}

/** Resident memory after start and spawn to ready, each below Apollo Server's median of the same run. */
export function atRestTargets(rows: readonly AtRestRow[]): TargetCheck[] {
  const [own, apollo] = [
    rows.find((row) => row.system === AT_REST_LABELS.gateway),
    rows.find((row) => row.system === AT_REST_LABELS.apollo),
  ];
  if (!own || !apollo) return [];
  const check = (name: string, of: (row: AtRestRow) => readonly number[], show: (value: number) => string) => {
    const [mine, theirs] = [median(of(own)), median(of(apollo))];
    return { name, measured: `${show(mine)} vs Apollo Server's ${show(theirs)}`, met: mine < theirs };
  };
  return [
    check(
      "resident memory after start below Apollo Server's (medians)",
      (row) => row.rssBytes,
      (b) => `${mb(b)} MB`,
    ),
    check(
      "spawn to ready below Apollo Server's (medians)",
      (row) => row.readyMs,
      (ms) => `${ms.toFixed(0)} ms`,
    ),
  ];
}
