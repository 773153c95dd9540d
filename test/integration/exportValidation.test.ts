import { describe, expect, it } from 'vitest';
import { shieldExportFieldName } from '../../src/areas/shield/mappers.js';
import { errorFromUpstream } from '../../src/errors/fromUpstream.js';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The Shield event-log export and createShieldZone refuse bad input before calling bunny.net, through GraphQL and the
 * CSV download route alike: the error names the argument (with its index) and the fake upstream heard nothing.
 */

let upstream: FakeUpstream;
let gw: TestGateway;

const CSV = { headers: { 'content-type': 'text/csv' }, body: 'ip,action\n203.0.113.7,block\n' };

useGatewayOnFake(CSV, (started) => ({ upstream, gw } = started));

const SECOND = 1_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const lastHour = () => ({ from: iso(Date.now() - HOUR), to: iso(Date.now() - 60 * SECOND) });

const EXPORT = `query($from: DateTime!, $to: DateTime!, $query: String, $filters: [EventLogFilterInput!]) {
  shieldEventLogExport(shieldZoneId: 42, from: $from, to: $to, query: $query, filters: $filters) { rowCount } }`;

/** The field fails with BAD_USER_INPUT naming `argument` on its only error, and bunny.net heard nothing. */
async function expectGraphQLRefused(
  variables: Record<string, unknown>,
  argument: string,
  query = EXPORT,
): Promise<void> {
  const { body } = await gw.graphql(query, variables);
  expect(upstream.requests).toHaveLength(0);
  expect(body.errors).toHaveLength(1);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', service: 'shield', argument });
}

function download(body: unknown, raw = false): Promise<Response> {
  return fetch(`${gw.url}/exports/shield/42/event-logs.csv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: TEST_KEY },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

/** The route answers 400 with a JSON error naming `argument`, and bunny.net heard nothing. */
async function expectRouteRefused(body: unknown, argument: string): Promise<void> {
  const response = await download(body);
  expect(upstream.requests).toHaveLength(0);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({
    errors: [{ extensions: { code: 'BAD_USER_INPUT', service: 'shield', argument } }],
  });
}

describe('the export window', () => {
  it('refuses `from` in the future beyond the clock skew, naming from (GraphQL)', async () => {
    const now = Date.now();
    await expectGraphQLRefused({ from: iso(now + 2 * 60 * SECOND), to: iso(now + 3 * 60 * SECOND) }, 'from');
  });

  it('refuses a window that is empty once `to` is capped at now (from=now+20s, to=now+50s), naming from (GraphQL)', async () => {
    const now = Date.now();
    await expectGraphQLRefused({ from: iso(now + 20 * SECOND), to: iso(now + 50 * SECOND) }, 'from');
  });

  it('refuses the same windows on the download route', async () => {
    const now = Date.now();
    await expectRouteRefused({ from: now + 2 * 60 * SECOND, to: now + 3 * 60 * SECOND }, 'from');
    await expectRouteRefused({ from: iso(now + 20 * SECOND), to: iso(now + 50 * SECOND) }, 'from');
  });

  it('still accepts a `to` within the clock skew, sent as now and after from', async () => {
    const now = Date.now();
    const { body } = await gw.graphql(EXPORT, { from: iso(now - HOUR), to: iso(now + 30 * SECOND) });
    expect(body).toEqual({ data: { shieldEventLogExport: { rowCount: 1 } } });
    const sent = JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '{}') as { from: number; to: number };
    expect(sent.to).toBeGreaterThan(sent.from);
    expect(sent.to).toBeLessThanOrEqual(Date.now());
  });
});

describe('values of filters on the IP field', () => {
  it.each([
    ['CIDR', ['10.0.0.0/33'], 'filters[0].values[0]'],
    ['CIDR', ['2001:db8::/129'], 'filters[0].values[0]'],
    ['CIDR', ['203.0.113.0/24', 'not-an-ip'], 'filters[0].values[1]'],
    ['CIDR', ['1.2.3.4/24/1'], 'filters[0].values[0]'],
    ['CIDR', ['10.0.0.0/'], 'filters[0].values[0]'],
    ['EQ', ['999.1.1.1'], 'filters[0].values[0]'],
    ['EQ', ['203.0.113.0/24'], 'filters[0].values[0]'],
    ['IN', ['203.0.113.7', '2001:db8::1', 'example.com'], 'filters[0].values[2]'],
    ['IN', [' 203.0.113.7'], 'filters[0].values[0]'],
  ])('refuses op %s with values %j, naming %s (GraphQL and route)', async (op, values, argument) => {
    await expectGraphQLRefused({ ...lastHour(), filters: [{ field: 'IP', op, values }] }, argument);
    await expectRouteRefused({ ...lastHour(), filters: [{ field: 'IP', op, values }] }, argument);
  });

  it('names the index of the filter too', async () => {
    const filters = [
      { field: 'COUNTRY', op: 'EQ', values: ['DE'] },
      { field: 'IP', op: 'EQ', values: ['198.51.100.1', '198.51.100.300'] },
    ];
    await expectGraphQLRefused({ ...lastHour(), filters }, 'filters[1].values[1]');
    await expectRouteRefused({ ...lastHour(), filters }, 'filters[1].values[1]');
  });

  it('sends valid addresses and ranges (IPv4 and IPv6), and leaves CONTAINS and WILDCARD free-form', async () => {
    const filters = [
      { field: 'IP', op: 'CIDR', values: ['203.0.113.0/24', '2001:db8:85a3::/48', '192.0.2.15'] },
      { field: 'IP', op: 'IN', values: ['198.51.100.1', '2001:DB8::dead:beef'] },
      { field: 'IP', op: 'CONTAINS', values: ['203.0.113'] },
      { field: 'IP', op: 'WILDCARD', values: ['10.*'] },
    ];
    const { body } = await gw.graphql(EXPORT, { ...lastHour(), filters });
    expect(body).toEqual({ data: { shieldEventLogExport: { rowCount: 1 } } });
    expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      filters: [
        { field: 'ip', op: 'cidr', value: ['203.0.113.0/24', '2001:db8:85a3::/48', '192.0.2.15'] },
        { field: 'ip', op: 'in', value: ['198.51.100.1', '2001:DB8::dead:beef'] },
        { field: 'ip', op: 'contains', value: ['203.0.113'] },
        { field: 'ip', op: 'wildcard', value: ['10.*'] },
      ],
    });
  });
});

describe("bunny.net's field errors for the export", () => {
  it.each([
    ['Filters[0].Value[0]', 'filters[0].values[0]'],
    ['$.filters[2].value[1]', 'filters[2].values[1]'],
    ['Filters[1].Op', 'filters[1].op'],
    ['From', 'from'],
    ['To', 'to'],
    ['Query', 'query'],
    ['filters[0].values[0]', 'filters[0].values[0]'],
  ])('maps %s to the argument %s', (upstreamField, argument) => {
    expect(shieldExportFieldName(upstreamField)).toBe(argument);
  });

  it('maps the fields of a 400 ProblemDetails through the upstream error layer', () => {
    const error = errorFromUpstream({
      service: 'shield',
      status: 400,
      json: { title: 'Bad Request', status: 400, errors: { 'Filters[0].Value[0]': ['Invalid CIDR.'] } },
      fieldName: shieldExportFieldName,
    });
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstream: {
        field: 'filters[0].values[0]',
        fieldErrors: [{ field: 'filters[0].values[0]', message: 'Invalid CIDR.' }],
      },
    });
  });

  it('names the argument of a 400 from the export, for the field and the download route', async () => {
    upstream.answer({
      status: 400,
      body: { title: 'Bad Request', status: 400, errors: [{ field: 'Filters[0].Value[0]', message: 'Invalid CIDR.' }] },
    });
    const filters = [{ field: 'IP', op: 'CIDR', values: ['10.0.0.0/8'] }];
    const { body } = await gw.graphql(EXPORT, { ...lastHour(), filters });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstream: { field: 'filters[0].values[0]' },
    });
    const response = await download({ ...lastHour(), filters });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { upstream: { field: 'filters[0].values[0]' } } }],
    });
  });
});

describe('the download route body', () => {
  it.each([
    [{ filter: [{ field: 'IP', op: 'EQ', values: ['203.0.113.7'] }] }, 'filter'],
    [{ maxRows: 10 }, 'maxRows'],
    [{ filters: [{ field: 'IP', op: 'EQ', value: ['203.0.113.7'] }] }, 'filters[0].value'],
    [{ query: 5 }, 'query'],
    [{ query: ['curl'] }, 'query'],
    [{ query: { not: '' } }, 'query'],
    [{ filters: ['IP'] }, 'filters[0]'],
  ])('refuses %j naming %s', async (extra, argument) => {
    await expectRouteRefused({ ...lastHour(), ...extra }, argument);
  });

  /** Dates inside the window in spellings `new Date` reads but the route must not: "Nov 21 2026 07:00 GMT" and the like. */
  const guessable: [string, (ms: number) => string][] = [
    [
      '"Mon D YYYY HH:mm GMT"',
      (ms) => new Date(ms).toUTCString().replace(/^\w+, (\d+) (\w+) (\d+) (\d+:\d+):\d+ GMT$/, '$2 $1 $3 $4 GMT'),
    ],
    ['RFC 1123', (ms) => new Date(ms).toUTCString()],
    ['ISO without a zone', (ms) => iso(ms).slice(0, 19)],
    ['Unix milliseconds as a string', (ms) => String(ms)],
  ];

  it.each(guessable)('refuses a date in the window spelled as %s', async (_name, spell) => {
    const now = Date.now();
    await expectRouteRefused({ from: spell(now - 30 * 60 * SECOND), to: iso(now - 60 * SECOND) }, 'from');
    await expectRouteRefused({ from: iso(now - HOUR), to: spell(now - 10 * 60 * SECOND) }, 'to');
  });

  it.each([
    'Nov 21 2026 07:00 GMT',
    '2026-11-21T07:00:00',
    '2026-11-21',
    '2026-02-30T07:00:00Z',
    '2026-11-21T25:00:00Z',
    '1763708400000',
    '',
    true,
    1.5,
    -1,
    null,
  ])('refuses the date %j', async (value) => {
    await expectRouteRefused({ ...lastHour(), from: value }, 'from');
    await expectRouteRefused({ ...lastHour(), to: value }, 'to');
  });

  it('accepts ISO 8601 with Z or an offset, Unix milliseconds, a null query, and documented filters', async () => {
    const now = Date.now();
    const offset = new Date(now - HOUR).toISOString().replace('Z', '+00:00');
    const bodies = [
      { from: iso(now - HOUR), to: iso(now - 60 * SECOND) },
      { from: offset, to: now - 60 * SECOND, query: null },
      {
        from: now - HOUR,
        to: now - 60 * SECOND,
        query: 'curl',
        filters: [{ field: 'IP', op: 'CIDR', values: ['203.0.113.0/24'] }],
      },
    ];
    for (const body of bodies) {
      const response = await download(body);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(CSV.body);
    }
    expect(upstream.requests).toHaveLength(3);
  });
});

describe('createShieldZone access lists', () => {
  const CREATE = 'mutation($input: CreateShieldZoneInput!) { createShieldZone(input: $input) { pullZoneId } }';

  it('refuses a repeated accessListId naming the repeat, instead of collapsing the two', async () => {
    const input = {
      pullZoneId: 1001,
      accessLists: [
        { accessListId: '7', action: 'BLOCK' },
        { accessListId: '8', action: 'LOG' },
        { accessListId: '7', action: 'ALLOW' },
      ],
    };
    await expectGraphQLRefused({ input }, 'input.accessLists[2].accessListId', CREATE);
  });

  it('sends distinct access lists as the map bunny.net documents', async () => {
    upstream.answer({ body: { data: { pullZoneId: 1001 }, error: null } });
    const input = {
      pullZoneId: 1001,
      accessLists: [
        { accessListId: '7', action: 'BLOCK' },
        { accessListId: '8', action: 'LOG' },
      ],
    };
    const { body } = await gw.graphql(CREATE, { input });
    expect(body).toEqual({ data: { createShieldZone: { pullZoneId: 1001 } } });
    expect(JSON.parse(upstream.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      accessLists: { '7': 2, '8': 4 },
    });
  });
});
