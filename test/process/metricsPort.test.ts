import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * METRICS_PORT: Prometheus scrapes a second listener, so /metrics need not be published with /graphql. The public
 * port stops serving it; the metrics port serves /metrics and the probes, and nothing else.
 */

let api: FakeUpstream;
let gw: SpawnedGateway | undefined;

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await gw?.kill();
  gw = undefined;
});

async function metricsUrl(gateway: SpawnedGateway): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = gateway.logs.find((entry) => entry['msg'] === `metrics listening on port ${String(entry['metricsPort'])}, /metrics`);
    if (typeof line?.['metricsPort'] === 'number') return `http://127.0.0.1:${line['metricsPort']}`;
    if (Date.now() > deadline) throw new Error('the gateway did not log its metrics port');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function readNodeIps(url: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
    body: JSON.stringify({ query: '{ containerNodeIps }' }),
  });
}

describe('METRICS_PORT', () => {
  it('serves /metrics and the probes on their own port, and no longer on the public one', async () => {
    api.answer({ body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { METRICS_PORT: '0' }));
    const metrics = await metricsUrl(gw);
    expect(metrics).not.toBe(gw.url);

    expect((await readNodeIps(gw.url)).status).toBe(200);
    expect((await fetch(`${gw.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);

    const scraped = await fetch(`${metrics}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^bunny_gateway_graphql_operations_total\{operation_type="query",root_field="containerNodeIps",outcome="success"\} 1$/m);
    expect((await fetch(`${metrics}/ready`)).status).toBe(200);
    const graphqlOnMetricsPort = await readNodeIps(metrics);
    expect(graphqlOnMetricsPort.status).toBe(404);
    expect(api.requests).toHaveLength(1);
  });

  it('reports draining on the metrics port while the gateway shuts down', async () => {
    api.answer({ delayMs: 1_500, body: ['198.51.100.1'] });
    gw = await spawnGateway(upstreamEnv(api.url, { METRICS_PORT: '0', SHUTDOWN_GRACE_MS: '10000' }));
    const metrics = await metricsUrl(gw);
    const inFlight = readNodeIps(gw.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gw.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${metrics}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await inFlight).status).toBe(200);
    expect(await gw.exited).toBe(0);
  });

  it('a METRICS_PORT already in use stops the process with exit code 2 and a one-line reason', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', METRICS_PORT: String(port) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(2);
      expect(stderr.trim()).toBe(`bunny-gateway: METRICS_PORT ${port} cannot be used: EADDRINUSE`);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
