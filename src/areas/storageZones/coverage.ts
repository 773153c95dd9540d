import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** Storage Zone operations of the core API (core-api.json), with the fields that reach them (shared/coverage.ts). */

const core = operationsOf('core-api');

export const storageZonesCoverage: readonly CoverageEntry[] = [
  core.reachedBy('GET /storagezone', 'Query.storageZones'),
  core.reachedBy('POST /storagezone', 'Mutation.createStorageZone'),
  core.reachedBy('POST /storagezone/checkavailability', 'Query.storageZoneAvailability'),
  core.reachedBy(
    'GET /storagezone/{id}',
    'Query.storageZone',
    'PullZone.storageZone',
    'UpdateStorageZonePayload.storageZone',
    'Mutation.resetStorageZonePassword',
    'Mutation.resetStorageZoneReadOnlyPassword',
  ),
  core.reachedBy('POST /storagezone/{id}', 'Mutation.updateStorageZone'),
  core.reachedBy('DELETE /storagezone/{id}', 'Mutation.deleteStorageZone'),
  core.reachedBy('POST /storagezone/{id}/resetPassword', 'Mutation.resetStorageZonePassword'),
  core.reachedBy('POST /storagezone/resetReadOnlyPassword', 'Mutation.resetStorageZoneReadOnlyPassword'),
  core.reachedBy('GET /storagezone/{id}/statistics/egress', 'StorageZone.egressStatistics'),
  core.reachedBy('GET /storagezone/regions', 'Query.storageRegions'),
  core.reachedBy('GET /storagezone/{id}/statistics', 'StorageZone.statistics'),
];
