import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The production entry (src/server.ts) running as its own process, as `npm start` would, on a port the OS picks. */
export interface SpawnedGateway {
  readonly url: string;
  readonly child: ChildProcess;
  /** Every stdout line, parsed when it is JSON (pino). */
  readonly logs: Record<string, unknown>[];
  /** Resolves with the exit code (or the signal name) when the process ends. */
  readonly exited: Promise<number | string>;
  /** The process's resident set size in bytes, from /proc/<pid>/status (VmRSS). */
  rssBytes(): Promise<number>;
  /** Ends the process if it is still running. */
  kill(): Promise<void>;
}

export async function spawnGateway(
  env: Record<string, string>,
  startTimeoutMs = 20_000,
  /** Flags for node itself, before the script (some, like V8's, are refused in NODE_OPTIONS). */
  nodeArgs: string[] = [],
): Promise<SpawnedGateway> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let pending = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const entry = parseLine(line);
        logs.push(entry);
        if (String(entry['msg'] ?? '').startsWith('bunny-gateway listening') && typeof entry['port'] === 'number')
          resolve(entry['port']);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    void exited.then((code) => reject(new Error(`gateway exited (${code}) before listening: ${stderr.join('')}`)));
    setTimeout(
      () => reject(new Error(`gateway did not log its port within ${startTimeoutMs} ms: ${stderr.join('')}`)),
      startTimeoutMs,
    ).unref();
  });
  const spawned: SpawnedGateway = {
    url: `http://127.0.0.1:${await port.catch(async (error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    })}`,
    child,
    logs,
    exited,
    async rssBytes() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (!kb) throw new Error('no VmRSS in /proc status');
      return Number(kb) * 1024;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  started.push(spawned);
  return spawned;
}

/** Every gateway spawned and not yet killed by `killSpawnedAfterEach`. */
const started: SpawnedGateway[] = [];

/** Kills, after each test of the calling file, every gateway the test spawned. */
export function killSpawnedAfterEach(): void {
  afterEach(async () => {
    await Promise.all(started.splice(0).map((gateway) => gateway.kill()));
  });
}

function parseLine(line: string): Record<string, unknown> {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return { raw: line };
  }
}
