import type { UpstreamStream } from '../../upstream/types.js';
import { type Download, type DownloadAnswer, downloadPath } from '../shared/download.js';
import { validatorsFor } from '../shared/validate.js';

/**
 * The account's PDFs, streamed from bunny.net to the caller by the download route (http/downloadRoute.ts) with the
 * caller's key, never inside JSON: a billing record's usage summary and a payment request's invoice. The GraphQL
 * fields `BillingRecord.summaryPdfPath` and `PaymentRequest.invoicePdfPath` name these paths; a GET of one is checked
 * like an argument (BAD_USER_INPUT naming it, before any call) and bunny.net's errors keep the graph's codes.
 */

const check = validatorsFor('account');
const PDF = 'application/pdf';

const summaryRoute = downloadPath('/exports/billing/summaries/{billingRecordId}.pdf', '\\d{1,16}');
const invoiceRoute = downloadPath('/exports/billing/payment-requests/{paymentRequestId}/invoice.pdf', '\\d{1,16}');

export const billingSummaryPdfPath = (billingRecordId: number): string => summaryRoute.path(billingRecordId);
export const paymentRequestInvoicePdfPath = (paymentRequestId: number): string => invoiceRoute.path(paymentRequestId);

/** `GET /exports/billing/summaries/{billingRecordId}.pdf`: `GET /billing/summary/{billingRecordId}/pdf`. */
export const billingSummaryDownload: Download = {
  path: summaryRoute.pattern,
  method: 'GET',
  open: (scope, { params }) => {
    const id = check.positiveId('billingRecordId', Number(params[0]));
    return pdf(scope.account.openBillingSummaryPdf(id), `billing-summary-${id}.pdf`);
  },
};

/** `GET /exports/billing/payment-requests/{paymentRequestId}/invoice.pdf`: `GET /billing/payment-request-invoice/{id}/pdf`. */
export const paymentRequestInvoiceDownload: Download = {
  path: invoiceRoute.pattern,
  method: 'GET',
  open: (scope, { params }) => {
    const id = check.positiveId('paymentRequestId', Number(params[0]));
    return pdf(scope.account.openPaymentRequestInvoicePdf(id), `payment-request-${id}-invoice.pdf`);
  },
};

/** bunny.net's answer as a PDF download, whatever media type it labels it with (its document names none). */
async function pdf(opened: Promise<UpstreamStream>, filename: string): Promise<DownloadAnswer> {
  const upstream = await opened;
  return { body: upstream.body, contentType: PDF, filename };
}
