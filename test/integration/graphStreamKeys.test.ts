import { describe, expect, it } from 'vitest';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * A video library's keys, which bunny.net sends inside the library record, never come back and never reach a log,
 * even when bunny.net echoes one in an error; and a library whose record reveals no key is a clear FORBIDDEN.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const FULL_KEY = 'full-library-key-6b1f0c2e';
const READ_ONLY_KEY = 'read-only-library-key-93d7a4';

/** The library record with both keys; the video host echoes the key it was sent in a 400. */
function answer(request: ReceivedRequest) {
  if (request.url.startsWith('/videolibrary/')) {
    return { status: 200, body: { Id: 77, Name: 'lib', ApiKey: FULL_KEY, ReadOnlyApiKey: READ_ONLY_KEY } };
  }
  const sent = String(request.headers['accesskey']);
  return { status: 400, body: { success: false, message: `key ${sent} cannot list this`, statusCode: 400 } };
}

describe('video library keys', () => {
  it('are replaced by [redacted] in an error bunny.net echoes them in, and appear in no log line', async () => {
    upstream.answer(answer);
    const before = gw.rawLogs.length;
    const { body } = await gw.graphql('{ videoLibrary(videoLibraryId: 77) { name videos(first: 5) { totalCount } } }');
    expect(upstream.requests.map((request) => request.headers['accesskey'])).toEqual([
      expect.any(String),
      READ_ONLY_KEY,
    ]);
    expect(body.errors?.[0]?.message).toContain('key [redacted] cannot list this');
    const everything = JSON.stringify(body) + gw.rawLogs.slice(before).join('\n');
    for (const key of [FULL_KEY, READ_ONLY_KEY]) expect(everything).not.toContain(key);
  });

  it('looked up during execution are scrubbed from the request log line too, wherever the caller wrote them', async () => {
    upstream.answer(answer);
    const before = gw.rawLogs.length;
    await gw.graphql('{ videoLibrary(videoLibraryId: 77) { videos(first: 5) { totalCount } } }', undefined, {
      AccessKey: 'test-account-key-0001',
      'graphql-client-name': READ_ONLY_KEY,
      'x-request-id': 'req-library-key-in-client-name',
    });
    const line = gw.logs.find(
      (entry) => entry['requestId'] === 'req-library-key-in-client-name' && entry['msg'] === 'request',
    );
    expect(line).toMatchObject({ msg: 'request', client: { name: '[redacted]' } });
    expect(gw.rawLogs.slice(before).join('\n')).not.toContain(READ_ONLY_KEY);
  });

  it('that bunny.net does not reveal make a video read FORBIDDEN before the video host is called', async () => {
    upstream.answer({ status: 200, body: { Id: 77, Name: 'lib', ApiKey: null, ReadOnlyApiKey: null } });
    const { body } = await gw.graphql('{ video(videoLibraryId: 77, videoId: "v-1") { title } }');
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['FORBIDDEN']);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/videolibrary/77']);
  });

  it('fall back to the full key for a read when bunny.net sends no read-only key', async () => {
    upstream.answer((request) =>
      request.url.startsWith('/videolibrary/')
        ? { status: 200, body: { Id: 77, ApiKey: FULL_KEY } }
        : { status: 200, body: { guid: 'v-1', title: 'A video', status: 4 } },
    );
    const { body } = await gw.graphql('{ video(videoLibraryId: 77, videoId: "v-1") { title status } }');
    expect(body).toEqual({ data: { video: { title: 'A video', status: 'FINISHED' } } });
    expect(upstream.requests[1]?.headers['accesskey']).toBe(FULL_KEY);
  });
});
