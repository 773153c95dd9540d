import { describe, expect, it } from 'vitest';
import { accountGraphiqlTab } from '../../src/areas/account/graphiqlTab.js';
import {
  CARD_PAYMENT_RECORD_ID,
  LATEST_MONTHLY_USAGE_RECORD_ID,
  MONTHLY_USAGE_RECORD_COUNT,
  PAID_PAYMENT_REQUEST_ID,
  UNINVOICED_PAYMENT_REQUEST_ID,
  UNPAID_PAYMENT_REQUEST_ID,
} from '../../src/sandbox/account/profile.js';
import { WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { SEEDED_PULL_ZONE_COUNT } from '../../src/sandbox/seed.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';
import { estimateCalls, expectBadInput, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The account's billing in the graph, through HTTP against the sandbox: the billing record and its groups from one
 * call, its records paged without a call, this month's usage per Pull Zone and the payment requests read only when
 * selected, the PDFs streamed by the download route, the area page's showcase queries and its GraphiQL tab.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const graph = useSandboxGraph('account-test-key', { now: NOW });
const { query, data, upstreamCalls } = graph;

interface Page<Node> {
  totalCount: number | null;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A download of the gateway with this test's account, read whole. */
async function download(path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(`${graph.gateway.url}${path}`, { headers: { AccessKey: graph.key } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('billing', () => {
  it('answers the balance and every group of the billing record from one call', async () => {
    const { billing } = await data<{ billing: Record<string, unknown> }>(`{ billing { balance availableBalance
      monthlyCharges { europeTraffic storage } monthlyUsage { bandwidthUsed containerCpu { charge totalUnits measuringUnit } }
      pricing { asiaOceaniaDiscount drmCostPerLicense } automaticPayment { enabled amount threshold identifier }
      historyChart { at value } } }`);
    expect(billing).toMatchObject({
      balance: 1832.17,
      availableBalance: 1857.17,
      monthlyUsage: { containerCpu: { charge: 2.1, totalUnits: 1_512_000, measuringUnit: 'Seconds' } },
      pricing: { asiaOceaniaDiscount: 10, drmCostPerLicense: null },
      automaticPayment: { enabled: true, amount: 500, threshold: 100, identifier: '**** 4242' },
    });
    expect(billing['historyChart']).toHaveLength(12);
    expect(upstreamCalls()).toEqual(['GET /billing']);
  });

  it('never answers a saved payment method’s token, whatever is selected', async () => {
    const { body } = await query('{ billing { savedPaymentMethods { lastFour expirationDate email imageUrl } } }');
    expect(body.data).toMatchObject({
      billing: { savedPaymentMethods: [{ lastFour: '4242' }, { email: 'billing@acme-demo.com' }] },
    });
    expect(JSON.stringify(body)).not.toMatch(/pm_sandbox_|ba_sandbox_/);
  });

  it('pages the billing records of the one answer, newest first, with a summary PDF only for monthly usage', async () => {
    const RECORDS = `query ($after: String) { billing { records(first: 20, after: $after) { totalCount
      edges { node { id billingRecordId type summaryPdfPath } } pageInfo { hasNextPage endCursor } } } }`;
    type Record = { id: string; billingRecordId: number; type: string; summaryPdfPath: string | null };
    const first = (await data<{ billing: { records: Page<Record> } }>(RECORDS)).billing.records;
    const second = (await data<{ billing: { records: Page<Record> } }>(RECORDS, { after: first.pageInfo.endCursor }))
      .billing.records;
    const records = [...first.edges, ...second.edges].map((edge) => edge.node);
    expect(first.totalCount).toBe(records.length);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(records.filter((record) => record.type === 'MONTHLY_USAGE')).toHaveLength(MONTHLY_USAGE_RECORD_COUNT);
    for (const record of records)
      expect(record.summaryPdfPath).toBe(
        record.type === 'MONTHLY_USAGE' ? `/exports/billing/summaries/${record.billingRecordId}.pdf` : null,
      );
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    expect(upstreamCalls()).toEqual(['GET /billing', 'GET /billing']);
  });

  it('links this month’s usage of each Pull Zone to the zone, whose own record shows the same charges', async () => {
    const { billing } = await data<{
      billing: {
        pullZoneUsage: Page<{ pullZoneId: number; monthlyCharges: number; pullZone: { monthlyCharges: number } }>;
      };
    }>(
      '{ billing { pullZoneUsage(first: 3) { totalCount edges { node { pullZoneId monthlyCharges pullZone { monthlyCharges } } } } } }',
    );
    expect(billing.pullZoneUsage.totalCount).toBe(SEEDED_PULL_ZONE_COUNT);
    expect(billing.pullZoneUsage.edges[0]?.node.pullZoneId).toBe(WEB_PULL_ZONE_ID);
    for (const { node } of billing.pullZoneUsage.edges) expect(node.monthlyCharges).toBe(node.pullZone.monthlyCharges);
    const zoneReads = billing.pullZoneUsage.edges.map((edge) => `GET /pullzone/${edge.node.pullZoneId}`);
    expect(upstreamCalls()).toEqual(['GET /billing', 'GET /billing/summary', ...zoneReads]);
  });

  it('lists the payment requests with an invoice PDF for the invoiced ones only', async () => {
    const { billing } = await data<{ billing: { paymentRequests: Page<Record<string, unknown>> } }>(
      '{ billing { paymentRequests { edges { node { paymentRequestId paid paidAt taxedAmount billingInvoiceId invoicePdfPath } } } } }',
    );
    expect(billing.paymentRequests.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        paymentRequestId: UNPAID_PAYMENT_REQUEST_ID,
        paid: false,
        paidAt: null,
        taxedAmount: 1512.8,
        invoicePdfPath: `/exports/billing/payment-requests/${UNPAID_PAYMENT_REQUEST_ID}/invoice.pdf`,
      }),
      expect.objectContaining({ paymentRequestId: PAID_PAYMENT_REQUEST_ID, paid: true }),
      expect.objectContaining({ paymentRequestId: UNINVOICED_PAYMENT_REQUEST_ID, invoicePdfPath: null }),
    ]);
    expect(upstreamCalls()).toEqual(['GET /billing', 'GET /billing/payment-requests']);
  });

  it("refuses a link's page of 101 naming first, before the link's own call", async () => {
    for (const link of ['records', 'pullZoneUsage', 'paymentRequests']) {
      graph.sandbox.clearRequests();
      expectBadInput(await query(`{ billing { ${link}(first: 101) { totalCount } } }`), 'first');
      expect(upstreamCalls(), link).toEqual(['GET /billing']);
    }
  });
});

describe('the PDF downloads', () => {
  it('streams a month’s usage summary from bunny.net as a PDF attachment', async () => {
    const pdf = await download(`/exports/billing/summaries/${LATEST_MONTHLY_USAGE_RECORD_ID}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.body.toString('latin1')).toContain('%%EOF');
    expect(upstreamCalls()).toEqual([`GET /billing/summary/${LATEST_MONTHLY_USAGE_RECORD_ID}/pdf`]);
  });

  it("streams an invoiced payment request's invoice, and answers NOT_FOUND (404) for one without an invoice", async () => {
    const invoice = await download(`/exports/billing/payment-requests/${UNPAID_PAYMENT_REQUEST_ID}/invoice.pdf`);
    expect([invoice.status, invoice.type]).toEqual([200, 'application/pdf']);
    const none = await download(`/exports/billing/payment-requests/${UNINVOICED_PAYMENT_REQUEST_ID}/invoice.pdf`);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.body.toString('utf8'))).toMatchObject({
      errors: [{ extensions: { code: 'NOT_FOUND', service: 'account' } }],
    });
  });

  it('answers NOT_FOUND for a record bunny.net keeps no summary of, a card payment', async () => {
    const pdf = await download(`/exports/billing/summaries/${CARD_PAYMENT_RECORD_ID}.pdf`);
    expect(pdf.status).toBe(404);
  });

  it('refuses an id that is not a positive integer with BAD_USER_INPUT naming it, before any call', async () => {
    for (const [path, argument] of [
      ['/exports/billing/summaries/0.pdf', 'billingRecordId'],
      ['/exports/billing/summaries/9999999999999999.pdf', 'billingRecordId'],
      ['/exports/billing/payment-requests/0/invoice.pdf', 'paymentRequestId'],
    ] as const) {
      const refused = await download(path);
      expect(refused.status, path).toBe(400);
      expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({
        errors: [{ extensions: { code: 'BAD_USER_INPUT', argument } }],
      });
    }
    expect(upstreamCalls()).toEqual([]);
  });

  it('takes GET only', async () => {
    const response = await fetch(`${graph.gateway.url}/exports/billing/summaries/1.pdf`, {
      method: 'POST',
      headers: { AccessKey: graph.key },
    });
    expect(response.status).toBe(405);
  });
});

describe("the account page's showcase queries", () => {
  const [billingPage, keysAndLog, search, price] = documentedExamples('docs/areas/account.md', 'Showcase queries');

  it('runs the billing page with the 8 upstream calls its comment names, and the same estimate', async () => {
    expect(billingPage?.comment).toContain('8 upstream calls (estimate: 8)');
    await data(billingPage?.operation ?? '');
    const calls = upstreamCalls();
    expect(calls.slice(0, 3).sort()).toEqual(['GET /billing', 'GET /billing/payment-requests', 'GET /billing/summary']);
    expect(calls.slice(3).filter((call) => /^GET \/pullzone\/\d+$/.test(call))).toHaveLength(5);
    expect(calls).toHaveLength(8);
    expect(estimateCalls(billingPage?.operation ?? '')).toBe(8);
  });

  it('runs the keys and the day of CDN changes with the 2 calls its comment names', async () => {
    expect(keysAndLog?.comment).toContain('2 upstream calls');
    const found = await data<{ auditLog: Page<{ timestamp: string }> }>(keysAndLog?.operation ?? '');
    expect(found.auditLog.edges.length).toBeGreaterThan(0);
    expect(upstreamCalls()).toEqual([
      'GET /apikey?page=1&perPage=10',
      'GET /user/audit/2026-11-21T00%3A00%3A00Z?Order=Descending&Product=CDN&Limit=10',
    ]);
  });

  it('runs the search with the 2 calls its comment names, the result linked to its Pull Zone', async () => {
    expect(search?.comment).toContain('2 upstream calls');
    const found = await data<{ search: Page<{ record: { originUrl: string } }> }>(search?.operation ?? '');
    expect(found.search.edges[0]?.node.record.originUrl).toBe('https://origin.acme-demo.com');
    expect(upstreamCalls()).toEqual(['GET /search?search=acme-web&from=0&size=5', `GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });

  it('runs the price estimate with the 1 call its comment names, at the zone’s own price', async () => {
    expect(price?.comment).toContain('1 upstream call');
    const { priceEstimate } = await data<{ priceEstimate: Record<string, unknown> }>(price?.operation ?? '');
    expect(priceEstimate).toEqual({
      pricingType: 'RESOURCE_OVERRIDE',
      pricePerUnit: 0.005,
      unitDescription: 'per GB',
      estimatedCost: 25,
    });
    expect(upstreamCalls()).toEqual(['GET /v1/pricing/1101/1284368?units=5000']);
  });

  it("runs the tab's dashboard and search with the dev sandbox's values, no errors, each within its estimate", async () => {
    for (const name of ['AccountDashboard', 'AccountSearch']) {
      graph.sandbox.clearRequests();
      const { operation, variables } = operationNamed(accountGraphiqlTab, name, { date: '2026-11-21', search: 'acme' });
      const { body } = await query(operation, variables);
      expect(body.errors, name).toBeUndefined();
      expect(estimateCalls(operation, variables)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});
