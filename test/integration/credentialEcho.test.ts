import { describe, expect, it } from 'vitest';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * A credential never comes back and never reaches a log, whoever put it where: bunny.net echoing the key it was sent,
 * or the caller writing its key into the operation name or the request id. Each channel is checked on its own.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const KEY = 'EchoedAccountKey7f3a9c';
const LIBRARY_KEY = 'looked-up-library-key-51d0';
const headers = { AccessKey: KEY };

/** Every string of the caller-visible errors and of every log line, with the key nowhere and the marker somewhere. */
function expectScrubbed(text: string): void {
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(encodeURIComponent(KEY));
}

describe('a credential bunny.net echoes', () => {
  it('is replaced by [redacted] in errors[].message (a core API { Message })', async () => {
    upstream.answer({ status: 400, body: { ErrorKey: 'bad', Field: 'BlockedIp', Message: `bad key ${KEY}` } });
    const { body } = await gw.graphql(
      'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: "203.0.113.9" }) { clientMutationId } }',
      undefined,
      headers,
    );
    expect(upstream.requests).toHaveLength(1);
    expect(body.errors?.[0]?.message).toContain('bad key [redacted]');
    expectScrubbed(JSON.stringify(body));
  });

  it('is replaced when it is a new Pull Zone security key the caller sent and bunny.net echoes', async () => {
    const securityKey = 'NewTokenKey-5c1e9a';
    upstream.answer({ status: 400, body: { ErrorKey: 'bad', Field: 'SecurityKey', Message: `bad ${securityKey}` } });
    const { body } = await gw.graphql(
      `mutation { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: "${securityKey}" }) { clientMutationId } }`,
      undefined,
      headers,
    );
    expect(upstream.requests).toHaveLength(1);
    expect(body.errors?.[0]?.message).toContain('bad [redacted]');
    expect(JSON.stringify(body)).not.toContain(securityKey);
    expect(gw.rawLogs.join('\n')).not.toContain(securityKey);
  });

  it('is replaced in every extensions.upstream string of a problem detail (title, instance, errors[].field)', async () => {
    upstream.answer({
      status: 400,
      body: {
        title: `Key ${KEY} is not allowed`,
        status: 400,
        instance: `/apikey/${encodeURIComponent(KEY)}/apps`,
        errors: [{ field: KEY, message: `Field ${KEY} is wrong` }],
      },
    });
    const { body } = await gw.graphql(
      'mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }',
      undefined,
      headers,
    );
    const upstreamExtension = JSON.stringify(body.errors?.[0]?.extensions?.['upstream']);
    expect(upstreamExtension).toContain('[redacted]');
    expect(upstreamExtension).toContain('title');
    expectScrubbed(JSON.stringify(body));
  });

  it('is replaced in a Shield envelope’s errorKey', async () => {
    upstream.answer({ status: 400, body: { data: null, error: { statusCode: 400, message: 'No.', errorKey: KEY } } });
    const { body } = await gw.graphql(
      '{ shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }',
      undefined,
      headers,
    );
    expect(body.errors).toHaveLength(1);
    expect(JSON.stringify(body.errors)).toContain('[redacted]');
    expectScrubbed(JSON.stringify(body));
  });

  it('is replaced when it is the video library key the gateway looked up', async () => {
    upstream.answer((request: ReceivedRequest) =>
      request.url === '/videolibrary/3001'
        ? { body: { Id: 3001, ApiKey: LIBRARY_KEY } }
        : { status: 401, body: { success: false, message: `key ${LIBRARY_KEY} is wrong`, statusCode: 401 } },
    );
    const { body } = await gw.graphql(
      'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
      undefined,
      headers,
    );
    expect(upstream.requests.some((r) => r.headers['accesskey'] === LIBRARY_KEY)).toBe(true);
    expect(JSON.stringify(body.errors)).toContain('key [redacted] is wrong');
    expect(JSON.stringify(body)).not.toContain(LIBRARY_KEY);
  });

  it('is replaced in the CSV export route’s error body', async () => {
    upstream.answer({ status: 400, body: { data: null, error: { statusCode: 400, message: `bad key ${KEY}` } } });
    const now = Date.now();
    const response = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ from: new Date(now - 3_600_000).toISOString(), to: new Date(now - 60_000).toISOString() }),
    });
    const text = await response.text();
    expect(upstream.requests).toHaveLength(1);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(text).toContain('bad key [redacted]');
    expectScrubbed(text);
  });
});

describe('a credential bunny.net echoes next to the 500-character cut', () => {
  /** Text whose key starts 7 characters before the cut: shortened first, its first characters would survive. */
  const nearTheCut = (label: string): string => `${label.padEnd(490, '.')}${KEY} and more after it`;
  const keyStart = KEY.slice(0, 7);

  it('leaves no part of the key in a message, a field error, a title or an instance', async () => {
    upstream.answer({
      status: 400,
      body: {
        title: nearTheCut('title'),
        detail: nearTheCut('detail'),
        status: 400,
        instance: nearTheCut('/instance'),
        errors: [{ field: 'Name', message: nearTheCut('field error') }],
      },
    });
    const { body } = await gw.graphql(
      'mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }',
      undefined,
      headers,
    );
    expect(upstream.requests).toHaveLength(1);
    const error = body.errors?.[0];
    const upstreamDetails = error?.extensions?.['upstream'] as Record<string, unknown>;
    for (const text of [
      error?.message,
      upstreamDetails['title'],
      upstreamDetails['instance'],
      JSON.stringify(upstreamDetails['fieldErrors']),
    ]) {
      expect(text).toContain('[redac');
      expect(text).not.toContain(keyStart);
    }
    expect(error?.message?.length).toBeLessThanOrEqual(500);
  });

  it('leaves no part of the key in the CSV export route’s error body', async () => {
    upstream.answer({ status: 400, body: { data: null, error: { statusCode: 400, message: nearTheCut('bad') } } });
    const now = Date.now();
    const response = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ from: new Date(now - 3_600_000).toISOString(), to: new Date(now - 60_000).toISOString() }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).toContain('[redac');
    expect(text).not.toContain(keyStart);
  });
});

describe('a credential the caller writes elsewhere', () => {
  it('in the operation name is not logged, and in an argument literal is not repeated by its error', async () => {
    const before = gw.rawLogs.length;
    const { body } = await gw.graphql(`query ${KEY} { __typename }`, undefined, headers);
    expect(body.data).toEqual({ __typename: 'Query' });
    const requestLine = gw.logs.slice(before).find((line) => line['msg'] === 'request');
    expect(requestLine?.['graphql']).toEqual({ operationName: '[redacted]', operationType: 'query' });
    expectScrubbed(gw.rawLogs.slice(before).join('\n'));

    // graphql-js repeats a literal it cannot coerce: a refusal before execution is scrubbed too.
    const literal = await gw.graphql(
      `{ shieldZoneMetrics(shieldZoneId: "${KEY}") { totalBillableRequests } }`,
      undefined,
      headers,
    );
    expect(upstream.requests).toHaveLength(0);
    expect(literal.body.errors?.[0]?.message).toContain('[redacted]');
    expectScrubbed(JSON.stringify(literal.body));
  });

  it('in x-request-id is neither echoed in the response header nor logged, upstream attempt lines included', async () => {
    upstream.answer({ status: 500, body: { Message: 'down' } });
    const before = gw.rawLogs.length;
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `trace-${KEY}`, ...headers },
      body: JSON.stringify({ query: '{ shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }' }),
    });
    const text = await response.text();
    const lines = gw.rawLogs.slice(before);
    expect(upstream.requests).toHaveLength(1);
    expect(lines.some((line) => line.includes('"upstream call"'))).toBe(true);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expectScrubbed(`${response.headers.get('x-request-id')}${text}${lines.join('\n')}`);
  });

  it('in the URL path is not logged', async () => {
    const before = gw.rawLogs.length;
    const response = await fetch(`${gw.url}/keys/${KEY}`, { headers });
    expect(response.status).toBe(404);
    const requestLine = gw.logs.slice(before).find((line) => line['msg'] === 'request');
    expect(requestLine?.['http']).toMatchObject({ path: '/keys/[redacted]', status: 404 });
    expectScrubbed(gw.rawLogs.slice(before).join('\n'));
  });

  it('a credential shorter than 8 characters is not scrubbed from unrelated words', async () => {
    upstream.answer({ status: 400, body: { Message: 'The key is invalid.' } });
    const { body } = await gw.graphql(
      'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: "203.0.113.9" }) { clientMutationId } }',
      undefined,
      { AccessKey: 'key' },
    );
    expect(body.errors?.[0]?.message).toContain('The key is invalid.');
  });
});
