/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): top functions by self time, and by package.
 * Usage: node --import tsx bench/profile.ts <file.cpuprofile> [top=25] [skipMs=0]
 * Profile the gateway under load with: BENCH_ONLY=metrics BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function where(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.includes('/dist/')) return `gateway:${url.slice(url.indexOf('/dist/') + 6)}`;
  if (url.startsWith('node:')) return url;
  return url === '' ? '(native/vm)' : url;
}

/** `skipMs`: samples of the first milliseconds (start-up, warm-up) are left out. */
export function summarise(profile: Profile, top = 25, skipMs = 0): string {
  const selfMicros = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= skipMs * 1000) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const micros = selfMicros.get(node.id) ?? 0;
    if (micros === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const pkg = where(url).split(':')[0] ?? '';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const pct = (micros: number): string => `${((micros / total) * 100).toFixed(1).padStart(5)}%`;
  const lines = [`total sampled: ${(total / 1000).toFixed(0)} ms`, '', 'self time by function:'];
  for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${pct(micros)}  ${key}`);
  lines.push('', 'self time by package:');
  for (const [key, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
    lines.push(`${pct(micros)}  ${key}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: node --import tsx bench/profile.ts <file.cpuprofile> [top]\n');
    process.exit(2);
  }
  process.stdout.write(
    `${summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(process.argv[3] ?? 25), Number(process.argv[4] ?? 0))}\n`,
  );
}
