import { describe, expect, it } from 'vitest';
import { ACTIVE_APP_ID, DEMO_LIBRARY_ID, DEMO_VIDEO_ID, WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import { useSandboxGraph } from '../../support/sandboxGraph.js';
import { subscribe } from '../../support/sse.js';
import { sandboxReadOnlyKey, sendStreamWebhook } from '../../support/streamWebhook.js';

const graph = useSandboxGraph('live-sse');

const APP_STATUS = `subscription ($appId: ID!) { containerAppStatusChanged(appId: $appId) { id name status } }`;
const VIDEO_STATUS = `subscription ($videoLibraryId: SafeInt!, $videoId: ID) {
  videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) { id title status } }`;

const readOnlyKey = (libraryId: number) => sandboxReadOnlyKey(graph.sandbox.urls.api, graph.key, libraryId);
const webhook = (body: object, key: string | undefined) => sendStreamWebhook(graph.gateway.url, body, key);

describe('Subscriptions over Server-Sent Events', () => {
  it('answers an application as it is now, first, on a stream', async () => {
    const stream = await subscribe(graph.gateway.url, APP_STATUS, { appId: ACTIVE_APP_ID }, { AccessKey: graph.key });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    expect(first).toEqual({ data: { containerAppStatusChanged: expect.objectContaining({ status: 'ACTIVE' }) } });
    stream.close();
  });

  it('refuses a subscription without a key as JSON, with no stream and no upstream call', async () => {
    graph.sandbox.clearRequests();
    const stream = await subscribe(graph.gateway.url, APP_STATUS, { appId: ACTIVE_APP_ID }, {});
    expect(stream.status).toBe(401);
    expect(stream.contentType).toMatch(/^application\/json/);
    expect(stream.refusal).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(graph.upstreamCalls()).toEqual([]);
  });

  it('refuses a subscription with a revoked key as JSON, before any stream', async () => {
    const stream = await subscribe(
      graph.gateway.url,
      APP_STATUS,
      { appId: ACTIVE_APP_ID },
      {
        AccessKey: 'sandbox-revoked-key',
      },
    );
    expect(stream.status).toBe(401);
    expect(stream.refusal).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(JSON.stringify(stream.refusal)).not.toContain('sandbox-revoked-key');
  });

  it('refuses a bad argument by name before any upstream call', async () => {
    graph.sandbox.clearRequests();
    const stream = await subscribe(graph.gateway.url, VIDEO_STATUS, { videoLibraryId: -1 }, { AccessKey: graph.key });
    expect(stream.status).toBe(400);
    expect(JSON.stringify(stream.refusal)).toContain('videoLibraryId');
    expect(graph.upstreamCalls()).toEqual([]);
  });

  it("answers a Pull Zone's hostnames first", async () => {
    const query = `subscription ($id: SafeInt!) { pullZoneCertificateStatusChanged(pullZoneId: $id) { pullZoneId hostnames { value hasCertificate } } }`;
    const stream = await subscribe(graph.gateway.url, query, { id: WEB_PULL_ZONE_ID }, { AccessKey: graph.key });
    const first = await stream.next();
    expect(first.errors).toBeUndefined();
    expect(first.data?.['pullZoneCertificateStatusChanged']).toMatchObject({ pullZoneId: WEB_PULL_ZONE_ID });
    stream.close();
  });

  it('delivers a signed webhook as the video read with the subscriber key, and nothing for a forged one', async () => {
    const variables = { videoLibraryId: DEMO_LIBRARY_ID, videoId: DEMO_VIDEO_ID };
    const stream = await subscribe(graph.gateway.url, VIDEO_STATUS, variables, { AccessKey: graph.key });
    const first = await stream.next();
    expect(first.data?.['videoStatusChanged']).toMatchObject({ id: expect.any(String) });
    const body = { VideoLibraryId: DEMO_LIBRARY_ID, VideoGuid: DEMO_VIDEO_ID, Status: 3 };

    const forged = await webhook(body, 'not-the-library-key');
    expect(forged.status).toBe(401);
    expect((await webhook(body, undefined)).status).toBe(401);
    await expect(stream.next(300)).rejects.toThrow(/no event/);

    const signed = await webhook(body, await readOnlyKey(DEMO_LIBRARY_ID));
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ delivered: 1 });
    const event = await stream.next();
    expect(event.data?.['videoStatusChanged']).toMatchObject({
      id: first.data?.['videoStatusChanged'] && expect.any(String),
    });
    stream.close();
  });

  it('refuses a webhook of a library nobody watches, and an oversized one', async () => {
    const body = { VideoLibraryId: 999_999, VideoGuid: DEMO_VIDEO_ID, Status: 3 };
    expect((await webhook(body, 'any')).status).toBe(404);
    const big = { ...body, padding: 'x'.repeat(20_000) };
    expect((await webhook(big, 'any')).status).toBe(413);
  });
});
