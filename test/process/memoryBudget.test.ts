import { describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { killSpawnedAfterEach, spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * One request must not take a replica down. The replica runs as the Kubernetes manifest starts it
 * (--max-old-space-size=256); one caller asks for fifteen aliased event-log exports of EXPORT_MAX_BYTES each (the
 * alias limit). The request's memory budget stops it, the process lives, and another caller's request made at the
 * same time is answered.
 */

let api: FakeUpstream;
useFakeUpstream((fake) => (api = fake));
killSpawnedAfterEach();

/** A wide event-log row (long URL and User-Agent), ~600 bytes: 5 MB of them stay under EXPORT_MAX_ROWS. */
const row = (n: number): string =>
  `2026-11-21T05:00:${String(n % 60).padStart(2, '0')}Z,203.0.113.${n % 250},DE,3320,waf,block,942100,SQLi,GET,` +
  `/search?q=${'a'.repeat(300)},Mozilla/5.0 ${'b'.repeat(200)},t13d\n`;
const HEADER = 'timestamp,ip,country,asn,feature,action,ruleId,rule,method,url,userAgent,ja4\n';
const CSV_CHUNK = Buffer.from(HEADER + Array.from({ length: 100 }, (_, n) => row(n)).join(''));

/** Exports answer 5 MB of CSV (more than EXPORT_MAX_BYTES, so each is cut at the cap); anything else a small list. */
function bigExports(): void {
  api.answer((request: ReceivedRequest) =>
    request.url.endsWith('/export')
      ? {
          headers: { 'content-type': 'text/csv' },
          generate: {
            totalBytes: 6 * 1024 * 1024,
            chunk: Buffer.concat([CSV_CHUNK, CSV_CHUNK.subarray(HEADER.length)]),
          },
        }
      : { body: ['198.51.100.1'] },
  );
}

const window = () => {
  const to = new Date(Date.now() - 60_000);
  return { from: new Date(to.getTime() - 3_600_000).toISOString(), to: to.toISOString() };
};

/** Fifteen aliases, each selecting the parsed rows and the CSV text. */
const FIFTEEN_EXPORTS = `query($from: DateTime!, $to: DateTime!) { ${Array.from(
  { length: 15 },
  (_, i) => `e${i}: shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to) { rowCount truncated rows csv }`,
).join(' ')} }`;

async function graphql(gw: SpawnedGateway, query: string, variables?: object) {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

describe('a replica started with --max-old-space-size=256', () => {
  it('survives fifteen aliased 5 MB exports in one request, refused past its memory budget, and answers another caller', async () => {
    bigExports();
    const gw = await spawnGateway(
      // The estimate and the download shares would refuse fifteen exports before any call: both are raised here, so
      // that the memory budget is what holds.
      upstreamEnv(api.url, { MAX_UPSTREAM_CALLS: '1000', DOWNLOADS_PER_CALLER: '100' }),
      30_000,
      ['--max-old-space-size=256'],
    );
    const [exports, other] = await Promise.all([
      graphql(gw, FIFTEEN_EXPORTS, window()).catch((error: unknown) => ({ failed: String(error) })),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() => graphql(gw, '{ containerNodeIps }')),
    ]);
    // A heap out of memory aborts the process (SIGABRT) a moment after the requests in flight fail.
    expect(await Promise.race([gw.exited, new Promise((resolve) => setTimeout(() => resolve('alive'), 2_000))])).toBe(
      'alive',
    );
    expect(other).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(exports).toHaveProperty('data');
    const { data, errors } = exports as Awaited<ReturnType<typeof graphql>>;
    const answered = Object.values(data ?? {}).filter((value) => value !== null);
    expect(answered.length).toBeGreaterThan(0);
    expect(errors?.length).toBe(15 - answered.length);
    for (const error of errors ?? []) {
      expect(error.extensions).toMatchObject({ code: 'RESULT_TOO_LARGE' });
      expect(error.message).toContain('MAX_REQUEST_MEMORY_BYTES');
    }
    // Still serving after it.
    expect(await graphql(gw, '{ containerNodeIps }')).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(gw.child.exitCode).toBeNull();
  }, 90_000);
});
