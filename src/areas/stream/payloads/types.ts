import type { VideoLibraryApiKey, VideoLibraryImage } from '../../../__generated__/resolvers-types.js';
import type { Echoed } from '../../shared/mutationPayload.js';
import type * as Up from '../upstreamTypes.js';

/**
 * The parents of the Stream mutation payloads: what the mutation knows without reading bunny.net again. A record
 * bunny.net answered is carried along; a link to a changed record (`videoLibrary`, `video`, `collection`) is read from
 * the ids only when a query selects it.
 */

/** A change of a library whose payload reads the library as it is now. */
export interface LibraryChangeResult extends Echoed {
  videoLibraryId: number;
}

/** A referrer added to or removed from a library's allowed or blocked referrers. */
export interface ReferrerChangeResult extends LibraryChangeResult {
  hostname: string;
}

export interface LibraryImageChangeResult extends LibraryChangeResult {
  image: VideoLibraryImage;
}

export interface ApiKeyResetResult extends LibraryChangeResult {
  key: VideoLibraryApiKey;
}

/** A library bunny.net answered with its record (create, update): the record, keys already split off. */
export interface LibraryRecordResult extends Echoed {
  videoLibraryId: number | null;
  videoLibrary: Up.KnownVideoLibrary | null;
}

export interface LibraryDeletionResult extends Echoed {
  videoLibraryId: number;
}

/** A change of a video bunny.net answered with a StatusModel: the payload reads the video again when selected. */
export interface VideoChangeResult extends Echoed {
  videoLibraryId: number;
  videoId: string;
  message: string | null;
}

export type VideoThumbnailUpdateResult = VideoChangeResult;

/** A video bunny.net answered with its record (create, re-encode, repackage, a codec added). */
export interface VideoRecordResult extends Echoed {
  videoLibraryId: number;
  videoId: string | null;
  video: Up.KnownVideo | null;
}

export interface VideoDeletionResult extends Echoed {
  videoLibraryId: number;
  videoId: string;
}

export interface VideoFetchResult extends Echoed {
  videoLibraryId: number;
  message: string | null;
}

export interface CaptionAdditionResult extends VideoChangeResult {
  srclang: string;
  validation: Up.UpstreamCaptionValidation | null;
}

export interface CaptionDeletionResult extends Echoed {
  videoLibraryId: number;
  videoId: string;
  srclang: string;
}

/** A collection bunny.net answered with its record (create). */
export interface CollectionRecordResult extends Echoed {
  videoLibraryId: number;
  collectionId: string | null;
  collection: Up.KnownCollection | null;
}

export interface CollectionChangeResult extends Echoed {
  videoLibraryId: number;
  collectionId: string;
}
