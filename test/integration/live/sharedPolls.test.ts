import { afterEach, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../../support/fakeUpstream.js';
import { startGateway, TEST_KEY, type TestGateway, upstreamEnv, useGatewayOnFake } from '../../support/gateway.js';
import { type SseSubscription, subscribe } from '../../support/sse.js';
import { until } from '../../support/until.js';

const APP = 'appLive0001';
const QUERY = `subscription ($appId: ID!) { containerAppStatusChanged(appId: $appId) { id status } }`;

function app(status: string, instances = 1) {
  return {
    id: APP,
    name: 'live',
    status,
    runtimeType: 'shared',
    regionSettings: { allowedRegionIds: ['DE'], requiredRegionIds: ['DE'] },
    containerTemplates: [],
    containerInstances: Array.from({ length: instances }, (_, i) => ({
      id: `i${i}`,
      templateId: 't',
      podId: `pod${i}`,
      nodeIpAddress: '203.0.113.1',
    })),
    volumes: [],
  };
}

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: app('progressing') }, (both) => ({ upstream, gw } = both), {
  LIVE_POLL_INTERVAL_MS: '150',
  LIVE_MAX_PER_KEY: '200',
  LIVE_POLLS_PER_KEY_PER_MINUTE: '1000',
});

const appReads = () => upstream.requests.filter((request) => request.url === `/mc/apps/${APP}`).length;
const open = (key = TEST_KEY) => subscribe(gw.url, QUERY, { appId: APP }, { AccessKey: key });

describe('Shared polls', () => {
  // A subscriber joining a poll that is still running gets its latest state without a read of its own: each test
  // starts once the polls of the one before have stopped (the last subscriber's leaving is seen asynchronously).
  afterEach(() => until(() => gw.gateway.live.polls.size === 0, 5_000, 'the polls of the test to stop'));

  it('answers a hundred subscribers of one app with one upstream read', async () => {
    const slow = await startGateway(
      upstreamEnv(upstream.url, { LIVE_POLL_INTERVAL_MS: '60000', LIVE_MAX_PER_KEY: '200' }),
    );
    try {
      const streams = await Promise.all(
        Array.from({ length: 100 }, () => subscribe(slow.url, QUERY, { appId: APP }, { AccessKey: TEST_KEY })),
      );
      const firsts = await Promise.all(streams.map((stream) => stream.next()));
      expect(firsts.every((first) => JSON.stringify(first).includes('PROGRESSING'))).toBe(true);
      expect(appReads()).toBe(1);
      for (const stream of streams) stream.close();
    } finally {
      await slow.close();
    }
  });

  it('polls once per tick for all its subscribers, sends each change to all, and stops when the last leaves', async () => {
    const streams: SseSubscription[] = await Promise.all(Array.from({ length: 100 }, () => open()));
    await Promise.all(streams.map((stream) => stream.next()));
    const before = appReads();
    const startedAt = Date.now();
    upstream.answer({ status: 200, body: app('active', 3) });
    const changed = await Promise.all(streams.map((stream) => stream.next()));
    expect(changed.every((event) => JSON.stringify(event).includes('ACTIVE'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 450));
    // One call per 150 ms tick for all hundred subscribers (a tick of slack), never one per subscriber.
    const ticks = Math.ceil((Date.now() - startedAt) / 150);
    expect(appReads() - before).toBeLessThanOrEqual(ticks + 1);

    for (const stream of streams) stream.close();
    await until(() => gw.gateway.live.polls.size === 0, 2_000, 'the poll to stop');
    // A read already sent when the last one left may still arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterLeaving = appReads();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(appReads()).toBe(afterLeaving);
  });

  it('sends nothing while the watched state does not change', async () => {
    const stream = await open();
    await stream.next();
    await expect(stream.next(600)).rejects.toThrow(/no event/);
    expect(appReads()).toBeGreaterThan(2);
    stream.close();
  });

  it('keeps one poll per key: another key gets a poll of its own, with its own key', async () => {
    const first = await open();
    const second = await open('another-account-key-0002');
    await Promise.all([first.next(), second.next()]);
    const keys = new Set(upstream.requests.map((request) => request.headers['accesskey']));
    expect(keys).toEqual(new Set([TEST_KEY, 'another-account-key-0002']));
    first.close();
    second.close();
  });

  it('ends every subscriber with NOT_FOUND when the app is deleted', async () => {
    const stream = await open();
    await stream.next();
    upstream.answer({ status: 404, body: { title: 'Not Found', status: 404 } });
    const last = await stream.next();
    expect(last.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await stream.ended).toBe('complete');
  });

  it('refuses a subscription past LIVE_MAX_PER_KEY as JSON naming the variable', async () => {
    const streams = await Promise.all(Array.from({ length: 200 }, () => open('limit-key-0003')));
    const refused = await open('limit-key-0003');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.refusal)).toContain('LIVE_MAX_PER_KEY');
    for (const stream of streams) stream.close();
  });
});
