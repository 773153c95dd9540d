import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_RUNS_OFF } from '../../src/execution/gatewayPlugin.js';
import { fieldErrorRows, requestErrorRows } from '../support/errorTables.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, TIGHT_QUERY_LIMITS, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * Every kind of bad request, sent to a real gateway, against the tables of docs/errors.md: the code it answers, the
 * status the table gives that code for the media type the client accepts (a request error, without `data`) or 200 (a
 * field error, with `data`), the content type, the request id, and no call to bunny.net. The tables are parsed here,
 * so that the documentation and the behaviour cannot drift apart; the last test checks that every row of the
 * request-error table is sent.
 */

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';
type MediaType = typeof GRAPHQL_RESPONSE | typeof JSON_TYPE;

interface Sent {
  readonly method?: string;
  readonly path?: string;
  readonly headers?: Record<string, string>;
  /** A string is sent with its Content-Length; an array of chunks is sent chunked, without one. */
  readonly body?: string | string[];
  /** The gateway it goes to. */
  readonly to?: 'limited' | 'trustedOnly';
}

interface Case {
  readonly kind: string;
  readonly code: string;
  readonly sent: Sent;
  /** An Accept header of the case's own (else the case runs once per JSON media type). */
  readonly accept?: string;
}

const json = (body: unknown): Sent => ({ body: JSON.stringify(body) });
const query = (text: string, variables?: Record<string, unknown>): Sent => json({ query: text, variables });
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

const LIMITS = {
  ...TIGHT_QUERY_LIMITS,
  MAX_UPSTREAM_CALLS: '2',
  MAX_REQUEST_BYTES: '1024',
};

const CASES: Case[] = [
  { kind: 'no query', code: 'BAD_REQUEST', sent: json({ variables: {} }) },
  { kind: 'a body that is not JSON', code: 'BAD_REQUEST', sent: { body: '{"query": ' } },
  { kind: 'a batch', code: 'BAD_REQUEST', sent: json([{ query: '{ __typename }' }]) },
  {
    kind: 'a malformed multipart body',
    code: 'BAD_REQUEST',
    sent: { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not multipart' },
  },
  {
    kind: 'an operationName that is not a string',
    code: 'BAD_REQUEST',
    sent: json({ query: '{ __typename }', operationName: {} }),
  },
  { kind: 'a GET without a query', code: 'BAD_REQUEST', sent: { method: 'GET' } },
  {
    kind: 'a GET without a credential or CSRF header',
    code: 'PREFLIGHT_REQUIRED',
    sent: { method: 'GET', path: '/graphql?query=%7B__typename%7D', headers: { accesskey: '', 'content-type': '' } },
  },
  {
    kind: 'a GET of a mutation',
    code: 'METHOD_NOT_ALLOWED',
    sent: { method: 'GET', path: `/graphql?query=${encodeURIComponent('mutation { __typename }')}` },
  },
  { kind: 'a PUT', code: 'METHOD_NOT_ALLOWED', sent: { method: 'PUT', body: '{}' } },
  {
    kind: 'a DELETE without a credential or CSRF header',
    code: 'METHOD_NOT_ALLOWED',
    sent: { method: 'DELETE', headers: { accesskey: '', 'content-type': '' } },
  },
  {
    kind: 'a compressed body',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    sent: { headers: { 'content-encoding': 'gzip' }, body: '{"query":"{ __typename }"}' },
  },
  {
    kind: 'a mutation asking for HTML',
    code: 'NOT_ACCEPTABLE',
    accept: 'text/html',
    sent: query('mutation { deletePullZone(input: { pullZoneId: 1 }) { __typename } }'),
  },
  {
    kind: 'a body without Content-Length',
    code: 'LENGTH_REQUIRED',
    sent: { body: ['{"query":', '"{ __typename }"}'] },
  },
  {
    kind: 'a body over MAX_REQUEST_BYTES',
    code: 'REQUEST_TOO_LARGE',
    sent: query(`{ __typename }${' '.repeat(1100)}`),
  },
  {
    kind: 'a body of another content type',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    sent: { headers: { 'content-type': 'text/plain' }, body: '{ __typename }' },
  },
  { kind: 'an unknown path', code: 'NOT_FOUND', sent: { method: 'GET', path: '/graphq' } },
  { kind: 'a document that does not parse', code: 'GRAPHQL_PARSE_FAILED', sent: query('{ containerNodeIps ') },
  { kind: 'an unknown field', code: 'GRAPHQL_VALIDATION_FAILED', sent: query('{ containerNodeIpz }') },
  { kind: 'a subscription', code: 'GRAPHQL_VALIDATION_FAILED', sent: query('subscription { __typename }') },
  {
    kind: 'two operations and no operationName',
    code: 'OPERATION_RESOLUTION_FAILURE',
    sent: query('query A { __typename } query B { __typename }'),
  },
  {
    kind: 'a variable that does not coerce',
    code: 'BAD_USER_INPUT',
    sent: query('query ($n: Int) { pullZones(first: $n) { totalCount } }', { n: 'twenty' }),
  },
  {
    kind: 'a variable nested too deep',
    code: 'BAD_USER_INPUT',
    sent: query('query ($v: JSON) { __typename }', { v: nested(10) }),
  },
  { kind: 'too many tokens', code: 'TOKEN_LIMIT', sent: query(`{ ${'__typename '.repeat(61)}}`) },
  {
    kind: 'brackets nested too deep',
    code: 'NESTING_LIMIT',
    sent: query(`{ containerNodeIps ${'{ a '.repeat(9)}${'} '.repeat(9)}}`),
  },
  { kind: 'too deep', code: 'DEPTH_LIMIT', sent: query('{ pullZones { edges { node { shieldZone { id } } } } }') },
  {
    kind: 'too many aliases',
    code: 'ALIAS_LIMIT',
    sent: query('{ a: containerNodeIps b: containerNodeIps c: containerNodeIps d: containerNodeIps }'),
  },
  {
    kind: 'too many directives',
    code: 'DIRECTIVE_LIMIT',
    sent: query('{ a: containerNodeIps @include(if: true) b: containerNodeIps @include(if: true) @skip(if: false) }'),
  },
  { kind: 'too costly', code: 'COST_LIMIT', sent: query(`{ pullZones { edges { node { ${'id '.repeat(20)}} } } }`) },
  {
    kind: 'over the upstream-call budget',
    code: 'UPSTREAM_CALL_BUDGET',
    sent: query('{ a: pullZones { totalCount } b: pullZone(pullZoneId: 1) { id } c: containerNodeIps }'),
  },
  {
    kind: 'a document of its own when only trusted documents are answered',
    code: 'TRUSTED_DOCUMENTS_ONLY',
    sent: { ...query('{ containerNodeIps }'), to: 'trustedOnly' },
  },
  {
    kind: 'a trusted document id the manifest does not hold',
    code: 'PERSISTED_QUERY_NOT_FOUND',
    sent: { ...json({ documentId: 'sha256:unknown' }), to: 'trustedOnly' },
  },
  {
    kind: 'a trusted document id, to a gateway without a manifest',
    code: 'PERSISTED_QUERY_NOT_FOUND',
    sent: json({ documentId: 'sha256:unknown' }),
  },
  {
    kind: 'a gateway bug before any field runs',
    code: 'INTERNAL_SERVER_ERROR',
    sent: { ...query('{ __typename }'), headers: { 'x-test-bug': 'context' } },
  },
  {
    kind: 'no key (a field error)',
    code: 'UNAUTHENTICATED',
    sent: { ...query('{ containerNodeIps }'), headers: { accesskey: '' } },
  },
];

let upstream: FakeUpstream;
let folder: string;
const gateways: Partial<Record<NonNullable<Sent['to']>, TestGateway>> = {};

beforeAll(async () => {
  upstream = await startFakeUpstream({ status: 200, body: {} });
  folder = mkdtempSync(join(tmpdir(), 'bunny-gateway-refusals-'));
  const manifest = join(folder, 'persisted_queries.json');
  writeFileSync(manifest, JSON.stringify({ 'sha256:known': '{ containerNodeIps }' }));
  // Its context hook must run on every request: yoga.handle answers them all.
  const bug = {
    name: 'a bug on demand',
    plugins: [
      {
        onContextBuilding({ context }: { context: { request: Request } }) {
          if (context.request.headers.get('x-test-bug') === 'context') throw new TypeError('a bug before any field');
        },
      },
    ],
    prepared: PREPARED_RUNS_OFF,
  };
  gateways.limited = await startGateway(upstreamEnv(upstream.url, LIMITS), { plugins: [bug] });
  gateways.trustedOnly = await startGateway(
    upstreamEnv(upstream.url, { TRUSTED_DOCUMENTS_FILE: manifest, TRUSTED_DOCUMENTS: 'only' }),
  );
});

afterAll(async () => {
  await Promise.all(Object.values(gateways).map((gw) => gw.close()));
  await upstream.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  upstream.requests.length = 0;
});

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** node:http, so that a case decides every header (a missing Content-Length, a chunked body). */
function send(sent: Sent, accept: string): Promise<Answer> {
  const gateway = gateways[sent.to ?? 'limited'] as TestGateway;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept,
    accesskey: TEST_KEY,
    ...sent.headers,
  };
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  if (typeof sent.body === 'string') headers['content-length'] = String(Buffer.byteLength(sent.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gateway.url}${sent.path ?? '/graphql'}`, { method: sent.method ?? 'POST', headers });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: JSON.parse(text) });
      });
    });
    for (const chunk of typeof sent.body === 'string' ? [sent.body] : (sent.body ?? [])) req.write(chunk);
    req.end();
  });
}

const requestRows = requestErrorRows();
const fieldRows = fieldErrorRows();

/** The status docs/errors.md gives the answer: its request-error row for the media type, or 200 for a field error. */
function documentedStatus(answer: Answer, code: string, mediaType: MediaType): number | undefined {
  if (answer.body.data !== undefined) return fieldRows.some((row) => row.code === code) ? 200 : undefined;
  const row = requestRows.find((candidate) => candidate.code === code);
  return row && (mediaType === GRAPHQL_RESPONSE ? row.graphqlResponse : row.json);
}

async function expectDocumented({ code, sent }: Case, accept: string, mediaType: MediaType): Promise<void> {
  const answer = await send(sent, accept);
  const codes = answer.body.errors?.map((error) => error.extensions?.['code']);
  expect(codes?.[0], JSON.stringify(answer.body)).toBe(code);
  expect(answer.body.errors?.[0]?.extensions?.['requestId']).toEqual(expect.any(String));
  expect(answer.body.errors?.[0]?.message).not.toMatch(/^Syntax Error: (?!Expected)/);
  expect({ status: answer.status, contentType: answer.contentType }).toEqual({
    status: documentedStatus(answer, code, mediaType),
    contentType: `${mediaType}; charset=utf-8`,
  });
  expect(upstream.requests).toHaveLength(0);
}

describe.each([GRAPHQL_RESPONSE, JSON_TYPE] as const)('a client accepting %s', (mediaType) => {
  it.each(CASES.filter((c) => c.accept === undefined).map((c) => [c.kind, c] as const))(
    'is answered %s as docs/errors.md says',
    async (_kind, refused) => {
      await expectDocumented(refused, mediaType, mediaType);
    },
  );
});

it.each(CASES.filter((c) => c.accept !== undefined).map((c) => [c.kind, c] as const))(
  '%s is refused as docs/errors.md says, in JSON, before anything runs',
  async (_kind, refused) => {
    await expectDocumented(refused, refused.accept as string, JSON_TYPE);
  },
);

it('the 406 lists the media types the gateway answers', async () => {
  const answer = await send(query('{ __typename }'), 'text/html, application/xml');
  expect(answer.status).toBe(406);
  expect(answer.body.errors?.[0]?.message).toContain('application/graphql-response+json, application/json');
});

/** Rows whose refusal needs a part this file does not start: where each is sent and checked. */
const SENT_ELSEWHERE: Record<string, string> = {
  /** A real Redis paused across a write. */
  CACHE_UNAVAILABLE: 'test/integration/responseCacheFreshness.test.ts',
};

it('has each row it does not send asserted by the test file it names', () => {
  const unasserted = Object.entries(SENT_ELSEWHERE).filter(
    ([code, file]) =>
      !readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').includes(`toMatchObject({ code: '${code}' })`),
  );
  expect(unasserted).toEqual([]);
});

it('sends every row of the request-error table, and documents every code it meets', () => {
  const sentCodes = new Set([...CASES.map((c) => c.code), ...Object.keys(SENT_ELSEWHERE)]);
  expect(requestRows.map((row) => row.code).filter((code) => !sentCodes.has(code))).toEqual([]);
  const documented = new Set([...requestRows, ...fieldRows].map((row) => row.code));
  expect([...sentCodes].filter((code) => !documented.has(code))).toEqual([]);
});
