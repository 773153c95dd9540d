import { WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import type { ContractOperation } from '../support/operations.js';

/** The account: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  // The account (core API): its root fields, then the billing links that make their own calls.
  { field: 'billing', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/billing' },
  {
    field: 'billing',
    link: 'pullZoneUsage',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/billing/summary',
  },
  {
    field: 'billing',
    link: 'paymentRequests',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/billing/payment-requests',
  },
  { field: 'affiliate', kind: 'query', args: () => '', host: 'api', method: 'GET', path: '/billing/affiliate' },
  { field: 'apiKeys', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/apikey' },
  {
    field: 'auditLog',
    kind: 'query',
    args: () =>
      `date: "${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}", first: 5, order: NEWEST_FIRST,
        products: ["CDN", "Stream"], resourceTypes: ["PullZone"], resourceIds: ["${WEB_PULL_ZONE_ID}"], actorIds: ["7001"]`,
    host: 'api',
    method: 'GET',
    path: '/user/audit/{date}',
  },
  { field: 'countries', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/country' },
  { field: 'regions', kind: 'query', args: () => 'first: 10', host: 'api', method: 'GET', path: '/region' },
  {
    field: 'search',
    kind: 'query',
    args: () => 'query: "acme", first: 5',
    host: 'api',
    method: 'GET',
    path: '/search',
  },
  {
    field: 'priceEstimate',
    kind: 'query',
    args: () => `source: CDN_STANDARD_TIER_EU_TRAFFIC, resourceId: ${WEB_PULL_ZONE_ID}, units: 1000`,
    host: 'api',
    method: 'GET',
    path: '/v1/pricing/{source}/{resourceId}',
  },
];
