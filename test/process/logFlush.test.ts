import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { spawnGateway } from './spawnGateway.js';

/**
 * The log destination is asynchronous (writes leave the request path); these prove it loses nothing when the
 * process ends: drained by SIGTERM in the middle of a burst, or killed by an uncaught exception right after one.
 */

let api: FakeUpstream;
useFakeUpstream((fake) => (api = fake));

/** One node-list read with its own request id: the status, or undefined when the connection failed (drain). */
function read(agent: Agent, url: string, requestId: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${url}/graphql`,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: TEST_KEY, 'x-request-id': requestId },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
      },
    );
    req.once('error', () => resolve(undefined));
    req.end(JSON.stringify({ query: '{ containerNodeIps }' }));
  });
}

describe('asynchronous logging', () => {
  it('SIGTERM in the middle of a burst: every request that was answered has its log line when the process exits', async () => {
    api.answer({ body: ['198.51.100.1'] });
    const gw = await spawnGateway(upstreamEnv(api.url, { SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '10000' }));
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    try {
      const answered: string[] = [];
      let sent = 0;
      const worker = async (): Promise<void> => {
        while (sent < 600) {
          const requestId = `burst-${sent++}`;
          if ((await read(agent, gw.url, requestId)) === 200) answered.push(requestId);
          if (answered.length === 300) gw.child.kill('SIGTERM');
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      expect(await gw.exited).toBe(0);
      const logged = new Set(
        gw.logs.filter((line) => line['msg'] === 'request').map((line) => String(line['requestId'])),
      );
      expect(answered.length).toBeGreaterThanOrEqual(300);
      expect(answered.filter((requestId) => !logged.has(requestId))).toEqual([]);
    } finally {
      agent.destroy();
      await gw.kill();
    }
  }, 60_000);

  it("a quiet gateway's single request line is written within a second, without waiting for more lines", async () => {
    api.answer({ body: ['198.51.100.1'] });
    const gw = await spawnGateway(upstreamEnv(api.url));
    const agent = new Agent({ keepAlive: false });
    try {
      expect(await read(agent, gw.url, 'quiet-1')).toBe(200);
      const deadline = Date.now() + 1_000;
      while (!gw.logs.some((line) => line['requestId'] === 'quiet-1') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(gw.logs.find((line) => line['requestId'] === 'quiet-1')).toMatchObject({ msg: 'request' });
    } finally {
      agent.destroy();
      await gw.kill();
    }
  });

  it('an uncaught exception right after a burst of 20,000 lines still writes every line', async () => {
    const script = fileURLToPath(new URL('./logCrash.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { PATH: process.env['PATH'] ?? '', LINES: '20000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('crash after the burst');
    const ids = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { requestId: string }).requestId);
    expect(ids).toHaveLength(20_000);
    expect(ids[19_999]).toBe('crash-19999');
  }, 30_000);
});
