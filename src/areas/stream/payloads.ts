/**
 * The parents of the Stream mutation payloads: what the mutation knows without reading bunny.net again. Their
 * `videoLibrary` and `video` fields are read from the ids only when a query selects them.
 */

export interface BlockedReferrerRemovalResult {
  videoLibraryId: number;
  hostname: string;
  success: boolean;
}

export interface VideoThumbnailUpdateResult {
  libraryId: number;
  videoId: string;
  message: string | null;
  success: boolean;
}
