import type {
  MutationRemoveBlockedReferrerArgs,
  MutationSetVideoThumbnailArgs,
  QueryVideoArgs,
  QueryVideoLibrariesArgs,
  QueryVideoLibraryArgs,
  QueryVideosArgs,
  VideoLibraryStatisticsArgs,
  VideoLibraryVideosArgs,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
import { stringEnum } from '../shared/codecs.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import type { StatisticsQuery, VideoFilters } from './client.js';

/** Every argument check of Stream, one entry per GraphQL field. */
const check = validatorsFor('stream');

/** bunny.net's `orderBy` values. */
const videoOrders = stringEnum({ DATE: 'date', TITLE: 'title' });

/** The thumbnail to set: the request's file, or a URL bunny.net fetches it from. */
export type ThumbnailArgument = { kind: 'file'; upload: StreamedUpload } | { kind: 'url'; url: string };

/** A page of a library's videos: the page asked for and the filters bunny.net takes. */
export interface VideoPageRequest {
  readonly page: PageRequest;
  readonly filters: VideoFilters;
}

/** Whether a video id (from a global id) is one the video arguments accept. */
export function isVideoId(value: string): boolean {
  try {
    check.identifier('id', value);
    return true;
  } catch {
    return false;
  }
}

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  videoLibraries(args: QueryVideoLibrariesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('stream', `videoLibraries?search=${args.search ?? ''}`, args);
  },

  videoLibrary(args: QueryVideoLibraryArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
  },

  /** `videos` and `VideoLibrary.videos`: one list per library and filters, so a cursor works in either. */
  videos(libraryId: number, args: VideoLibraryVideosArgs | QueryVideosArgs): VideoPageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    if (args.collectionId != null) check.identifier('collectionId', args.collectionId);
    const filters = {
      search: args.search ?? undefined,
      collection: args.collectionId ?? undefined,
      orderBy: args.orderBy ? videoOrders.toUpstream(args.orderBy) : undefined,
    };
    const list = `videos${JSON.stringify([libraryId, filters.search, filters.collection, filters.orderBy])}`;
    return { page: pageRequest('stream', list, args), filters };
  },

  rootVideos(args: QueryVideosArgs): VideoPageRequest {
    check.positiveId('libraryId', args.libraryId);
    return validate.videos(args.libraryId, args);
  },

  video(args: QueryVideoArgs): void {
    check.positiveId('libraryId', args.libraryId);
    check.identifier('videoId', args.videoId);
  },

  /** A range needs its start: bunny.net ignores an end alone and answers the last 30 days instead. */
  statistics(args: VideoLibraryStatisticsArgs): StatisticsQuery {
    const { from, to } = args;
    if (to != null && from == null)
      throw check.refusal('to', 'Send from with to (without from, bunny.net answers the last 30 days).');
    if (from != null && to != null && from.getTime() >= to.getTime())
      throw check.refusal('to', 'to must be after from.');
    if (args.videoId != null) check.identifier('videoId', args.videoId);
    return {
      dateFrom: from?.toISOString(),
      dateTo: to?.toISOString(),
      hourly: args.hourly ?? false,
      videoGuid: args.videoId ?? undefined,
    };
  },

  removeBlockedReferrer(args: MutationRemoveBlockedReferrerArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    check.hostname('hostname', args.hostname, { wildcard: true });
  },

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setVideoThumbnail(args: MutationSetVideoThumbnailArgs, uploads: StreamedUploads | undefined): ThumbnailArgument {
    check.positiveId('libraryId', args.libraryId);
    check.identifier('videoId', args.videoId);
    const { thumbnail, thumbnailUrl } = args;
    if ((thumbnail == null) === (thumbnailUrl == null)) {
      throw check.refusal(
        thumbnail == null ? 'thumbnail' : 'thumbnailUrl',
        'Send exactly one of thumbnail (a file) and thumbnailUrl.',
      );
    }
    if (thumbnailUrl != null) return { kind: 'url', url: check.httpUrl('thumbnailUrl', thumbnailUrl) };
    const upload = claimUpload(thumbnail, uploads);
    if (!upload)
      throw check.refusal(
        'thumbnail',
        'Send the thumbnail as the file part of a GraphQL multipart request, for one field only.',
      );
    return { kind: 'file', upload };
  },
};
