import type { components } from '../../__generated__/upstream/core-api.js';

/**
 * Storage Zone records as core-api.json describes them: aliases of the types generated from the published document
 * (`npm run upstream-types`), never written by hand.
 */

type Schemas = components['schemas'];

/** A zone as bunny.net sends it: `Password` and `ReadOnlyPassword` included, which the graph never shows. */
export type UpstreamStorageZone = Schemas['StorageZoneModel'];
export type UpstreamAddStorageZone = Schemas['StorageZoneModelAdd'];
export type UpstreamStorageZoneSettings = Schemas['StorageZoneSettingsModel'];
export type UpstreamStorageRegion = Schemas['StorageRegionModel'];
export type UpstreamStorageStatistics = Schemas['StorageZoneStatisticsModel'];
export type UpstreamEgressStatistics = Schemas['StorageZoneEgressStatisticsModel'];
/** A Pull Zone as a Storage Zone's record lists it (a PullZoneModel). */
export type UpstreamLinkedPullZone = Schemas['PullZoneModel'];

/** A zone whose bunny.net id is known: the parent of the GraphQL `StorageZone`. */
export type KnownStorageZone = UpstreamStorageZone & { Id: number };

/** A region with its code: the parent of `StorageRegion` (a region without one is left out of the list). */
export type KnownStorageRegion = UpstreamStorageRegion & { Id: string };

/** A Pull Zone the zone's record lists, with its id. */
export type KnownLinkedPullZone = UpstreamLinkedPullZone & { Id: number };

/** The parent of a `StoragePullZoneEdge`: the zone record's entry for the Pull Zone, at its cursor. */
export interface StoragePullZoneEdgeParent {
  cursor: string;
  node: KnownLinkedPullZone;
}

/** `POST /storagezone/checkavailability`: the document shows no body; bunny.net answers `{ Available }`. */
export interface UpstreamAvailability {
  Available?: boolean;
}
