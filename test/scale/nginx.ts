/**
 * nginx as the replicas' load balancer, run from a temp dir with its own config, pid, logs and temp paths, in the
 * foreground (`daemon off`) so it is our child. Debian's package is installed when missing, as root only.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor200 } from '../../bench/measure.js';

const NGINX = ['/usr/sbin/nginx', 'nginx'];

function findNginx(): string | undefined {
  for (const candidate of NGINX) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Try the next one.
    }
  }
  return undefined;
}

/** nginx is missing and cannot be installed here: the scale test is not run (exit 3), which is not a failure. */
export class NginxUnavailable extends Error {
  override readonly name = 'NginxUnavailable';
}

/** The nginx binary, installing Debian's nginx-light (or nginx) first when it is missing and we are root. */
export function ensureNginx(say: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new NginxUnavailable('nginx is not installed and installing it needs root');
  say("nginx is not installed: installing Debian's nginx-light with apt-get (nginx if that is unavailable)");
  const apt = (args: string[]): void => {
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    apt(['update', '-qq']);
    try {
      apt(['install', '-y', '-qq', 'nginx-light']);
    } catch {
      apt(['install', '-y', '-qq', 'nginx']);
    }
  } catch (error) {
    throw new NginxUnavailable(`apt-get could not install nginx: ${error instanceof Error ? error.message : error}`);
  }
  const installed = findNginx();
  if (!installed) throw new NginxUnavailable('nginx was installed but cannot be run');
  return installed;
}

/** One access-log line: which replica(s) nginx tried, with what outcome, and when. */
export interface AccessRecord {
  readonly requestId: string;
  readonly status: number;
  /** Every upstream nginx tried, in order (`127.0.0.1:port`). */
  readonly upstreams: string[];
  readonly upstreamStatuses: string[];
  /** Epoch ms when nginx finished the request, and when it read its first byte. */
  readonly endMs: number;
  readonly startMs: number;
}

/** Tab-separated, in this order; parsed by `readAccessLog`. */
const LOG_FORMAT =
  "log_format scale '$http_x_request_id\\t$status\\t$upstream_addr\\t$upstream_status\\t$msec\\t$request_time';";

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

export function parseAccessLog(text: string): AccessRecord[] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [requestId = '', status, upstreams = '', statuses = '', msec, requestTime] = line.split('\t');
      const endMs = Number(msec) * 1000;
      const split = (value: string): string[] => value.split(/[,:]\s+/).filter((v) => v !== '-' && v !== '');
      return {
        requestId,
        status: Number(status),
        upstreams: split(upstreams),
        upstreamStatuses: split(statuses),
        endMs,
        startMs: endMs - Number(requestTime) * 1000,
      };
    });
}
