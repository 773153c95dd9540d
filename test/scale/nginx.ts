/**
 * nginx as the replicas' load balancer, run from a temp dir with its own config, pid, logs and temp paths, in the
 * foreground (`daemon off`) so it is our child.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor200 } from '../../bench/measure.js';
import { type AccessRecord, LOG_FORMAT, parseAccessLog } from './accessLog.js';

function config(dir: string, port: number, replicas: readonly string[]): string {
  const servers = replicas.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${LOG_FORMAT}
  access_log ${dir}/access.log scale;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream gateways {
${servers}
    keepalive 32;
    # Below the gateway's keep-alive timeout (5 s), so nginx closes an idle connection before the gateway does.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    # GraphQL documents up to 128 KiB stay in memory instead of a temp file.
    client_body_buffer_size 128k;
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # A refused or reset connection goes to the next replica. POSTs are retried only when nginx could not send
      # them (refused), never once a replica may have run them: non_idempotent is deliberately not set.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** When a reload began and when its new worker was running. */
export interface Reload {
  readonly startMs: number;
  readonly endMs: number;
}

export interface Nginx {
  readonly url: string;
  readonly reloads: Reload[];
  /** Rewrites the upstream list and reloads (SIGHUP): old workers finish their requests, new ones use the list. */
  setReplicas(replicas: readonly string[]): Promise<void>;
  readAccessLog(): AccessRecord[];
  stop(): Promise<void>;
  /** Synchronous last resort for an exit handler: SIGTERM makes the master stop its workers too. */
  killNow(): void;
}

export async function startNginx(binary: string, dir: string, replicas: readonly string[]): Promise<Nginx> {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  // Workers drop root (to nobody or www-data) and must still reach their temp paths.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'tmp'), 0o777);
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, replicas));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'];
  execFileSync(binary, [...args, '-t'], { stdio: 'pipe' });
  const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor200(`${url}/health`, performance.now(), 10_000, 20), exitedEarly(child)]);
  const reloads: Reload[] = [];
  return {
    url,
    reloads,
    async setReplicas(next) {
      writeFileSync(file, config(dir, port, next));
      execFileSync(binary, [...args, '-t'], { stdio: 'pipe' });
      const before = workers(child.pid);
      const startMs = Date.now();
      child.kill('SIGHUP');
      await newWorker(child.pid, before);
      reloads.push({ startMs, endMs: Date.now() });
    },
    readAccessLog: () => parseAccessLog(readFileSync(join(dir, 'access.log'), 'utf8')),
    stop: () => stopNginx(child),
    killNow() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

/** The master's worker pids (Linux: /proc/<pid>/task/<pid>/children). */
function workers(pid: number | undefined): Set<string> {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return new Set(text.split(' ').filter((entry) => entry.trim() !== ''));
}

/** A reload is done when a worker started after it (one with the new upstream list) is running. */
async function newWorker(pid: number | undefined, before: Set<string>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (![...workers(pid)].some((worker) => !before.has(worker))) {
    if (Date.now() > deadline) throw new Error('nginx did not start a worker with the new configuration');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function exitedEarly(child: ChildProcess): Promise<never> {
  return new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited with ${code}`))));
}

function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // QUIT: graceful (workers finish); the load has stopped by now, so this is quick.
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGTERM'), 3_000).unref();
  });
}
