import { ASSETS_STORAGE_ZONE_ID, SPARE_STORAGE_ZONE_ID } from '../../../src/sandbox/index.js';
import type { ContractOperation } from '../support/operations.js';

/** Storage Zones: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  // Storage Zones (src/areas/storageZones). The deletion takes the spare zone, which no other entry reads.
  {
    field: 'storageZones',
    kind: 'query',
    args: () => 'first: 20, search: "acme", includeDeleted: true',
    host: 'api',
    method: 'GET',
    path: '/storagezone',
  },
  {
    field: 'storageZone',
    kind: 'query',
    args: () => `storageZoneId: ${ASSETS_STORAGE_ZONE_ID}`,
    host: 'api',
    method: 'GET',
    path: '/storagezone/{id}',
  },
  {
    field: 'storageZoneAvailability',
    kind: 'query',
    args: () => 'name: "contract-check"',
    host: 'api',
    method: 'POST',
    path: '/storagezone/checkavailability',
  },
  {
    field: 'storageRegions',
    kind: 'query',
    args: () => 'first: 20',
    host: 'api',
    method: 'GET',
    path: '/storagezone/regions',
  },
  {
    field: 'createStorageZone',
    kind: 'mutation',
    args: () =>
      'input: { name: "contract-storage", region: "DE", replicationRegions: ["NY", "SG"], zoneTier: EDGE, s3Supported: true }',
    host: 'api',
    method: 'POST',
    path: '/storagezone',
  },
  {
    field: 'updateStorageZone',
    kind: 'mutation',
    args: () =>
      `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, storageZone: { replicationRegions: ["SYD"], originUrl: "https://origin.acme-demo.com",
        custom404FilePath: "/404.html", rewrite404To200: true } }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/{id}',
  },
  {
    field: 'resetStorageZonePassword',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/{id}/resetPassword',
  },
  {
    field: 'resetStorageZoneReadOnlyPassword',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID} }`,
    host: 'api',
    method: 'POST',
    path: '/storagezone/resetReadOnlyPassword',
  },
  {
    field: 'deleteStorageZone',
    kind: 'mutation',
    args: () => `input: { storageZoneId: ${SPARE_STORAGE_ZONE_ID}, deleteLinkedPullZones: false }`,
    host: 'api',
    method: 'DELETE',
    path: '/storagezone/{id}',
  },
];
