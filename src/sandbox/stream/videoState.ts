/**
 * The sandbox's video libraries (core API) and their videos and collections (Stream API): what each account's state
 * keeps of them. The records bunny.net answers (videoLibraryModel.ts, videoModel.ts) are made from these.
 */

export type Thumbnail =
  | { source: 'upload'; size: number; sha256: string; contentType: string; setAt: Date }
  | { source: 'url'; url: string; setAt: Date };

/** A caption track, by its language. */
export interface Caption {
  srclang: string;
  label: string;
  /** Bytes of the file as uploaded. */
  size: number;
  /** Grows with each upload of the same language. */
  version: number;
}

export interface Chapter {
  title: string;
  start: number;
  end: number;
}

export interface Moment {
  label: string;
  timestamp: number;
}

export interface MetaTag {
  property: string | null;
  value: string | null;
}

/** A file bunny.net received for a video (its upload or fetch). */
export interface OriginalFile {
  size: number;
  sha256: string;
}

export interface Video {
  guid: string;
  title: string;
  dateUploaded: Date;
  /** Seconds. */
  length: number;
  /** VideoModelStatus: 0 = Created, 1 = Uploaded, 3 = Transcoding, 4 = Finished... */
  status: number;
  views: number;
  storageSize: number;
  collectionId: string | null;
  thumbnail?: Thumbnail;
  /** The resolutions encoded, e.g. `720p`. */
  resolutions: string[];
  /** The codecs encoded, e.g. `x264`. */
  outputCodecs: string[];
  captions: Map<string, Caption>;
  chapters: Chapter[];
  moments: Moment[];
  metaTags: MetaTag[];
  /** The original file, when one was uploaded or fetched (null for a video created without a file). */
  original: OriginalFile | null;
  /** Whether the original is kept after encoding. */
  hasOriginal: boolean;
  /** SmartGenerateStatus of the last smart actions, null when none ran. */
  smartGenerateStatus: number | null;
  /** The languages it was transcribed into. */
  transcribed: string[];
}

export interface VideoCollection {
  guid: string;
  name: string;
  dateCreated: Date;
}

/** The images of a library (watermark, live thumbnail, live watermark): their sizes as uploaded. */
export type LibraryImages = Map<'watermark' | 'liveThumbnail' | 'liveWatermark', number>;

export interface VideoLibrary {
  id: number;
  name: string;
  pullZoneId: number;
  storageZoneId: number;
  apiKey: string;
  readOnlyApiKey: string;
  allowedReferrers: string[];
  blockedReferrers: string[];
  replicationRegions: string[];
  dateCreated: Date;
  dateModified: Date;
  trafficUsage: number;
  storageUsage: number;
  videos: Map<string, Video>;
  collections: Map<string, VideoCollection>;
  /** The settings the library was created or updated with, by bunny.net's names (VideoLibraryModel's). */
  settings: Record<string, unknown>;
  images: LibraryImages;
  /** How many times each key was reset: the next key is derived from it. */
  keyResets: { readWrite: number; readOnly: number };
  /** Numbers the videos and collections created in it, for their GUIDs. */
  created: number;
}
