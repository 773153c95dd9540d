/**
 * `node --import tsx bench/ab.ts <A server.mjs> <B server.mjs>`: two builds of the gateway under the same load, in
 * alternating short windows on the same core, for reading one change's gain on a noisy machine. A full
 * `npm run bench` measures one build at a time, minutes apart; here each round measures A and B back to back (the
 * order swapped every round) and the report gives per-round B/A ratios and their median, which drift in the
 * machine's load mostly cancels out of.
 *
 * Env: AB_ONLY (scenario ids, default nodes50,metrics,removeBlockedIp,aliases10), AB_ROUNDS (default 5),
 * AB_WINDOW_S (measured seconds per window, default 4), AB_CONNECTIONS (default 20), AB_ENV_A / AB_ENV_B (extra
 * env, "K=V,K2=V2"), AB_NODE_ARGS (node flags for both, e.g. "--trace-gc"), AB_NODE_ARGS_A / AB_NODE_ARGS_B (for one only), AB_KEEP_LOGS=1 (keep both gateways'
 * logs in the temporary directory). Every answer is checked as in `npm run bench`.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeReset } from './fakeControl.js';
import { runLoad } from './load.js';
import { cpuMicros, memoryStatus, pin, resetPeakRss, tasksetAvailable } from './measure.js';
import { checkLoad, problems } from './problems.js';
import { killAllNow, startFakeUpstream, startGateway, stopAll, type GatewayProcess } from './processes.js';
import { readScenarios, type LoadScenario } from './scenarios.js';

const env = process.env;
const [scriptA, scriptB] = process.argv.slice(2);
const rounds = Number(env['AB_ROUNDS'] ?? 5);
const windowS = Number(env['AB_WINDOW_S'] ?? 4);
const connections = Number(env['AB_CONNECTIONS'] ?? 20);
const only = new Set((env['AB_ONLY'] ?? 'nodes50,metrics,removeBlockedIp,aliases10').split(','));

interface Window {
  readonly cpuMicrosPerRequest: number;
  readonly peakRssMb: number;
  readonly p99Ms: number;
}

const parseEnv = (text: string | undefined): Record<string, string> =>
  Object.fromEntries((text ? text.split(',') : []).map((pair) => pair.split('=', 2) as [string, string]));

async function window(gateway: GatewayProcess, fakeUrl: string, scenario: LoadScenario): Promise<Window> {
  const load = (durationS: number) => runLoad({ url: gateway.url, request: scenario.gateway, connections, durationS });
  checkLoad(`${scenario.title} (warm-up)`, await load(1));
  await fakeReset(fakeUrl);
  resetPeakRss(gateway.pid);
  const before = cpuMicros(gateway.pid);
  const result = await load(windowS);
  const cpu = cpuMicros(gateway.pid) - before;
  checkLoad(scenario.title, result);
  return {
    cpuMicrosPerRequest: cpu / Math.max(1, result.requests),
    peakRssMb: memoryStatus(gateway.pid).peakRss / 1024 / 1024,
    p99Ms: result.p99Ms,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[]): string => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

async function main(): Promise<void> {
  if (!scriptA || !scriptB) throw new Error('usage: bench/ab.ts <A server.mjs> <B server.mjs>');
  const canPin = tasksetAvailable();
  if (canPin) pin(process.pid, '0');
  const fake = await startFakeUpstream({ cpus: canPin ? '0' : undefined, exportBytes: 1024 });
  const logFile = (name: string) => join(tmpdir(), `bunny-gateway-ab-${process.pid}-${name}.log`);
  const nodeArgs = (name: string) =>
    [env['AB_NODE_ARGS'], env[`AB_NODE_ARGS_${name.toUpperCase()}`]].join(' ').split(' ').filter(Boolean);
  const start = (script: string, name: string, extra: string | undefined) =>
    startGateway({
      upstreamUrl: fake.url,
      cpus: canPin ? '1' : undefined,
      logFile: logFile(name),
      serverScript: script,
      env: parseEnv(extra),
      nodeArgs: nodeArgs(name),
    });
  const gateways = { A: await start(scriptA, 'a', env['AB_ENV_A']), B: await start(scriptB, 'b', env['AB_ENV_B']) };
  const lines = [
    '| scenario | A µs/req | B µs/req | B/A CPU (median, range) | A peak RSS MB | B peak RSS MB | A / B p99 ms |',
  ];
  lines.push('|---|--:|--:|--:|--:|--:|--:|');
  for (const scenario of readScenarios(connections).filter((s) => only.has(s.id))) {
    const runs: Record<'A' | 'B', Window[]> = { A: [], B: [] };
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const name of order) runs[name].push(await window(gateways[name], fake.url, scenario));
      process.stderr.write(`[ab] ${scenario.title} round ${round + 1}/${rounds}\n`);
    }
    const cpu = (name: 'A' | 'B') => runs[name].map((run) => run.cpuMicrosPerRequest);
    const ratios = runs.B.map((run, i) => run.cpuMicrosPerRequest / runs.A[i]!.cpuMicrosPerRequest);
    const rss = (name: 'A' | 'B') => Math.max(...runs[name].map((run) => run.peakRssMb)).toFixed(0);
    const p99 = (name: 'A' | 'B') => median(runs[name].map((run) => run.p99Ms));
    lines.push(
      `| ${scenario.title} | ${Math.round(median(cpu('A')))} (${range(cpu('A'))}) | ${Math.round(median(cpu('B')))} (${range(cpu('B'))}) | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | ${rss('A')} | ${rss('B')} | ${p99('A')} / ${p99('B')} |`,
    );
  }
  process.stdout.write(`A: ${scriptA}\nB: ${scriptB}\n${lines.join('\n')}\n`);
  if (problems.length > 0) process.stdout.write(`\nProblems:\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
  await stopAll();
  if (env['AB_KEEP_LOGS'] === '1') process.stdout.write(`logs: ${logFile('a')}, ${logFile('b')}\n`);
  else for (const name of ['a', 'b']) rmSync(logFile(name), { force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`[ab] ${error instanceof Error ? error.stack : String(error)}\n`);
  killAllNow();
  process.exit(1);
});
