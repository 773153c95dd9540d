/**
 * Process measurements from /proc (Linux): CPU time, resident memory and its peak, plus small helpers (free
 * ports, readiness polling, the machine description line).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';

let clockTicks: number | undefined;

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, nearly always 100). */
export function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** User + system CPU time of a process so far, in microseconds (resolution: one clock tick). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1_000_000) / clockTicksPerSecond();
}

export interface MemoryStatus {
  /** Resident set size now, in bytes. */
  rss: number;
  /** Peak resident set size (VmHWM) since start or since the last `resetPeakRss`, in bytes. */
  peakRss: number;
}

export function memoryStatus(pid: number): MemoryStatus {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string): number =>
    Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
}

/** Resets VmHWM to the current RSS (writes 5 to /proc/<pid>/clear_refs), so a peak can be taken per scenario. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples VmRSS every `intervalMs` as a fallback for kernels without clear_refs (VmHWM is then the peak since the
 * process started). `stop()` returns the largest sample.
 */
export function sampleRss(pid: number, intervalMs = 20): { stop: () => number } {
  let max = 0;
  const take = (): void => {
    try {
      max = Math.max(max, memoryStatus(pid).rss);
    } catch {
      // The process is gone; the last sample stands.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return max;
    },
  };
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One GET; resolves with the status, or 0 when the connection failed. */
export function getStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'GET', agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', () => resolve(0));
    req.end();
  });
}

/**
 * Polls `url` every `everyMs` until it answers 200 (or, with `anyStatus`, answers at all); resolves with the time since
 * `since` (performance.now()).
 */
export async function waitFor200(
  url: string,
  since: number,
  timeoutMs: number,
  everyMs = 2,
  anyStatus = false,
): Promise<number> {
  const deadline = since + timeoutMs;
  for (;;) {
    const status = await getStatus(url);
    if (status === 200 || (anyStatus && status !== 0)) return performance.now() - since;
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** "CPU model, N cores, Node vX" for the report header. */
export function machineDescription(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    // Not Linux: os.cpus() it is.
  }
  let memory = '';
  try {
    const kb = Number(/^MemTotal:\s+(\d+)/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1]);
    if (kb) memory = `, ${Math.round(kb / 1024 / 1024)} GB RAM`;
  } catch {
    // Optional.
  }
  return `${model}, ${cpus().length} cores${memory}, Node ${process.version}, ${process.platform}/${process.arch}`;
}

/** `taskset` when it exists and works here, for pinning processes to cores. */
export function tasksetAvailable(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins every thread of a running process to one CPU list (e.g. "0"). */
export function pin(pid: number, cpuList: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
