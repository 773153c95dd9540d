/**
 * `npm run test:scale`: three production-bundle replicas behind nginx on 127.0.0.1, a fake bunny.net, bounded
 * load, and during it: one replica is drained (SIGTERM: expect no failure), another is
 * killed (SIGKILL: only the requests it held may fail), then a replacement joins the balancer once /ready answers.
 * One summary line; exit 1 when an expectation is not met. Everything started here is stopped on exit or failure.
 *
 * The drained replica is still in nginx when it gets SIGTERM, and nginx learns of the drain only through /ready
 * turning 503, read by an emulated health check every HEALTH_CHECK_MS (nginx itself has none): the balancer told
 * late that SHUTDOWN_DELAY_MS (the default, kept by the drained replica) is there for. SCALE_REMOVE_FIRST=1 takes
 * it out of nginx before SIGTERM (Kubernetes' preStop order); SCALE_SIGTERM_IN_BALANCER=1 never tells nginx, which
 * then learns only from a refused connection. See docs/production.md, "Running at scale".
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type GatewayProcess,
  killAllNow,
  ROOT,
  startFakeUpstream,
  startGateway,
  stopAll,
} from '../../bench/processes.js';
import { readScenarios } from '../../bench/scenarios.js';
import { loadConfig } from '../../src/config.js';
import { analyse } from './analyse.js';
import { startLoad } from './load.js';
import { type Nginx, startNginx } from './nginx.js';
import { ensureNginx, NginxUnavailable } from './nginxInstall.js';

const say = (line: string): void => console.log(`scale: ${line}`);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Shorter than the default so the run stays short; the mechanism is the same. */
const SHUTDOWN_GRACE_MS = 5_000;
/** What a replica started with no SHUTDOWN_DELAY_MS of its own would use. */
const DEFAULT_SHUTDOWN_DELAY_MS = loadConfig({}).shutdownDelayMs;
/** Reads from light (50 IPs) to heavy (10,000 IPs, ten aliases): the heavy ones keep work inside the replicas. */
const LOAD_MIX = ['nodes50', 'metrics', 'nodes10k', 'aliases10'];
/** The preStop pause, shorter than the manifests' 5 s: nothing on 127.0.0.1 has to propagate. */
const PRESTOP_MS = 1_000;
/** How often the emulated health check reads /ready (ALB, HAProxy and Envoy default to 5-30 s; the delay is 5 s). */
const HEALTH_CHECK_MS = 1_000;
/**
 * How nginx learns that the drained replica is going: `ready` (default) only through /ready turning 503, read by a
 * health check; `removed` before SIGTERM (Kubernetes' preStop order); `never` (SCALE_SIGTERM_IN_BALANCER=1).
 */
const TOLD: 'ready' | 'removed' | 'never' =
  process.env['SCALE_SIGTERM_IN_BALANCER'] === '1'
    ? 'never'
    : process.env['SCALE_REMOVE_FIRST'] === '1'
      ? 'removed'
      : 'ready';

let nginx: Nginx | undefined;
process.once('exit', () => {
  killAllNow();
  nginx?.killNow();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const address = (replica: GatewayProcess): string => new URL(replica.url).host;

function requestLines(logFile: string): number {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"')).length;
}

/** Sends `signal` and resolves once the process is gone, with its exit code (or signal) and the time it took. */
async function signalAndWait(replica: GatewayProcess, signal: NodeJS.Signals) {
  const sentAt = Date.now();
  const exited = new Promise<number | string>((resolve) =>
    replica.process.once('exit', (code, name) => resolve(code ?? name ?? -1)),
  );
  replica.process.kill(signal);
  const exit = await exited;
  return { sentAt, goneAt: Date.now(), exit };
}

/** A health-checking balancer: reads the replica's /ready every HEALTH_CHECK_MS, and takes it out on a 503. */
async function removeOnceNotReady(lb: Nginx, replica: GatewayProcess, others: string[]): Promise<void> {
  for (;;) {
    await sleep(HEALTH_CHECK_MS);
    const status = await fetch(`${replica.url}/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) continue;
    say(`/ready ${status === 0 ? 'refused' : status}: ${address(replica)} out of the balancer`);
    await lb.setReplicas(others);
    return;
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/server.mjs'))) throw new Error('dist/server.mjs is missing: run npm run build');
  const binary = ensureNginx(say);
  const dir = mkdtempSync(join(tmpdir(), 'bunny-scale-'));
  const upstream = await startFakeUpstream({ exportBytes: 1024 });
  // The drained replica gets the production default SHUTDOWN_DELAY_MS (bench/processes.ts sets 0 for every gateway
  // it starts); the others are stopped only once the load is over.
  const replica = (name: string, delay: Record<string, string> = { SHUTDOWN_DELAY_MS: '0' }) =>
    startGateway({
      upstreamUrl: upstream.url,
      logFile: join(dir, `${name}.log`),
      env: { SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS), ...delay },
    });
  const replicas = [
    await replica('replica-1', { SHUTDOWN_DELAY_MS: String(DEFAULT_SHUTDOWN_DELAY_MS) }),
    await replica('replica-2'),
    await replica('replica-3'),
  ];
  const [drained, killed, survivor] = replicas as [GatewayProcess, GatewayProcess, GatewayProcess];
  const lb = await startNginx(binary, dir, replicas.map(address));
  nginx = lb;
  say(`nginx ${lb.url} -> ${replicas.map(address).join(', ')}`);

  const specs = readScenarios(1)
    .filter((scenario) => LOAD_MIX.includes(scenario.id))
    .map((scenario) => scenario.gateway);
  const load = startLoad(lb.url, specs, { workers: 16, maxRequests: 100_000, maxMs: 60_000 });
  await sleep(3_000);

  // Kubernetes takes a terminating pod out of the endpoints while preStop pauses, and only then sends SIGTERM.
  // nginx's reload does the same here (its old worker still finishes the requests it sent), then a shorter pause.
  const others = [address(killed), address(survivor)];
  if (TOLD === 'removed') {
    await lb.setReplicas(others);
    await sleep(PRESTOP_MS);
  }
  say(`SIGTERM ${address(drained)} (${TOLD === 'removed' ? 'out of the balancer' : `still in it, told: ${TOLD}`})`);
  const checked = TOLD === 'ready' ? removeOnceNotReady(lb, drained, others) : Promise.resolve();
  const term = await signalAndWait(drained, 'SIGTERM');
  await checked;
  await sleep(2_000);

  say(`SIGKILL ${address(killed)} (${load.inFlight()} requests in flight through nginx)`);
  const kill = await signalAndWait(killed, 'SIGKILL');
  await sleep(1_000);

  const replacement = await replica('replacement');
  // Only once /ready answered (startGateway waited for it) does the replica join; dead endpoints leave.
  await lb.setReplicas([address(survivor), address(replacement)]);
  say(`replacement ${address(replacement)} ready in ${Math.round(replacement.readyMs)} ms, added to nginx`);
  await sleep(3_000);

  const outcomes = await load.stop();
  await stopAll();
  const summary = analyse(outcomes, lb.readAccessLog(), {
    drained: address(drained),
    killed: address(killed),
    replacement: address(replacement),
    termAtMs: term.sentAt,
    termInBalancer: TOLD !== 'removed',
    killAtMs: kill.sentAt,
    goneAtMs: kill.goneAt,
    drainExit: term.exit,
    drainMs: term.goneAt - term.sentAt,
    replacementReadyMs: Math.round(replacement.readyMs),
    replacementLogged: requestLines(join(dir, 'replacement.log')),
    initial: replicas.map(address),
    reloads: lb.reloads,
  });
  await lb.stop();
  console.log(summary.line);
  for (const problem of summary.problems) console.error(`scale: FAILED: ${problem}`);
  process.exitCode = summary.problems.length === 0 ? 0 : 1;
  // The logs are kept when something failed, to be read; a passing run leaves nothing behind.
  if (summary.problems.length === 0) rmSync(dir, { recursive: true, force: true });
  else say(`nginx and replica logs kept in ${dir}`);
}

main()
  .catch((error: unknown) => {
    if (error instanceof NginxUnavailable) {
      console.error(`scale: NOT RUN: ${error.message}`);
      process.exitCode = 3;
      return;
    }
    console.error(`scale: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  // Exit now: the 'exit' handler stops whatever a failure left running.
  .finally(() => process.exit());
