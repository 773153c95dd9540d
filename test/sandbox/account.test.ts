import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_RECORD_ID,
  LATEST_MONTHLY_USAGE_RECORD_ID,
  REQUEST_API_KEY_ID,
  SEEDED_OTHER_API_KEY_COUNT,
  UNINVOICED_PAYMENT_REQUEST_ID,
  UNPAID_PAYMENT_REQUEST_ID,
} from '../../src/sandbox/account/profile.js';
import { AUDIT_LOG_DAYS, ENTRIES_PER_DAY } from '../../src/sandbox/account/auditLog.js';
import {
  CDN_SCRIPT_ID,
  DEMO_LIBRARY_ID,
  MEDIA_PULL_ZONE_ID,
  SANDBOX_REVOKED_KEY,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { SEEDED_PULL_ZONE_COUNT } from '../../src/sandbox/seed.js';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

/** The sandbox's account operations (core-api.json): statuses and bodies as the document gives them, with state. */

const sandbox = useTestSandbox();
const get = (key: string, path: string): Promise<Response> => call(sandbox.urls.api, path, { key });
const DAY = '2025-08-19';

describe('billing', () => {
  it('answers the billing record with payment methods carrying their tokens, as bunny.net does', async () => {
    const billing = await jsonOf(await get(freshKey(), '/billing'));
    expect(billing).toMatchObject({ Balance: 1832.17, BillingEnabled: true, AutomaticRechargeEnabled: true });
    expect((billing['SavedPaymentMethods'] as { Token: string }[])[0]?.Token).toMatch(/^pm_sandbox_/);
    const records = billing['BillingRecords'] as { Id: number; Type: number; Timestamp: string }[];
    const times = records.map((record) => record.Timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(records.find((record) => record.Id === LATEST_MONTHLY_USAGE_RECORD_ID)?.Type).toBe(3);
  });

  it('sums this month’s charges from the Pull Zones the summary lists, in id order', async () => {
    const key = freshKey();
    const summary = (await jsonOf(await get(key, '/billing/summary'))) as unknown as {
      PullZoneId: number;
      MonthlyUsage: number;
    }[];
    expect(summary).toHaveLength(SEEDED_PULL_ZONE_COUNT);
    expect(summary[0]).toEqual({
      PullZoneId: WEB_PULL_ZONE_ID,
      MonthlyUsage: 18.93,
      MonthlyBandwidthUsed: 1_893_412_117_504,
    });
    const total = summary.reduce((sum, item) => sum + item.MonthlyUsage, 0);
    expect((await jsonOf(await get(key, '/billing')))['MonthlyChargesEUTraffic']).toBeCloseTo(total * 0.55, 1);
  });

  it('lists the payment requests, an invoice link only where there is an invoice', async () => {
    const requests = (await jsonOf(await get(freshKey(), '/billing/payment-requests'))) as unknown as Record<
      string,
      unknown
    >[];
    expect(requests.map((request) => [request['Id'], request['BillingInvoiceDownloadLink'] === null])).toEqual([
      [UNPAID_PAYMENT_REQUEST_ID, false],
      [66002, false],
      [UNINVOICED_PAYMENT_REQUEST_ID, true],
    ]);
  });

  it('streams a PDF for a monthly usage record and an invoiced payment request, 404 without a body otherwise', async () => {
    const key = freshKey();
    const summary = await get(key, `/billing/summary/${LATEST_MONTHLY_USAGE_RECORD_ID}/pdf`);
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-type')).toBe('application/pdf');
    const text = await summary.text();
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    // The cross-reference table points at each object: a reader can open the file.
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    for (const [index, offset] of offsets.entries())
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    expect(Number(/startxref\n(\d+)/.exec(text)?.[1])).toBe(text.indexOf('xref\n'));
    const invoice = await get(key, `/billing/payment-request-invoice/${UNPAID_PAYMENT_REQUEST_ID}/pdf`);
    expect(invoice.status).toBe(200);
    await expectNoBody(await get(key, `/billing/summary/${CARD_PAYMENT_RECORD_ID}/pdf`), 404);
    await expectNoBody(await get(key, `/billing/payment-request-invoice/${UNINVOICED_PAYMENT_REQUEST_ID}/pdf`), 404);
  });

  it('refuses a revoked key: 403 without a body for the summary PDF (as documented), 401 elsewhere', async () => {
    await expectNoBody(await get(SANDBOX_REVOKED_KEY, `/billing/summary/${LATEST_MONTHLY_USAGE_RECORD_ID}/pdf`), 403);
    await expectNoBody(await get(SANDBOX_REVOKED_KEY, '/billing'), 401);
    const pricing = await get(SANDBOX_REVOKED_KEY, `/v1/pricing/1101/${WEB_PULL_ZONE_ID}`);
    expect(pricing.status).toBe(401);
    expect(await jsonOf(pricing)).toMatchObject({ Field: 'AccessKey' });
  });
});

describe('GET /apikey', () => {
  it('lists the key the request came with first, then the account’s others, as a page', async () => {
    const key = freshKey();
    const page = await jsonOf(await get(key, '/apikey?page=1&perPage=5'));
    expect(page).toMatchObject({ CurrentPage: 1, TotalItems: SEEDED_OTHER_API_KEY_COUNT + 1, HasMoreItems: true });
    expect((page['Items'] as unknown[])[0]).toEqual({ Id: REQUEST_API_KEY_ID, Key: key, Roles: ['User'] });
    expect((await get(key, '/apikey?perPage=4')).status).toBe(400);
  });
});

describe('GET /user/audit/{date}', () => {
  const log = (key: string, query: string) => get(key, `/user/audit/${DAY}T00:00:00Z${query}`);

  it('pages a day with an opaque continuation token for its day and order', async () => {
    const key = freshKey();
    const first = await jsonOf(await log(key, '?Limit=30'));
    expect(first['Logs']).toHaveLength(30);
    expect(first).toMatchObject({ HasMoreData: true, StartToken: null });
    const token = first['ContinuationToken'] as string;
    const rest = await jsonOf(await log(key, `?Limit=30&ContinuationToken=${encodeURIComponent(token)}`));
    expect(rest).toMatchObject({ HasMoreData: false, ContinuationToken: null, StartToken: token });
    expect(rest['Logs']).toHaveLength(ENTRIES_PER_DAY - 30);
    const otherOrder = await log(key, `?Order=Descending&ContinuationToken=${encodeURIComponent(token)}`);
    expect(await jsonOf(otherOrder)).toMatchObject({ Field: 'ContinuationToken' });
  });

  it('filters by each repeated value, ignoring case, and has nothing for a day out of range', async () => {
    const key = freshKey();
    const found = await jsonOf(await log(key, '?Product=cdn&Product=Stream'));
    const products = new Set((found['Logs'] as { Product: string }[]).map((entry) => entry.Product));
    expect([...products].sort()).toEqual(['CDN', 'Stream']);
    const oldest = new Date(Date.parse(`${DAY}T00:00:00Z`) - (AUDIT_LOG_DAYS - 2) * 86_400_000).toISOString();
    expect((await jsonOf(await get(key, `/user/audit/${oldest.slice(0, 10)}`)))['Logs']).toHaveLength(ENTRIES_PER_DAY);
    const tooOld = new Date(Date.parse(`${DAY}T00:00:00Z`) - AUDIT_LOG_DAYS * 86_400_000).toISOString();
    expect((await jsonOf(await get(key, `/user/audit/${tooOld.slice(0, 10)}`)))['Logs']).toEqual([]);
    expect(await jsonOf(await get(key, '/user/audit/2025-02-30'))).toMatchObject({ Field: 'date' });
    expect(await jsonOf(await log(key, '?Limit=10001'))).toMatchObject({ Field: 'Limit' });
  });
});

describe('GET /search', () => {
  it('finds Pull Zones, Storage and DNS Zones, edge scripts and video libraries by name, with offset and size', async () => {
    const key = freshKey();
    const all = (await jsonOf(await get(key, '/search?search=ACME&size=1000')))['SearchResults'] as { Type: string }[];
    expect(all.filter((result) => result.Type === 'cdn')).toHaveLength(SEEDED_PULL_ZONE_COUNT);
    const found = await jsonOf(await get(key, '/search?search=ACME&from=2&size=3'));
    expect(found).toMatchObject({ Total: all.length, From: 2, Size: 3, SearchResults: all.slice(2, 5) });
    const kinds = await jsonOf(await get(key, '/search?search=o&size=1000'));
    const types = new Set((kinds['SearchResults'] as { Type: string }[]).map((result) => result.Type));
    expect(types).toEqual(new Set(['cdn', 'storage', 'dns', 'script', 'stream']));
    expect(await jsonOf(await get(key, '/search?search=x&size=0'))).toMatchObject({ Field: 'size' });
  });
});

describe('GET /v1/pricing/{source}/{resourceId}', () => {
  it('prices a resource of the kind the product bills, at an override where the zone has one', async () => {
    const key = freshKey();
    expect(await jsonOf(await get(key, `/v1/pricing/1101/${MEDIA_PULL_ZONE_ID}?units=10`))).toMatchObject({
      PricingType: 2,
      EstimatedCost: 0.05,
      Breakdown: [{ Units: 10 }],
    });
    expect(await jsonOf(await get(key, `/v1/pricing/4100/${DEMO_LIBRARY_ID}`))).toMatchObject({
      PricingType: 0,
      EstimatedCost: null,
    });
    const wrongKind = await get(key, `/v1/pricing/1101/${CDN_SCRIPT_ID}`);
    expect(wrongKind.status).toBe(404);
    expect(await jsonOf(await get(key, `/v1/pricing/1107/${WEB_PULL_ZONE_ID}`))).toMatchObject({ Field: 'source' });
    expect(await jsonOf(await get(key, `/v1/pricing/1101/${WEB_PULL_ZONE_ID}?units=-1`))).toMatchObject({
      Field: 'units',
    });
  });
});

describe('GET /country and GET /region', () => {
  it('answer their whole lists, the same for every account', async () => {
    const countries = (await jsonOf(await get(freshKey(), '/country'))) as unknown as { IsoCode: string }[];
    expect(countries.length).toBeGreaterThan(20);
    expect(await jsonOf(await get(freshKey(), '/country'))).toEqual(countries);
    const regions = (await jsonOf(await get(freshKey(), '/region'))) as unknown as { Id: number }[];
    expect(regions.map((region) => region.Id)).toEqual(regions.map((_, index) => index + 1));
  });
});
