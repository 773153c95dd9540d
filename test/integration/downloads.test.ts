import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * A CSV download holds a connection to bunny.net for as long as its reader takes. A reader that never reads must not
 * hold it forever (idle and total deadlines), and no caller may hold more than its share of the connections, so
 * that every other caller's calls are still answered.
 */

let api: FakeUpstream;
useFakeUpstream((fake) => (api = fake));

const gateways: TestGateway[] = [];
const opened: ClientRequest[] = [];
afterEach(async () => {
  for (const req of opened.splice(0)) req.destroy();
  await Promise.all(gateways.splice(0).map((gw) => gw.close()));
});

async function gatewayWith(env: Record<string, string>): Promise<TestGateway> {
  const gw = await startGateway(upstreamEnv(api.url, env));
  gateways.push(gw);
  return gw;
}

const csvChunk = Buffer.from('2026-11-21T05:00:00Z,203.0.113.7,DE,waf,block,/login\n'.repeat(1000));

/** Exports are endless CSV made as fast as it is read; everything else is a small JSON read. */
function endlessExports(): void {
  api.answer((request: ReceivedRequest) =>
    request.url.endsWith('/export')
      ? { headers: { 'content-type': 'text/csv' }, generate: { totalBytes: 1024 * 1024 * 1024, chunk: csvChunk } }
      : { body: ['198.51.100.1'] },
  );
}

/**
 * Opens a download and never reads it: resolves with its status once the headers are in, or with the whole body
 * (`text`) of a refusal.
 */
function stalledDownload(
  url: string,
  key: string,
): Promise<{ status: number; response: IncomingMessage; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/exports/shield/42/event-logs.csv`,
      { method: 'POST', headers: { 'content-type': 'application/json', AccessKey: key } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 200) {
          response.pause();
          resolve({ status, response, text: '' });
          return;
        }
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.once('end', () => resolve({ status, response, text }));
      },
    );
    opened.push(req);
    req.once('error', reject);
    req.end(JSON.stringify({ from: Date.now() - 3_600_000, to: Date.now() - 60_000 }));
  });
}

const exportRequests = () => api.requests.filter((request) => request.url.endsWith('/export'));

/** Whether the fake's answer to the `index`th request ended within `ms`: false when bunny.net's side was cut off. */
function endedWithin(index: number, ms: number): Promise<boolean | 'still open'> {
  return Promise.race([
    api.responses[index]?.completed ?? Promise.resolve('still open' as const),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

describe('a download whose reader never reads', () => {
  it('is ended after DOWNLOAD_IDLE_TIMEOUT_MS, and its connection to bunny.net is closed', async () => {
    endlessExports();
    const gw = await gatewayWith({ DOWNLOAD_IDLE_TIMEOUT_MS: '500' });
    const { status } = await stalledDownload(gw.url, TEST_KEY);
    expect(status).toBe(200);
    expect(await endedWithin(0, 5_000)).toBe(false);
    expect(api.responses[0]?.bytesSent).toBeLessThan(64 * 1024 * 1024);
    // The reader's stall is its own: the attempt's line says so, and bunny.net is not blamed.
    const line = gw.logs.find((entry) => entry['msg'] === 'upstream call');
    expect(line?.['upstream']).toMatchObject({ status: 200, errorCode: 'BAD_USER_INPUT' });
  });
});

describe('a download that keeps moving', () => {
  it('is ended after DOWNLOAD_TIMEOUT_MS however well it is read', async () => {
    endlessExports();
    const gw = await gatewayWith({ DOWNLOAD_TIMEOUT_MS: '1000', DOWNLOAD_IDLE_TIMEOUT_MS: '60000' });
    const startedAt = Date.now();
    const { response } = await stalledDownload(gw.url, TEST_KEY);
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.on('error', () => undefined);
    response.resume();
    await new Promise<void>((resolve) => response.once('close', resolve));
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(received).toBeGreaterThan(0);
    expect(await endedWithin(0, 2_000)).toBe(false);
  });
});

describe("each caller's share of the connections", () => {
  it('refuses a download past DOWNLOADS_PER_CALLER with 429 RATE_LIMITED, before any call; other keys still download', async () => {
    endlessExports();
    const gw = await gatewayWith({ DOWNLOADS_PER_CALLER: '2' });
    expect((await stalledDownload(gw.url, TEST_KEY)).status).toBe(200);
    expect((await stalledDownload(gw.url, TEST_KEY)).status).toBe(200);
    const third = await stalledDownload(gw.url, TEST_KEY);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.text)).toMatchObject({
      errors: [{ extensions: { code: 'RATE_LIMITED', service: 'shield' } }],
    });
    expect(third.text).toContain('DOWNLOADS_PER_CALLER');
    expect(exportRequests()).toHaveLength(2);
    expect((await stalledDownload(gw.url, 'another-callers-key-0002')).status).toBe(200);
  });

  it('lets downloads together hold at most half of UPSTREAM_CONNECTIONS, so ordinary calls are answered within their deadline', async () => {
    endlessExports();
    const gw = await gatewayWith({ UPSTREAM_CONNECTIONS: '4', DOWNLOADS_PER_CALLER: '4', REQUEST_DEADLINE_MS: '2000' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await stalledDownload(gw.url, `caller-key-${i}-00000000`)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(exportRequests()).toHaveLength(2);
    const reads = await Promise.all(
      Array.from({ length: 6 }, () =>
        gw.graphql('{ containerNodeIps }', undefined, { AccessKey: 'reader-key-000001' }),
      ),
    );
    for (const { body } of reads) expect(body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
  });
});
