import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevProcess, spawnDev } from './spawnDev.js';

/** `npm run dev` as a developer runs it: a real process, the gateway on the embedded sandbox, on a free port. */

let dev: DevProcess;
let url = '';
let output = '';

beforeAll(async () => {
  dev = await spawnDev();
  url = dev.url;
  output = dev.output();
});

afterAll(async () => {
  if (dev.child.exitCode === null) dev.child.kill('SIGTERM');
  await dev.exited;
});

describe('npm run dev', () => {
  it('prints the GraphiQL URL and the demo key', () => {
    expect(output).toContain('Demo key:  AccessKey: sandbox-demo-key');
  });

  it('serves GraphiQL with the demo key pre-filled and its scripts from this server, not a CDN', async () => {
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('sandbox-demo-key');
    expect(html).toContain('/graphiql-assets/yoga-graphiql.umd.js');
    expect(html).not.toContain('unpkg.com');
    expect(html).toContain('<title>bunny-gateway GraphiQL</title>');
    const favicon = await fetch(new URL('/graphiql-assets/favicon.svg', url));
    expect([favicon.status, favicon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await favicon.text()).toMatch(/^<svg /);
    const script = await fetch(new URL('/graphiql-assets/yoga-graphiql.umd.js', url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect((await fetch(new URL('/graphiql-assets/../package.json', url))).status).toBe(404);
  });

  it('answers a query against the sandbox with the demo key', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: 'sandbox-demo-key' },
      body: JSON.stringify({
        query: '{ containerNodeIps shieldZoneMetrics(shieldZoneId: 41873) { totalCleanRequestsLimit } }',
      }),
    });
    const body = (await response.json()) as {
      data: { containerNodeIps: string[]; shieldZoneMetrics: { totalCleanRequestsLimit: number } };
    };
    expect(body.data.containerNodeIps.length).toBeGreaterThan(0);
    expect(body.data.shieldZoneMetrics.totalCleanRequestsLimit).toBeGreaterThan(2 ** 31);
  });

  it('prints how to start over, and a POST to that address gives every key the seeded data again', async () => {
    const reset = /curl -X POST (http:\/\/localhost:\d+\/sandbox\/reset)/.exec(output)?.[1];
    expect(reset).toBe(url.replace('/graphql', '/sandbox/reset'));
    const removeIp = async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: 'sandbox-demo-key' },
        body: JSON.stringify({
          query:
            'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1284367, blockedIp: "198.51.100.7" }) { clientMutationId } }',
        }),
      });
      return (await response.json()) as {
        data: { removePullZoneBlockedIp: { clientMutationId: string | null } | null };
      };
    };
    expect((await removeIp()).data.removePullZoneBlockedIp).toEqual({ clientMutationId: null });
    expect((await removeIp()).data.removePullZoneBlockedIp).toBeNull();
    const answer = await fetch(reset ?? '', { method: 'POST' });
    expect(await answer.json()).toEqual({ reset: true, message: "Every key's sandbox data is back to the seed." });
    expect((await removeIp()).data.removePullZoneBlockedIp).toEqual({ clientMutationId: null });
  });

  it("keeps the demo libraries' webhooks pointed at the gateway after a reset, as start-up left them", async () => {
    const webhookUrl = async (): Promise<unknown> => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: 'sandbox-demo-key' },
        body: JSON.stringify({ query: '{ videoLibrary(videoLibraryId: 240117) { webhookUrl } }' }),
      });
      const body = (await response.json()) as { data: { videoLibrary: { webhookUrl: string | null } } };
      return body.data.videoLibrary.webhookUrl;
    };
    const expected = url.replace('localhost', '127.0.0.1').replace('/graphql', '/webhooks/bunny-stream');
    expect(await webhookUrl()).toBe(expected);
    expect((await fetch(url.replace('/graphql', '/sandbox/reset'), { method: 'POST' })).status).toBe(200);
    expect(await webhookUrl()).toBe(expected);
  });

  it('stops cleanly on SIGTERM', async () => {
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);
  });
});

describe('npm run dev with METRICS_PORT', () => {
  it('serves /metrics on METRICS_PORT, as npm start does, instead of hiding it', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const metricsPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const withMetrics = await spawnDev(25_000, { METRICS_PORT: String(metricsPort) });
    try {
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('bunny_gateway_');
      expect((await fetch(new URL('/metrics', withMetrics.url))).status).toBe(404);
    } finally {
      withMetrics.child.kill('SIGTERM');
      await withMetrics.exited;
    }
  });
});
