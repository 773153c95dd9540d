import { describe, expect, it } from 'vitest';
import { LATEST_MONTHLY_USAGE_RECORD_ID, UNPAID_PAYMENT_REQUEST_ID } from '../../src/sandbox/account/profile.js';
import { SANDBOX_DEMO_KEY } from '../../src/sandbox/index.js';
import { TEST_KEY, type TestGateway } from '../support/gateway.js';
import { useDocumentedUpstream } from './support/documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
} from './support/documents.js';
import { expectedCode } from './support/operations.js';
import { useSandboxBehindProxy } from './support/sandboxBehindProxy.js';
import { describeContract } from './support/suite.js';

/**
 * The account's PDFs, which the graph names by their download paths (`BillingRecord.summaryPdfPath`,
 * `PaymentRequest.invoicePdfPath`) and the download route streams, against bunny.net's published documents: each
 * request validates, each documented answer becomes the PDF or the graph's error code with its HTTP status, and the
 * sandbox's requests and answers validate too.
 */

interface Pdf {
  readonly name: string;
  /** The gateway's download path. */
  readonly download: string;
  /** The documented path of the call it makes. */
  readonly path: string;
}

const PDFS: readonly Pdf[] = [
  {
    name: 'a billing summary',
    download: `/exports/billing/summaries/${LATEST_MONTHLY_USAGE_RECORD_ID}.pdf`,
    path: '/billing/summary/{billingRecordId}/pdf',
  },
  {
    name: "a payment request's invoice",
    download: `/exports/billing/payment-requests/${UNPAID_PAYMENT_REQUEST_ID}/invoice.pdf`,
    path: '/billing/payment-request-invoice/{id}/pdf',
  },
];

/** The HTTP status of each code of the graph, as the download route answers it. */
const STATUS_OF_CODE: Record<string, number> = { FORBIDDEN: 403, NOT_FOUND: 404, UPSTREAM_UNAVAILABLE: 503 };

const download = (gateway: TestGateway, path: string, key: string) =>
  fetch(`${gateway.url}${path}`, { headers: { AccessKey: key } });

await describeContract(
  "The account's PDF downloads against bunny.net published OpenAPI documents",
  (contract: Contract) => {
    describe('the gateway against answers generated from the documents', () => {
      const upstream = useDocumentedUpstream(contract, ['api']);

      for (const pdf of PDFS) {
        const { operation } = documentedOperation(contract, 'api', 'GET', pdf.path);
        for (const status of documentedStatuses(operation)) {
          const code = status === 503 ? 'UPSTREAM_UNAVAILABLE' : expectedCode(status);
          it(`${pdf.name}: GET ${pdf.path} answered HTTP ${status} becomes ${code ?? 'the PDF'}`, async () => {
            upstream.target = { path: pdf.path, status, variant: 'static' };
            const response = await download(upstream.gateway, pdf.download, TEST_KEY);
            const calls = upstream.exchanges.map(({ request }) => routeRequest(contract, 'api', request));
            expect(calls.map((routed) => routed.operation.path)).toContain(pdf.path);
            for (const routed of calls) expect(validateRequest(routed)).toEqual([]);
            if (code === null) {
              expect(response.status).toBe(200);
              expect(response.headers.get('content-type')).toBe('application/pdf');
            } else {
              expect(response.status).toBe(STATUS_OF_CODE[code]);
              const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
              expect(body.errors.map((error) => error.extensions.code)).toEqual([code]);
            }
          });
        }
      }
    });

    describe('the sandbox', () => {
      const sandbox = useSandboxBehindProxy();

      for (const pdf of PDFS) {
        it(`${pdf.name}: the sandbox's request and answer match the document`, async () => {
          sandbox.proxy.exchanges.length = 0;
          const response = await download(sandbox.gateway, pdf.download, SANDBOX_DEMO_KEY);
          expect(response.status).toBe(200);
          expect(
            Buffer.from(await response.arrayBuffer())
              .subarray(0, 5)
              .toString('latin1'),
          ).toBe('%PDF-');
          const [exchange] = sandbox.proxy.exchanges;
          const routed = routeRequest(contract, 'api', exchange!.request);
          expect(routed.operation.path).toBe(pdf.path);
          expect(validateRequest(routed)).toEqual([]);
          const violations = validateResponse(routed, exchange!.response);
          // core-api.json documents only a 404 for the invoice: its 200, the PDF, is the one thing it leaves out.
          const undocumented = documentedStatuses(routed.operation).includes(200)
            ? []
            : [
                { where: '', message: expect.stringContaining('Unable to match the returned status code') },
                { where: 'status', message: expect.stringContaining('HTTP 200 is not a documented status') },
              ];
          expect(violations).toEqual(undocumented);
        });
      }
    });
  },
);
