import type {
  QueryVideoArgs,
  QueryVideoCollectionArgs,
  QueryVideoLibrariesArgs,
  QueryVideoLibraryArgs,
  QueryVideoLibraryLanguagesArgs,
  QueryVideoOEmbedArgs,
  QueryVideosArgs,
  SubscriptionVideoStatusChangedArgs,
  VideoCollectionVideosArgs,
  VideoLibraryCollectionsArgs,
  VideoLibraryDrmStatisticsArgs,
  VideoLibraryStatisticsArgs,
  VideoLibraryVideosArgs,
  VideoPlayDataArgs,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { check, intBetween, range } from './checks.js';
import type { CollectionFilters } from './collections/client.js';
import { collectionValidation } from './collections/validation.js';
import type { LibraryStatisticsRange } from './libraries/client.js';
import { libraryValidation } from './libraries/validation.js';
import { streamEnums } from './streamEnums.js';
import type { StatisticsQuery, VideoFilters } from './videos/client.js';
import type { OEmbedQuery, PlayerToken } from './videos/details.js';
import { videoValidation } from './videos/validation.js';

/** A page of a library's videos: the page asked for and the filters bunny.net takes. */
export interface VideoPageRequest {
  readonly page: PageRequest;
  readonly filters: VideoFilters;
}

/** A page of a library's collections: the page asked for and the filters bunny.net takes. */
export interface CollectionPageRequest {
  readonly page: PageRequest;
  readonly filters: CollectionFilters;
}

/** Whether a video or collection id (from a global id) is one the id arguments accept. */
export function isVideoId(value: string): boolean {
  try {
    check.identifier('id', value);
    return true;
  } catch {
    return false;
  }
}

function searchOf(search: string | null | undefined): string | undefined {
  if (search != null) check.requiredText('search', search, 1, 255);
  return search ?? undefined;
}

/** A player token, a secret of its own: visible ASCII, with its expiry as Unix seconds. */
function playerToken(args: VideoPlayDataArgs): PlayerToken {
  if (args.token != null) check.visibleAscii('token', args.token, 1, 512);
  const expires = args.expires == null ? undefined : String(Math.floor(args.expires.getTime() / 1000));
  return { token: args.token ?? undefined, expires };
}

/** The reads and links of Stream; the writes are in libraryValidation.ts and videoValidation.ts. */
const readValidation = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  videoLibraries(args: QueryVideoLibrariesArgs): PageRequest {
    searchOf(args.search);
    return pageRequest('stream', `videoLibraries?search=${args.search ?? ''}`, args);
  },

  videoLibrary(args: QueryVideoLibraryArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
  },

  videoLibraryLanguages(args: QueryVideoLibraryLanguagesArgs): PageRequest {
    return pageRequest('stream', 'videoLibraryLanguages', args);
  },

  /** `videos`, `VideoLibrary.videos` and `VideoCollection.videos`: one list per library and filters. */
  videos(libraryId: number, args: VideoLibraryVideosArgs | QueryVideosArgs): VideoPageRequest {
    if (args.collectionId != null) check.identifier('collectionId', args.collectionId);
    const filters = {
      search: searchOf(args.search),
      collection: args.collectionId ?? undefined,
      orderBy: args.orderBy ? streamEnums.videoOrder.toUpstream(args.orderBy) : undefined,
    };
    const list = `videos${JSON.stringify([libraryId, filters.search, filters.collection, filters.orderBy])}`;
    return { page: pageRequest('stream', list, args), filters };
  },

  collectionVideos(libraryId: number, collectionId: string, args: VideoCollectionVideosArgs): VideoPageRequest {
    return readValidation.videos(libraryId, { ...args, collectionId });
  },

  rootVideos(args: QueryVideosArgs): VideoPageRequest {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    return readValidation.videos(args.videoLibraryId, args);
  },

  video(args: QueryVideoArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    check.identifier('videoId', args.videoId);
  },

  videoStatusChanged(args: SubscriptionVideoStatusChangedArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    if (args.videoId != null) check.identifier('videoId', args.videoId);
  },

  collections(libraryId: number, args: VideoLibraryCollectionsArgs): CollectionPageRequest {
    const filters = {
      search: searchOf(args.search),
      orderBy: args.orderBy ? streamEnums.collectionOrder.toUpstream(args.orderBy) : undefined,
      includeThumbnails: args.includeThumbnails ?? false,
    };
    const list = `collections${JSON.stringify([libraryId, filters.search, filters.orderBy, filters.includeThumbnails])}`;
    return { page: pageRequest('stream', list, args), filters };
  },

  videoCollection(args: QueryVideoCollectionArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    check.identifier('collectionId', args.collectionId);
  },

  /** A range needs its start: bunny.net ignores an end alone and answers the last 30 days instead. */
  statistics(args: VideoLibraryStatisticsArgs): StatisticsQuery {
    if (args.to != null && args.from == null)
      throw check.refusal('to', 'Send from with to (without from, bunny.net answers the last 30 days).');
    const { dateFrom, dateTo } = range(args.from, args.to);
    if (args.videoId != null) check.identifier('videoId', args.videoId);
    return { dateFrom, dateTo, hourly: args.hourly ?? false, videoGuid: args.videoId ?? undefined };
  },

  /** `transcribingStatistics` and `drmStatistics`. */
  libraryStatistics(args: VideoLibraryDrmStatisticsArgs): LibraryStatisticsRange {
    return range(args.from, args.to);
  },

  playData: playerToken,

  videoOEmbed(args: QueryVideoOEmbedArgs): OEmbedQuery {
    check.httpUrl('url', args.url);
    intBetween('maxWidth', args.maxWidth, 1, 10_000);
    intBetween('maxHeight', args.maxHeight, 1, 10_000);
    return {
      url: args.url,
      maxWidth: args.maxWidth == null ? undefined : String(args.maxWidth),
      maxHeight: args.maxHeight == null ? undefined : String(args.maxHeight),
      ...playerToken(args),
    };
  },
};

/** Every argument check of Stream, one entry per GraphQL field. */
export const validate = { ...readValidation, ...libraryValidation, ...videoValidation, ...collectionValidation };
