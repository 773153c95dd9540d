import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_SHIELD_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { NOW, call, expectNoBody, freshKey, jsonOf, startTestSandbox } from './helpers.js';

const HOUR_MS = 3_600_000;
const ROWS_PER_HOUR = 20;
const TO = NOW.getTime();
const FROM = TO - 72 * HOUR_MS;
const HEADER = [
  'timestamp',
  'ip',
  'country',
  'asn',
  'feature',
  'action',
  'ruleId',
  'ruleName',
  'method',
  'url',
  'ua',
  'ja4',
];

type Row = Record<string, string>;

let sandbox: Sandbox;
let everyRow: Row[];

function exportRequest(body: unknown, zoneId = WEB_SHIELD_ZONE_ID, key = freshKey()): Promise<Response> {
  return call(sandbox.urls.api, `/shield/event-logs/${zoneId}/export`, { method: 'POST', key, json: body });
}

async function exportRows(body: unknown, zoneId = WEB_SHIELD_ZONE_ID): Promise<Row[]> {
  const response = await exportRequest(body, zoneId);
  expect(response.status).toBe(200);
  const [header, ...lines] = parse(await response.text());
  expect(header).toEqual(HEADER);
  return lines.map((cells) => Object.fromEntries(HEADER.map((name, index) => [name, cells[index] ?? ''])));
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ eventLogRowsPerHour: ROWS_PER_HOUR });
  everyRow = await exportRows({ from: FROM, to: TO });
});
afterAll(async () => {
  await sandbox.close();
});

describe('POST /shield/event-logs/{shieldZoneId}/export', () => {
  it('answers text/csv with a header line and every event of a full 72-hour window, oldest first', async () => {
    const response = await exportRequest({ from: FROM, to: TO });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect((await response.text()).startsWith(`${HEADER.join(',')}\r\n`)).toBe(true);

    expect(everyRow).toHaveLength(72 * ROWS_PER_HOUR);
    const times = everyRow.map((row) => Date.parse(row.timestamp ?? ''));
    expect(times.every((time) => time >= FROM && time <= TO)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(everyRow.map((row) => row.feature))).toEqual(
      new Set(['waf', 'rateLimit', 'botDetection', 'accessList', 'ddos', 'apiGuardian', 'uploadScanning']),
    );
  });

  it('streams the file in chunks rather than as one body', async () => {
    const response = await exportRequest({ from: FROM, to: TO });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body?.getReader();
    let reads = 0;
    for (let result = await reader?.read(); result && !result.done; result = await reader?.read()) reads += 1;
    expect(reads).toBeGreaterThan(1);
  });

  it('returns only the events inside a shorter window', async () => {
    const rows = await exportRows({ from: TO - HOUR_MS, to: TO });
    expect(rows).toEqual(everyRow.filter((row) => Date.parse(row.timestamp ?? '') >= TO - HOUR_MS));
    expect(rows).toHaveLength(ROWS_PER_HOUR);
  });

  it('answers the same rows every time and different rows for another zone', async () => {
    const again = await exportRows({ from: FROM, to: TO });
    expect(again).toEqual(everyRow);
    expect(await exportRows({ from: FROM, to: TO }, MEDIA_SHIELD_ZONE_ID)).not.toEqual(everyRow);
  });

  it('answers only the header for a zone created moments ago, which has no traffic yet', async () => {
    const key = freshKey();
    const created = await jsonOf(
      await call(sandbox.urls.api, '/shield/shield-zone', { key, json: { pullZoneId: STAGING_PULL_ZONE_ID } }),
    );
    const zoneId = (created.data as { shieldZone: { shieldZoneId: number } }).shieldZone.shieldZoneId;
    const response = await exportRequest({ from: FROM, to: TO }, zoneId, key);
    expect(await response.text()).toBe(`${HEADER.join(',')}\r\n`);
  });

  it('quotes fields that contain commas or double quotes, so they read back intact', async () => {
    const response = await exportRequest({
      from: FROM,
      to: TO,
      filters: [{ field: 'ua', op: 'contains', value: ['AcmeUptime'] }],
    });
    const text = await response.text();
    expect(text).toContain('"Mozilla/5.0 (compatible; ""AcmeUptime"" Monitor/3.2; +https://status.acme-demo.com)"');
    expect(
      everyRow.some(
        (row) => row.ua === 'Mozilla/5.0 (compatible; "AcmeUptime" Monitor/3.2; +https://status.acme-demo.com)',
      ),
    ).toBe(true);
    expect(everyRow.some((row) => row.url === '/search?q=shoes,boots&ref=<img src=x onerror=alert(1)>')).toBe(true);
    expect(everyRow.some((row) => row.ruleName === 'Login burst: 10 requests/minute, per IP')).toBe(true);
  });
});

describe('export filters', () => {
  const cases: ReadonlyArray<{ name: string; filters: unknown[]; expected: (row: Row) => boolean }> = [
    {
      name: 'feature eq',
      filters: [{ field: 'feature', op: 'eq', value: ['WAF'] }],
      expected: (row) => row.feature === 'waf',
    },
    {
      name: 'ruleId in, values ORed',
      filters: [{ field: 'ruleId', op: 'in', value: ['942100', '941100'] }],
      expected: (row) => row.ruleId === '942100' || row.ruleId === '941100',
    },
    {
      name: 'ip cidr (IPv4)',
      filters: [{ field: 'ip', op: 'cidr', value: ['203.0.113.0/24'] }],
      expected: (row) => row.ip?.startsWith('203.0.113.') === true,
    },
    {
      name: 'ip cidr (IPv6) or IPv4, values ORed',
      filters: [{ field: 'ip', op: 'cidr', value: ['2001:db8:85a3::/48', '192.0.2.15/32'] }],
      expected: (row) => row.ip === '2001:db8:85a3::8a2e:370:7334' || row.ip === '192.0.2.15',
    },
    {
      name: 'ip eq in another spelling',
      filters: [{ field: 'ip', op: 'eq', value: ['2001:DB8:1:0::DEAD:BEEF'] }],
      expected: (row) => row.ip === '2001:db8:1::dead:beef',
    },
    {
      name: 'ua contains, ignoring case',
      filters: [{ field: 'ua', op: 'contains', value: ['headlesschrome'] }],
      expected: (row) => row.ua?.includes('HeadlessChrome') === true,
    },
    {
      name: 'url wildcard',
      filters: [{ field: 'url', op: 'wildcard', value: ['/search?q=*'] }],
      expected: (row) => row.url?.startsWith('/search?q=') === true,
    },
    { name: 'asn eq', filters: [{ field: 'asn', op: 'eq', value: ['24940'] }], expected: (row) => row.asn === '24940' },
    {
      name: 'ja4 wildcard',
      filters: [{ field: 'ja4', op: 'wildcard', value: ['t13d*'] }],
      expected: (row) => row.ja4?.startsWith('t13d') === true,
    },
    {
      name: 'two filters ANDed',
      filters: [
        { field: 'feature', op: 'eq', value: ['waf'] },
        { field: 'country', op: 'in', value: ['DE', 'FR'] },
        { field: 'action', op: 'eq', value: ['block'] },
      ],
      expected: (row) =>
        row.feature === 'waf' && (row.country === 'DE' || row.country === 'FR') && row.action === 'block',
    },
  ];

  for (const { name, filters, expected } of cases) {
    it(`applies ${name}`, async () => {
      const wanted = everyRow.filter(expected);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.length).toBeLessThan(everyRow.length);
      expect(await exportRows({ from: FROM, to: TO, filters })).toEqual(wanted);
    });
  }

  it('searches the free-text query across ip, ruleId, url, user agent and rule name', async () => {
    for (const query of ['SQLMAP', 'libinjection', '942100', '198.51.100', '/account/']) {
      const needle = query.toLowerCase();
      const wanted = everyRow.filter((row) =>
        ['ip', 'ruleId', 'url', 'ua', 'ruleName'].some((column) => row[column]?.toLowerCase().includes(needle)),
      );
      expect(wanted.length).toBeGreaterThan(0);
      expect(await exportRows({ from: FROM, to: TO, query })).toEqual(wanted);
    }
  });

  it('combines the query with the filters', async () => {
    const wanted = everyRow.filter((row) => row.country === 'US' && row.ruleName?.toLowerCase().includes('injection'));
    expect(
      await exportRows({
        from: FROM,
        to: TO,
        query: 'injection',
        filters: [{ field: 'country', op: 'eq', value: ['US'] }],
      }),
    ).toEqual(wanted);
  });
});

describe('export request rules', () => {
  async function expectProblem(body: unknown, detail: RegExp, zoneId = WEB_SHIELD_ZONE_ID): Promise<void> {
    const response = await exportRequest(body, zoneId);
    expect(response.status).toBe(400);
    const problem = await jsonOf(response);
    expect(problem).toMatchObject({
      type: expect.any(String),
      title: 'Bad Request',
      status: 400,
      detail: expect.stringMatching(detail),
    });
    expect(problem).not.toHaveProperty('errors');
    expect(problem).not.toHaveProperty('id');
  }

  it('requires from and to', async () => {
    await expectProblem({ to: TO }, /from and to are required/);
    await expectProblem({ from: FROM }, /from and to are required/);
    await expectProblem({ from: String(FROM), to: TO }, /from and to are required/);
    await expectProblem(undefined, /from and to are required/);
  });

  it('requires to after from', async () => {
    await expectProblem({ from: TO - HOUR_MS, to: TO - HOUR_MS }, /to must be after from/);
    await expectProblem({ from: TO - HOUR_MS, to: TO - 2 * HOUR_MS }, /to must be after from/);
  });

  it('refuses windows reaching into the future or further back than 72 hours', async () => {
    await expectProblem({ from: TO - HOUR_MS, to: TO + 1 }, /future/);
    await expectProblem({ from: FROM - 1, to: TO }, /72 hours/);
  });

  it('refuses unknown fields and operators, cidr on other fields, bad CIDRs and empty values', async () => {
    const window = { from: FROM, to: TO };
    await expectProblem({ ...window, filters: [{ field: 'path', op: 'eq', value: ['/'] }] }, /field must be one of/);
    await expectProblem({ ...window, filters: [{ field: 'url', op: 'regex', value: ['.*'] }] }, /op must be one of/);
    await expectProblem(
      { ...window, filters: [{ field: 'url', op: 'cidr', value: ['10.0.0.0/8'] }] },
      /only applies to the ip field/,
    );
    await expectProblem({ ...window, filters: [{ field: 'ip', op: 'cidr', value: ['10.0.0.0/33'] }] }, /invalid CIDR/);
    await expectProblem({ ...window, filters: [{ field: 'ip', op: 'eq', value: [] }] }, /non-empty array/);
    await expectProblem({ ...window, filters: { field: 'ip' } }, /filters must be an array/);
  });

  it('answers 400 ProblemDetails for a zone that does not exist', async () => {
    await expectProblem({ from: FROM, to: TO }, /not found/, 4242);
  });

  it(`answers 500 with no body for zone ${FAILING_SHIELD_ZONE_ID} (fault trigger)`, async () => {
    await expectNoBody(await exportRequest({ from: FROM, to: TO }, FAILING_SHIELD_ZONE_ID), 500);
  });
});
