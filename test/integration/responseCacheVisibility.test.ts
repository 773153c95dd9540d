import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { type GraphQLResponse, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * What an operator sees of the response cache (docs/observability.md): `x-cache` (HIT, MISS, BYPASS) and `age` on
 * every answer, `extensions.cost` on a hit with 0 upstream calls, a start-up line naming the store (never a Redis
 * password); and the memory store's bound by bytes, one credential never evicting another's answers.
 */

const ZONE = 'query ($id: SafeInt!) { pullZone(pullZoneId: $id) { id name } }';
const WRITE = 'mutation { purgePullZoneCache(input: { pullZoneId: 1 }) { __typename } }';

/** A zone whose answer is larger than a credential's share of the bounded store below. */
const HUGE_ZONE = 999;

let upstream: FakeUpstream;
let keys = 0;
let key = '';

beforeAll(async () => {
  // Every zone bunny.net is asked for, with a name long enough to count (about 1 KB per answer, 20 KB for one).
  upstream = await startFakeUpstream((request) => {
    const id = Number(/^\/pullzone\/(\d+)/.exec(request.url)?.[1] ?? 0);
    if (request.method !== 'GET') return { status: 204 };
    const name = `zone-${id}-${'n'.repeat(id === HUGE_ZONE ? 20_000 : 1_000)}`;
    return { status: 200, body: { Id: id, Name: name } };
  });
});

afterAll(async () => {
  await upstream?.close();
});

beforeEach(() => {
  keys += 1;
  key = `visibility-key-${keys}-${Date.now()}`;
  upstream.requests.length = 0;
});

const extensionsOf = (answer: GraphQLResponse) => (answer.body as { extensions?: unknown }).extensions;

const read = (gateway: TestGateway, id: number, headers: Record<string, string> = {}, as = key) =>
  gateway.graphql(ZONE, { id }, { AccessKey: as, ...headers });

describe('the response cache, as an operator sees it', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway(upstreamEnv(upstream.url, { RESPONSE_CACHE: 'memory' }));
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('marks a read from bunny.net MISS and the same read from the cache HIT, with its age in seconds', async () => {
    const start = Date.now();
    const first = await read(gateway, 1);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('age')).toBeNull();
    const second = await read(gateway, 1);
    expect(second.headers.get('x-cache')).toBe('HIT');
    // Whole seconds since the answer was stored: 0 unless this machine took a second between the two reads.
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(Number(second.headers.get('age'))).toBeLessThanOrEqual(Math.floor((Date.now() - start) / 1000));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(Number((await read(gateway, 1)).headers.get('age'))).toBeGreaterThanOrEqual(1);
    expect(upstream.requests).toHaveLength(1);
  });

  it('marks a write BYPASS, and shows no ETag or Last-Modified (a conditional request is never answered 304)', async () => {
    const write = await gateway.graphql(WRITE, undefined, { AccessKey: key });
    expect(write.body.errors).toBeUndefined();
    expect(write.headers.get('x-cache')).toBe('BYPASS');
    const first = await read(gateway, 1);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('last-modified')).toBeNull();
  });

  it('keeps extensions.cost on a hit when x-bunny-cost: true is sent, with 0 upstream calls', async () => {
    const miss = await read(gateway, 1, { 'x-bunny-cost': 'true' });
    expect(extensionsOf(miss)).toEqual({ cost: { estimated: 1, actual: 1, budget: 50 } });
    const hit = await read(gateway, 1, { 'x-bunny-cost': 'true' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(extensionsOf(hit)).toEqual({ cost: { estimated: 1, actual: 0, budget: 50 } });
    expect(hit.body.data).toEqual(miss.body.data);
    expect(extensionsOf(await read(gateway, 1))).toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
  });

  it('writes a hit as the stored text, never parsing it again (JSON.parse sees no stored answer)', async () => {
    const miss = await read(gateway, 2);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', AccessKey: key },
        body: JSON.stringify({ query: ZONE, variables: { id: 2 } }),
      });
      expect(response.headers.get('x-cache')).toBe('HIT');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.text()).toBe(JSON.stringify({ data: miss.body.data }));
      const storedAnswersParsed = parse.mock.calls.filter(([text]) => String(text).startsWith('{"data"'));
      expect(storedAnswersParsed).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
    expect(upstream.requests).toHaveLength(1);
  });

  it('says at start-up that the cache is on and in memory', () => {
    expect(gateway.logs.find((line) => String(line['msg']).startsWith('response cache on'))).toMatchObject({
      msg: `response cache on: memory (at most ${64 * 1024 * 1024} bytes, ${8 * 1024 * 1024} per credential)`,
    });
  });
});

describe('the response cache at start-up', () => {
  it('names Redis by host and port, never its password, and says so when the cache is off', async () => {
    const withRedis = await startGateway(
      upstreamEnv(upstream.url, { REDIS_URL: 'redis://cache-user:s3cret-redis-pass@127.0.0.1:1/0' }),
    );
    const off = await startGateway(upstreamEnv(upstream.url));
    try {
      expect(withRedis.rawLogs.join('\n')).not.toContain('s3cret-redis-pass');
      expect(withRedis.logs.map((line) => line['msg'])).toContain('response cache on: Redis at 127.0.0.1:1');
      expect(off.logs.map((line) => line['msg'])).toContain('response cache off');
    } finally {
      await withRedis.close();
      await off.close();
    }
  });
});

describe('the memory store, bounded by bytes', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    const env = {
      RESPONSE_CACHE: 'memory',
      RESPONSE_CACHE_MAX_BYTES: '65536',
      RESPONSE_CACHE_CREDENTIAL_SHARE: '0.25',
    };
    gateway = await startGateway(upstreamEnv(upstream.url, env));
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('lets one caller reading many records evict only its own answers: another caller’s stays a hit', async () => {
    const other = `${key}-other`;
    expect((await read(gateway, 1, {}, other)).headers.get('x-cache')).toBe('MISS');
    for (let id = 1; id <= 60; id += 1) expect((await read(gateway, id)).body.errors).toBeUndefined();
    expect((await read(gateway, 1, {}, other)).headers.get('x-cache')).toBe('HIT');
    expect((await read(gateway, 60)).headers.get('x-cache')).toBe('HIT');
    expect((await read(gateway, 1)).headers.get('x-cache')).toBe('MISS');
  });

  it('never keeps an answer larger than a credential’s share (16 KiB here): it is read again each time', async () => {
    const first = await read(gateway, HUGE_ZONE);
    expect(first.body.errors).toBeUndefined();
    expect(JSON.stringify(first.body).length).toBeGreaterThan(16 * 1024);
    expect((await read(gateway, HUGE_ZONE)).headers.get('x-cache')).toBe('MISS');
    expect(upstream.requests).toHaveLength(2);
  });
});
