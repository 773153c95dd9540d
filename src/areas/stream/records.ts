import type * as Up from './upstreamTypes.js';

/**
 * The parents of Stream types that are not bunny.net's records as sent: a record with what it needs to know of the
 * record it came in (its video, its library), or a map entry with its key.
 */

/** A caption track with its video, for its stable id. */
export type CaptionOfVideo = Up.UpstreamCaption & { libraryId: number; videoId: string };

/** A language with its code, the key of its stable id (a language without one is left out of the list). */
export type KnownLanguage = Up.UpstreamVideoLibraryLanguage & { ShortCode: string };

/** One rendition of `VideoStorageSizeModel.encoded`, with its key in that map. */
export type RenditionSize = Up.UpstreamCodecRenditionSize & { key: string };

/** Play data with the library it was read from: its `video` is a `Video` of that library. */
export type PlayDataOfLibrary = Up.UpstreamVideoPlayData & { libraryId: number };
