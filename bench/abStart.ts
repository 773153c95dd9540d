/**
 * `node --import tsx bench/abStart.ts <A server.mjs> <B server.mjs>`: two builds of the gateway started in turn on the
 * same core, AB_STARTS times each (default 7, the order swapped every round), with no load: spawn to /ready 200 and
 * resident memory (VmRSS) after a settle of AB_SETTLE_MS (default 1000), as medians, ranges and B/A. The at-rest
 * counterpart of bench/ab.ts, for reading one start-up or idle-memory lever on a noisy machine.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { pin, tasksetAvailable } from './measure.js';
import { atRestTable, gatewayStarter, measureStarts, median } from './measureAtRest.js';
import { killAllNow, startFakeUpstream, stopAll } from './processes.js';

const [scriptA, scriptB] = process.argv.slice(2);
const starts = Number(process.env['AB_STARTS'] ?? 7);
const settleMs = Number(process.env['AB_SETTLE_MS'] ?? 1_000);

async function main(): Promise<void> {
  if (!scriptA || !scriptB) throw new Error('usage: bench/abStart.ts <A server.mjs> <B server.mjs>');
  const canPin = tasksetAvailable();
  if (canPin) pin(process.pid, '0');
  const fake = await startFakeUpstream({ cpus: canPin ? '0' : undefined, exportBytes: 1024 });
  const logFile = join(tmpdir(), `bunny-gateway-abstart-${process.pid}.log`);
  const options = (serverScript: string) => ({
    upstreamUrl: fake.url,
    cpus: canPin ? '1' : undefined,
    logFile,
    serverScript,
  });
  const rows = await measureStarts(
    [gatewayStarter('A', options(scriptA)), gatewayStarter('B', options(scriptB))],
    starts,
    settleMs,
  );
  const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const ratio = (of: (row: typeof a) => readonly number[]) => (median(of(b)) / median(of(a))).toFixed(2);
  process.stdout.write(
    `A: ${scriptA}\nB: ${scriptB}\n${atRestTable(rows).join('\n')}\n\nB/A of the medians: resident ${ratio((row) => row.rssBytes)}, spawn to ready ${ratio((row) => row.readyMs)}, CPU to ready ${ratio((row) => row.cpuMs)}\n`,
  );
  await stopAll();
  rmSync(logFile, { force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`[abStart] ${error instanceof Error ? error.stack : String(error)}\n`);
  killAllNow();
  process.exit(1);
});
