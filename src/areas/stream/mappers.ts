import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { videoLocalId } from './ids.js';
import { statisticsOf } from './statistics.js';
import { validate } from './validation.js';
import { videoPage } from './videoPage.js';

/** bunny.net's VideoModelStatus, 0 to 8. */
const videoStatuses = intEnum([
  'CREATED',
  'UPLOADED',
  'PROCESSING',
  'TRANSCODING',
  'FINISHED',
  'ERROR',
  'UPLOAD_FAILED',
  'JIT_SEGMENTING',
  'JIT_PLAYLISTS_CREATED',
]);

/** A library's id from its record (a listed one), checked before its links call with it (recordIds.ts). */
const libraryId = (library: { Id: number }): number => recordIdsOf('stream').id('the video library id', library.Id);

/** The `Node` type names of Stream, in their global ids. */
export const VIDEO_LIBRARY_TYPE = 'VideoLibrary' as const;
export const VIDEO_TYPE = 'Video' as const;

/** bunny.net's comma-separated lists (`720p,1080p`) as lists; empty when it sends none. */
function commaList(value: string | null | undefined): string[] {
  return typeof value === 'string' ? value.split(',').flatMap((item) => (item.trim() ? [item.trim()] : [])) : [];
}

/**
 * Stream records: the parent of each type is bunny.net's record (codegen `mappers`; a library's keys already split
 * off); each field reads its property only when selected, and each link calls bunny.net only when selected.
 */
export const streamTypeResolvers: Resolvers = {
  VideoLibrary: {
    id: (library) => toGlobalId(VIDEO_LIBRARY_TYPE, library.Id),
    videoLibraryId: prop('Id'),
    name: prop('Name'),
    videoCount: prop('VideoCount'),
    trafficUsage: prop('TrafficUsage'),
    storageUsage: prop('StorageUsage'),
    dateCreated: (library) => upstreamDateTime(library.DateCreated),
    dateModified: (library) => upstreamDateTime(library.DateModified),
    replicationRegions: (library) => withoutNulls(library.ReplicationRegions) ?? [],
    pullZoneId: prop('PullZoneId'),
    storageZoneId: prop('StorageZoneId'),
    allowedReferrers: (library) => withoutNulls(library.AllowedReferrers) ?? [],
    blockedReferrers: (library) => withoutNulls(library.BlockedReferrers) ?? [],
    blockNoneReferrer: prop('BlockNoneReferrer'),
    enabledResolutions: (library) => commaList(library.EnabledResolutions),
    playerTokenAuthenticationEnabled: prop('PlayerTokenAuthenticationEnabled'),
    videos: (library, args, { scope: { stream } }) => {
      const request = validate.videos(library.Id, args);
      return videoPage(stream, libraryId(library), request);
    },
    statistics: (library, args, { scope: { stream } }) => {
      const query = validate.statistics(args);
      return stream.getStatistics(libraryId(library), query);
    },
  },
  Video: {
    id: (video) => toGlobalId(VIDEO_TYPE, videoLocalId(video.videoLibraryId, video.guid)),
    videoId: prop('guid'),
    libraryId: prop('videoLibraryId'),
    dateUploaded: (video) => upstreamDateTime(video.dateUploaded),
    status: (video) => videoStatuses.fromUpstream(video.status),
    availableResolutions: (video) => commaList(video.availableResolutions),
    captions: (video) => withoutNulls(video.captions) ?? [],
    chapters: (video) => withoutNulls(video.chapters) ?? [],
    library: (video, _, { scope: { stream } }) => stream.loadVideoLibrary(video.videoLibraryId),
  },
  VideoStatistics: statisticsOf,
  BlockedReferrerRemoval: {
    videoLibrary: (removal, _, { scope: { stream } }) => stream.loadVideoLibrary(removal.videoLibraryId),
  },
  VideoThumbnailUpdate: {
    video: (update, _, { scope: { stream } }) => stream.loadVideo(update.libraryId, update.videoId),
  },
};
