import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BLOCKED_IP,
  startBlockListUpstream,
  UNBLOCK,
  ZONE_READ,
  type BlockListUpstream,
} from '../support/blockListUpstream.js';
import { startGateway, upstreamEnv, type GraphQLResponse, type TestGateway } from '../support/gateway.js';
import { type RedisServer, startRedis } from '../support/redisServer.js';

/**
 * A read after a write is fresh, always (docs/production.md, "The response cache"): a read in flight across a write
 * (its upstream answer from before the write, arriving after it) is never served afterwards, in memory or in Redis;
 * and a Redis stalled (SIGSTOP) across a write loses no invalidation: the write waits for it, or is refused before
 * any upstream call, and no replica serves the answer from before the write once Redis resumes.
 */

let upstream: BlockListUpstream;
let redis: RedisServer;
let keys = 0;
let key = '';

const blockedIps = (answer: GraphQLResponse) => {
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { pullZone: { blockedIps: string[] } }).pullZone.blockedIps;
};
const ask = (gateway: TestGateway, query: string) => gateway.graphql(query, undefined, { AccessKey: key });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  upstream = await startBlockListUpstream();
  redis = await startRedis();
});

afterAll(async () => {
  await upstream?.fake.close();
  await redis?.close();
});

beforeEach(() => {
  keys += 1;
  key = `freshness-key-${keys}-${Date.now()}`;
  upstream.reset();
});

describe.each(['memory', 'redis'] as const)('a read in flight across a write (RESPONSE_CACHE=%s)', (store) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    const env: Record<string, string> = store === 'redis' ? { REDIS_URL: redis.url } : { RESPONSE_CACHE: 'memory' };
    gateway = await startGateway(upstreamEnv(upstream.fake.url, env));
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('is never served after the write: the next read shows the write', async () => {
    const arrived = upstream.holdNextRead();
    const inFlight = ask(gateway, ZONE_READ);
    await arrived;
    const write = await ask(gateway, UNBLOCK);
    expect(write.body.errors).toBeUndefined();
    upstream.release();
    expect(blockedIps(await inFlight)).toContain(BLOCKED_IP);
    await sleep(50);
    expect(blockedIps(await ask(gateway, ZONE_READ))).not.toContain(BLOCKED_IP);
  });
});

describe('Redis paused (SIGSTOP) across a write, two replicas', () => {
  let replicas: [TestGateway, TestGateway];

  beforeAll(async () => {
    const env = upstreamEnv(upstream.fake.url, { REDIS_URL: redis.url, RESPONSE_CACHE_WRITE_WAIT_MS: '1500' });
    replicas = [await startGateway(env), await startGateway(env)];
    await sleep(500);
  });

  afterAll(async () => {
    redis.resume();
    await Promise.all((replicas ?? []).map((replica) => replica.close()));
  });

  /** The read cached in Redis through A and served by B: the answer from before the write. */
  async function cachedEverywhere(): Promise<void> {
    const [a, b] = replicas;
    expect(blockedIps(await ask(a, ZONE_READ))).toContain(BLOCKED_IP);
    expect(blockedIps(await ask(b, ZONE_READ))).toContain(BLOCKED_IP);
    expect(upstream.fake.requests).toHaveLength(1);
  }

  it('answers the write once Redis resumed, and neither replica serves the answer from before it', async () => {
    const [a, b] = replicas;
    await cachedEverywhere();
    redis.pause();
    const write = ask(a, UNBLOCK);
    await sleep(700);
    redis.resume();
    expect((await write).body.errors).toBeUndefined();
    expect(upstream.writes()).toBe(1);
    expect(blockedIps(await ask(a, ZONE_READ))).not.toContain(BLOCKED_IP);
    expect(blockedIps(await ask(b, ZONE_READ))).not.toContain(BLOCKED_IP);
  });

  it('refuses the write before any upstream call when Redis stays paused past RESPONSE_CACHE_WRITE_WAIT_MS', async () => {
    const [a, b] = replicas;
    await cachedEverywhere();
    redis.pause();
    const write = await ask(a, UNBLOCK).finally(() => redis.resume());
    expect(write.status).toBe(503);
    expect(write.body.errors?.[0]?.extensions).toMatchObject({ code: 'CACHE_UNAVAILABLE' });
    expect(upstream.writes()).toBe(0);
    expect(blockedIps(await ask(b, ZONE_READ))).toContain(BLOCKED_IP);
  });
});
