import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_RUNS_OFF } from '../../src/execution/gatewayPlugin.js';
import type { GatewayContext } from '../../src/request/context.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, type GraphQLResponse, type TestGateway } from '../support/gateway.js';

/**
 * One error taxonomy, end to end: each of bunny.net's error dialects and transport failures, through the real
 * gateway, as the caller sees the whole `{ data, errors }` body.
 */

let api: FakeUpstream;
let video: FakeUpstream;
let originLogs: FakeUpstream;
let gw: TestGateway;

/** A gateway bug on demand: `containerNodeIps` throws a plain TypeError inside the resolver's client. */
const brokenNodeIps: Plugin<GatewayContext> = {
  onContextBuilding({ context, extendContext }) {
    if (context.request.headers.get('x-test-bug') !== 'yes') return;
    const platform = Object.assign(Object.create(context.scope.containers.platform) as object, {
      listNodeIps: () => {
        throw new TypeError(
          `Cannot read properties of undefined (reading 'ips') at ${api.url}/mc/nodes/plain with ${TEST_KEY}`,
        );
      },
    });
    const containers = Object.create(context.scope.containers, { platform: { value: platform } }) as object;
    extendContext({
      scope: Object.create(context.scope, { containers: { value: containers } }) as object,
    } as unknown as Partial<GatewayContext>);
  },
};

const requestId = expect.any(String) as unknown as string;

beforeAll(async () => {
  [api, video, originLogs] = await Promise.all([startFakeUpstream(), startFakeUpstream(), startFakeUpstream()]);
  gw = await startGateway(
    {
      BUNNY_API_URL: api.url,
      BUNNY_VIDEO_URL: video.url,
      BUNNY_ORIGIN_LOG_URL: originLogs.url,
      RETRY_MAX: '0',
      BREAKER_FAILURE_THRESHOLD: '1000',
    },
    // Its context hook must run on every request: yoga.handle answers them all.
    { plugins: [{ name: 'injected bug', plugins: [brokenNodeIps], prepared: PREPARED_RUNS_OFF }] },
  );
});

afterAll(async () => {
  await gw.close();
  await Promise.all([api.close(), video.close(), originLogs.close()]);
});

beforeEach(() => {
  for (const fake of [api, video, originLogs]) fake.requests.length = 0;
});

/** No error may carry the caller's key, request headers or an upstream address. */
function expectNothingSecret(body: GraphQLResponse['body'], ...upstreams: string[]): void {
  const text = JSON.stringify(body.errors ?? []);
  expect(text).not.toContain(TEST_KEY);
  expect(text).not.toMatch(/accesskey|authorization|x-request-id|user-agent/i);
  expect(text).not.toContain('127.0.0.1');
  for (const url of upstreams) expect(text).not.toContain(url);
}

const REMOVE_BLOCKED_IP =
  'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: "203.0.113.9" }) { clientMutationId } }';

describe('bunny.net dialects', () => {
  it('legacy { ErrorKey, Field, Message }: removePullZoneBlockedIp 400 names the blockedIp argument', async () => {
    api.answer({
      status: 400,
      body: {
        ErrorKey: 'pullzone.blocked_ip_not_found',
        Field: 'BlockedIp',
        Message: 'The IP is not on the block list.',
      },
    });
    const { status, body } = await gw.graphql(REMOVE_BLOCKED_IP);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { removePullZoneBlockedIp: null },
      errors: [
        {
          message: 'The IP is not on the block list.',
          locations: [{ line: 1, column: 12 }],
          path: ['removePullZoneBlockedIp'],
          extensions: {
            code: 'BAD_USER_INPUT',
            service: 'pullZones',
            httpStatus: 400,
            upstream: { errorKey: 'pullzone.blocked_ip_not_found', field: 'blockedIp' },
            requestId,
          },
        },
      ],
    });
    expectNothingSecret(body, api.url);
  });

  it('problem details: deleteContainerVolumeInstance 400 keeps detail, errors[] and id', async () => {
    api.answer({
      status: 400,
      body: {
        title: 'Bad Request',
        status: 400,
        detail: 'The volume instance is attached to a running container.',
        instance: '/apps/app-1/volumes/vol-1/instances/inst-9',
        errors: [{ field: 'InstanceId', message: 'Detach the volume instance before deleting it.' }],
        id: 'app-1',
      },
    });
    const { body } = await gw.graphql(
      'mutation { deleteContainerVolumeInstance(input: { appId: "app-1", volumeId: "vol-1", instanceId: "inst-9" }) { clientMutationId } }',
    );
    expect(body).toEqual({
      data: { deleteContainerVolumeInstance: null },
      errors: [
        {
          message: 'The volume instance is attached to a running container.',
          locations: [{ line: 1, column: 12 }],
          path: ['deleteContainerVolumeInstance'],
          extensions: {
            code: 'BAD_USER_INPUT',
            service: 'containers',
            httpStatus: 400,
            upstream: {
              field: 'instanceId',
              fieldErrors: [{ field: 'instanceId', message: 'Detach the volume instance before deleting it.' }],
              title: 'Bad Request',
              instance: '/apps/app-1/volumes/vol-1/instances/inst-9',
              id: 'app-1',
            },
            requestId,
          },
        },
      ],
    });
  });

  const SET_THUMBNAIL =
    'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }';

  it('status model: setVideoThumbnail answered 200 with success:false is an error, not success', async () => {
    video.answer({ status: 200, body: { success: false, message: 'The video is still processing.', statusCode: 200 } });
    const { body } = await gw.graphql(SET_THUMBNAIL, undefined, {
      AccessKey: TEST_KEY,
      'X-Library-Key': 'library-key-1',
    });
    expect(body).toEqual({
      data: { setVideoThumbnail: null },
      errors: [
        {
          message: 'The video is still processing.',
          locations: [{ line: 1, column: 12 }],
          path: ['setVideoThumbnail'],
          extensions: { code: 'UPSTREAM_ERROR', service: 'stream', httpStatus: 200, requestId },
        },
      ],
    });
    expectNothingSecret(body, video.url);
    expect(JSON.stringify(body)).not.toContain('library-key-1');
  });

  it.each([13700003, 301, 102])(
    'status model: success:false with statusCode %i (no HTTP error status) keeps the status bunny.net sent',
    async (statusCode) => {
      video.answer({ status: 200, body: { success: false, message: 'Not done.', statusCode } });
      const { body } = await gw.graphql(SET_THUMBNAIL, undefined, { AccessKey: TEST_KEY, 'X-Library-Key': 'k-1' });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', httpStatus: 200 });
    },
  );

  it('status model: setVideoThumbnail 422 is BAD_USER_INPUT with bunny.net message', async () => {
    video.answer({
      status: 422,
      body: { success: false, message: 'Unable to fetch the thumbnail from the origin.', statusCode: 422 },
    });
    const { body } = await gw.graphql(SET_THUMBNAIL, undefined, {
      AccessKey: TEST_KEY,
      'X-Library-Key': 'library-key-1',
    });
    expect(body).toEqual({
      data: { setVideoThumbnail: null },
      errors: [
        {
          message: 'Unable to fetch the thumbnail from the origin.',
          locations: [{ line: 1, column: 12 }],
          path: ['setVideoThumbnail'],
          extensions: { code: 'BAD_USER_INPUT', service: 'stream', httpStatus: 422, requestId },
        },
      ],
    });
  });

  it('Shield envelope: a failure inside a 200 becomes the status it carries', async () => {
    api.answer({
      status: 200,
      body: {
        data: null,
        error: {
          statusCode: 409,
          success: false,
          message: 'The Pull Zone already has a Shield Zone.',
          errorKey: 'shield.zone_exists',
        },
      },
    });
    const { body } = await gw.graphql('mutation { createShieldZone(input: { pullZoneId: 1001 }) { pullZoneId } }');
    expect(body).toEqual({
      data: { createShieldZone: null },
      errors: [
        {
          message: 'The Pull Zone already has a Shield Zone.',
          locations: [{ line: 1, column: 12 }],
          path: ['createShieldZone'],
          extensions: {
            code: 'CONFLICT',
            service: 'shield',
            httpStatus: 409,
            upstream: { errorKey: 'shield.zone_exists' },
            requestId,
          },
        },
      ],
    });
  });

  it("status model: success:true is success even with the document's own example statusCode -2147483648", async () => {
    video.answer({ status: 200, body: { success: true, message: 'string', statusCode: -2147483648 } });
    const { body } = await gw.graphql(SET_THUMBNAIL, undefined, {
      AccessKey: TEST_KEY,
      'X-Library-Key': 'library-key-1',
    });
    expect(body).toEqual({ data: { setVideoThumbnail: { clientMutationId: null } } });
  });

  it('status model without success: a failing statusCode inside a 200 is the error', async () => {
    video.answer({ status: 200, body: { message: 'Video not found.', statusCode: 404 } });
    const { body } = await gw.graphql(SET_THUMBNAIL, undefined, {
      AccessKey: TEST_KEY,
      'X-Library-Key': 'library-key-1',
    });
    expect(body.data).toEqual({ setVideoThumbnail: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Video not found.',
      extensions: { code: 'NOT_FOUND', service: 'stream', httpStatus: 404 },
    });
  });

  it('Shield envelope: a zone created with success:true is returned, whatever statusCode sits beside it', async () => {
    api.answer({
      status: 200,
      body: {
        data: { pullZoneId: 1001, shieldZone: { shieldZoneId: 77, planType: 1 } },
        error: { statusCode: 401, success: true, message: null, errorKey: null },
      },
    });
    const { body } = await gw.graphql(
      'mutation { createShieldZone(input: { pullZoneId: 1001 }) { pullZoneId botDetectionExecutionMode } }',
    );
    expect(body).toEqual({ data: { createShieldZone: { pullZoneId: 1001, botDetectionExecutionMode: null } } });
    expect(api.requests).toHaveLength(1);
  });

  it('Shield envelope without success: a failing statusCode inside a 200 is the error', async () => {
    api.answer({
      status: 200,
      body: { data: null, error: { statusCode: 409, message: 'The Pull Zone already has a Shield Zone.' } },
    });
    const { body } = await gw.graphql('mutation { createShieldZone(input: { pullZoneId: 1001 }) { pullZoneId } }');
    expect(body.data).toEqual({ createShieldZone: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The Pull Zone already has a Shield Zone.',
      extensions: { code: 'CONFLICT', service: 'shield', httpStatus: 409 },
    });
  });

  it('bare { statusCode: 401 } from Shield is UNAUTHENTICATED', async () => {
    api.answer({ status: 401, body: { statusCode: 401 } });
    const { body } = await gw.graphql('{ shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }');
    expect(body).toEqual({
      data: { shieldZoneMetrics: null },
      errors: [
        {
          message: 'bunny.net did not accept the API key. Check the AccessKey header.',
          locations: [{ line: 1, column: 3 }],
          path: ['shieldZoneMetrics'],
          extensions: { code: 'UNAUTHENTICATED', service: 'shield', httpStatus: 401, requestId },
        },
      ],
    });
  });

  it('a 500 with an empty body gets the default sentence', async () => {
    api.answer({ status: 500 });
    const { body } = await gw.graphql(
      'mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }',
    );
    expect(body).toEqual({
      data: { deployContainerApp: null },
      errors: [
        {
          message: 'bunny.net failed with an internal error (HTTP 500).',
          locations: [{ line: 1, column: 12 }],
          path: ['deployContainerApp'],
          extensions: { code: 'UPSTREAM_ERROR', service: 'containers', httpStatus: 500, requestId },
        },
      ],
    });
  });

  it('an HTML 502 page is UPSTREAM_UNAVAILABLE and none of the HTML reaches the caller', async () => {
    api.answer({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>502 Bad Gateway</h1><p>cloudflare</p></body></html>',
    });
    const { body } = await gw.graphql('{ containerNodeIps }');
    expect(body).toEqual({
      data: { containerNodeIps: null },
      errors: [
        {
          message: 'bunny.net is temporarily unavailable (HTTP 502).',
          locations: [{ line: 1, column: 3 }],
          path: ['containerNodeIps'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'containers', httpStatus: 502, requestId },
        },
      ],
    });
  });

  it('a 429 carries Retry-After in seconds', async () => {
    api.answer({
      status: 429,
      headers: { 'retry-after': '30' },
      body: {
        ErrorKey: 'certificate.too_many',
        Field: 'Hostname',
        Message: 'Too many certificate requests for this hostname.',
      },
    });
    // A key of its own: bunny.net's 429 holds the key's calls to this host for the 30 s (upstream/rateLimitHolds.ts).
    const { body } = await gw.graphql(
      'mutation { requestPullZoneExternalHttpCertificate(input: { hostname: "cdn.example.com" }) { clientMutationId } }',
      undefined,
      { AccessKey: 'rate-limited-key-0001' },
    );
    expect(body.errors?.[0]).toEqual({
      message: 'Too many certificate requests for this hostname.',
      locations: [{ line: 1, column: 12 }],
      path: ['requestPullZoneExternalHttpCertificate'],
      extensions: {
        code: 'RATE_LIMITED',
        service: 'pullZones',
        httpStatus: 429,
        upstream: { errorKey: 'certificate.too_many', field: 'hostname', retryAfter: 30 },
        requestId,
      },
    });
  });
});

describe('transport failures', () => {
  async function closedPortUrl(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  }

  /**
   * The mutation against a gateway whose api host is `apiUrl`: the caller's body, and the log line of the one
   * attempt (a mutation is never retried, so there is exactly one).
   */
  async function removeBlockedIpVia(apiUrl: string): Promise<{ body: GraphQLResponse['body']; log: unknown }> {
    const local = await startGateway({
      BUNNY_API_URL: apiUrl,
      BUNNY_VIDEO_URL: video.url,
      BUNNY_ORIGIN_LOG_URL: originLogs.url,
      RETRY_MAX: '0',
    });
    try {
      const { body } = await local.graphql(REMOVE_BLOCKED_IP);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const attempts = local.logs.filter((line) => line['msg'] === 'upstream call');
      expect(attempts).toHaveLength(1);
      expect(JSON.stringify(attempts)).not.toContain(TEST_KEY);
      return { body, log: attempts[0] };
    } finally {
      await local.close();
    }
  }

  /** The one error of an unreachable host: UPSTREAM_UNAVAILABLE, not ambiguous (nothing was sent). */
  function expectUnreachable(body: GraphQLResponse['body'], message: string): void {
    expect(body).toEqual({
      data: { removePullZoneBlockedIp: null },
      errors: [
        {
          message,
          locations: [{ line: 1, column: 12 }],
          path: ['removePullZoneBlockedIp'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'pullZones', requestId },
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/\bat \w|node:|ECONN|ENOTFOUND|CERT/);
  }

  it('a refused connection says so, names no address, and the log has the configured host and ECONNREFUSED', async () => {
    const closed = await closedPortUrl();
    const { body, log } = await removeBlockedIpVia(closed);
    expectUnreachable(body, 'bunny.net could not be reached: the connection was refused.');
    expectNothingSecret(body, closed);
    expect(log).toMatchObject({
      level: 'warn',
      upstream: {
        host: 'api',
        hostName: new URL(closed).host,
        systemCode: 'ECONNREFUSED',
        errorCode: 'UPSTREAM_UNAVAILABLE',
      },
    });
  });

  it('a host name that does not resolve is a DNS failure to the caller, ENOTFOUND with the name in the log', async () => {
    const { body, log } = await removeBlockedIpVia('http://bunny-gateway-test.invalid');
    expectUnreachable(body, 'bunny.net could not be reached: its host name did not resolve (DNS).');
    expect(JSON.stringify(body)).not.toContain('bunny-gateway-test.invalid');
    expect(log).toMatchObject({
      upstream: { host: 'api', hostName: 'bunny-gateway-test.invalid', systemCode: 'ENOTFOUND' },
    });
  });

  it('a certificate the gateway cannot verify is a TLS failure to the caller, with the OpenSSL code in the log', async () => {
    const tls = await selfSignedHttpsServer();
    try {
      const { body, log } = await removeBlockedIpVia(tls.url);
      expectUnreachable(
        body,
        'bunny.net could not be reached: the TLS connection failed, its certificate was not accepted.',
      );
      expectNothingSecret(body, tls.url);
      expect(log).toMatchObject({
        upstream: { host: 'api', hostName: new URL(tls.url).host, systemCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      });
      // The handshake failed, so no request reached the server.
      expect(tls.requests()).toBe(0);
    } finally {
      await tls.close();
    }
  });

  it('a connection reset during a mutation is UPSTREAM_UNAVAILABLE and flagged ambiguous', async () => {
    api.answer({ reset: true });
    const { body } = await gw.graphql(REMOVE_BLOCKED_IP);
    expect(body).toEqual({
      data: { removePullZoneBlockedIp: null },
      errors: [
        {
          message:
            'The connection to bunny.net broke before it answered. The change may or may not have been applied; check before repeating it.',
          locations: [{ line: 1, column: 12 }],
          path: ['removePullZoneBlockedIp'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'pullZones', ambiguous: true, requestId },
        },
      ],
    });
    expectNothingSecret(body, api.url);
  });
});

describe('partial results and masking', () => {
  it('the error lands on the failing field while another field of the same request returns data', async () => {
    api.answer({ status: 404, body: { title: 'Not Found', status: 404, detail: 'Application app-x was not found.' } });
    originLogs.answer({ body: { logs: [] } });
    const { body } = await gw.graphql(
      'mutation { deployContainerApp(input: { appId: "app-x" }) { clientMutationId } __typename }',
    );
    expect(body).toEqual({
      data: { deployContainerApp: null, __typename: 'Mutation' },
      errors: [
        {
          message: 'Application app-x was not found.',
          locations: [{ line: 1, column: 12 }],
          path: ['deployContainerApp'],
          extensions: {
            code: 'NOT_FOUND',
            service: 'containers',
            httpStatus: 404,
            upstream: { title: 'Not Found' },
            requestId,
          },
        },
      ],
    });
    api.answer({ status: 403, body: { statusCode: 403 } });
    const read = await gw.graphql(
      '{ a: originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId } b: shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }',
    );
    expect(read.body).toEqual({
      data: { a: [], b: null },
      errors: [
        {
          message: 'The API key is not allowed to perform this operation.',
          locations: [{ line: 1, column: 70 }],
          path: ['b'],
          extensions: { code: 'FORBIDDEN', service: 'shield', httpStatus: 403, requestId },
        },
      ],
    });
  });

  it('a gateway bug is masked as INTERNAL_SERVER_ERROR with a request id, and the details stay in the log', async () => {
    const { body, headers } = await gw.graphql('{ containerNodeIps __typename }', undefined, {
      AccessKey: TEST_KEY,
      'x-test-bug': 'yes',
    });
    expect(body).toEqual({
      data: { containerNodeIps: null, __typename: 'Query' },
      errors: [
        {
          message: 'Unexpected error.',
          locations: [{ line: 1, column: 3 }],
          path: ['containerNodeIps'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ],
    });
    expect(body.errors?.[0]?.extensions?.['requestId']).toBe(headers.get('x-request-id'));
    expectNothingSecret(body, api.url);
    expect(JSON.stringify(body)).not.toContain('TypeError');
    expect(gw.rawLogs.some((line) => line.includes('unexpected error in a resolver'))).toBe(true);
  });

  it('a request id sent by the caller is the one quoted in errors', async () => {
    api.answer({ status: 500 });
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY, 'x-request-id': 'caller-req-42' },
      body: JSON.stringify({ query: '{ containerNodeIps }' }),
    });
    const body = (await response.json()) as GraphQLResponse['body'];
    expect(body.errors?.[0]?.extensions?.['requestId']).toBe('caller-req-42');
    expect(api.requests[0]?.headers['x-request-id']).toBe('caller-req-42');
  });
});

describe('redirects', () => {
  it('a 302 to another host is UPSTREAM_ERROR and the other host gets no call', async () => {
    const elsewhere = await startFakeUpstream({ body: ['198.51.100.1'] });
    try {
      api.answer({ status: 302, headers: { location: `${elsewhere.url}/mc/nodes/plain` } });
      const { body } = await gw.graphql('{ containerNodeIps }');
      expect(body).toEqual({
        data: { containerNodeIps: null },
        errors: [
          {
            message: 'bunny.net answered with unexpected HTTP status 302.',
            locations: [{ line: 1, column: 3 }],
            path: ['containerNodeIps'],
            extensions: { code: 'UPSTREAM_ERROR', service: 'containers', httpStatus: 302, requestId },
          },
        ],
      });
      expect(elsewhere.requests).toHaveLength(0);
      expectNothingSecret(body, api.url, elsewhere.url);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('a 2xx answer of the wrong shape', () => {
  const cases: { name: string; query: string; field: string; body: string | object; applied: boolean }[] = [
    {
      name: 'node list that is an object',
      query: '{ containerNodeIps }',
      field: 'containerNodeIps',
      body: {},
      applied: false,
    },
    {
      name: 'Shield envelope that is an array',
      query: '{ shieldZoneMetrics(shieldZoneId: 5) { totalBillableRequests } }',
      field: 'shieldZoneMetrics',
      body: [1, 2],
      applied: false,
    },
    {
      name: 'Shield envelope whose data is a string',
      query: '{ shieldZoneMetrics(shieldZoneId: 5) { totalBillableRequests } }',
      field: 'shieldZoneMetrics',
      body: { data: 'oops' },
      applied: false,
    },
    {
      name: 'deleted volume instance answered with a string',
      query:
        'mutation { deleteContainerVolumeInstance(input: { appId: "app1", volumeId: "vol1", instanceId: "inst1" }) { clientMutationId } }',
      field: 'deleteContainerVolumeInstance',
      body: JSON.stringify('deleted'),
      applied: true,
    },
  ];

  it.each(cases)(
    '$name: UPSTREAM_ERROR, never silently null or empty data',
    async ({ query, field, body, applied }) => {
      api.answer({ body });
      const response = await gw.graphql(query);
      expect(response.body.data?.[field] ?? null).toBeNull();
      expect(response.body.errors).toHaveLength(1);
      const error = response.body.errors?.[0];
      expect(error).toMatchObject({ path: [field], extensions: { code: 'UPSTREAM_ERROR', httpStatus: 200 } });
      expect(error?.message).toMatch(/not the documented (object|array)/);
      expect(error?.message.includes('the change was made')).toBe(applied);
      expect(api.requests).toHaveLength(1);
    },
  );

  it.each([
    ['customWafRule(customWafRuleId: 7001) { name }', 'customWafRule'],
    ['shieldZoneMetrics(shieldZoneId: 5) { totalBillableRequests }', 'shieldZoneMetrics'],
    ['pullZoneCount', 'pullZoneCount'],
    ['shieldZones(first: 5) { totalCount }', 'shieldZones'],
    ['containerLimits { __typename }', 'containerLimits'],
    ['wafProfiles { __typename }', 'wafProfiles'],
  ])(
    'an empty 200 to the read %s is UPSTREAM_ERROR, never a record of nulls or an empty list',
    async (selection, field) => {
      api.answer({ headers: { 'content-type': 'application/json' }, body: '' });
      const response = await gw.graphql(`{ ${selection} }`);
      expect(response.body.data?.[field] ?? null).toBeNull();
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors?.[0]).toMatchObject({
        path: [field],
        extensions: { code: 'UPSTREAM_ERROR', httpStatus: 200 },
      });
      expect(response.body.errors?.[0]?.message).toMatch(
        /^bunny\.net answered HTTP 200 with no body, where its documents give/,
      );
    },
  );

  it('an int64 beyond 2^53 - 1 fails its field alone with UPSTREAM_ERROR, never a wrong number or a codeless error', async () => {
    api.answer({ body: '{"Id":1,"Name":"zone","MonthlyBandwidthUsed":9007199254740993123}' });
    const response = await gw.graphql('{ pullZone(pullZoneId: 1) { pullZoneId name monthlyBandwidthUsed } }');
    expect(response.body.data).toEqual({ pullZone: { pullZoneId: 1, name: 'zone', monthlyBandwidthUsed: null } });
    expect(response.body.errors).toEqual([
      {
        message:
          'bunny.net answered 9007199254740993000, which is not an integer a JSON number holds exactly (-(2^53 - 1) to 2^53 - 1): the field is left out rather than answered wrong.',
        locations: [{ line: 1, column: 45 }],
        path: ['pullZone', 'monthlyBandwidthUsed'],
        extensions: { code: 'UPSTREAM_ERROR', requestId },
      },
    ]);
  });

  it('a null where the schema promises a value is UPSTREAM_ERROR on that field', async () => {
    api.answer({ body: ['185.93.1.244', null] });
    const response = await gw.graphql('{ containerNodeIps }');
    expect(response.body.data).toEqual({ containerNodeIps: null });
    expect(response.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
    expect(response.body.errors?.[0]?.message).toMatch(/^Cannot return null for non-nullable field/);
  });

  it('a Shield envelope with null data and no error is no data, as the documents allow', async () => {
    api.answer({ body: { data: null, error: null } });
    const response = await gw.graphql('{ shieldZoneMetrics(shieldZoneId: 5) { totalBillableRequests } }');
    expect(response.body).toEqual({ data: { shieldZoneMetrics: null } });
  });
});

it('a 2xx mutation answer that is not JSON says the change was made', async () => {
  api.answer({ headers: { 'content-type': 'text/plain' }, body: 'OK' });
  const response = await gw.graphql(
    'mutation { deleteContainerVolumeInstance(input: { appId: "app1", volumeId: "vol1", instanceId: "inst1" }) { clientMutationId } }',
  );
  expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR', httpStatus: 200 } });
  expect(response.body.errors?.[0]?.message).toBe(
    'bunny.net answered HTTP 200 with a body that is not valid JSON. It accepted the request, so the change was made.',
  );
  expect(response.body.errors?.[0]?.extensions?.['ambiguous']).toBeUndefined();
});

describe('an event-log export answered with something other than CSV', () => {
  const to = () => new Date(Date.now() - 60_000);
  const window = () => ({ from: new Date(to().getTime() - 3_600_000).toISOString(), to: to().toISOString() });
  const signInPage = {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: '<html><head><title>Login</title></head><body>Please sign in</body></html>',
  };

  it('fails the field with UPSTREAM_ERROR instead of parsing an HTML page as rows', async () => {
    api.answer(signInPage);
    const query =
      'query($from: DateTime!, $to: DateTime!) { shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to) { columns rowCount } }';
    const { body } = await gw.graphql(query, window());
    expect(body.data).toEqual({ shieldEventLogExport: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'bunny.net answered with text/html where text/csv was expected.',
      extensions: { code: 'UPSTREAM_ERROR', httpStatus: 200 },
    });
  });

  it('answers the download route with 502 and no page content', async () => {
    api.answer(signInPage);
    const response = await fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify(window()),
    });
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(text).not.toContain('Please sign in');
    expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'UPSTREAM_ERROR' } }] });
  });
});

describe('a 401 with an empty body names the credential that was sent', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
  const cases: {
    name: string;
    fake: () => FakeUpstream;
    headers: Record<string, string>;
    query: string;
    message: string;
  }[] = [
    {
      name: 'Authorization: Bearer',
      fake: () => api,
      headers: { Authorization: `Bearer ${TEST_KEY}` },
      query: '{ containerNodeIps }',
      message: 'bunny.net did not accept the key in the Authorization header.',
    },
    {
      name: 'X-Library-Key',
      fake: () => video,
      headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key-0001' },
      query:
        'mutation { setVideoThumbnail(input: { videoLibraryId: 7, videoId: "video-1", thumbnailUrl: "https://img.example.com/a.png" }) { clientMutationId } }',
      message: 'bunny.net did not accept the key in the X-Library-Key header.',
    },
    {
      name: 'X-Origin-Log-Token',
      fake: () => originLogs,
      headers: { 'X-Origin-Log-Token': JWT },
      query: '{ originErrorLogs(pullZoneId: 7, date: "2026-11-20") { statusCode } }',
      message: 'bunny.net did not accept the token in the X-Origin-Log-Token header.',
    },
    {
      name: 'AccessKey',
      fake: () => api,
      headers: { AccessKey: TEST_KEY },
      query: '{ containerNodeIps }',
      message: 'bunny.net did not accept the API key. Check the AccessKey header.',
    },
  ];

  it.each(cases)('$name', async ({ fake, headers, query, message }) => {
    fake().answer({ status: 401 });
    const { body } = await gw.graphql(query, undefined, headers);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED', httpStatus: 401 } });
    expect(fake().requests).toHaveLength(1);
  });
});

it('a 401 from the video host for a looked-up library key says so, and how to send the right one', async () => {
  api.answer({ body: { Id: 3001, ApiKey: 'looked-up-library-key' } });
  video.answer({ status: 401 });
  const { body } = await gw.graphql(
    'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
  );
  expect(body.errors?.[0]).toMatchObject({
    message:
      'bunny.net did not accept the video library key the gateway read with your AccessKey; send the right one in X-Library-Key.',
    extensions: { code: 'UNAUTHENTICATED', service: 'stream', httpStatus: 401 },
  });
  expect(video.requests[0]?.headers['accesskey']).toBe('looked-up-library-key');
});

/**
 * An HTTPS server on 127.0.0.1 with a self-signed certificate made for this run by openssl: a host whose
 * certificate no client trusts.
 */
async function selfSignedHttpsServer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bunny-gateway-tls-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  let requests = 0;
  const server = createHttpsServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (_req, res) => {
    requests += 1;
    res.end('{}');
  });
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
