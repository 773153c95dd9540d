import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_HOLD_SECONDS } from '../../src/upstream/rateLimitHolds.js';
import { startFakeUpstream, type FakeAnswer, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type GraphQLResponse, type TestGateway } from '../support/gateway.js';
import { type RedisServer, startRedis } from '../support/redisServer.js';

/**
 * bunny.net's Retry-After can say anything: whatever it says, a 429 holds a key for at most MAX_HOLD_SECONDS, a 503
 * holds nothing, and a value RFC 9110 does not allow holds nothing. The same on every replica through a real Redis,
 * also for holds another replica (or whoever can write to Redis) publishes.
 */

const READ = '{ containerNodeIps }';
const CHANNEL = 'bunny-gateway:rate-limit-holds';
const far = new Date(Date.now() + 50 * 365 * 86_400_000).toUTCString();
const past = new Date(Date.now() - 86_400_000).toUTCString();

/** Values that are a wait RFC 9110 allows, however long: held, for MAX_HOLD_SECONDS at most. */
const LONG_WAITS: { why: string; header: string | string[] }[] = [
  { why: '9999999999 seconds (317 years)', header: '9999999999' },
  { why: 'an HTTP date 50 years away', header: far },
  { why: 'an obsolete RFC 850 date years away', header: 'Sunday, 06-Nov-44 08:49:37 GMT' },
  { why: 'an asctime date years away', header: 'Sun Nov  6 08:49:37 2044' },
];

/** Values that are no wait RFC 9110 allows: nothing held, the next call goes to bunny.net. */
const NOT_WAITS: { why: string; header: string | string[] }[] = [
  { why: 'a negative number', header: '-1' },
  { why: 'a fraction', header: '1.5' },
  { why: 'an HTTP date in the past', header: past },
  { why: 'two headers', header: ['5', '9999999999'] },
  { why: 'two values joined by a comma', header: '5, 9999999999' },
  { why: 'a date and a number joined by a comma', header: `${far}, 5` },
  { why: 'a word and a year Date.parse would read', header: 'hello 2099' },
  { why: 'the 31st of February', header: 'Sun, 31 Feb 2099 00:00:00 GMT' },
  { why: 'garbage', header: 'soon-ish' },
  { why: 'an empty value', header: '' },
];

const rateLimited = (header: string | string[]): FakeAnswer => ({
  status: 429,
  headers: { 'retry-after': header },
  body: { Message: 'slow down' },
});

let keys = 0;
const freshKey = (): string => `hold-limit-key-${++keys}-${Date.now()}`;
const ask = (gw: TestGateway, key: string): Promise<GraphQLResponse> => gw.graphql(READ, undefined, { AccessKey: key });
const extensionsOf = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions ?? {};
const secondsLeft = (answer: GraphQLResponse) =>
  (extensionsOf(answer)['upstream'] as { retryAfter?: number } | undefined)?.retryAfter;

describe('a hostile Retry-After on one replica', () => {
  let fake: FakeUpstream;
  let gw: TestGateway;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    gw = await startGateway(upstreamEnv(fake.url, { RESPONSE_CACHE: 'off' }));
  });

  afterAll(async () => {
    await gw?.close();
    await fake?.close();
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  it.each(LONG_WAITS)('429 with $why holds the key for MAX_HOLD_SECONDS at most', async ({ header }) => {
    const key = freshKey();
    fake.answer(rateLimited(header));
    expect(extensionsOf(await ask(gw, key))).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429 });
    const held = await ask(gw, key);
    expect(held.body.errors?.[0]?.message).toContain('held, not sent');
    expect(secondsLeft(held)).toBeGreaterThan(MAX_HOLD_SECONDS - 5);
    expect(secondsLeft(held)).toBeLessThanOrEqual(MAX_HOLD_SECONDS);
    expect(fake.requests).toHaveLength(1);
  });

  it.each(NOT_WAITS)('429 with $why holds nothing: the next call reaches bunny.net', async ({ header }) => {
    const key = freshKey();
    fake.answer(rateLimited(header));
    const first = await ask(gw, key);
    expect(extensionsOf(first)).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429 });
    expect(extensionsOf(first)['upstream']).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    fake.answer({ body: ['198.51.100.1'] });
    expect((await ask(gw, key)).body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['9999999999', far])('503 with Retry-After %j holds nothing', async (header) => {
    const key = freshKey();
    fake.answer({ status: 503, headers: { 'retry-after': header }, body: { Message: 'down for a while' } });
    expect(extensionsOf(await ask(gw, key))).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', httpStatus: 503 });
    const calls = fake.requests.length;
    fake.answer({ body: ['198.51.100.1'] });
    expect((await ask(gw, key)).body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    expect(fake.requests).toHaveLength(calls + 1);
  });
});

describe('a hostile Retry-After across two replicas sharing a real Redis', () => {
  let redis: RedisServer;
  let fake: FakeUpstream;
  let replicas: [TestGateway, TestGateway];

  beforeAll(async () => {
    redis = await startRedis();
    fake = await startFakeUpstream();
    const env = upstreamEnv(fake.url, { REDIS_URL: redis.url, RESPONSE_CACHE: 'off' });
    replicas = [await startGateway(env), await startGateway(env)];
    await subscribed(redis.url, 2);
  });

  afterAll(async () => {
    await Promise.all((replicas ?? []).map((replica) => replica.close()));
    await fake?.close();
    await redis?.close();
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  it.each(LONG_WAITS)('429 with $why through A is held by B for MAX_HOLD_SECONDS at most', async ({ header }) => {
    const [a, b] = replicas;
    const key = freshKey();
    fake.answer(rateLimited(header));
    await ask(a, key);
    const held = await heldOn(b, key);
    expect(secondsLeft(held)).toBeGreaterThan(MAX_HOLD_SECONDS - 5);
    expect(secondsLeft(held)).toBeLessThanOrEqual(MAX_HOLD_SECONDS);
    expect(fake.requests).toHaveLength(1);
  });

  it('a hold published to Redis for years (by a replica or whoever can write there) holds MAX_HOLD_SECONDS at most', async () => {
    const [a, b] = replicas;
    const key = freshKey();
    const keyHash = createHash('sha256').update(`AccessKey:${key}`).digest('hex');
    const publisher = new Redis(redis.url);
    try {
      await publisher.publish(
        CHANNEL,
        JSON.stringify({ keyHash, host: 'api', until: Date.now() + 10 * 365 * 86_400_000 }),
      );
    } finally {
      publisher.disconnect();
    }
    fake.answer({ body: ['198.51.100.1'] });
    for (const replica of [a, b]) {
      const held = await heldOn(replica, key);
      expect(secondsLeft(held)).toBeLessThanOrEqual(MAX_HOLD_SECONDS);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a hold published to Redis with an until that is not a finite time holds nothing', async () => {
    const [a] = replicas;
    const key = freshKey();
    const keyHash = createHash('sha256').update(`AccessKey:${key}`).digest('hex');
    const publisher = new Redis(redis.url);
    try {
      await publisher.publish(CHANNEL, `{"keyHash":"${keyHash}","host":"api","until":1e999}`);
    } finally {
      publisher.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    fake.answer({ body: ['198.51.100.1'] });
    expect((await ask(a, key)).body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
  });
});

/** The replica's answer once a hold published a moment ago has reached it through Redis. */
async function heldOn(replica: TestGateway, key: string): Promise<GraphQLResponse> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const answer = await replica.graphql(READ, undefined, { AccessKey: key });
  expect(answer.body.errors?.[0]?.message).toContain('held, not sent');
  return answer;
}

/** Until `count` replicas listen on the holds' channel. */
async function subscribed(url: string, count: number): Promise<void> {
  const probe = new Redis(url);
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const [, subscribers] = (await probe.pubsub('NUMSUB', CHANNEL)) as [string, number];
      if (subscribers >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${count} replicas did not subscribe to ${CHANNEL}`);
  } finally {
    probe.disconnect();
  }
}
