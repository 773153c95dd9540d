import { request } from 'node:http';
import { connect } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER } from '../../src/auth/credentials.js';
import { startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../support/fakeUpstream.js';
import {
  TEST_KEY,
  startGateway,
  upstreamEnv,
  useGatewayOnFake,
  type GraphQLResponse,
  type TestGateway,
} from '../support/gateway.js';

/**
 * Bad input never reaches bunny.net: every rule is driven through the HTTP API, and the fake upstream proves that
 * no call was made. Also: abuse limits, HTTP-level refusals, secrets kept out of logs and errors, callers kept apart.
 */

let upstream: FakeUpstream;
let gw: TestGateway;

useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started));

/** The request fails with `code` naming `argument` on its only error, and bunny.net heard nothing. */
async function expectRefused(
  query: string,
  argument: string | undefined,
  code = 'BAD_USER_INPUT',
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const { body } = await gw.graphql(query, variables, headers);
  expect(upstream.requests).toHaveLength(0);
  expect(body.errors).toHaveLength(1);
  const extensions = body.errors?.[0]?.extensions;
  expect(extensions?.['code']).toBe(code);
  if (argument !== undefined) expect(extensions?.['argument']).toBe(argument);
  expect(extensions?.['requestId']).toEqual(expect.any(String));
  return body;
}

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('event-log export window and filters', () => {
  const exportQuery = `query($from: DateTime!, $to: DateTime!, $filters: [EventLogFilterInput!]) {
    shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to, filters: $filters) { rowCount } }`;

  it('refuses `to` before `from`', async () => {
    const now = Date.now();
    await expectRefused(exportQuery, 'to', 'BAD_USER_INPUT', { from: iso(now - HOUR), to: iso(now - 2 * HOUR) });
  });

  it('refuses a window that starts more than 72 hours ago', async () => {
    const now = Date.now();
    await expectRefused(exportQuery, 'from', 'BAD_USER_INPUT', { from: iso(now - 73 * HOUR), to: iso(now - HOUR) });
  });

  it('refuses `to` in the future', async () => {
    const now = Date.now();
    await expectRefused(exportQuery, 'to', 'BAD_USER_INPUT', { from: iso(now - HOUR), to: iso(now + HOUR) });
  });

  it('refuses the CIDR operator on a field that is not IP', async () => {
    const now = Date.now();
    await expectRefused(exportQuery, 'filters[0].op', 'BAD_USER_INPUT', {
      from: iso(now - HOUR),
      to: iso(now - 60_000),
      filters: [{ field: 'COUNTRY', op: 'CIDR', values: ['10.0.0.0/8'] }],
    });
  });

  it('refuses more than 20 filters, naming filters', async () => {
    const now = Date.now();
    const filters = Array.from({ length: 21 }, () => ({ field: 'IP', op: 'EQ', values: ['203.0.113.9'] }));
    await expectRefused(exportQuery, 'filters', 'BAD_USER_INPUT', {
      from: iso(now - HOUR),
      to: iso(now - 60_000),
      filters,
    });
  });

  it('refuses a filter without values, and an empty value', async () => {
    const now = Date.now();
    const window = { from: iso(now - HOUR), to: iso(now - 60_000) };
    await expectRefused(exportQuery, 'filters[0].values', 'BAD_USER_INPUT', {
      ...window,
      filters: [{ field: 'IP', op: 'EQ', values: [] }],
    });
    await expectRefused(exportQuery, 'filters[0].values', 'BAD_USER_INPUT', {
      ...window,
      filters: [{ field: 'IP', op: 'EQ', values: [''] }],
    });
  });
});

describe('values GraphQL itself refuses name the argument down to the list index', () => {
  const now = Date.now();
  const window = `from: "${iso(now - HOUR)}", to: "${iso(now - 60_000)}"`;

  it('in a literal', async () => {
    const query = `{ shieldEventLogExport(shieldZoneId: 42, ${window},
      filters: [{ field: IP, op: EQ, values: ["203.0.113.9"] }, { field: NOPE, op: EQ, values: ["x"] }]) { rowCount } }`;
    const body = await expectRefused(query, 'filters[1].field');
    expect(body.errors?.[0]?.message).toContain('"filters[1].field"');
  });

  it('in a variable', async () => {
    const query = `query($filters: [EventLogFilterInput!]) { shieldEventLogExport(shieldZoneId: 42, ${window}, filters: $filters) { rowCount } }`;
    await expectRefused(query, 'filters[1].field', 'BAD_USER_INPUT', {
      filters: [
        { field: 'IP', op: 'EQ', values: ['203.0.113.9'] },
        { field: 'NOPE', op: 'EQ', values: ['x'] },
      ],
    });
  });

  it('a required variable that is missing or null', async () => {
    const query = 'query($d: Date!) { originErrorLogs(pullZoneId: 1001, date: $d) { logId } }';
    await expectRefused(query, 'date', 'BAD_USER_INPUT', {});
    await expectRefused(query, 'date', 'BAD_USER_INPUT', { d: null });
  });

  it('in an input object given as a variable', async () => {
    const query = 'mutation($input: CreateShieldZoneInput!) { createShieldZone(input: $input) { pullZoneId } }';
    await expectRefused(query, 'input.pullZoneId', 'BAD_USER_INPUT', { input: { pullZoneId: 'not-a-number' } });
  });
});

describe('dates, hostnames, addresses and lengths', () => {
  it('refuses an origin-log date that is not a real calendar day, as a literal and as a variable, naming the argument', async () => {
    const literal = await expectRefused('{ originErrorLogs(pullZoneId: 1001, date: "2026-02-30") { logId } }', 'date');
    expect(literal.errors?.[0]?.message).toContain('"date"');
    const variable = await expectRefused(
      'query($d: Date!) { originErrorLogs(pullZoneId: 1001, date: $d) { logId } }',
      'date',
      'BAD_USER_INPUT',
      { d: '2026-02-30' },
    );
    expect(variable.errors?.[0]?.message).toContain('"date"');
    await expectRefused('{ originErrorLogs(pullZoneId: 1001, date: "03-07-2026") { logId } }', 'date');
  });

  it('names the argument once when the same invalid document comes again (from the validation cache)', async () => {
    const query = '{ originErrorLogs(pullZoneId: 1001, date: "2026-02-31") { logId } }';
    const first = await expectRefused(query, 'date');
    const again = await expectRefused(query, 'date');
    expect(again.errors?.[0]?.message).toBe(first.errors?.[0]?.message);
    expect(again.errors?.[0]?.message.match(/Invalid value for argument/g)).toHaveLength(1);
  });

  it.each([
    'bad host.example.com',
    '-bad.example.com',
    'localhost',
    'a/b.example.com',
    'evil.example.com\r\nX: y',
    'ex_ample.com',
    '',
  ])('refuses the certificate hostname %j', async (hostname) => {
    await expectRefused(
      'mutation($h: String!) { requestPullZoneExternalHttpCertificate(input: { hostname: $h }) { clientMutationId } }',
      'input.hostname',
      'BAD_USER_INPUT',
      { h: hostname },
    );
  });

  it.each(['999.1.1.1', '1.2.3.4/33', '2001:db8::/129', 'not-an-ip', '1.2.3.4/24/1', '1.2.3.4 ', ''])(
    'refuses the blocked IP %j',
    async (ip) => {
      await expectRefused(
        'mutation($ip: String!) { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: $ip }) { clientMutationId } }',
        'input.blockedIp',
        'BAD_USER_INPUT',
        { ip },
      );
    },
  );

  it.each(['spam example.net', 'spam.example.net/path', '*.', 'http://spam.example.net'])(
    'refuses the referrer hostname %j',
    async (hostname) => {
      await expectRefused(
        'mutation($h: String!) { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: 3001, hostname: $h }) { clientMutationId } }',
        'input.hostname',
        'BAD_USER_INPUT',
        { h: hostname },
      );
    },
  );

  it.each(['short', 'x'.repeat(37), 'eight-ch\n'])(
    'refuses the security key %j (8 to 36 characters)',
    async (securityKey) => {
      await expectRefused(
        'mutation($k: String) { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: $k }) { clientMutationId } }',
        'input.securityKey',
        'BAD_USER_INPUT',
        { k: securityKey },
      );
    },
  );

  it.each(['', 'x'.repeat(51)])('refuses the endpoint display name %j (1 to 50 characters)', async (displayName) => {
    await expectRefused(
      'mutation($n: String!) { updateContainerEndpoint(input: { appId: "app-1", endpointId: "ep-1", containerEndpoint: { displayName: $n } }) { clientMutationId } }',
      'input.containerEndpoint.displayName',
      'BAD_USER_INPUT',
      { n: displayName },
    );
  });

  it.each(['imageRegistryId', 'imageName', 'imageNamespace', 'tag'])(
    'refuses an image-config %s that is empty or longer than 100 characters',
    async (field) => {
      const input = { imageRegistryId: 'dockerhub', imageName: 'nginx', imageNamespace: 'library', tag: '1.27' };
      const query =
        'query($i: ContainerImageInput!) { containerImageSuggestions(input: $i) { volumeSuggestions { containerPath } } }';
      await expectRefused(query, `input.${field}`, 'BAD_USER_INPUT', { i: { ...input, [field]: '' } });
      await expectRefused(query, `input.${field}`, 'BAD_USER_INPUT', { i: { ...input, [field]: 'x'.repeat(101) } });
    },
  );

  it('refuses a release that is not a UUID, as a literal and as a variable', async () => {
    await expectRefused(
      'mutation { publishEdgeScriptRelease(input: { edgeScriptId: 5001, releaseUuid: "../../script/1" }) { clientMutationId } }',
      'input.releaseUuid',
    );
    await expectRefused(
      'mutation($u: UUID!) { publishEdgeScriptRelease(input: { edgeScriptId: 5001, releaseUuid: $u }) { clientMutationId } }',
      // A variable inside the input literal is refused at the argument that holds it.
      'input',
      'BAD_USER_INPUT',
      { u: 'not-a-uuid' },
    );
  });

  it('refuses a thumbnail URL that is not http(s)', async () => {
    for (const url of [
      'ftp://img.example.com/a.jpg',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@img.example.com/a.jpg',
      '/relative.jpg',
    ]) {
      await expectRefused(
        'mutation($u: String) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: $u }) { clientMutationId } }',
        'input.thumbnailUrl',
        'BAD_USER_INPUT',
        { u: url },
      );
    }
  });
});

describe('container endpoint sub-fields', () => {
  const update =
    'mutation($i: ContainerEndpointInput!) { updateContainerEndpoint(input: { appId: "app-1", endpointId: "ep-1", containerEndpoint: $i }) { clientMutationId } }';
  const sticky = (stickySessions: Record<string, unknown>) => ({ i: { displayName: 'web', cdn: { stickySessions } } });

  it.each([0, -1, -2147483648])('refuses the Pull Zone id %j (int32 from 1)', async (pullZoneId) => {
    await expectRefused(update, 'input.containerEndpoint.cdn.pullZoneId', 'BAD_USER_INPUT', {
      i: { displayName: 'web', cdn: { pullZoneId } },
    });
  });

  it.each([
    '',
    ' ',
    'X Session',
    'X-Session:',
    'X-Séssion',
    'X-Session\r\nX-Injected',
    '(comment)',
    'a/b',
    'x'.repeat(257),
  ])('refuses the session header name %j, naming its index', async (header) => {
    await expectRefused(
      update,
      'input.containerEndpoint.cdn.stickySessions.sessionHeaders[1]',
      'BAD_USER_INPUT',
      sticky({ sessionHeaders: ['X-Session', header] }),
    );
  });

  it('refuses an empty list and more than 3 session headers', async () => {
    await expectRefused(
      update,
      'input.containerEndpoint.cdn.stickySessions.sessionHeaders',
      'BAD_USER_INPUT',
      sticky({ sessionHeaders: [] }),
    );
    await expectRefused(
      update,
      'input.containerEndpoint.cdn.stickySessions.sessionHeaders',
      'BAD_USER_INPUT',
      sticky({ sessionHeaders: ['a', 'b', 'c', 'd'] }),
    );
  });

  it.each(['', '   ', 'sess id', 'sess;id', 'sess=id', 'séss', 'sess\r\nSet-Cookie: x', '"sess"'])(
    'refuses the cookie name %j',
    async (cookieName) => {
      await expectRefused(
        update,
        'input.containerEndpoint.cdn.stickySessions.cookieName',
        'BAD_USER_INPUT',
        sticky({ sessionHeaders: ['X-Session'], cookieName }),
      );
    },
  );

  it.each([
    [{ cdn: { portMappings: [{ containerPort: 0 }] } }, 'input.containerEndpoint.cdn.portMappings[0].containerPort'],
    [
      { cdn: { portMappings: [{ containerPort: 80, exposedPort: 65536 }] } },
      'input.containerEndpoint.cdn.portMappings[0].exposedPort',
    ],
    [
      { cdn: { portMappings: [{ containerPort: 80 }, { containerPort: 81 }] } },
      'input.containerEndpoint.cdn.portMappings',
    ],
    [
      { anycast: { type: 'IPV4', portMappings: [{ containerPort: 53 }, { containerPort: 54, exposedPort: -1 }] } },
      'input.containerEndpoint.anycast.portMappings[1].exposedPort',
    ],
    [{ anycast: { type: 'IPV4', portMappings: [] } }, 'input.containerEndpoint.anycast.portMappings'],
  ])('refuses ports outside 1..65535 and port-mapping counts bunny.net does not take: %j', async (fields, argument) => {
    await expectRefused(update, argument, 'BAD_USER_INPUT', { i: { displayName: 'web', ...fields } });
  });

  it('forwards a valid endpoint exactly as sent', async () => {
    upstream.answer({ status: 200 });
    const input = {
      displayName: 'web',
      cdn: {
        isSslEnabled: true,
        pullZoneId: 2147483647,
        stickySessions: { enabled: true, sessionHeaders: ['X-Session', "x!#$%&'*+-.^_`|~9"], cookieName: 'SESSION_ID' },
        portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: ['TCP'] }],
      },
    };
    const { body } = await gw.graphql(update, { i: input });
    expect(body).toEqual({ data: { updateContainerEndpoint: { clientMutationId: null } } });
    expect(upstream.requests).toHaveLength(1);
    expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      displayName: 'web',
      cdn: { ...input.cdn, portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: ['tcp'] }] },
    });
  });
});

describe('blank names', () => {
  const blanks = [' ', '   ', '\u00a0', '\u3000', '\u200b', ' \u200b\ufeff '];

  it.each(blanks)('refuses the endpoint display name %j', async (displayName) => {
    await expectRefused(
      'mutation($n: String!) { updateContainerEndpoint(input: { appId: "app-1", endpointId: "ep-1", containerEndpoint: { displayName: $n } }) { clientMutationId } }',
      'input.containerEndpoint.displayName',
      'BAD_USER_INPUT',
      {
        n: displayName,
      },
    );
  });

  it.each(['imageRegistryId', 'imageName', 'imageNamespace', 'tag'])(
    'refuses a blank image-config %s',
    async (field) => {
      const input = { imageRegistryId: 'dockerhub', imageName: 'nginx', imageNamespace: 'library', tag: '1.27' };
      const query =
        'query($i: ContainerImageInput!) { containerImageSuggestions(input: $i) { volumeSuggestions { containerPath } } }';
      for (const blank of blanks)
        await expectRefused(query, `input.${field}`, 'BAD_USER_INPUT', { i: { ...input, [field]: blank } });
    },
  );

  it.each(blanks)('refuses the edge script name %j', async (name) => {
    await expectRefused(
      'mutation($n: String!) { updateEdgeScript(input: { edgeScriptId: 5001, edgeScript: { name: $n } }) { edgeScript { id } } }',
      'input.edgeScript.name',
      'BAD_USER_INPUT',
      { n: name },
    );
  });

  it('forwards a name with inner and surrounding spaces untouched', async () => {
    upstream.answer({ body: { Id: 5001, Name: ' my router ' } });
    await gw.graphql(
      'mutation($n: String!) { updateEdgeScript(input: { edgeScriptId: 5001, edgeScript: { name: $n } }) { edgeScript { id } } }',
      {
        n: ' my router ',
      },
    );
    expect(upstream.requests).toHaveLength(1);
    expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '')).toEqual({ Name: ' my router ' });
  });
});

describe('Pull Zone security key', () => {
  const reset =
    'mutation($k: String) { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: $k }) { clientMutationId } }';

  it.each(['        ', 'abcdéfgh€', 'abcd efgh', 'abcdefg\u00a0', 'abcdefgh\t', '\u200babcdefgh', 'schlüssel-123'])(
    'refuses the security key %j (visible ASCII only)',
    async (k) => {
      await expectRefused(reset, 'input.securityKey', 'BAD_USER_INPUT', { k });
    },
  );

  it.each(['abcdefgh', "A1!#$%&'()*+,-./:;<=>?@[]^_`{|}~", 'x'.repeat(36)])(
    'forwards the security key %j unchanged',
    async (k) => {
      upstream.answer({ status: 204 });
      const { body } = await gw.graphql(reset, { k });
      expect(body.errors).toBeUndefined();
      expect(upstream.requests).toHaveLength(1);
      expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '')).toEqual({ SecurityKey: k });
    },
  );
});

describe('certificate hostname is a DNS name', () => {
  const request =
    'mutation($h: String!) { requestPullZoneExternalHttpCertificate(input: { hostname: $h }) { clientMutationId } }';

  it.each([
    '1.2.3.4',
    '203.0.113.9.',
    '123.456',
    '0x7f.1',
    'cdn.example.123',
    '999.999.999.999',
    '::1',
    '[::1]',
    '*.example.com',
  ])('refuses %j', async (h) => {
    await expectRefused(request, 'input.hostname', 'BAD_USER_INPUT', { h });
  });

  it.each([
    'cdn.example.com',
    'cdn.example.com.',
    'xn--bcher-kva.example',
    'www.xn--p1ai',
    '1.cdn.example.com',
    '123.example.com',
    'a-b.c0m.io',
  ])('forwards %j', async (h) => {
    upstream.answer({ body: {} });
    const { body } = await gw.graphql(request, { h });
    expect(body.errors).toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
    expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '')).toEqual({ Hostname: h });
  });

  it('leaves referrer hostnames as they were: an IPv4 referrer and a wildcard are still forwarded', async () => {
    upstream.answer({ status: 204 });
    for (const h of ['203.0.113.9', '*.example.com']) {
      const { body } = await gw.graphql(
        'mutation($h: String!) { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: 3001, hostname: $h }) { clientMutationId } }',
        { h },
      );
      expect(body.errors).toBeUndefined();
    }
    expect(upstream.requests.map((r) => JSON.parse(r.body.toString('utf8')) as unknown)).toEqual([
      { Hostname: '203.0.113.9' },
      { Hostname: '*.example.com' },
    ]);
  });
});

describe('origin-log date', () => {
  const logs = 'query($d: Date!) { originErrorLogs(pullZoneId: 1001, date: $d) { logId } }';

  it.each(['0999-02-03', '0001-01-01', '0050-06-15', '1999-12-31'])(
    'refuses %s, before origin logs existed, naming date',
    async (d) => {
      await expectRefused(logs, 'date', 'BAD_USER_INPUT', { d });
    },
  );

  it.each([
    ['2000-01-05', '/1001/01-05-2000'],
    ['2026-03-07', '/1001/03-07-2026'],
    ['2024-02-29', '/1001/02-29-2024'],
  ])('sends %s as MM-dd-yyyy', async (d, path) => {
    upstream.answer({ body: { logs: [] } });
    const { body } = await gw.graphql(logs, { d });
    expect(body).toEqual({ data: { originErrorLogs: [] } });
    expect(upstream.requests.map((r) => r.url)).toEqual([path]);
    expect(upstream.requests[0]?.url).toMatch(/^\/1001\/[0-9]{2}-[0-9]{2}-[0-9]{4}$/);
  });
});

describe('looked-up video library key', () => {
  it.each([
    ['a space and non-ASCII', 'abc déf'],
    ['CR/LF', 'abc\r\nx'],
    ['a control character', 'abc\u0001x'],
    ['257 characters', 'k'.repeat(257)],
  ])('is refused when it holds %s: UPSTREAM_ERROR, and the video host is never called', async (_name, apiKey) => {
    upstream.answer((r) =>
      r.url === '/videolibrary/3001'
        ? { body: { Id: 3001, ApiKey: apiKey } }
        : { body: { success: true, message: 'ok', statusCode: 200 } },
    );
    const { body } = await gw.graphql(
      'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
    );
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /videolibrary/3001']);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'stream' });
    expect(body.errors?.[0]?.message).toMatch(/video library key/);
    expect(JSON.stringify(body)).not.toContain(apiKey);
  });

  it('is used when well formed', async () => {
    upstream.answer((r) =>
      r.url === '/videolibrary/3001'
        ? { body: { Id: 3001, ApiKey: 'lib-key-0001' } }
        : { body: { success: true, message: 'ok', statusCode: 200 } },
    );
    const { body } = await gw.graphql(
      'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
    );
    expect(body.errors).toBeUndefined();
    expect(upstream.requests).toHaveLength(2);
    expect(upstream.requests[1]?.headers['accesskey']).toBe('lib-key-0001');
  });
});

describe('numeric ids', () => {
  it.each([
    ['{ shieldZoneMetrics(shieldZoneId: 0) { totalBillableRequests } }', 'shieldZoneId'],
    ['{ wafRuleRecommendation(shieldZoneId: -1, wafRuleId: "942100") { wafRuleId } }', 'shieldZoneId'],
    ['mutation { createShieldZone(input: { pullZoneId: 0 }) { pullZoneId } }', 'input.pullZoneId'],
    [
      'mutation { updateEdgeScript(input: { edgeScriptId: -5, edgeScript: { name: "x" } }) { edgeScript { id } } }',
      'input.edgeScriptId',
    ],
    [
      'mutation { publishEdgeScriptRelease(input: { edgeScriptId: 0, releaseUuid: "3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b" }) { clientMutationId } }',
      'input.edgeScriptId',
    ],
    [
      'mutation { setPullZoneEdgeRuleEnabled(input: { pullZoneId: 0, edgeRuleId: "r-1", enabled: true }) { clientMutationId } }',
      'input.pullZoneId',
    ],
    [
      'mutation { removePullZoneBlockedIp(input: { pullZoneId: -1, blockedIp: "203.0.113.9" }) { clientMutationId } }',
      'input.pullZoneId',
    ],
    ['mutation { resetPullZoneSecurityKey(input: { pullZoneId: 0 }) { clientMutationId } }', 'input.pullZoneId'],
    [
      'mutation { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: 0, hostname: "spam.example.net" }) { clientMutationId } }',
      'input.videoLibraryId',
    ],
    [
      'mutation { setVideoThumbnail(input: { videoLibraryId: -3, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
      'input.videoLibraryId',
    ],
    ['{ originErrorLogs(pullZoneId: 0, date: "2026-03-07") { logId } }', 'pullZoneId'],
  ])('refuses zero and negative ids: %s', async (query, argument) => {
    await expectRefused(query, argument);
  });

  it.each([
    ['{ shieldZoneMetrics(shieldZoneId: 2147483648) { totalBillableRequests } }', 'shieldZoneId'],
    [
      '{ shieldEventLogExport(shieldZoneId: 3000000000, from: "2026-01-01T00:00:00Z", to: "2026-01-01T01:00:00Z") { rowCount } }',
      'shieldZoneId',
    ],
    ['{ wafRuleRecommendation(shieldZoneId: 9007199254740992, wafRuleId: "942100") { wafRuleId } }', 'shieldZoneId'],
  ])('refuses ids beyond what bunny.net takes for that operation (int32 or 2^53): %s', async (query, argument) => {
    await expectRefused(query, argument);
  });
});

describe('string identifiers stay one path segment', () => {
  const operations: [argument: string, query: string][] = [
    ['input.appId', 'mutation($v: ID!) { deployContainerApp(input: { appId: $v }) { clientMutationId } }'],
    [
      'input.endpointId',
      'mutation($v: ID!) { updateContainerEndpoint(input: { appId: "app-1", endpointId: $v, containerEndpoint: { displayName: "web" } }) { clientMutationId } }',
    ],
    [
      'input.volumeId',
      'mutation($v: ID!) { deleteContainerVolumeInstance(input: { appId: "app-1", volumeId: $v, instanceId: "inst-1" }) { clientMutationId } }',
    ],
    [
      'input.instanceId',
      'mutation($v: ID!) { deleteContainerVolumeInstance(input: { appId: "app-1", volumeId: "vol-1", instanceId: $v }) { clientMutationId } }',
    ],
    [
      'input.videoId',
      'mutation($v: ID!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: $v, thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
    ],
    [
      'input.edgeRuleId',
      'mutation($v: ID!) { setPullZoneEdgeRuleEnabled(input: { pullZoneId: 1001, edgeRuleId: $v, enabled: true }) { clientMutationId } }',
    ],
    ['wafRuleId', 'query($v: ID!) { wafRuleRecommendation(shieldZoneId: 42, wafRuleId: $v) { wafRuleId } }'],
  ];
  const hostile = [
    '..',
    '.',
    '../deploy',
    'a/b',
    'a\\b',
    'a?x=1',
    'a#frag',
    '%2e%2e',
    'a%2Fb',
    'a\r\nX-Injected: 1',
    'a\nb',
    'a\u0000b',
    'a\u007fb',
    '',
  ];

  it.each(operations)('refuses every hostile %s', async (argument, query) => {
    for (const value of hostile) {
      await expectRefused(
        query,
        argument,
        'BAD_USER_INPUT',
        { v: value },
        { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
      );
    }
  });

  it('percent-encodes an unusual but allowed identifier as exactly one segment', async () => {
    upstream.answer({ status: 200 });
    const { body } = await gw.graphql('mutation($v: ID!) { deployContainerApp(input: { appId: $v }) { appId } }', {
      v: 'my app é;@+=',
    });
    expect(body).toEqual({ data: { deployContainerApp: { appId: 'my app é;@+=' } } });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url).toBe('/mc/apps/my%20app%20%C3%A9%3B%40%2B%3D/deploy');
  });
});

describe('thumbnail URL', () => {
  it('is sent as exactly one encoded query parameter, whatever it contains', async () => {
    upstream.answer({ body: { success: true, message: 'ok', statusCode: 200 } });
    const url = 'https://img.example.com/a b.jpg?thumbnailUrl=https://evil.example&x=1#frag';
    await gw.graphql(
      'mutation($u: String) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: $u }) { clientMutationId } }',
      { u: url },
      { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
    );
    expect(upstream.requests).toHaveLength(1);
    const received = new URL(upstream.requests[0]?.url ?? '', 'http://x');
    expect(received.pathname).toBe('/library/3001/videos/vid-1/thumbnail');
    expect([...received.searchParams.keys()]).toEqual(['thumbnailUrl']);
    expect(received.searchParams.get('thumbnailUrl')).toBe(url);
    expect(received.hash).toBe('');
  });
});

describe('credentials', () => {
  it.each([
    ['non-ASCII', 'kéy-0001'],
    ['an inner space', 'key 0001'],
    ['a tab', 'key\t0001'],
    ['300 characters', 'k'.repeat(300)],
  ])('refuses an AccessKey with %s as UNAUTHENTICATED without calling bunny.net', async (_name, key) => {
    const body = await expectRefused('{ containerNodeIps }', undefined, 'UNAUTHENTICATED', undefined, {
      AccessKey: key,
    });
    expect(JSON.stringify(body)).not.toContain(key);
  });

  it('names the placeholder GraphiQL shows in production (it is no secret to redact), without calling bunny.net', async () => {
    const body = await expectRefused('{ containerNodeIps }', undefined, 'UNAUTHENTICATED', undefined, {
      AccessKey: KEY_PLACEHOLDER,
    });
    expect(body.errors?.[0]?.message).toBe(
      `The AccessKey header still holds the placeholder ${KEY_PLACEHOLDER}: replace it with your key.`,
    );
  });

  it('refuses Authorization that is not "Bearer <key>"', async () => {
    await expectRefused('{ containerNodeIps }', undefined, 'UNAUTHENTICATED', undefined, {
      Authorization: `Basic ${TEST_KEY}`,
    });
  });

  /** fetch refuses CR, LF and NUL in headers, so these go over a raw socket. */
  async function rawRequest(headerLine: Buffer): Promise<string> {
    const { port } = new URL(gw.url);
    const body = JSON.stringify({ query: '{ containerNodeIps }' });
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.on('error', reject);
      socket.write(
        Buffer.concat([
          Buffer.from(
            `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n`,
          ),
          headerLine,
          Buffer.from(`\r\n\r\n${body}`),
        ]),
      );
    });
  }

  it.each([
    ['a bare CR', 'AccessKey: key\rX-Injected: 1'],
    ['a NUL', 'AccessKey: key\u0000more'],
    ['a control character', 'AccessKey: key\u0001more'],
    ['a DEL', 'AccessKey: key\u007fmore'],
    ['raw UTF-8 bytes', 'AccessKey: k\u00c3\u00a9y'],
  ])('refuses an AccessKey with %s sent as raw bytes, without calling bunny.net', async (_name, line) => {
    const response = await rawRequest(Buffer.from(line, 'latin1'));
    expect(upstream.requests).toHaveLength(0);
    expect(response).toMatch(/^HTTP\/1\.1 (400|200)/);
    if (response.startsWith('HTTP/1.1 200')) expect(response).toContain('"UNAUTHENTICATED"');
    expect(response).not.toContain('containerNodeIps":[');
  });
});

describe('abuse limits', () => {
  let limited: TestGateway;

  beforeAll(async () => {
    limited = await startGateway(
      upstreamEnv(upstream.url, {
        MAX_QUERY_DEPTH: '3',
        MAX_QUERY_ALIASES: '3',
        MAX_QUERY_DIRECTIVES: '2',
        MAX_QUERY_TOKENS: '300',
        MAX_QUERY_COST: '10',
        MAX_REQUEST_BYTES: '2048',
      }),
    );
  });

  afterAll(async () => {
    await limited.close();
  });

  /** Each limit has its own code (docs/errors.md), and a message naming the variable that sets it. */
  async function expectLimit(query: string, pattern: RegExp, code: string): Promise<void> {
    const { body, status } = await limited.graphql(query);
    expect(upstream.requests).toHaveLength(0);
    expect(status).toBe(400);
    expect(body.data ?? undefined).toBeUndefined();
    const breach = body.errors?.find((error) => pattern.test(error.message));
    expect(breach).toBeDefined();
    expect(breach?.message).not.toMatch(/Syntax Error/);
    expect(breach?.message).toMatch(/\(MAX_[A-Z_]+\)/);
    expect(breach?.extensions?.['code']).toBe(code);
  }

  const deep = 'shieldZoneMetrics(shieldZoneId: 1) { overviewPastTwentyEightDays { value { wafTriggeredRules } } }';

  it('refuses a query deeper than the limit', async () => {
    await expectLimit(`{ ${deep} }`, /depth limit of 3/i, 'DEPTH_LIMIT');
  });

  it('refuses depth hidden in fragments, including an operation and a fragment named __schema', async () => {
    await expectLimit(
      `query __schema { ...__schema } fragment __schema on Query { ${deep} }`,
      /depth limit of 3/i,
      'DEPTH_LIMIT',
    );
    await expectLimit(`query { ...F } fragment F on Query { ${deep} }`, /depth limit of 3/i, 'DEPTH_LIMIT');
  });

  it("lets the real introspection query (GraphiQL's, 15 deep) through, but still counts other deep meta fields", async () => {
    const { body, status } = await gw.graphql(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['__schema']).toBeDefined();
    await expectLimit(
      '{ __type(name: "Query") { fields { type { ofType { ofType { name } } } } } }',
      /depth limit of 3/i,
      'DEPTH_LIMIT',
    );
  });

  it('refuses more aliases than the limit', async () => {
    await expectLimit(
      '{ a: containerNodeIps b: containerNodeIps c: containerNodeIps d: containerNodeIps }',
      /aliases limit of 3/i,
      'ALIAS_LIMIT',
    );
  });

  it('refuses more directives than the limit', async () => {
    await expectLimit(
      '{ containerNodeIps @include(if: true) @include(if: true) @skip(if: false) }',
      /directives limit of 2/i,
      'DIRECTIVE_LIMIT',
    );
  });

  it('refuses more tokens than the limit', async () => {
    await expectLimit(
      // 3 tokens per alias (name, colon, field): 303 in all, in under MAX_REQUEST_BYTES
      `{ ${Array.from({ length: 101 }, () => 'a:__typename').join(' ')} }`,
      /more than 300 tokens \(MAX_QUERY_TOKENS\)/,
      'TOKEN_LIMIT',
    );
  });

  it('answers a breached limit with 200 to a client that accepts only application/json (GraphQL over HTTP, legacy)', async () => {
    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify({
        query: '{ a: containerNodeIps b: containerNodeIps c: containerNodeIps d: containerNodeIps }',
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as GraphQLResponse['body'];
    expect(body.errors?.[0]?.extensions?.['code']).toBe('ALIAS_LIMIT');
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a query costlier than the limit, also when hidden behind a fragment named __schema', async () => {
    const costly =
      'shieldZoneMetrics(shieldZoneId: 1) { overview { ddosMitigated wafTriggeredRules rateLimitBreaches botDetectionChallenged accessListActions uploadScanningBlocks apiGuardianBlocks } waf { totalTriggeredRules blockedRequests loggedRequests challengedRequests } }';
    await expectLimit(`{ ${costly} }`, /cost limit of 10/i, 'COST_LIMIT');
    await expectLimit(
      `query __schema { ...__schema } fragment __schema on Query { ${costly} }`,
      /cost limit of 10/i,
      'COST_LIMIT',
    );
  });

  it('refuses a request body over the size limit with 413', async () => {
    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify({ query: '{ containerNodeIps }', variables: { pad: 'x'.repeat(4096) } }),
    });
    expect(response.status).toBe(413);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a chunked body without Content-Length with 411, so no body escapes the size limit', async () => {
    const chunks = (async function* () {
      yield new TextEncoder().encode(
        JSON.stringify({ query: '{ containerNodeIps }', variables: { pad: 'x'.repeat(8192) } }),
      );
    })();
    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: (ReadableStream as unknown as { from(source: AsyncIterable<Uint8Array>): ReadableStream }).from(chunks),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('multipart uploads', () => {
  const mutation =
    'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId } }';
  async function sendForm(fill: (form: FormData) => void): Promise<{ status: number; body: GraphQLResponse['body'] }> {
    const form = new FormData();
    fill(form);
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponse['body'] };
  }

  it('gives the operations field the JSON size limit, not the upload limit', async () => {
    const { status, body } = await sendForm((form) => {
      form.set(
        'operations',
        JSON.stringify({ query: mutation, variables: { f: null }, extensions: { pad: 'x'.repeat(200_000) } }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.f'] }));
      form.set('0', new Blob([Buffer.alloc(16)]), 'a.png');
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/size exceeded/i);
    expect(upstream.requests).toHaveLength(0);
  });

  it('accepts one file per request: a second file is refused before anything is sent', async () => {
    const { status } = await sendForm((form) => {
      form.set('operations', JSON.stringify({ query: mutation, variables: { f: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.f'], 1: ['variables.g'] }));
      form.set('0', new Blob([Buffer.alloc(16)]), 'a.png');
      form.set('1', new Blob([Buffer.alloc(16)]), 'b.png');
    });
    expect(status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('operation selection', () => {
  it('runs exactly the operation named by operationName in a document that holds several, and never another', async () => {
    upstream.answer((request) => (request.url === '/mc/nodes/plain' ? { body: ['198.51.100.1'] } : { status: 200 }));
    const query =
      'query Nodes { containerNodeIps } mutation Deploy { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }';
    for (const operationName of ['Deploy', 'Nodes', 'Nodes']) {
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
        body: JSON.stringify({ query, operationName }),
      });
      const body = (await response.json()) as GraphQLResponse['body'];
      expect(Object.keys(body.data ?? {})).toEqual([
        operationName === 'Nodes' ? 'containerNodeIps' : 'deployContainerApp',
      ]);
    }
    expect(upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /mc/apps/app-1/deploy',
      'GET /mc/nodes/plain',
      'GET /mc/nodes/plain',
    ]);
  });
});

describe('HTTP-level refusals', () => {
  it('answers an unknown path with 404 and { errors: [{ message, extensions: { code: NOT_FOUND, requestId } }] }', async () => {
    const response = await fetch(`${gw.url}/nope`, { headers: { AccessKey: TEST_KEY } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Not found. The GraphQL endpoint is /graphql.',
          extensions: { code: 'NOT_FOUND', requestId: response.headers.get('x-request-id') },
        },
      ],
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('replaces a malformed x-request-id with a fresh UUID instead of echoing it', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad id <script>' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('turns batching off: a JSON array body is refused', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
      body: JSON.stringify([{ query: '{ containerNodeIps }' }, { query: '{ containerNodeIps }' }]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Batching is not supported');
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a mutation over GET', async () => {
    const query = encodeURIComponent('mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }');
    const response = await fetch(`${gw.url}/graphql?query=${query}`, { headers: { AccessKey: TEST_KEY } });
    expect(response.status).toBe(405);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a GET without a credential or CSRF header, and accepts one with the header', async () => {
    const url = `${gw.url}/graphql?query=${encodeURIComponent('{ containerNodeIps }')}`;
    const refused = await fetch(url);
    expect(refused.status).toBe(403);
    expect(upstream.requests).toHaveLength(0);
    upstream.answer({ body: ['198.51.100.1'] });
    const accepted = await fetch(url, { headers: { 'x-graphql-yoga-csrf': '1', AccessKey: TEST_KEY } });
    expect(await accepted.json()).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
  });

  it('refuses a multipart request without a credential or CSRF header', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([Buffer.from('png')], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${gw.url}/graphql`, { method: 'POST', body: form });
    expect(response.status).toBe(403);
    expect(upstream.requests).toHaveLength(0);
  });

  it('never suggests field, argument or enum names when suggestions are off (production)', async () => {
    const production = await startGateway(upstreamEnv(upstream.url, { FIELD_SUGGESTIONS: 'false' }));
    for (const query of [
      '{ containerNodeIp }',
      '{ shieldZoneMetrics(shieldZoneI: 1) { totalBillableRequests } }',
      'mutation { updateEdgeScript(input: { edgeScriptId: 1, edgeScript: { name: "x", scriptType: MIDDLEWAR } }) { edgeScript { id } } }',
      'mutation { updateEdgeScript(input: { edgeScriptId: 1, edgeScript: { nam: "x" } }) { edgeScript { id } } }',
      [
        'mutation($i: EdgeScriptChangesInput!) { updateEdgeScript(input: { edgeScriptId: 1, edgeScript: $i }) { edgeScript { id } } }',
        { i: { name: 'x', scriptType: 'MIDDLEWAR' } },
      ] as const,
      [
        'mutation($i: EdgeScriptChangesInput!) { updateEdgeScript(input: { edgeScriptId: 1, edgeScript: $i }) { edgeScript { id } } }',
        { i: { nam: 'x' } },
      ] as const,
      '{ shieldZoneMetrics(shieldZoneId: 1) { totalBillableRequest } }',
    ]) {
      const { body } =
        typeof query === 'string' ? await production.graphql(query) : await production.graphql(query[0], query[1]);
      expect(body.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toMatch(/did you mean/i);
    }
    await production.close();
    expect(upstream.requests).toHaveLength(0);
  });

  it('turns introspection off with INTROSPECTION=false (and GraphiQL, which needs it, off)', async () => {
    const closed = await startGateway(upstreamEnv(upstream.url, { INTROSPECTION: 'false', GRAPHIQL: 'false' }));
    try {
      for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
        const { body } = await closed.graphql(query);
        expect(body.data ?? undefined).toBeUndefined();
        expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      }
      const open = await gw.graphql('{ __type(name: "Query") { name } }');
      expect(open.body).toEqual({ data: { __type: { name: 'Query' } } });
    } finally {
      await closed.close();
    }
  });
});

describe('secrets', () => {
  it('an AccessKey header sent twice is refused saying so, with no upstream call', async () => {
    const body = JSON.stringify({ query: '{ containerNodeIps }' });
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessKey: [TEST_KEY, 'another-key-12345'] },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end(body);
    });
    const error = (JSON.parse(answer) as GraphQLResponse['body']).errors?.[0];
    expect(error?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(error?.message).toBe('The AccessKey header was sent more than once: send one key.');
    expect(answer).not.toContain(TEST_KEY);
    expect(upstream.requests).toHaveLength(0);
  });

  const MARKER_KEY = 'MARKER-KEY-6f1c';
  const MARKER_SECURITY_KEY = 'MARKER-SEC-9a2b';
  const MARKER_DEPLOYMENT_KEY = 'MARKER-DEPLOY-4d7e';
  const MARKER_LIBRARY_KEY = 'MARKER-LIB-3c8f';
  const MARKER_BEARER_KEY = 'MARKER-BEARER-1b2c';
  const MARKER_EXPLICIT_LIBRARY_KEY = 'MARKER-XLIB-7e8d';
  /** A JWT-shaped token whose middle part is the marker. */
  const MARKER_JWT_PART = 'TUFSS0VSLUpXVC0yZjNh';
  const MARKER_JWT = `eyJhbGciOiJIUzI1NiJ9.${MARKER_JWT_PART}.c2lnbmF0dXJl`;

  it('no key, security key, library key or deployment key appears in any log line or error, at debug level, failures included', async () => {
    const api = await startFakeUpstream((request: ReceivedRequest) => {
      if (request.url.startsWith('/compute/script/5001') && !request.url.includes('publish')) {
        return { body: { Id: 5001, Name: 'router', DeploymentKey: MARKER_DEPLOYMENT_KEY } };
      }
      if (request.url === '/videolibrary/3001') return { body: { Id: 3001, ApiKey: MARKER_LIBRARY_KEY } };
      if (request.url.startsWith('/mc/apps/app-1/deploy'))
        return { status: 401, body: { title: 'Unauthorized', detail: 'Bad key.' } };
      if (request.url.startsWith('/pullzone/1001/removeBlockedIp'))
        return { status: 400, body: { ErrorKey: 'e', Field: 'BlockedIp', Message: 'Nope.' } };
      if (request.url.startsWith('/shield/metrics')) return { status: 500 };
      if (request.url.startsWith('/mc/nodes')) return { reset: true };
      if (request.url.startsWith('/library/'))
        return { status: 200, body: { success: false, message: 'Failed.', statusCode: 400 } };
      if (request.url.startsWith('/shield/event-logs'))
        return { headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' };
      return { status: 200, body: {} };
    });
    const debug = await startGateway(upstreamEnv(api.url, { LOG_LEVEL: 'debug', RETRY_MAX: '0' }));
    const headers = { AccessKey: MARKER_KEY };
    const now = Date.now();
    const operations: [string, Record<string, unknown>?][] = [
      ['{ shieldZoneMetrics(shieldZoneId: 42) { totalBillableRequests } }'],
      ['{ wafRuleRecommendation(shieldZoneId: 42, wafRuleId: "942100") { recommendation } }'],
      [
        'query($f: DateTime!, $t: DateTime!) { shieldEventLogExport(shieldZoneId: 42, from: $f, to: $t) { rowCount } }',
        { f: iso(now - HOUR), t: iso(now - 60_000) },
      ],
      ['mutation { createShieldZone(input: { pullZoneId: 1001 }) { pullZoneId } }'],
      [
        '{ containerImageSuggestions(input: { imageRegistryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1" }) { volumeSuggestions { containerPath } } }',
      ],
      ['{ containerNodeIps }'],
      [
        'mutation { updateContainerEndpoint(input: { appId: "app-1", endpointId: "ep-1", containerEndpoint: { displayName: "web" } }) { clientMutationId } }',
      ],
      [
        'mutation { deleteContainerVolumeInstance(input: { appId: "app-1", volumeId: "vol-1", instanceId: "inst-1" }) { clientMutationId } }',
      ],
      ['mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }'],
      [
        'mutation { updateEdgeScript(input: { edgeScriptId: 5001, edgeScript: { name: "router" } }) { edgeScript { deploymentKey } } }',
      ],
      [
        'mutation { publishEdgeScriptRelease(input: { edgeScriptId: 5001, releaseUuid: "3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b" }) { clientMutationId } }',
      ],
      [
        'mutation { setPullZoneEdgeRuleEnabled(input: { pullZoneId: 1001, edgeRuleId: "r-1", enabled: true }) { clientMutationId } }',
      ],
      [
        'mutation { removePullZoneBlockedIp(input: { pullZoneId: 1001, blockedIp: "203.0.113.9" }) { clientMutationId } }',
      ],
      [
        'mutation { requestPullZoneExternalHttpCertificate(input: { hostname: "cdn.example.com" }) { clientMutationId } }',
      ],
      [
        `mutation { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: "${MARKER_SECURITY_KEY}" }) { clientMutationId } }`,
      ],
      [
        'mutation($k: String) { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: $k }) { clientMutationId } }',
        { k: MARKER_SECURITY_KEY },
      ],
      [
        'mutation($k: String) { resetPullZoneSecurityKey(input: { pullZoneId: 1001, securityKey: $k }) { clientMutationId } }',
        { k: `${MARKER_SECURITY_KEY}-way-too-long-for-bunny-net` },
      ],
      [
        'mutation { removeVideoLibraryBlockedReferrer(input: { videoLibraryId: 3001, hostname: "spam.example.net" }) { clientMutationId } }',
      ],
      [
        'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
      ],
      ['{ originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId } }'],
      ['{ originErrorLogs(pullZoneId: 1001, date: "2026-02-30") { logId } }'],
    ];
    // The other ways a caller sends credentials: Bearer, an explicit library key, an origin-log JWT.
    const otherCredentials: [string, Record<string, string>][] = [
      ['{ containerNodeIps }', { Authorization: `Bearer ${MARKER_BEARER_KEY}` }],
      [
        'mutation { deployContainerApp(input: { appId: "app-1" }) { clientMutationId } }',
        { Authorization: `Bearer ${MARKER_BEARER_KEY}` },
      ],
      [
        'mutation { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }',
        { 'X-Library-Key': MARKER_EXPLICIT_LIBRARY_KEY },
      ],
      ['{ originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId } }', { 'X-Origin-Log-Token': MARKER_JWT }],
      [
        '{ originErrorLogs(pullZoneId: 1001, date: "2026-03-07") { logId } }',
        { 'X-Origin-Log-Token': `${MARKER_JWT}.not-a-jwt` },
      ],
    ];
    try {
      const errors: unknown[] = [];
      let deploymentKeySeen = false;
      for (const [query, variables] of operations) {
        const { body } = await debug.graphql(query, variables, headers);
        errors.push(body.errors ?? []);
        if (JSON.stringify(body.data ?? {}).includes(MARKER_DEPLOYMENT_KEY)) deploymentKeySeen = true;
      }
      for (const [query, credentialHeaders] of otherCredentials) {
        const { body } = await debug.graphql(query, undefined, credentialHeaders);
        errors.push(body.errors ?? []);
      }
      // The CSV download route, a success and a refused body.
      for (const exportBody of [
        { from: iso(now - HOUR), to: iso(now - 60_000) },
        { from: iso(now - HOUR), to: iso(now - 60_000), filter: [] },
      ]) {
        const response = await fetch(`${debug.url}/exports/shield/42/event-logs.csv`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', AccessKey: MARKER_KEY },
          body: JSON.stringify(exportBody),
        });
        errors.push(await response.text());
      }
      expect(deploymentKeySeen).toBe(true);
      expect(api.requests.some((r) => r.headers['accesskey'] === MARKER_LIBRARY_KEY)).toBe(true);
      expect(api.requests.some((r) => r.headers['accesskey'] === MARKER_EXPLICIT_LIBRARY_KEY)).toBe(true);
      expect(api.requests.some((r) => r.headers['authorization'] === MARKER_JWT)).toBe(true);
      expect(api.requests.some((r) => r.headers['accesskey'] === MARKER_BEARER_KEY)).toBe(true);
      expect(errors.flat().length).toBeGreaterThanOrEqual(5);
      expect(debug.rawLogs.length).toBeGreaterThan(operations.length);
      for (const secret of [
        MARKER_KEY,
        MARKER_SECURITY_KEY,
        MARKER_DEPLOYMENT_KEY,
        MARKER_LIBRARY_KEY,
        MARKER_BEARER_KEY,
        MARKER_EXPLICIT_LIBRARY_KEY,
        MARKER_JWT_PART,
      ]) {
        expect(debug.rawLogs.filter((line) => line.includes(secret))).toEqual([]);
        expect(JSON.stringify(errors)).not.toContain(secret);
      }
    } finally {
      await debug.close();
      await api.close();
    }
  });

  it('two callers with different keys, interleaved, never see each other’s data or keys', async () => {
    const keyed = await startFakeUpstream(async (request: ReceivedRequest) => {
      const key = String(request.headers['accesskey']);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
      if (request.url === '/mc/nodes/plain') return { body: [`ip-of-${key}`] };
      if (request.url === '/videolibrary/3001') return { body: { Id: 3001, ApiKey: `library-of-${key}` } };
      if (request.url.startsWith('/library/3001/videos/'))
        return { body: { success: true, message: `thumbnail-by-${key}`, statusCode: 200 } };
      return { status: 404 };
    });
    const shared = await startGateway(upstreamEnv(keyed.url));
    try {
      const query = `mutation { t: setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnailUrl: "https://img.example.com/a.jpg" }) { message } }`;
      const callers = Array.from({ length: 40 }, (_, i) => `caller-${i % 2 === 0 ? 'alice' : 'bob'}-key`);
      const results = await Promise.all(
        callers.flatMap((key) => [
          shared.graphql('{ containerNodeIps }', undefined, { AccessKey: key }).then((r) => ({ key, r })),
          shared.graphql(query, undefined, { AccessKey: key }).then((r) => ({ key, r })),
        ]),
      );
      for (const { key, r } of results) {
        const other = key.includes('alice') ? 'caller-bob-key' : 'caller-alice-key';
        const text = JSON.stringify(r.body);
        expect(r.body.errors).toBeUndefined();
        expect(text).toMatch(new RegExp(`(ip-of|thumbnail-by)-(library-of-)?${key}`));
        expect(text).not.toContain(other);
      }
      for (const request of keyed.requests.filter((r) => r.url.startsWith('/library/'))) {
        expect(String(request.headers['accesskey'])).toMatch(/^library-of-caller-(alice|bob)-key$/);
      }
      expect(keyed.requests).toHaveLength(40 * 3);
    } finally {
      await shared.close();
      await keyed.close();
    }
  });
});
