import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID, DEMO_VIDEO_ID, type Sandbox, startSandbox } from '../../../src/sandbox/index.js';
import { sandboxEnv, startGateway, type TestGateway } from '../../support/gateway.js';
import { type RedisServer, startRedis } from '../../support/redisServer.js';
import { type SseSubscription, subscribe } from '../../support/sse.js';
import { sandboxReadOnlyKey, sendStreamWebhook } from '../../support/streamWebhook.js';
import { until } from '../../support/until.js';

const KEY = 'sandbox-live-replicas';
const QUERY = `subscription ($videoLibraryId: SafeInt!, $videoId: ID) {
  videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) { title status } }`;
const VARIABLES = { videoLibraryId: DEMO_LIBRARY_ID, videoId: DEMO_VIDEO_ID };
const BODY = { VideoLibraryId: DEMO_LIBRARY_ID, VideoGuid: DEMO_VIDEO_ID, Status: 3 };

let sandbox: Sandbox;
let redis: RedisServer;
let replicas: TestGateway[];
let lone: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  redis = await startRedis();
  const env = sandboxEnv(sandbox, { LOG_LEVEL: 'error' });
  replicas = await Promise.all([1, 2, 3, 4].map(() => startGateway({ ...env, REDIS_URL: redis.url })));
  lone = await startGateway(env);
  await Promise.all(replicas.map((replica) => replica.gateway.live.fanout?.ready()));
});

afterAll(async () => {
  for (const gateway of [...replicas, lone]) await gateway.close();
  await redis.close();
  await sandbox.close();
});

/** One subscriber on each of the first three replicas, past its first event (the video as it is now). */
async function subscribers(): Promise<SseSubscription[]> {
  const streams = await Promise.all(
    replicas.slice(0, 3).map((replica) => subscribe(replica.url, QUERY, VARIABLES, { AccessKey: KEY })),
  );
  await Promise.all(streams.map((stream) => stream.next()));
  return streams;
}

/** Events each stream received within `ms`. */
async function eventsWithin(streams: SseSubscription[], ms: number): Promise<number[]> {
  return Promise.all(
    streams.map(async (stream) => {
      let count = 0;
      const until = Date.now() + ms;
      while (Date.now() < until) {
        try {
          await stream.next(Math.max(1, until - Date.now()));
          count += 1;
        } catch {
          break;
        }
      }
      return count;
    }),
  );
}

describe('Subscriptions across replicas, through Redis', () => {
  it('delivers a webhook received by replica A to the subscribers of A, B and C exactly once each', async () => {
    const streams = await subscribers();
    const key = await sandboxReadOnlyKey(sandbox.urls.api, KEY, DEMO_LIBRARY_ID);
    const answer = await sendStreamWebhook(replicas[0]?.url ?? '', BODY, key);
    expect(answer.status).toBe(200);
    expect(await eventsWithin(streams, 800)).toEqual([1, 1, 1]);
    for (const stream of streams) stream.close();
  });

  it('forwards a webhook received by a replica nobody there subscribes on, and each other replica delivers it once', async () => {
    const streams = await subscribers();
    const key = await sandboxReadOnlyKey(sandbox.urls.api, KEY, DEMO_LIBRARY_ID);
    const answer = await sendStreamWebhook(replicas[3]?.url ?? '', BODY, key);
    expect(answer.status).toBe(202);
    expect(await eventsWithin(streams, 800)).toEqual([1, 1, 1]);
    for (const stream of streams) stream.close();
  });

  it('delivers nothing anywhere for a forged webhook, whichever replica receives it', async () => {
    const streams = await subscribers();
    expect((await sendStreamWebhook(replicas[0]?.url ?? '', BODY, 'forged')).status).toBe(401);
    expect((await sendStreamWebhook(replicas[3]?.url ?? '', BODY, 'forged')).status).toBe(202);
    expect(await eventsWithin(streams, 600)).toEqual([0, 0, 0]);
    for (const stream of streams) stream.close();
  });

  it('works alone without Redis: a replica with no subscriber of the library refuses its webhook', async () => {
    const key = await sandboxReadOnlyKey(sandbox.urls.api, KEY, DEMO_LIBRARY_ID);
    expect((await sendStreamWebhook(lone.url, BODY, key)).status).toBe(404);
    const stream = await subscribe(lone.url, QUERY, VARIABLES, { AccessKey: KEY });
    await stream.next();
    expect((await sendStreamWebhook(lone.url, BODY, key)).status).toBe(200);
    expect(await eventsWithin([stream], 500)).toEqual([1]);
    stream.close();
  });

  it('closes every stream at shutdown with a retry hint and no complete event, so clients reconnect elsewhere', async () => {
    const stream = await subscribe(replicas[2]?.url ?? '', QUERY, VARIABLES, { AccessKey: KEY });
    await stream.next();
    replicas[2]?.gateway.closeStreams();
    expect(await stream.ended).toBe('closed');
    expect(stream.lines).toContain('retry: 1000');
    expect(stream.lines).not.toContain('event: complete');
    await until(() => replicas[2]?.gateway.live.hub.openCount === 0, 2_000, 'the subscription to close');
    const refused = await subscribe(replicas[2]?.url ?? '', QUERY, VARIABLES, { AccessKey: KEY });
    expect(refused.status).toBe(503);
  });
});
