import type { KnownStorageZone } from './upstreamTypes.js';

/**
 * The parents of the Storage Zone mutation payloads: what the mutation knows without reading bunny.net again. Their
 * `storageZone` field is read from the id only when a query selects it, unless the mutation already holds the zone.
 */

interface Done {
  success: true;
}

export interface StorageAvailabilityResult {
  name: string;
  available: boolean | null;
}

export interface StorageZoneCreationResult extends Done {
  /** The zone bunny.net answered, when it answered one with an id. */
  storageZone: KnownStorageZone | null;
  password: string | null;
  readOnlyPassword: string | null;
}

export interface StorageZoneUpdateResult extends Done {
  storageZoneId: number;
}

export interface StorageZoneDeletionResult extends Done {
  storageZoneId: number;
  deletedLinkedPullZones: boolean;
}

export interface StoragePasswordResetResult extends Done {
  storageZoneId: number;
  readOnly: boolean;
  /** The zone read after the reset, which holds the new password. */
  storageZone: KnownStorageZone;
}
