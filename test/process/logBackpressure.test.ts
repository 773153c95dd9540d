import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useFakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { killSpawnedAfterEach, spawnGateway } from './spawnGateway.js';

/**
 * stdout to a reader that stopped reading (a stuck log shipper): the gateway keeps at most LOG_BUFFER_MAX_BYTES of
 * lines waiting, drops the rest, counts them on /metrics, and says once, in the log, where the gap begins.
 */

let apiUrl = '';
useFakeUpstream((fake) => (apiUrl = fake.url));
killSpawnedAfterEach();

function typename(agent: Agent, url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${url}/graphql`,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', AccessKey: TEST_KEY } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
      },
    );
    req.once('error', () => resolve(undefined));
    req.end('{"query":"{ __typename }"}');
  });
}

async function droppedOnMetrics(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const match = /^bunny_gateway_log_lines_dropped_total (\d+)$/m.exec(text);
  if (!match) throw new Error('no bunny_gateway_log_lines_dropped_total on /metrics');
  return Number(match[1]);
}

describe('a stdout nobody reads', () => {
  it('drops log lines past LOG_BUFFER_MAX_BYTES, counts them on /metrics, and logs one notice; requests are answered', async () => {
    const gw = await spawnGateway(upstreamEnv(apiUrl, { LOG_BUFFER_MAX_BYTES: String(64 * 1024) }));
    expect(await droppedOnMetrics(gw.url)).toBe(0);
    gw.child.stdout?.pause();
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    try {
      let sent = 0;
      const statuses: (number | undefined)[] = [];
      const worker = async (): Promise<void> => {
        while (sent < 4_000) {
          sent += 1;
          statuses.push(await typename(agent, gw.url));
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const dropped = await droppedOnMetrics(gw.url);
      expect(dropped).toBeGreaterThan(1_000);

      gw.child.stdout?.resume();
      await expect
        .poll(() => gw.logs.filter((line) => String(line['msg'] ?? '').startsWith('stdout is not keeping up')), {
          timeout: 5_000,
        })
        .toHaveLength(1);
      expect(gw.logs.find((line) => String(line['msg']).startsWith('stdout is not keeping up'))).toMatchObject({
        level: 'warn',
        logBufferMaxBytes: 64 * 1024,
      });
      const logged = gw.logs.filter((line) => line['msg'] === 'request').length;
      expect(logged).toBeLessThan(4_000);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
