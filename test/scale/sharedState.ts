/**
 * `npm run test:scale` (after the drain run): three production-bundle replicas sharing one real Redis (Debian's
 * redis-server, started here) in front of the stateful sandbox. An answer cached through replica A is served by B
 * and C without a call to bunny.net; a write through B is seen at once through A and C; Redis killed mid-load fails
 * no request. One summary line; exit 1 when an expectation is not met.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAllNow, startGateway, stopAll, type GatewayProcess } from '../../bench/processes.js';
import { startSandbox, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { startRedis } from '../support/redisServer.js';

const say = (line: string): void => console.log(`scale: ${line}`);
const ZONE = `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id blockedIps } }`;
const REMOVE = `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { pullZone { id } } }`;
const KEY = 'scale-shared-state-key';

process.once('exit', () => killAllNow());

async function ask(replica: GatewayProcess, query: string): Promise<{ ok: boolean; ips: string[] }> {
  const response = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: KEY },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: { pullZone?: { blockedIps: string[] } }; errors?: unknown[] };
  return { ok: response.status === 200 && body.errors === undefined, ips: body.data?.pullZone?.blockedIps ?? [] };
}

async function main(): Promise<void> {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => ok || problems.push(what);
  const redis = await startRedis();
  const sandbox = await startSandbox({ recordRequests: true });
  const logs = mkdtempSync(join(tmpdir(), 'bunny-gateway-shared-'));
  try {
    const env = {
      REDIS_URL: redis.url,
      BUNNY_VIDEO_URL: sandbox.urls.video,
      BUNNY_ORIGIN_LOG_URL: sandbox.urls.originLogs,
    };
    const start = (name: string) =>
      startGateway({ upstreamUrl: sandbox.urls.api, logFile: join(logs, `${name}.log`), env });
    const [a, b, c] = (await Promise.all([start('a'), start('b'), start('c')])) as [
      GatewayProcess,
      GatewayProcess,
      GatewayProcess,
    ];
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // each replica's Redis link up
    await ask(a, ZONE);
    const afterA = sandbox.requests.length;
    const [fromB, fromC] = await Promise.all([ask(b, ZONE), ask(c, ZONE)]);
    expect(
      fromB.ok && fromC.ok && sandbox.requests.length === afterA,
      'B and C did not serve the answer cached through A',
    );
    await ask(b, REMOVE);
    const [seenA, seenC] = await Promise.all([ask(a, ZONE), ask(c, ZONE)]);
    expect(
      !seenA.ips.includes(WEB_BLOCKED_IPV4) && !seenC.ips.includes(WEB_BLOCKED_IPV4),
      'A or C did not see the write through B',
    );
    const load = Array.from({ length: 90 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 10)).then(() => ask([a, b, c][i % 3] as GatewayProcess, ZONE)),
    );
    setTimeout(() => void redis.stop(), 300);
    const answers = await Promise.all(load);
    const failed = answers.filter((answer) => !answer.ok).length;
    expect(failed === 0, `${failed} requests failed while Redis went away`);
    say(
      `shared state: 3 replicas, one Redis; cached through A, served by B and C with no call; a write through B seen by A and C; Redis killed mid-load: ${failed} of ${answers.length} failed`,
    );
  } finally {
    await stopAll();
    await sandbox.close();
    await redis.close();
    rmSync(logs, { recursive: true, force: true });
  }
  for (const problem of problems) say(`FAILED: ${problem}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

await main();
