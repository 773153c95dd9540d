import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * What the HTTP edge refuses before anything reaches bunny.net, and how it says so: documents and variables nested too
 * deep, bodies that are not UTF-8, bodies that are not JSON; and the HTTP status of a request that fails before
 * execution, by the media type the client accepts (GraphQL over HTTP).
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started));

/** POSTs raw bytes as JSON, so that the body can hold what JSON.stringify would never write. */
function postRaw(
  body: Buffer,
  accept = 'application/graphql-response+json',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${gw.url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          accept,
          AccessKey: TEST_KEY,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const deepList = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('deep nesting', () => {
  it('a literal nested 5,000 deep is refused with NESTING_LIMIT (400), the process unharmed', async () => {
    const query = `{ shieldZoneMetrics(shieldZoneId: ${deepList(5_000)}) { totalBillableRequests } }`;
    const { status, body } = await gw.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('NESTING_LIMIT');
    expect(body.errors?.[0]?.message).toContain('deeper than 64 levels (MAX_NESTING_DEPTH)');
    expect(upstream.requests).toHaveLength(0);
    expect((await gw.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('brackets inside strings, block strings and comments do not count', async () => {
    const brackets = '['.repeat(100);
    const query = `# ${brackets}\n{ __typename a: __typename @deprecated(reason: "${brackets}") b: __typename @deprecated(reason: """${brackets} \\""" """) }`;
    const { body } = await gw.graphql(query);
    expect(body.errors?.map((error) => error.extensions?.['code'])).not.toContain('NESTING_LIMIT');
  });

  it('a variable nested 5,000 deep is refused naming it, before execution', async () => {
    const query =
      'mutation($v: ID!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: $v, thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }';
    // Written by hand: JSON.stringify itself recurses, and overflows at this depth.
    const body = `{"query":${JSON.stringify(query)},"variables":{"v":${deepList(5_000)}}}`;
    const { status, text } = await postRaw(Buffer.from(body));
    expect(status).toBe(400);
    const [error] = JSON.parse(text).errors;
    expect(error.message).toBe('The variable $v is nested deeper than 64 levels (MAX_NESTING_DEPTH).');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('request bodies', () => {
  it('a body that is not valid UTF-8 is refused with 400 and nothing reaches bunny.net', async () => {
    const query =
      'mutation($v: ID!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: $v, thumbnailUrl: "https://img.example.com/a.jpg" }) { clientMutationId } }';
    const json = Buffer.from(JSON.stringify({ query, variables: { v: 'vidAB' } }));
    // 0xFF inside the video id, which bunny.net would receive in the URL path: "vidA\xffB".
    const at = json.indexOf('vidAB') + 4;
    const body = Buffer.concat([json.subarray(0, at), Buffer.from([0xff]), json.subarray(at)]);
    const { status, text } = await postRaw(body);
    expect(status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toBe('The request body is not valid UTF-8.');
    expect(upstream.requests).toHaveLength(0);
  });

  it('a body that is not JSON is refused with 400 BAD_REQUEST and the request id, without echoing the body or the parser', async () => {
    const { status, text } = await postRaw(Buffer.from('{"query": "{ containerNodeIps }", secret-looking-text'));
    expect(status).toBe(400);
    const body = JSON.parse(text);
    expect(body).toEqual({
      errors: [
        {
          message: 'The request body is not valid JSON.',
          extensions: { code: 'BAD_REQUEST', requestId: expect.any(String) },
        },
      ],
    });
    expect(text).not.toContain('secret-looking-text');
    expect(upstream.requests).toHaveLength(0);
  });

  it('a JSON body the caller abandons halfway is logged as aborted (499), nothing reaches bunny.net, and the gateway lives on', async () => {
    const before = upstream.requests.length;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 1000, 'x-request-id': 'req-half-body' },
      });
      req.on('error', () => resolve());
      req.write('{"query": "{ containerNodeIps');
      setTimeout(() => req.destroy(), 50);
      req.on('close', () => resolve());
    });
    await expect
      .poll(() => gw.logs.find((line) => line['requestId'] === 'req-half-body'))
      .toMatchObject({
        msg: 'request',
        http: { status: 499, aborted: true },
      });
    expect(upstream.requests.length).toBe(before);
    expect((await gw.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('a JSON body that does not parse, or is empty, is still refused by yoga with 400', async () => {
    for (const raw of ['{"query": ', '', '[]', '5']) {
      const { status, text } = await postRaw(Buffer.from(raw));
      expect(status).toBe(400);
      expect(JSON.parse(text).errors).toHaveLength(1);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('a GET whose query string is not UTF-8 once percent-decoded is refused with 400, and nothing reaches bunny.net', async () => {
    const query = encodeURIComponent(
      'query($r: ID!) { wafRuleRecommendation(shieldZoneId: 42, wafRuleId: $r) { recommendation } }',
    );
    // The rule id goes into bunny.net's URL path: {"r":"942\xff100"}
    const response = await fetch(`${gw.url}/graphql?query=${query}&variables=%7B%22r%22%3A%22942%FF100%22%7D`, {
      headers: { AccessKey: TEST_KEY },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('The query string is not valid UTF-8 once percent-decoded.');
    expect(upstream.requests).toHaveLength(0);
  });

  it('a body that is not JSON is refused with 415 naming the accepted content types', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', AccessKey: TEST_KEY },
      body: '{ __typename }',
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('application/json');
    expect(body.errors[0]?.message).toContain('multipart/form-data');
  });

  it('a GET without a key says which header to send', async () => {
    const response = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('AccessKey header (or Authorization: Bearer <key>)');
  });
});

describe('a request that fails before execution (GraphQL over HTTP)', () => {
  const query = 'query($d: Date!) { originErrorLogs(pullZoneId: 1001, date: $d) { logId } }';
  const variables = Buffer.from(JSON.stringify({ query, variables: { d: '11-21-2026' } }));

  it('answers 400 to a client that accepts application/graphql-response+json', async () => {
    const { status, text } = await postRaw(variables);
    expect(status).toBe(400);
    const body = JSON.parse(text);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.http).toBeUndefined();
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 200 to an application/json-only client, as the specification allows', async () => {
    const { status, text } = await postRaw(variables, 'application/json');
    expect(status).toBe(200);
    expect(JSON.parse(text).errors).toHaveLength(1);
  });

  it('a date written 11-21-2026 is refused saying the format is YYYY-MM-DD', async () => {
    const { text } = await postRaw(variables);
    const [error] = JSON.parse(text).errors;
    expect(error.message).toContain('YYYY-MM-DD');
    expect(error.extensions.argument).toBe('date');
    const literal = await gw.graphql('{ originErrorLogs(pullZoneId: 1001, date: "11-21-2026") { logId } }');
    expect(literal.body.errors?.[0]?.message).toContain('YYYY-MM-DD');
  });

  it('a date-time without its time zone is refused saying the format, naming the argument', async () => {
    const query =
      'query($from: DateTime!) { pullZone(pullZoneId: 1001) { statistics(from: $from, to: "2026-11-22T06:00:00Z") { totalRequestsServed } } }';
    const { text } = await postRaw(Buffer.from(JSON.stringify({ query, variables: { from: '2026-11-21T06:00:00' } })));
    const [error] = JSON.parse(text).errors;
    expect(error.message).toContain('RFC 3339 date-time with its time zone, such as 2026-11-21T06:00:00Z');
    expect(error.extensions.argument).toBe('from');
    expect(upstream.requests).toHaveLength(0);
  });

  it('a new document with a Date literal prints nothing outside the JSON logs (graphql-jit warns on two-parameter scalars)', async () => {
    const printed = vi.spyOn(console, 'error');
    try {
      await gw.graphql('{ fresh: originErrorLogs(pullZoneId: 1001, date: "2026-11-21") { logId } }');
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });
});

describe('field suggestions', () => {
  it('are hidden in production: a misspelled field is named, with no "Did you mean"', async () => {
    const production = await startGateway(upstreamEnv(upstream.url, { NODE_ENV: 'production' }));
    try {
      const { status, body } = await production.graphql('{ containerNodeIp }');
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toContain('Cannot query field "containerNodeIp"');
      expect(JSON.stringify(body)).not.toContain('containerNodeIps');
    } finally {
      await production.close();
    }
  });

  it('help in development: a misspelled field or enum value is answered with "Did you mean"', async () => {
    const development = await startGateway(upstreamEnv(upstream.url, { FIELD_SUGGESTIONS: 'true' }));
    try {
      const { status, body } = await development.graphql('{ containerNodeIp }');
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toContain('Did you mean "containerNodeIps"');
    } finally {
      await development.close();
    }
  });
});
