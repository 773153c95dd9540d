import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_APP_ID, DEMO_LIBRARY_ID, DEMO_VIDEO_ID, WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import { TIGHT_QUERY_LIMITS, sandboxEnv, startGateway, type TestGateway } from '../../support/gateway.js';
import { useSandboxGraph } from '../../support/sandboxGraph.js';
import { subscribe, type SseSubscription } from '../../support/sse.js';
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
    expect(await forged.json()).toEqual({
      errors: [
        {
          message: 'The webhook signature is not v1 hmac-sha256 of this body with the library read-only key.',
          extensions: { code: 'UNAUTHENTICATED', reason: 'signature', requestId: expect.any(String) },
        },
      ],
    });
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

/**
 * A request refused before anything runs is one row of docs/errors.md's request-error table on every transport: over
 * an event stream (or multipart/mixed), JSON with the row's `application/graphql-response+json` status, never a stream
 * of one error; and the body the JSON transport gives, with nothing of yoga's internals (`extensions.http`).
 */
describe('Request errors of a subscription, before any stream', () => {
  const LIMITS = {
    ...TIGHT_QUERY_LIMITS,
    MAX_UPSTREAM_CALLS: '1',
    // The response cache puts its `x-cache` header in the result's `extensions.http`: it must not reach the body.
    RESPONSE_CACHE: 'memory',
  };
  const APP = `containerAppStatusChanged(appId: "${ACTIVE_APP_ID}")`;
  let folder: string;
  let limited: TestGateway;
  let trustedOnly: TestGateway;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bunny-gateway-sse-refusals-'));
    const manifest = join(folder, 'persisted_queries.json');
    writeFileSync(manifest, JSON.stringify({ 'sha256:known': `subscription { ${APP} { id } }` }));
    limited = await startGateway(sandboxEnv(graph.sandbox, { LOG_LEVEL: 'error', ...LIMITS }));
    trustedOnly = await startGateway(
      sandboxEnv(graph.sandbox, { LOG_LEVEL: 'error', TRUSTED_DOCUMENTS_FILE: manifest, TRUSTED_DOCUMENTS: 'only' }),
    );
  });

  afterAll(async () => {
    await Promise.all([limited?.close(), trustedOnly?.close()]);
    rmSync(folder, { recursive: true, force: true });
  });

  const gateways = () => ({ default: graph.gateway, limited, trustedOnly });
  type To = keyof ReturnType<typeof gateways>;

  /** Expects one JSON refusal: the status, the code of its first error, a request id, and no yoga internals. */
  function expectJsonRefusal(answer: SseSubscription, status: number, code: string): Record<string, unknown> {
    expect({ status: answer.status, contentType: answer.contentType }).toEqual({
      status,
      contentType: 'application/json; charset=utf-8',
    });
    const errors = answer.refusal?.['errors'] as { extensions?: Record<string, unknown> }[] | undefined;
    expect(errors?.[0]?.extensions, JSON.stringify(answer.refusal)).toMatchObject({
      code,
      requestId: expect.any(String),
    });
    expect(answer.refusal).not.toHaveProperty('data');
    expect(JSON.stringify(answer.refusal)).not.toContain('"http"');
    return answer.refusal as Record<string, unknown>;
  }

  const CASES: [kind: string, to: To, query: string | undefined, status: number, code: string][] = [
    ['a document that does not parse', 'default', 'subscription {', 400, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', 'default', 'subscription { nope }', 400, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'two root fields',
      'default',
      `subscription { a: ${APP} { id } b: ${APP} { id } }`,
      400,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'two operations and no operationName',
      'default',
      `subscription A { ${APP} { id } } subscription B { ${APP} { id } }`,
      400,
      'OPERATION_RESOLUTION_FAILURE',
    ],
    ['no query', 'default', undefined, 400, 'BAD_REQUEST'],
    ['too many aliases', 'limited', `subscription { ${APP} { a: id b: id c: id d: id } }`, 400, 'ALIAS_LIMIT'],
    ['too deep', 'limited', `subscription { ${APP} { endpoints { edges { node { id } } } } }`, 400, 'DEPTH_LIMIT'],
    ['too many tokens', 'limited', `subscription { ${APP} { ${'id '.repeat(60)}} }`, 400, 'TOKEN_LIMIT'],
    [
      'brackets nested too deep',
      'limited',
      `subscription { ${APP} ${'{ a '.repeat(9)}${'} '.repeat(9)}}`,
      400,
      'NESTING_LIMIT',
    ],
    [
      'too many directives',
      'limited',
      `subscription { ${APP} { id @include(if: true) name @include(if: true) @skip(if: false) } }`,
      400,
      'DIRECTIVE_LIMIT',
    ],
    [
      'too costly',
      'limited',
      `subscription { ${APP} { endpoints(first: 100) { edges { cursor } } } }`,
      400,
      'COST_LIMIT',
    ],
    [
      'over the upstream-call budget',
      'limited',
      `subscription { ${APP} { endpoints { totalCount } } }`,
      400,
      'UPSTREAM_CALL_BUDGET',
    ],
    ['a document of its own', 'trustedOnly', `subscription { ${APP} { id } }`, 403, 'TRUSTED_DOCUMENTS_ONLY'],
  ];

  it.each(CASES)('answers %s as JSON, never a stream', async (_kind, to, query, status, code) => {
    graph.sandbox.clearRequests();
    const answer = await subscribe(gateways()[to].url, query, {}, { AccessKey: graph.key });
    expectJsonRefusal(answer, status, code);
    expect(graph.upstreamCalls()).toEqual([]);
  });

  it.each(['default', 'limited'] as const)(
    'names the argument of a variable that does not coerce, as the JSON transport does (%s gateway)',
    async (to) => {
      const query = 'subscription ($v: ID!) { containerAppStatusChanged(appId: $v) { id } }';
      const answer = await subscribe(gateways()[to].url, query, { v: { a: 1 } }, { AccessKey: graph.key });
      const refusal = expectJsonRefusal(answer, 400, 'BAD_USER_INPUT');
      expect(refusal['errors']).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Invalid value for argument "appId": Variable "\$v" got invalid value/),
          extensions: { code: 'BAD_USER_INPUT', argument: 'appId', requestId: expect.any(String) },
        }),
      ]);
      expect(refusal).not.toHaveProperty('extensions.http');
    },
  );

  it('answers a bad variable of a subscription over JSON with the status of its media type', async () => {
    const query = 'subscription ($v: ID!) { containerAppStatusChanged(appId: $v) { id } }';
    for (const [accept, status] of [
      ['application/graphql-response+json', 400],
      ['application/json', 200],
    ] as const) {
      const answer = await subscribe(graph.gateway.url, query, { v: { a: 1 } }, { AccessKey: graph.key, accept });
      expect({ status: answer.status, contentType: answer.contentType }).toEqual({
        status,
        contentType: `${accept}; charset=utf-8`,
      });
      expect(answer.refusal?.['errors']).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ argument: 'appId' }) }),
      ]);
    }
  });

  it("answers a query's request error over multipart/mixed as JSON too", async () => {
    const answer = await subscribe(
      graph.gateway.url,
      '{ nope }',
      {},
      { AccessKey: graph.key, accept: 'multipart/mixed' },
    );
    expectJsonRefusal(answer, 400, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('still streams a query asked for as an event stream, and a subscription', async () => {
    const query = await subscribe(graph.gateway.url, '{ __typename }', {}, { AccessKey: graph.key });
    expect(query.contentType).toMatch(/^text\/event-stream/);
    expect(await query.next()).toMatchObject({ data: { __typename: 'Query' } });
    expect(await query.ended).toBe('complete');
    const stream = await subscribe(limited.url, `subscription { ${APP} { id } }`, {}, { AccessKey: graph.key });
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect((await stream.next()).data).toMatchObject({ containerAppStatusChanged: { id: expect.any(String) } });
    stream.close();
  });
});
