import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run dev` as a developer runs it: a real process, the gateway on the embedded sandbox, on a free port. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev.ts'], {
  cwd: ROOT,
  env: { PATH: process.env['PATH'] ?? '', PORT: '0', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const exited = new Promise<number | string>((resolve) =>
  child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
);
let url = '';
let output = '';

beforeAll(async () => {
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /is ready: (http:\/\/localhost:\d+\/graphql)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  });
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
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
          query: 'mutation { removeBlockedIp(pullZoneId: 1284367, blockedIp: "198.51.100.7") { success } }',
        }),
      });
      return (await response.json()) as { data: { removeBlockedIp: { success: boolean } | null } };
    };
    expect((await removeIp()).data.removeBlockedIp).toEqual({ success: true });
    expect((await removeIp()).data.removeBlockedIp).toBeNull();
    const answer = await fetch(reset ?? '', { method: 'POST' });
    expect(await answer.json()).toEqual({ reset: true, message: "Every key's sandbox data is back to the seed." });
    expect((await removeIp()).data.removeBlockedIp).toEqual({ success: true });
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
