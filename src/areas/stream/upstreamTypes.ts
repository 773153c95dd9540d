/**
 * Stream records as bunny.net sends them, only the properties the schema reads: video libraries (core-api.json
 * VideoLibraryModel, PascalCase) and videos (stream-api.json VideoModel and friends, camelCase).
 */

/** A library record without its API keys: the parent of the GraphQL `VideoLibrary` (the keys never reach a field). */
export interface UpstreamVideoLibrary {
  Id?: number;
  Name?: string | null;
  VideoCount?: number;
  TrafficUsage?: number;
  StorageUsage?: number;
  DateCreated?: string;
  DateModified?: string;
  ReplicationRegions?: (string | null)[] | null;
  PullZoneId?: number;
  StorageZoneId?: number;
  AllowedReferrers?: (string | null)[] | null;
  BlockedReferrers?: (string | null)[] | null;
  BlockNoneReferrer?: boolean;
  EnabledResolutions?: string | null;
  PlayerTokenAuthenticationEnabled?: boolean;
}

/** The library's credentials of the video host, as bunny.net sends them in the same record. Secrets. */
export interface UpstreamLibraryKeys {
  ApiKey?: string | null;
  ReadOnlyApiKey?: string | null;
  /** Deprecated twin of `ApiKey`. */
  ApiAccessKey?: string | null;
}

/** A library whose bunny.net id is known. */
export type KnownVideoLibrary = UpstreamVideoLibrary & { Id: number };

export interface UpstreamCaption {
  srclang?: string | null;
  label?: string | null;
}

export interface UpstreamChapter {
  title?: string;
  start?: number;
  end?: number;
}

export interface UpstreamVideo {
  videoLibraryId?: number;
  guid?: string;
  title?: string;
  description?: string | null;
  dateUploaded?: string;
  views?: number;
  isPublic?: boolean;
  length?: number;
  status?: number;
  framerate?: number;
  width?: number;
  height?: number;
  availableResolutions?: string | null;
  encodeProgress?: number;
  storageSize?: number;
  collectionId?: string | null;
  thumbnailUrl?: string | null;
  averageWatchTime?: number;
  totalWatchTime?: number;
  category?: string | null;
  captions?: (UpstreamCaption | null)[] | null;
  chapters?: (UpstreamChapter | null)[] | null;
}

/** A video whose library and GUID are known: the parent of the GraphQL `Video`. */
export type KnownVideo = UpstreamVideo & { videoLibraryId: number; guid: string };

/** `VideoStatisticsModel`: charts and country totals as maps of key -> int64. */
export interface UpstreamVideoStatistics {
  viewsChart?: Record<string, number> | null;
  watchTimeChart?: Record<string, number> | null;
  countryViewCounts?: Record<string, number> | null;
  countryWatchTime?: Record<string, number> | null;
  engagementScore?: number;
}

export interface UpstreamStatusModel {
  success?: boolean;
  message?: string | null;
  statusCode?: number;
}
