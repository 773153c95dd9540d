import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID, libraryApiKeyFor } from '../../../src/sandbox/index.js';
import { useSandboxGraph } from '../../support/sandboxGraph.js';
import { subscribe } from '../../support/sse.js';

const graph = useSandboxGraph('live-encoding');

describe("The sandbox's encodings, live", () => {
  it('streams an uploaded video through its statuses to FINISHED, from the webhooks the sandbox signs', async () => {
    const webhookUrl = `${graph.gateway.url}/webhooks/bunny-stream`;
    await graph.data(
      `mutation ($id: SafeInt!, $url: String) { updateVideoLibrary(input: { videoLibraryId: $id, videoLibrary: { webhookUrl: $url } }) { videoLibrary { webhookUrl } } }`,
      { id: DEMO_LIBRARY_ID, url: webhookUrl },
    );
    const created = await graph.data<{ createVideo: { video: { videoId: string } } }>(
      `mutation ($id: SafeInt!) { createVideo(input: { videoLibraryId: $id, video: { title: "live.mp4" } }) { video { videoId } } }`,
      { id: DEMO_LIBRARY_ID },
    );
    const { videoId } = created.createVideo.video;
    const query = `subscription ($videoLibraryId: SafeInt!, $videoId: ID) {
      videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) { title status } }`;
    const stream = await subscribe(
      graph.gateway.url,
      query,
      { videoLibraryId: DEMO_LIBRARY_ID, videoId },
      {
        AccessKey: graph.key,
      },
    );
    expect((await stream.next()).data).toEqual({ videoStatusChanged: { title: 'live.mp4', status: 'CREATED' } });
    const upload = await fetch(`${graph.sandbox.urls.video}/library/${DEMO_LIBRARY_ID}/videos/${videoId}`, {
      method: 'PUT',
      headers: { AccessKey: libraryApiKeyFor(graph.key, DEMO_LIBRARY_ID) },
      body: Buffer.from('not really a video'),
    });
    expect(upload.status).toBe(200);
    const statuses: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const event = await stream.next(5_000);
      statuses.push((event.data?.['videoStatusChanged'] as { status: string } | undefined)?.status);
    }
    expect(statuses).toEqual(['PROCESSING', 'TRANSCODING', 'FINISHED']);
    stream.close();
  }, 20_000);
});
