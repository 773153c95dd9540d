import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** The core API's account operations (core-api.json), with the fields that reach them (src/areas/shared/coverage.ts). */

const core = operationsOf('core-api');

export const accountCoverage: readonly CoverageEntry[] = [
  core.reachedBy('GET /billing', 'Query.billing'),
  core.reachedBy('GET /billing/summary', 'Billing.pullZoneUsage'),
  core.reachedBy('GET /billing/summary/{billingRecordId}/pdf', 'BillingRecord.summaryPdfPath'),
  core.reachedBy('GET /billing/payment-requests', 'Billing.paymentRequests'),
  core.reachedBy('GET /billing/payment-request-invoice/{id}/pdf', 'PaymentRequest.invoicePdfPath'),
  core.reachedBy('GET /billing/affiliate', 'Query.affiliate'),
  core.reachedBy('GET /apikey', 'Query.apiKeys'),
  core.reachedBy('GET /user/audit/{date}', 'Query.auditLog'),
  core.reachedBy('GET /country', 'Query.countries'),
  core.reachedBy('GET /region', 'Query.regions'),
  core.reachedBy('GET /search', 'Query.search'),
  core.reachedBy('GET /v1/pricing/{source}/{resourceId}', 'Query.priceEstimate'),
  core.leftOut(
    'POST /user/closeaccount',
    'closing the account ends every service and deletes its data, for good, on one call that takes the account ' +
      "password: no dashboard built on an API key should hold that switch. Close an account in bunny.net's dashboard.",
  ),
];
