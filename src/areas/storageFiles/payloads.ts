import type { Segments } from './paths.js';

/** The parent of `UploadStorageFilePayload`: what the upload knows; the file's record is read only when selected. */
export interface StorageFileUploadResult {
  readonly storageZoneId: number;
  readonly segments: Segments;
  readonly checksum: string;
  readonly size: number;
  readonly clientMutationId: string | null;
}
