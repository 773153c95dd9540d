import type { KnownStorageZone } from '../storageZones/upstreamTypes.js';
import type { Segments } from './paths.js';

/** The parent of `UploadStorageFilePayload`: what the upload knows; the file's record is read only when selected. */
export interface StorageFileUploadResult {
  readonly storageZoneId: number;
  /**
   * The zone's record the upload read: `storageFile` lists the directory with it rather than reading it again (the
   * write made the request forget its shared reads, and an upload changes no zone record), as its cost says.
   */
  readonly zone: KnownStorageZone;
  readonly segments: Segments;
  readonly checksum: string;
  readonly size: number;
  readonly clientMutationId: string | null;
}
