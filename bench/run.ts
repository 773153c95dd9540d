/**
 * `npm run bench`: the gateway's production build against a fast fake bunny.net, driven by autocannon, next to three
 * reference forwarders (bench/floor, bench/leanYoga, bench/apollo) run under the same load for the small operations,
 * after the at-rest comparison (bench/measureAtRest.ts) of the gateway, Apollo Server and lean yoga.
 *
 * Env: BENCH_DURATION (s per scenario, default 10), BENCH_SMOKE=1 (~1 s per scenario, references 20 requests without
 * warm-up, small upload/export counts, one start each at rest), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS
 * (default 10), BENCH_UPLOADS (default 20), BENCH_EXPORT_MB (default 200), BENCH_ONLY (comma list of scenario ids:
 * nodes50, metrics, removeBlockedIp, aliases10, nodes10k, dashboard, metricsAll, upload10mb, export, and atRest),
 * BENCH_STARTS (starts per system at rest, default 5), BENCH_NO_DIRECT=1, BENCH_NO_REFERENCES=1 (no references, no
 * at-rest comparison), BENCH_STRICT=1 (unmet targets fail the run), BENCH_GATEWAY_SCRIPT (another server.js),
 * BENCH_NODE_ARGS (extra node flags for the gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_GATEWAY_ENV
 * (extra gateway env, "K=V,K2=V2"), BENCH_OUT (report path), BENCH_LOG_FILE (gateway log; deleted after a clean run).
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thumbnailBytes } from './fixtures.js';
import { clockTicksPerSecond, machineDescription, pin, tasksetAvailable } from './measure.js';
import { atRestTable, atRestTargets, measureAtRest } from './measureAtRest.js';
import { measureExport } from './measureExport.js';
import { measureLoad, type Measured, type System } from './measureLoad.js';
import { problems } from './problems.js';
import { killAllNow, startFakeUpstream, startGateway, stopAll, type ListeningProcess } from './processes.js';
import { bundleReferences, REFERENCE_NAMES, startReferences } from './references.js';
import { withFactors } from './factors.js';
import { renderMarkdown } from './report.js';
import { REFERENCE_IDS, readScenarios, uploadScenario, type LoadScenario } from './scenarios.js';
import { gatewayTargets, graphCostTargets, referenceTargets } from './targets.js';

const env = process.env;
const smoke = env['BENCH_SMOKE'] === '1';
const durationS = Number(env['BENCH_DURATION'] ?? (smoke ? 1 : 10));
const warmupS = Number(env['BENCH_WARMUP'] ?? (smoke ? 0.5 : 2));
const referenceWarmupS = smoke ? 0 : warmupS;
const connections = Number(env['BENCH_CONNECTIONS'] ?? 10);
/**
 * Smoke runs only check the references' answers: 2 requests per connection each, no warm-up (autocannon's
 * durations run in whole seconds).
 */
/** Smoke mode: a fixed number of requests per system (the gateway warms up with a tenth of it). */
const referenceAmount = smoke ? 2 * connections : undefined;
const uploads = Number(env['BENCH_UPLOADS'] ?? (smoke ? 3 : 20));
const exportBytes = Number(env['BENCH_EXPORT_MB'] ?? (smoke ? 20 : 200)) * 1024 * 1024;
const only = env['BENCH_ONLY'] ? new Set(env['BENCH_ONLY'].split(',').map((id) => id.trim())) : undefined;
const withDirect = env['BENCH_NO_DIRECT'] !== '1';
const withReferences = env['BENCH_NO_REFERENCES'] !== '1';
const strict = env['BENCH_STRICT'] === '1';
const outFile = env['BENCH_OUT'] ?? fileURLToPath(new URL('./results/latest.md', import.meta.url));
const logFile = env['BENCH_LOG_FILE'] ?? join(tmpdir(), `bunny-gateway-bench-${process.pid}.log`);
const starts = Number(env['BENCH_STARTS'] ?? (smoke ? 1 : 5));
const UPLOAD_BYTES = 10_000_000;
const MB = 1024 * 1024;

const wanted = (id: string): boolean => only === undefined || only.has(id);
const log = (message: string): void => void process.stderr.write(`[bench] ${message}\n`);

function gatewayOptions(): { serverScript?: string; nodeArgs?: string[]; env?: Record<string, string> } {
  return {
    ...(env['BENCH_GATEWAY_SCRIPT'] ? { serverScript: env['BENCH_GATEWAY_SCRIPT'] } : {}),
    ...(env['BENCH_NODE_ARGS'] ? { nodeArgs: env['BENCH_NODE_ARGS'].split(' ').filter(Boolean) } : {}),
    ...(env['BENCH_GATEWAY_ENV']
      ? {
          env: Object.fromEntries(
            env['BENCH_GATEWAY_ENV'].split(',').map((pair) => pair.split('=', 2) as [string, string]),
          ),
        }
      : {}),
  };
}

/** The gateway, then each reference forwarder, in turn under the same load and on the same core. */
async function measureScenario(
  scenario: LoadScenario,
  gateway: System,
  references: readonly System[],
  fakeUrl: string,
): Promise<Measured[]> {
  const measured = [
    await measureLoad(gateway, fakeUrl, scenario, {
      request: scenario.gateway,
      upstreamCallsPerRequest: scenario.upstreamCallsPerRequest,
      direct: withDirect ? scenario.direct : undefined,
      durationS,
      warmupS,
      // Smoke runs check answers: a fixed amount completes however slow a loaded machine makes each request (a
      // 1 s window could end before the first full-size dashboard came back). A scenario's own amount comes first.
      amount: scenario.amount ?? referenceAmount,
    }),
  ];
  for (const run of scenario.references ?? []) {
    const system = references.find((reference) => reference.id === run.system);
    if (!system) continue;
    measured.push(
      await measureLoad(system, fakeUrl, scenario, {
        request: run.request,
        upstreamCallsPerRequest: run.upstreamCallsPerRequest,
        durationS,
        warmupS: referenceWarmupS,
        amount: referenceAmount,
      }),
    );
  }
  return measured;
}

/** A scenario measured on a gateway of its own, started with the scenario's environment, on the gateway's core. */
async function measureOwnGateway(
  scenario: LoadScenario,
  references: readonly System[],
  fakeUrl: string,
  core: string | undefined,
): Promise<Measured[]> {
  const options = gatewayOptions();
  const own = await startGateway({
    upstreamUrl: fakeUrl,
    cpus: core,
    logFile,
    ...options,
    env: { ...options.env, ...scenario.gatewayEnv },
  });
  log(`gateway for ${scenario.id} on ${own.url} (pid ${own.pid})`);
  try {
    return await measureScenario(
      scenario,
      { id: 'gateway', label: 'gateway', url: own.url, pid: own.pid },
      references,
      fakeUrl,
    );
  } finally {
    await own.stop();
  }
}

function setupLine(canPin: boolean): string {
  return [
    smoke ? 'SMOKE mode' : 'full mode',
    `${durationS} s per read scenario after ${warmupS} s warm-up (references: ${referenceAmount === undefined ? 'the same' : `${referenceAmount} requests, no warm-up`}), ${connections} connections, autocannon in-process`,
    canPin
      ? 'taskset: load generator + fake upstream on core 0, gateway and reference forwarders on core 1'
      : 'no pinning (taskset missing or 1 core)',
    `gateway: node ${env['BENCH_NODE_ARGS'] ? `${env['BENCH_NODE_ARGS']} ` : ''}${env['BENCH_GATEWAY_SCRIPT'] ?? 'dist/server.mjs'}, NODE_ENV=production, LOG_LEVEL=info to a file${env['BENCH_GATEWAY_ENV'] ? `, ${env['BENCH_GATEWAY_ENV']}` : ''}`,
    `CPU from /proc/<pid>/stat (tick ${1000 / clockTicksPerSecond()} ms); "ratio" = gateway req/s / direct-to-fake req/s; "x floor", "x lean yoga", "x Apollo" = CPU µs/req over that reference's, same scenario`,
  ].join('; ');
}

async function main(): Promise<number> {
  const canPin = tasksetAvailable() && cpus().length >= 2;
  if (canPin) pin(process.pid, '0');
  rmSync(logFile, { force: true });
  const scenarios = readScenarios(connections).filter((scenario) => wanted(scenario.id));
  const references = withReferences && scenarios.some((scenario) => scenario.references);
  const atRestWanted = withReferences && wanted('atRest');
  // Bundling takes a second or two: while the fake starts, not while the gateway's start is timed.
  const [fake] = await Promise.all([
    startFakeUpstream({ cpus: canPin ? '0' : undefined, exportBytes }),
    references || atRestWanted ? bundleReferences() : undefined,
  ]);
  log(`fake upstream on ${fake.url} (pid ${fake.pid})`);
  const core = canPin ? '1' : undefined;
  // First, while nothing else runs on the gateway's core: the starts alone, no load.
  const settleMs = smoke ? 300 : 1_000;
  const gatewayAtRest = { logFile, ...gatewayOptions() };
  const atRest = atRestWanted
    ? await measureAtRest({ upstreamUrl: fake.url, cpus: core, starts, settleMs, gateway: gatewayAtRest })
    : undefined;
  const gatewayProcess = await startGateway({ upstreamUrl: fake.url, cpus: core, logFile, ...gatewayOptions() });
  log(`gateway on ${gatewayProcess.url} (pid ${gatewayProcess.pid}), ready in ${gatewayProcess.readyMs.toFixed(0)} ms`);
  const gateway: System = { id: 'gateway', label: 'gateway', url: gatewayProcess.url, pid: gatewayProcess.pid };

  // Started after the gateway's readiness was timed, so that they do not slow its start on the shared core.
  const referenceProcesses: ListeningProcess[] = [];
  const referenceSystems: System[] = [];
  if (references) {
    const started = await startReferences(fake.url, core);
    for (const id of REFERENCE_IDS) {
      referenceProcesses.push(started[id]);
      referenceSystems.push({ id, label: REFERENCE_NAMES[id], url: started[id].url, pid: started[id].pid });
      log(`${REFERENCE_NAMES[id]} on ${started[id].url} (pid ${started[id].pid})`);
    }
  }

  const measured: Measured[] = [];
  for (const scenario of scenarios.filter((one) => !one.gatewayEnv))
    measured.push(...(await measureScenario(scenario, gateway, referenceSystems, fake.url)));
  for (const scenario of scenarios.filter((one) => one.gatewayEnv))
    measured.push(...(await measureOwnGateway(scenario, referenceSystems, fake.url, core)));
  if (wanted('upload10mb')) {
    const upload = uploadScenario(thumbnailBytes(UPLOAD_BYTES), uploads);
    measured.push(...(await measureScenario(upload, gateway, [], fake.url)));
  }
  if (wanted('export')) measured.push(await measureExport(gatewayProcess, fake.url, exportBytes));

  await Promise.all([gatewayProcess, ...referenceProcesses].map((child) => child.stop()));
  await fake.stop();

  const checks = [
    ...gatewayTargets(measured, gatewayProcess.readyMs, exportBytes),
    ...referenceTargets(measured),
    ...graphCostTargets(measured),
    ...(atRest ? atRestTargets(atRest) : []),
  ];
  const markdown = renderMarkdown({
    machine: machineDescription(),
    setup: setupLine(canPin),
    readyMs: gatewayProcess.readyMs,
    rows: withFactors(measured),
    atRest: atRest && atRestTable(atRest),
    targets: checks,
    problems,
  });
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, markdown);
  process.stdout.write(`${markdown}\n`);
  log(`report written to ${outFile}`);

  const failed = problems.length > 0 || (strict && checks.some((check) => check.met === false));
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
