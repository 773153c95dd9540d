import { listApiKeys, listCountries, listRegions, search } from './reads.js';
import { accessKey } from '../core/auth.js';
import { getAuditLog } from './auditLog.js';
import {
  getAffiliate,
  getBilling,
  getBillingSummary,
  getBillingSummaryPdf,
  getPaymentRequestInvoicePdf,
  getPaymentRequests,
} from './billing.js';
import { apiErrorData } from '../core/errors.js';
import { empty } from '../core/http.js';
import { getPriceEstimate } from './pricing.js';
import type { Route } from '../router.js';
import { noBody, route } from '../core/route.js';

/** core-api.json documents the summary PDF's failed authorization as 403 with no body, not 401. */
const summaryUnauthorized = () => empty(403);
/** The price estimate documents its 401 with an ApiErrorData body. */
const pricingUnauthorized = () =>
  apiErrorData(401, 'authorization.failed', 'AccessKey', 'The request authorization failed.');

/** Core API (core-api.json): the account's billing, keys, audit log, search, prices and reference lists. */
export const routes: readonly Route[] = [
  route('api', 'GET', '/billing', accessKey(noBody), getBilling),
  route('api', 'GET', '/billing/summary', accessKey(noBody), getBillingSummary),
  route(
    'api',
    'GET',
    '/billing/summary/{billingRecordId:int64}/pdf',
    accessKey(summaryUnauthorized),
    getBillingSummaryPdf,
  ),
  route('api', 'GET', '/billing/payment-requests', accessKey(noBody), getPaymentRequests),
  route(
    'api',
    'GET',
    '/billing/payment-request-invoice/{id:int64}/pdf',
    accessKey(noBody),
    getPaymentRequestInvoicePdf,
  ),
  route('api', 'GET', '/billing/affiliate', accessKey(noBody), getAffiliate),
  route('api', 'GET', '/apikey', accessKey(noBody), listApiKeys),
  route('api', 'GET', '/user/audit/{date}', accessKey(noBody), getAuditLog),
  route('api', 'GET', '/country', accessKey(noBody), listCountries),
  route('api', 'GET', '/region', accessKey(noBody), listRegions),
  route('api', 'GET', '/search', accessKey(noBody), search),
  route(
    'api',
    'GET',
    '/v1/pricing/{source:int32}/{resourceId:int64}',
    accessKey(pricingUnauthorized),
    getPriceEstimate,
  ),
];
