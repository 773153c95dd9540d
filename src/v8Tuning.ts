import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 may let the old generation grow past what survived the last full collection before it collects again.
 * V8 picks a factor of up to 4x when collecting looks cheap; under load the gateway's old space then fills with dead
 * per-request objects to 2-4x its ~25 MB of live data. A fixed 50% cut the peak RSS under the benchmark's load from
 * 179-188 to 126-132 MB but cost the allocation-heavy dashboard read ~25% more CPU; 100% keeps the peak below Apollo
 * Server's in the same run for about half the extra collection work (A/B against 50%: node list -11%, dashboard -20%
 * CPU); see bench/README.md, "Memory". Measured before pretenuring (below) was turned off, which left far less dead
 * in the old generation; not measured again since.
 */
const HEAP_GROWING_PERCENT = 100;

/** The V8 settings in force, for the start-up log line. */
export interface V8Tuning {
  /** 0: V8's own choice. */
  readonly heapGrowingPercent: number;
  readonly allocationSitePretenuring: boolean;
}

/**
 * The production entry's V8 settings, each unless node was started with its own (a command-line flag: NODE_OPTIONS
 * refuses these). V8 reads both at every collection, so setting them here, before the schema is built, covers the
 * process's life.
 *
 * Allocation-site pretenuring is off. V8 starts allocating objects straight into the old generation once it sees
 * enough of one allocation site survive a young collection; under the gateway's load it did so for per-request
 * objects, and everything those dead old objects pointed at survived every young collection until the next full one
 * (V8 treats old-to-young pointers as roots). With it: ~0.95 MB survived each young collection of a removeBlockedIp
 * load and each took 3-9 ms; without: ~0.15 MB and ~1 ms, as the floor forwarder's (`--trace-gc-nvp`). A/B: p99 down
 * on every read (every leaf 42 -> 14 ms), CPU 0.87-0.92x on the dashboard, 10,000 IPs and every leaf, single reads
 * within noise; see bench/README.md.
 */
export function tuneV8(execArgv: readonly string[]): V8Tuning {
  return { heapGrowingPercent: heapGrowingPercent(execArgv), allocationSitePretenuring: pretenuring(execArgv) };
}

function heapGrowingPercent(execArgv: readonly string[]): number {
  const given = execArgv.map((arg) => /^--heap[-_]growing[-_]percent=(\d+)$/.exec(arg)).find(Boolean);
  if (given) return Number(given[1]);
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return HEAP_GROWING_PERCENT;
}

function pretenuring(execArgv: readonly string[]): boolean {
  const given = execArgv.map((arg) => /^--(no[-_])?allocation[-_]site[-_]pretenuring$/.exec(arg)).find(Boolean);
  if (given) return given[1] === undefined;
  setFlagsFromString('--no-allocation-site-pretenuring');
  return false;
}
