import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../../support/fakeUpstream.js';
import { startGateway, TEST_KEY, type TestGateway, upstreamEnv } from '../../support/gateway.js';
import { type RedisServer, startRedis } from '../../support/redisServer.js';
import { type SseSubscription, subscribe } from '../../support/sse.js';
import { until } from '../../support/until.js';

const APP = 'appLease0001';
const INTERVAL = 150;
const QUERY = `subscription ($appId: ID!) { containerAppStatusChanged(appId: $appId) { id status } }`;

function app(status: string) {
  const region = { allowedRegionIds: ['DE'], requiredRegionIds: ['DE'] };
  return { id: APP, name: 'lease', status, runtimeType: 'shared', regionSettings: region, volumes: [] };
}

let upstream: FakeUpstream;
let redis: RedisServer;
let replicas: TestGateway[];

beforeAll(async () => {
  upstream = await startFakeUpstream({ status: 200, body: app('progressing') });
  redis = await startRedis();
  const env = upstreamEnv(upstream.url, {
    REDIS_URL: redis.url,
    LIVE_POLL_INTERVAL_MS: String(INTERVAL),
    LIVE_MAX_PER_KEY: '200',
    LIVE_POLLS_PER_KEY_PER_MINUTE: '10000',
    LOG_LEVEL: 'error',
  });
  replicas = await Promise.all([1, 2, 3].map(() => startGateway(env)));
  await Promise.all(replicas.map((replica) => replica.gateway.live.fanout?.ready()));
});

afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await redis.close();
  await upstream.close();
});

const appReads = () => upstream.requests.filter((request) => request.url === `/mc/apps/${APP}`).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metric = async (replica: TestGateway, line: RegExp) =>
  line.exec(await (await fetch(`${replica.url}/metrics`)).text())?.[1];
const LOST = /^bunny_gateway_live_poll_leases_total\{outcome="lost"\} (\d+)$/m;
const holders = (gateways: TestGateway[]) => gateways.filter((replica) => (replica.gateway.live.leases?.held ?? 0) > 0);

/** `count` subscribers of the app, dealt round-robin over `gateways`, each past its first event. */
async function subscribers(gateways: TestGateway[], count: number): Promise<SseSubscription[]> {
  const streams = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      subscribe(gateways[i % gateways.length]?.url ?? '', QUERY, { appId: APP }, { AccessKey: TEST_KEY }),
    ),
  );
  await Promise.all(streams.map((stream) => stream.next()));
  return streams;
}

describe('Shared polls across replicas, through a Redis lease', () => {
  it('costs one upstream poll per interval for a hundred subscribers spread over three replicas, and sends each change to all', async () => {
    const streams = await subscribers(replicas, 100);
    await until(() => holders(replicas).length === 1, 2_000, 'one replica to hold the lease');
    const before = appReads();
    const startedAt = Date.now();
    await sleep(INTERVAL * 8);
    const ticks = Math.ceil((Date.now() - startedAt) / INTERVAL);
    // Three replicas polling alone would make three reads a tick; the lease leaves one (two ticks of slack for a
    // lease taken over on a busy machine).
    expect(appReads() - before).toBeLessThanOrEqual(ticks + 2);
    expect(holders(replicas)).toHaveLength(1);

    upstream.answer({ status: 200, body: app('active') });
    const changed = await Promise.all(streams.map((stream) => stream.next()));
    expect(changed.every((event) => JSON.stringify(event).includes('ACTIVE'))).toBe(true);
    for (const stream of streams) stream.close();
    await until(() => replicas.every((replica) => replica.gateway.live.polls.size === 0), 2_000, 'the polls to stop');
    expect(holders(replicas)).toHaveLength(0);
  });

  it('replaces a holder that stops renewing its lease within a bounded time, and every subscriber keeps receiving changes', async () => {
    upstream.answer({ status: 200, body: app('progressing') });
    const streams = await subscribers(replicas, 30);
    await until(() => holders(replicas).length === 1, 2_000, 'one replica to hold the lease');
    const first = holders(replicas)[0] as TestGateway;
    // A counter that was never incremented has no line yet: that is 0.
    const lostBefore = Number((await metric(first, LOST)) ?? 0);
    expect(await metric(first, /^bunny_gateway_live_poll_leases_held (\d+)$/m)).toBe('1');
    // A replica that crashed holding it: its lease stays in Redis until it expires (three intervals).
    const redisClient = new Redis(redis.url);
    try {
      const [lease] = await redisClient.keys('bunny-gateway:live:poll-lease:*');
      await redisClient.set(lease ?? '', 'a-crashed-replica', 'PX', INTERVAL * 3);
    } finally {
      redisClient.disconnect();
    }
    const lostAt = Date.now();
    await until(() => holders(replicas).length === 0, INTERVAL * 3, 'the holder to see it lost the lease');
    await until(() => holders(replicas).length === 1, INTERVAL * 6, 'a replica to take the lease again');
    // Three intervals of lease, then the next claim (a tick of slack).
    expect(Date.now() - lostAt).toBeLessThanOrEqual(INTERVAL * 5);
    expect(Number(await metric(first, LOST))).toBeGreaterThan(lostBefore);

    upstream.answer({ status: 200, body: app('active') });
    const changed = await Promise.all(streams.map((stream) => stream.next()));
    expect(changed.every((event) => JSON.stringify(event).includes('ACTIVE'))).toBe(true);
    for (const stream of streams) stream.close();
    // A poll still running when the next test subscribes would greet it with this test's last state (ACTIVE).
    await until(() => replicas.every((replica) => replica.gateway.live.polls.size === 0), 2_000, 'the polls to stop');
  });

  it('polls on every replica alone while Redis is down, and shares one poll again when Redis is back', async () => {
    upstream.answer({ status: 200, body: app('progressing') });
    const streams = await subscribers(replicas, 3);
    await until(() => holders(replicas).length === 1, 2_000, 'one replica to hold the lease');
    await redis.stop();
    upstream.answer({ status: 200, body: app('active') });
    const changed = await Promise.all(streams.map((stream) => stream.next(INTERVAL * 10)));
    expect(changed.every((event) => JSON.stringify(event).includes('ACTIVE'))).toBe(true);
    const alone = await Promise.all(replicas.map((replica) => metric(replica, /outcome="alone"\} (\d+)$/m)));
    expect(alone.map((count) => Number(count) > 0)).toEqual([true, true, true]);

    await redis.start();
    await Promise.all(replicas.map((replica) => replica.gateway.live.fanout?.ready()));
    await until(() => holders(replicas).length === 1, 6_000, 'one replica to hold the lease again');
    upstream.answer({ status: 200, body: app('failing') });
    const after = await Promise.all(streams.map((stream) => stream.next()));
    expect(after.every((event) => JSON.stringify(event).includes('FAILING'))).toBe(true);
    for (const stream of streams) stream.close();
  });
});
