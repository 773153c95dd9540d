import type { Segments } from './paths.js';

/**
 * Edge Storage records as bunny.net documents them (https://docs.bunny.net/reference/storage-api). No OpenAPI
 * document describes the Storage API, so these are written from its reference page, every field optional.
 */

/** One entry of `GET /{zoneName}/{path}/`: a file or a directory. */
export interface UpstreamStorageObject {
  Guid?: string | null;
  StorageZoneName?: string | null;
  Path?: string | null;
  ObjectName?: string | null;
  Length?: number | null;
  LastChanged?: string | null;
  ServerId?: number | null;
  ArrayNumber?: number | null;
  IsDirectory?: boolean | null;
  UserId?: string | null;
  ContentType?: string | null;
  DateCreated?: string | null;
  StorageZoneId?: number | null;
  Checksum?: string | null;
  ReplicatedZones?: string | null;
}

/** The parent of `StorageFile` and `StorageDirectory`: bunny.net's entry, with where the gateway found it. */
export interface KnownStorageObject {
  readonly record: UpstreamStorageObject;
  readonly storageZoneId: number;
  /** Its path from the zone's root, the directory asked for and its checked name. */
  readonly segments: Segments;
  readonly directory: boolean;
}
