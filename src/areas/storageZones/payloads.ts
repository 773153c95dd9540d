import type { Echoed } from '../shared/mutationPayload.js';
import type { KnownStorageZone } from './upstreamTypes.js';

/**
 * The parents of the Storage Zone mutation payloads: what the mutation knows without reading bunny.net again. Their
 * `storageZone` field is read from the id only when a query selects it, unless the mutation already holds the zone.
 */

export interface StorageAvailabilityResult {
  name: string;
  available: boolean | null;
}

export interface CreateStorageZoneResult extends Echoed {
  /** The zone bunny.net answered, when it answered one with an id. */
  storageZone: KnownStorageZone | null;
  password: string | null;
  readOnlyPassword: string | null;
}

export interface UpdateStorageZoneResult extends Echoed {
  storageZoneId: number;
}

export interface DeleteStorageZoneResult extends Echoed {
  storageZoneId: number;
  deletedLinkedPullZones: boolean;
}

export interface ResetStoragePasswordResult extends Echoed {
  storageZoneId: number;
  /** The zone read after the reset, which holds the new password. */
  storageZone: KnownStorageZone;
}
