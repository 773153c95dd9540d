import type { VideoLibraryApiKey, VideoLibraryImage } from '../../__generated__/resolvers-types.js';
import type * as Up from './upstreamTypes.js';

/**
 * The parents of the Stream mutation payloads: what the mutation knows without reading bunny.net again. A record
 * bunny.net answered is carried along; a link to a changed record (`videoLibrary`, `video`, `collection`) is read from
 * the ids only when a query selects it.
 */

/** A change of a library whose payload reads the library as it is now. */
export interface LibraryChangeResult {
  videoLibraryId: number;
  success: boolean;
}

export interface BlockedReferrerRemovalResult extends LibraryChangeResult {
  hostname: string;
}

export type ReferrerChangeResult = BlockedReferrerRemovalResult;

export interface LibraryImageChangeResult extends LibraryChangeResult {
  image: VideoLibraryImage;
}

export interface ApiKeyResetResult extends LibraryChangeResult {
  key: VideoLibraryApiKey;
}

/** A library bunny.net answered with its record (create, update): the record, keys already split off. */
export interface LibraryRecordResult {
  videoLibraryId: number | null;
  videoLibrary: Up.KnownVideoLibrary | null;
}

export interface LibraryDeletionResult {
  videoLibraryId: number;
  success: boolean;
}

/** A change of a video bunny.net answered with a StatusModel: the payload reads the video again when selected. */
export interface VideoChangeResult {
  libraryId: number;
  videoId: string;
  message: string | null;
  success: boolean;
}

export type VideoThumbnailUpdateResult = VideoChangeResult;

/** A video bunny.net answered with its record (create, re-encode, repackage, a codec added). */
export interface VideoRecordResult {
  libraryId: number;
  videoId: string | null;
  video: Up.KnownVideo | null;
}

export interface VideoDeletionResult {
  libraryId: number;
  videoId: string;
  success: boolean;
}

export interface VideoFetchResult {
  libraryId: number;
  message: string | null;
  success: boolean;
}

export interface CaptionAdditionResult extends VideoChangeResult {
  srclang: string;
  validation: Up.UpstreamCaptionValidation | null;
}

export interface CaptionDeletionResult {
  libraryId: number;
  videoId: string;
  srclang: string;
  success: boolean;
}

/** A collection bunny.net answered with its record (create). */
export interface CollectionRecordResult {
  libraryId: number;
  collectionId: string | null;
  collection: Up.KnownCollection | null;
}

export interface CollectionChangeResult {
  libraryId: number;
  collectionId: string;
  success: boolean;
}
