import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real Redis for the tests: Debian's redis-server (.ci/run installs it when missing; locally `apt-get install -y
 * redis-server`), started on 127.0.0.1 on a free port with a temporary directory and nothing saved to disk. A test
 * that cannot start it fails: it never passes without its real part.
 */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Stops the server (a test of Redis going away); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: Redis stalls (connections stay open, nothing is answered) until `resume` (SIGCONT). */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

const BINARY = '/usr/bin/redis-server';

export async function startRedis(): Promise<RedisServer> {
  try {
    execFileSync(BINARY, ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(`${BINARY} is missing: install Debian's redis-server (apt-get install -y redis-server)`);
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bunny-gateway-redis-'));
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn(
      BINARY,
      ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await ready(child);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: async () => {
      child?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
