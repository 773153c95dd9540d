import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import type { Client as SseClient } from 'graphql-sse';
import { requestSubscription } from 'relay-runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID, DEMO_VIDEO_ID, libraryApiKeyFor } from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';
import { sandboxReadOnlyKey, sendStreamWebhook } from '../support/streamWebhook.js';
import { compileRelay, type RelayCompilation } from './support/relayCompiler.js';
import { relayOverSse, SseLink, sseClient, urqlOverSse } from './support/sseLinks.js';

/**
 * Apollo Client, urql and Relay subscribed over their documented graphql-sse set-ups (test/clients/support/sseLinks.ts)
 * to `videoStatusChanged` on the sandbox: the video as it is first, then, after its title changes and a signed webhook
 * arrives, the video as it is now; unsubscribing closes the stream on the gateway (its open-subscriptions gauge).
 */

const graph = useSandboxGraph('live-clients');
const QUERY = `subscription VideoStatus($videoLibraryId: SafeInt!, $videoId: ID) {
  videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) { __typename id title status } }`;
const VARIABLES = { videoLibraryId: DEMO_LIBRARY_ID, videoId: DEMO_VIDEO_ID };
const NEW_TITLE = 'Spring collection, recut';

type Event = Record<string, unknown> | null | undefined;
let sse: SseClient;
let relayArtifacts: RelayCompilation;

beforeAll(async () => {
  relayArtifacts = await compileRelay();
  expect(relayArtifacts.ok, relayArtifacts.output).toBe(true);
});

afterAll(() => relayArtifacts.dispose());

beforeEach(() => {
  sse = sseClient(graph.gateway.url, graph.key);
});

afterEach(() => sse.dispose());

/** Events as a client hands them over, awaited one by one. */
function recorder() {
  const events: Event[] = [];
  const waiters: ((event: Event) => void)[] = [];
  return {
    push(event: Event) {
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else events.push(event);
    },
    next(): Promise<Event> {
      if (events.length > 0) return Promise.resolve(events.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event within 5000 ms')), 5_000);
        waiters.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
  };
}

async function openSubscriptions(): Promise<string | undefined> {
  const text = await (await fetch(`${graph.gateway.url}/metrics`)).text();
  return /^bunny_gateway_live_subscriptions\{source="webhook"\} (\d+)$/m.exec(text)?.[1];
}

async function eventually(expected: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while ((await openSubscriptions()) !== expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await openSubscriptions()).toBe(expected);
}

/** The sandbox's video changes its title (bunny.net's own API), then bunny.net's signed webhook about it arrives. */
async function retitleAndNotify(): Promise<void> {
  const url = `${graph.sandbox.urls.video}/library/${DEMO_LIBRARY_ID}/videos/${DEMO_VIDEO_ID}`;
  const changed = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: libraryApiKeyFor(graph.key, DEMO_LIBRARY_ID) },
    body: JSON.stringify({ title: NEW_TITLE }),
  });
  expect(changed.status).toBe(200);
  const key = await sandboxReadOnlyKey(graph.sandbox.urls.api, graph.key, DEMO_LIBRARY_ID);
  const body = { VideoLibraryId: DEMO_LIBRARY_ID, VideoGuid: DEMO_VIDEO_ID, Status: 3 };
  const webhook = await sendStreamWebhook(graph.gateway.url, body, key);
  expect(await webhook.json()).toEqual({ delivered: 1 });
}

/** One client's whole life of a subscription: first state, a change, unsubscribe, the stream closed. */
async function expectLiveVideo(events: ReturnType<typeof recorder>, unsubscribe: () => void): Promise<void> {
  const first = await events.next();
  const video = (title: string) => ({
    videoStatusChanged: { __typename: 'Video', id: expect.any(String), title, status: 'FINISHED' },
  });
  expect(first).toEqual(video('Spring collection walkthrough'));
  await eventually('1');
  await retitleAndNotify();
  expect(await events.next()).toEqual(video(NEW_TITLE));
  unsubscribe();
  await eventually('0');
  const late = await sendStreamWebhook(
    graph.gateway.url,
    { VideoLibraryId: DEMO_LIBRARY_ID, VideoGuid: DEMO_VIDEO_ID, Status: 3 },
    'any',
  );
  expect(late.status).toBe(404);
}

describe('Subscriptions through the clients’ documented SSE links', () => {
  it('Apollo Client receives the video, then its change, and closes the stream on unsubscribe', async () => {
    const client = new ApolloClient({ link: new SseLink(sse), cache: new InMemoryCache() });
    const events = recorder();
    const subscription = client
      .subscribe({ query: gql(QUERY), variables: VARIABLES })
      .subscribe({ next: (result) => events.push(result.data as Event), error: (error) => events.push({ error }) });
    await expectLiveVideo(events, () => subscription.unsubscribe());
    client.stop();
  });

  it('urql receives the video, then its change, and closes the stream on unsubscribe', async () => {
    const client = urqlOverSse(graph.gateway.url, sse);
    const events = recorder();
    const subscription = client
      .subscription(QUERY, VARIABLES)
      .subscribe((result) => events.push(result.error ? { error: result.error.message } : (result.data as Event)));
    await expectLiveVideo(events, () => subscription.unsubscribe());
  });

  it('Relay receives the video, then its change, and closes the stream on unsubscribe', async () => {
    const environment = relayOverSse(sse);
    const params = {
      id: null,
      cacheID: 'VideoStatus',
      name: 'VideoStatus',
      operationKind: 'subscription',
      text: QUERY,
      metadata: {},
    } as const;
    const events = recorder();
    const subscription = environment
      .getNetwork()
      .execute(params, VARIABLES, {})
      .subscribe({
        next: (response) => events.push('data' in response ? (response.data as Event) : undefined),
        error: (error: Error) => events.push({ error: error.message }),
      });
    await expectLiveVideo(events, () => subscription.unsubscribe());
  });

  it('Relay runs the compiled subscription through requestSubscription, its events in the store, and disposes the stream', async () => {
    const environment = relayOverSse(sse);
    const events = recorder();
    const subscription = requestSubscription(environment, {
      subscription: relayArtifacts.artifact('VideoStatusSubscription'),
      variables: VARIABLES,
      onNext: (response) => events.push(response as Event),
      onError: (error) => events.push({ error: error.message }),
    });
    await expectLiveVideo(events, () => subscription.dispose());
    // The last event was normalized under the video's global id, as Relay's components read it.
    const video = environment
      .getStore()
      .getSource()
      .getRecordIDs()
      .map((id) => environment.getStore().getSource().get(id))
      .find((record) => record?.['__typename'] === 'Video');
    expect(video?.['title']).toBe(NEW_TITLE);
  });
});
