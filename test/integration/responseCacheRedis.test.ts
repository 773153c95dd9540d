import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID, type Sandbox } from '../../src/sandbox/index.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { sandboxEnv, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';
import { type RedisServer, startRedis } from '../support/redisServer.js';

/**
 * Three replicas sharing one real Redis (Debian's redis-server, started here on 127.0.0.1): an answer cached through
 * one is served by the others, a write through one is seen at once through all, Redis going away mid-load fails no
 * request, and a 429 one replica meets is held by all.
 */

const ZONE = `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id name blockedIps } }`;
const REMOVE = `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { pullZone { id blockedIps } } }`;

let redis: RedisServer;
let sandbox: Sandbox;
let replicas: TestGateway[];
let keys = 0;
let key = '';

const ask = (replica: TestGateway, query: string) => replica.graphql(query, undefined, { AccessKey: key });
const blockedIps = (answer: Awaited<ReturnType<typeof ask>>) =>
  (answer.body.data as { pullZone: { blockedIps: string[] } }).pullZone.blockedIps;

/**
 * Until `count` replicas are connected to Redis, each with its command link and its subscription to the rate-limit
 * holds (a replica that starts answers before its Redis link is up, without it, as it must).
 */
async function connected(url: string, count: number): Promise<void> {
  const probe = new Redis(url);
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const clients =
        String(await probe.client('LIST'))
          .trim()
          .split('\n').length - 1;
      const [, subscribers] = (await probe.pubsub('NUMSUB', 'bunny-gateway:rate-limit-holds')) as [string, number];
      if (clients >= 2 * count && subscribers >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${count} replicas did not connect to Redis`);
  } finally {
    probe.disconnect();
  }
}

async function metric(replica: TestGateway, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  return [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

beforeAll(async () => {
  redis = await startRedis();
  sandbox = await startSandbox();
  const env = sandboxEnv(sandbox, { REDIS_URL: redis.url });
  replicas = await Promise.all([startGateway(env), startGateway(env), startGateway(env)]);
  await connected(redis.url, 3);
});

afterAll(async () => {
  await Promise.all((replicas ?? []).map((replica) => replica.close()));
  await sandbox?.close();
  await redis?.close();
});

beforeEach(() => {
  keys += 1;
  key = `redis-cache-key-${keys}-${Date.now()}`;
  sandbox.clearRequests();
});

describe('the response cache in Redis, across three replicas', () => {
  it('serves through B and C an answer cached through A, with no further call to bunny.net', async () => {
    const [a, b, c] = replicas as [TestGateway, TestGateway, TestGateway];
    const first = await ask(a, ZONE);
    expect(first.body.errors).toBeUndefined();
    expect(sandbox.requests).toHaveLength(1);
    expect((await ask(b, ZONE)).body).toEqual(first.body);
    expect((await ask(c, ZONE)).body).toEqual(first.body);
    expect(sandbox.requests).toHaveLength(1);
  });

  it('shows a write through B at once through A and C', async () => {
    const [a, b, c] = replicas as [TestGateway, TestGateway, TestGateway];
    expect(blockedIps(await ask(a, ZONE))).toContain(WEB_BLOCKED_IPV4);
    expect(blockedIps(await ask(c, ZONE))).toContain(WEB_BLOCKED_IPV4);
    expect((await ask(b, REMOVE)).body.errors).toBeUndefined();
    expect(blockedIps(await ask(a, ZONE))).not.toContain(WEB_BLOCKED_IPV4);
    expect(blockedIps(await ask(c, ZONE))).not.toContain(WEB_BLOCKED_IPV4);
  });

  it('serves a hit from Redis without parsing the stored answer (JSON.parse sees none of it)', async () => {
    const [a, b] = replicas as [TestGateway, TestGateway];
    const miss = await ask(a, ZONE);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await fetch(`${b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', AccessKey: key },
        body: JSON.stringify({ query: ZONE }),
      });
      expect(response.headers.get('x-cache')).toBe('HIT');
      expect(await response.text()).toBe(JSON.stringify({ data: miss.body.data }));
      const storedParsed = parse.mock.calls.filter(([text]) => /^\{"(data|text|storedAt)"/.test(String(text)));
      expect(storedParsed).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
  });

  it("keeps an answer holding statistics for the SDL's 10 seconds (@cacheControl), others for RESPONSE_CACHE_TTL_MS", async () => {
    const [a] = replicas as [TestGateway];
    const probe = new Redis(redis.url);
    try {
      const ttls = async (query: string): Promise<number> => {
        const before = new Set(await probe.keys('bunny-gateway:response-cache:answer:*'));
        expect((await ask(a, query)).body.errors).toBeUndefined();
        const added = (await probe.keys('bunny-gateway:response-cache:answer:*')).filter((one) => !before.has(one));
        expect(added).toHaveLength(1);
        return probe.pttl(added[0] as string);
      };
      const plain = await ttls(ZONE);
      const statistics = await ttls(
        `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id statistics(from: "${new Date(Date.now() - 86_400_000).toISOString()}", to: "${new Date().toISOString()}") { totalRequestsServed } } }`,
      );
      expect(plain).toBeGreaterThan(20_000);
      expect(statistics).toBeGreaterThan(0);
      expect(statistics).toBeLessThanOrEqual(10_000);
    } finally {
      probe.disconnect();
    }
  });

  it('answers every request while Redis goes away mid-load, counts it, and uses Redis again once it is back', async () => {
    const [a, b] = replicas as [TestGateway, TestGateway];
    const load = Array.from({ length: 60 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 10));
      return ask(i % 2 === 0 ? a : b, ZONE);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await redis.stop();
    const answers = await Promise.all(load);
    expect(answers.filter((answer) => answer.status !== 200 || answer.body.errors)).toEqual([]);
    expect(await metric(a, /^bunny_gateway_redis_failures_total\{[^}]*\} (\d+)$/gm)).toBeGreaterThan(0);
    await redis.start();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    key = `${key}-after`;
    sandbox.clearRequests();
    await ask(a, ZONE);
    await ask(b, ZONE);
    expect(sandbox.requests).toHaveLength(1);
  });
});

describe('a 429 of bunny.net, held by every replica', () => {
  let fake: FakeUpstream;
  let held: TestGateway[];

  beforeAll(async () => {
    fake = await startFakeUpstream({ status: 429, headers: { 'retry-after': '30' }, body: { Message: 'slow down' } });
    const env = upstreamEnv(fake.url, { REDIS_URL: redis.url, RESPONSE_CACHE: 'off' });
    held = await Promise.all([startGateway(env), startGateway(env)]);
    await connected(redis.url, 5);
  });

  afterAll(async () => {
    await Promise.all((held ?? []).map((replica) => replica.close()));
    await fake?.close();
  });

  it('refuses the same key on another replica at once, with the seconds left, without asking bunny.net again', async () => {
    const [a, b] = held as [TestGateway, TestGateway];
    const first = await a.graphql('{ containerNodeIps }', undefined, { AccessKey: 'held-key-000001' });
    expect(first.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await b.graphql('{ containerNodeIps }', undefined, { AccessKey: 'held-key-000001' });
    expect(second.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', upstream: { retryAfter: 30 } });
    expect(second.body.errors?.[0]?.message).toContain('held, not sent');
    expect(fake.requests).toHaveLength(1);
    await b.graphql('{ containerNodeIps }', undefined, { AccessKey: 'another-key-000002' });
    expect(fake.requests).toHaveLength(2);
  });
});
