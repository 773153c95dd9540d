import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * A lone surrogate (half of a UTF-16 pair, e.g. "\ud800") is not Unicode text: no percent-encoding or query string
 * can carry it. JSON variables can hold one, so every string argument that goes into a path or a query string is
 * refused as BAD_USER_INPUT naming it, before any call: never reported as bunny.net's failure, never counted as an
 * upstream call.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const cases: [field: string, query: string, variables: Record<string, unknown>, argument: string][] = [
  [
    'deployContainerApp',
    'mutation($appId: ID!) { deployContainerApp(input: { appId: $appId }) { clientMutationId } }',
    { appId: 'app\ud800' },
    'input.appId',
  ],
  [
    'video',
    'query($videoId: ID!) { video(videoLibraryId: 1, videoId: $videoId) { videoId } }',
    { videoId: '\udc00video' },
    'videoId',
  ],
  [
    'pullZones',
    'query($search: String) { pullZones(first: 1, search: $search) { totalCount } }',
    { search: 'cdn\ud83d' },
    'search',
  ],
  [
    'setVideoThumbnail',
    'mutation($url: String) { setVideoThumbnail(input: { videoLibraryId: 1, videoId: "v1", thumbnailUrl: $url }) { clientMutationId } }',
    { url: 'https://img.example.com/\ud800.jpg' },
    'input.thumbnailUrl',
  ],
];

describe('a lone surrogate in a string argument', () => {
  it.each(cases)('is refused by %s as BAD_USER_INPUT naming the argument, before any call', async (...testCase) => {
    const [, query, variables, argument] = testCase;
    const before = gw.rawLogs.length;
    const { body } = await gw.graphql(query, variables);
    expect(upstream.requests).toHaveLength(0);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(body.errors?.[0]?.message).toContain('surrogate');
    expect(body.errors?.[0]?.extensions?.['ambiguous']).toBeUndefined();
    expect(gw.rawLogs.slice(before).some((line) => line.includes('"upstream call"'))).toBe(false);
  });

  it('in a pair (an emoji) is text like any other and is sent', async () => {
    upstream.answer({ body: { Id: 1, Name: 'x' } });
    const { body } = await gw.graphql(
      'query($search: String) { pullZones(first: 1, search: $search) { totalCount } }',
      { search: 'cdn\ud83d\ude00' },
    );
    expect(body.errors?.[0]?.extensions?.['argument']).toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url).toContain(`search=${encodeURIComponent('cdn\u{1f600}')}`);
  });
});
