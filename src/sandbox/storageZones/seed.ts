import { MEDIA_PULL_ZONE_ID } from '../fixtures.js';
import { formatGuid, sha256Hex } from '../core/random.js';
import {
  ASSETS_STORAGE_ZONE_ID,
  ASSETS_STORAGE_ZONE_NAME,
  COURSES_VIDEO_STORAGE_ZONE_ID,
  DELETED_STORAGE_ZONE_ID,
  DEMO_VIDEO_STORAGE_ZONE_ID,
  FIRST_CREATED_STORAGE_ZONE_ID,
  FIRST_CUSTOMER_STORAGE_ZONE_ID,
  SEEDED_STORAGE_ZONE_COUNT,
} from './fixtures.js';
import type { StorageZone, StorageZoneState } from './state.js';

/** Every account's Storage Zones at the start: the named ones, a deleted one, and customer zones to page through. */

const DAY_MS = 86_400_000;
const GB = 1024 ** 3;

/** A password as bunny.net's look (a GUID and a short tail), per account, zone and kind; `nonce` makes a new one. */
export function storagePassword(accountId: string, zoneId: number, kind: 'password' | 'readOnly', nonce = ''): string {
  const hex = sha256Hex(`bunny-sandbox:storage:${accountId}:${zoneId}:${kind}:${nonce}`);
  return `${formatGuid(hex.slice(0, 32))}-${hex.slice(32, 36)}-${hex.slice(36, 40)}`;
}

type Seeded = Pick<StorageZone, 'id' | 'name' | 'region'> & Partial<StorageZone>;

function zone(accountId: string, now: Date, fields: Seeded): StorageZone {
  return {
    replicationRegions: [],
    password: storagePassword(accountId, fields.id, 'password'),
    readOnlyPassword: storagePassword(accountId, fields.id, 'readOnly'),
    dateModified: new Date(now.getTime() - (fields.id % 97) * DAY_MS),
    deleted: false,
    storageUsed: (fields.id % 50) * GB,
    filesStored: (fields.id % 50) * 1_200,
    rewrite404To200: false,
    custom404FilePath: null,
    originUrl: null,
    zoneTier: 0,
    s3: 0,
    pullZoneIds: [],
    ...fields,
  };
}

function customerZones(accountId: string, now: Date): StorageZone[] {
  return Array.from({ length: SEEDED_STORAGE_ZONE_COUNT - 3 }, (_, index) =>
    zone(accountId, now, {
      id: FIRST_CUSTOMER_STORAGE_ZONE_ID + index,
      name: `acme-customer-storage-${String(index + 1).padStart(2, '0')}`,
      region: index % 2 === 0 ? 'DE' : 'NY',
    }),
  );
}

export function seedStorageZones(accountId: string, now: Date): StorageZoneState {
  const zones = [
    zone(accountId, now, {
      id: ASSETS_STORAGE_ZONE_ID,
      name: ASSETS_STORAGE_ZONE_NAME,
      region: 'DE',
      replicationRegions: ['NY', 'SG'],
      storageUsed: 812 * GB,
      filesStored: 1_204_331,
      zoneTier: 1,
      s3: 1,
      pullZoneIds: [MEDIA_PULL_ZONE_ID],
    }),
    zone(accountId, now, {
      id: DEMO_VIDEO_STORAGE_ZONE_ID,
      name: 'vod-product-demos',
      region: 'DE',
      replicationRegions: ['NY', 'SG'],
    }),
    zone(accountId, now, { id: COURSES_VIDEO_STORAGE_ZONE_ID, name: 'vod-training-courses', region: 'DE' }),
    zone(accountId, now, { id: DELETED_STORAGE_ZONE_ID, name: 'acme-old-backups', region: 'SE', deleted: true }),
    ...customerZones(accountId, now),
  ];
  return { zones: new Map(zones.map((entry) => [entry.id, entry])), nextZoneId: FIRST_CREATED_STORAGE_ZONE_ID };
}

/** The Storage Zone a Pull Zone pulls from, as its record names it (`StorageZoneId`), or 0. */
export function storageZoneIdOf(state: StorageZoneState, pullZoneId: number): number {
  for (const candidate of state.zones.values())
    if (!candidate.deleted && candidate.pullZoneIds.includes(pullZoneId)) return candidate.id;
  return 0;
}
