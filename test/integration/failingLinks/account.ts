import { WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import { api, GET_PULL_ZONE, link, query, type Row, today } from './rows.js';

/** The account: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  // The account.
  query('billing', '{ balance }', api('GET', /^\/billing$/)),
  query('affiliate', '{ balance }', api('GET', /^\/billing\/affiliate$/)),
  query('apiKeys', '{ totalCount }', api('GET', /^\/apikey$/)),
  query(`auditLog(date: "${today()}")`, '{ pageInfo { hasNextPage } }', api('GET', /^\/user\/audit\//)),
  query('countries', '{ totalCount }', api('GET', /^\/country$/)),
  query('regions', '{ totalCount }', api('GET', /^\/region$/)),
  query('search(query: "acme")', '{ totalCount }', api('GET', /^\/search$/)),
  query(
    `priceEstimate(source: CDN_VOLUME_TIER, resourceId: ${WEB_PULL_ZONE_ID})`,
    '{ pricePerUnit }',
    api('GET', /^\/v1\/pricing\//),
  ),
  link(
    'Billing.pullZoneUsage',
    '{ billing { pullZoneUsage { totalCount } } }',
    ['billing', 'pullZoneUsage'],
    api('GET', /^\/billing\/summary$/),
  ),
  link(
    'Billing.paymentRequests',
    '{ billing { paymentRequests { totalCount } } }',
    ['billing', 'paymentRequests'],
    api('GET', /^\/billing\/payment-requests$/),
  ),
  link(
    'PullZoneUsage.pullZone',
    '{ billing { pullZoneUsage(first: 1) { edges { node { pullZone { id } } } } } }',
    ['billing', 'pullZoneUsage', 'edges', 0, 'node', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'SearchResult.record',
    '{ search(query: "acme-web", first: 1) { edges { node { record { ... on PullZone { id } } } } } }',
    ['search', 'edges', 0, 'node', 'record'],
    GET_PULL_ZONE,
  ),
];
