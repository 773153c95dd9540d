/**
 * The child processes of the benchmark: the fake upstream, the gateway's production build and the two reference
 * forwarders. Every child is registered so that it is stopped at the end, on failure and on Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor200 } from './measure.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const children = new Set<ChildProcess>();

export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  stop(): Promise<void>;
}

function track(child: ChildProcess): Child {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (child.pid === undefined) throw new Error('child process did not start');
  return {
    process: child,
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Last resort on process exit: nothing may outlive the bench. Synchronous, as 'exit' handlers must be. */
export function killAllNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** `taskset -c <cpus> <command>` when pinning, else the command itself (taskset execs: the pid is node's). */
function pinned(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpus === undefined ? [command, args] : ['taskset', ['-c', cpus, command, ...args]];
}

export interface ListeningProcess extends Child {
  readonly url: string;
}

/**
 * Spawns `node <args>` (pinned when `cpus` is set) and waits for the one JSON line `{"port":N}` it prints on stdout
 * once listening on 127.0.0.1.
 */
async function spawnListening(
  name: string,
  args: string[],
  env: Record<string, string>,
  cpus: string | undefined,
): Promise<ListeningProcess> {
  const [command, commandArgs] = pinned(cpus, process.execPath, args);
  const childEnv: Record<string, string | undefined> = { ...process.env, PORT: '0', NODE_ENV: 'production', ...env };
  delete childEnv['NODE_OPTIONS'];
  const child = spawn(command, commandArgs, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  const tracked = track(child);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`the ${name} did not start within 15 s`)), 15_000);
    child.once('exit', (code) => reject(new Error(`the ${name} exited with ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return { ...tracked, url: `http://127.0.0.1:${port}` };
}

export type FakeUpstreamProcess = ListeningProcess;

export function startFakeUpstream(options: {
  cpus?: string | undefined;
  exportBytes: number;
}): Promise<FakeUpstreamProcess> {
  const script = fileURLToPath(new URL('./fakeUpstream.ts', import.meta.url));
  return spawnListening(
    'fake upstream',
    ['--import', 'tsx', script],
    { EXPORT_BYTES: String(options.exportBytes) },
    options.cpus,
  );
}

/** A reference server (bench/floor, bench/leanYoga) from its bundle, forwarding to `upstreamUrl` (on `port`, else any). */
export function startReference(
  name: string,
  bundle: string,
  upstreamUrl: string,
  cpus: string | undefined,
  port = 0,
): Promise<ListeningProcess> {
  return spawnListening(
    name,
    [bundle],
    {
      UPSTREAM_URL: upstreamUrl,
      SCHEMA_DIR: fileURLToPath(new URL('../schema/', import.meta.url)),
      PORT: String(port),
    },
    cpus,
  );
}

export interface GatewayProcess extends Child {
  readonly url: string;
  /** Spawn to the first 200 on /ready, in ms. */
  readonly readyMs: number;
}

export interface GatewayOptions {
  readonly upstreamUrl: string;
  readonly cpus?: string | undefined;
  /** Where stdout/stderr (the JSON logs) go. */
  readonly logFile: string;
  readonly nodeArgs?: string[];
  readonly serverScript?: string;
  readonly env?: Record<string, string>;
}

/** `node dist/server.mjs` (npm start) as production runs it, LOG_LEVEL=info, logs to a file. */
export async function startGateway(options: GatewayOptions): Promise<GatewayProcess> {
  const port = await freePort();
  const log = openSync(options.logFile, 'a');
  const script = options.serverScript ?? fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
  const [command, args] = pinned(options.cpus, process.execPath, [...(options.nodeArgs ?? []), script]);
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    BUNNY_API_URL: options.upstreamUrl,
    BUNNY_VIDEO_URL: options.upstreamUrl,
    BUNNY_ORIGIN_LOG_URL: options.upstreamUrl,
    // No balancer to tell about the drain here: stop at once when the run ends.
    SHUTDOWN_DELAY_MS: '0',
    ...options.env,
  };
  delete env['NODE_OPTIONS'];
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const tracked = track(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}; see ${options.logFile}`))),
  );
  const readyMs = await Promise.race([waitFor200(`${url}/ready`, startedAt, 15_000), exited]);
  exited.catch(() => undefined);
  return { ...tracked, url, readyMs };
}
