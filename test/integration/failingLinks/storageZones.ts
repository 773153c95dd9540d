import { ASSETS_STORAGE_ZONE_ID, MEDIA_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import { api, GET_PULL_ZONE, link, mutation, query, type Row } from './rows.js';

const STORAGE_ZONE = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
const UPDATE_STORAGE_ZONE = `updateStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, storageZone: { rewrite404To200: true } })`;
const GET_STORAGE_ZONE = api('GET', /^\/storagezone\/\d+$/);

/** Storage Zones: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  // Storage Zones
  query('storageZones', '{ totalCount }', api('GET', /^\/storagezone$/)),
  query(STORAGE_ZONE, '{ id }', GET_STORAGE_ZONE),
  query(
    'storageZoneAvailability(name: "free-name")',
    '{ available }',
    api('POST', /^\/storagezone\/checkavailability$/),
  ),
  query('storageRegions', '{ totalCount }', api('GET', /^\/storagezone\/regions$/)),
  mutation('createStorageZone(input: { name: "failing-links", region: "DE" })', api('POST', /^\/storagezone$/)),
  mutation(UPDATE_STORAGE_ZONE, api('POST', /^\/storagezone\/\d+$/)),
  mutation(
    `deleteStorageZone(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
    api('DELETE', /^\/storagezone\/\d+$/),
  ),
  mutation(
    `resetStorageZonePassword(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
    api('POST', /\/resetPassword$/),
  ),
  mutation(
    `resetStorageZoneReadOnlyPassword(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} })`,
    api('POST', /^\/storagezone\/resetReadOnlyPassword$/),
  ),
  link(
    'StorageZone.statistics',
    `{ ${STORAGE_ZONE} { statistics { fileCountChart { value } } } }`,
    ['storageZone', 'statistics'],
    api('GET', /^\/storagezone\/\d+\/statistics$/),
  ),
  link(
    'StorageZone.egressStatistics',
    `{ ${STORAGE_ZONE} { egressStatistics { totalEgress } } }`,
    ['storageZone', 'egressStatistics'],
    api('GET', /\/statistics\/egress$/),
  ),
  link(
    'StoragePullZoneEdge.node',
    `{ ${STORAGE_ZONE} { pullZones(first: 1) { edges { node { id } } } } }`,
    ['storageZone', 'pullZones', 'edges', 0, 'node'],
    GET_PULL_ZONE,
  ),
  link(
    'PullZone.storageZone',
    `{ pullZone(pullZoneId: ${MEDIA_PULL_ZONE_ID}) { storageZone { id } } }`,
    ['pullZone', 'storageZone'],
    GET_STORAGE_ZONE,
  ),
  link(
    'UpdateStorageZonePayload.storageZone',
    `mutation { ${UPDATE_STORAGE_ZONE} { storageZone { id } } }`,
    ['updateStorageZone', 'storageZone'],
    GET_STORAGE_ZONE,
  ),
];
