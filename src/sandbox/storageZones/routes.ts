import { accessKey } from '../core/auth.js';
import type { Route } from '../router.js';
import { egressStatistics, storageStatistics } from './statistics.js';
import {
  addStorageZone,
  checkStorageZoneAvailability,
  deleteStorageZone,
  getStorageZone,
  listStorageRegions,
  listStorageZones,
  resetStoragePassword,
  updateStorageZone,
} from './zones.js';
import { noBody, route } from '../core/route.js';

/** Core API (core-api.json): Storage Zones, their passwords, regions and statistics. */
export const routes: readonly Route[] = [
  route('api', 'GET', '/storagezone', accessKey(noBody), listStorageZones),
  route('api', 'POST', '/storagezone', accessKey(noBody), addStorageZone),
  route('api', 'POST', '/storagezone/checkavailability', accessKey(noBody), checkStorageZoneAvailability),
  route('api', 'POST', '/storagezone/resetReadOnlyPassword', accessKey(noBody), resetStoragePassword('readOnly')),
  route('api', 'GET', '/storagezone/regions', accessKey(noBody), listStorageRegions),
  route('api', 'GET', '/storagezone/{id:int64}', accessKey(noBody), getStorageZone),
  route('api', 'POST', '/storagezone/{id:int64}', accessKey(noBody), updateStorageZone),
  route('api', 'DELETE', '/storagezone/{id:int64}', accessKey(noBody), deleteStorageZone),
  route('api', 'POST', '/storagezone/{id:int64}/resetPassword', accessKey(noBody), resetStoragePassword('password')),
  route('api', 'GET', '/storagezone/{id:int64}/statistics', accessKey(noBody), storageStatistics),
  route('api', 'GET', '/storagezone/{id:int64}/statistics/egress', accessKey(noBody), egressStatistics),
];
