import type { Resolvers, VideoResolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { captionLocalId, videoLocalId } from '../ids.js';
import { commaList } from '../lists.js';
import { heatmapPoints } from './heatmap.js';
import { statisticsOf } from './statistics.js';
import { streamEnums } from '../streamEnums.js';
import { VIDEO_CAPTION_TYPE, VIDEO_TYPE } from '../typeNames.js';
import type { KnownVideo } from '../upstreamTypes.js';
import { validate } from '../validation.js';

const ids = recordIdsOf('stream');

/** The library and GUID of a video record, checked before its links call with them (recordIds.ts). */
function refOf(video: KnownVideo): { libraryId: number; videoId: string } {
  return {
    libraryId: ids.id('the video library id', video.videoLibraryId),
    videoId: ids.segment('the video id', video.guid),
  };
}

/** A `Video`'s own fields: its record's properties, enums by name, lists without nulls. */
const videoFields: VideoResolvers = {
  id: (video) => toGlobalId(VIDEO_TYPE, videoLocalId(video.videoLibraryId, video.guid)),
  videoId: prop('guid'),
  videoLibraryId: prop('videoLibraryId'),
  dateUploaded: (video) => upstreamDateTime(video.dateUploaded),
  status: (video) => streamEnums.videoStatus.fromUpstream(video.status),
  availableResolutions: (video) => commaList(video.availableResolutions),
  outputCodecs: (video) => commaList(video.outputCodecs),
  hasMp4Fallback: prop('hasMP4Fallback'),
  captions: (video) =>
    (withoutNulls(video.captions) ?? []).map((caption) => ({
      ...caption,
      libraryId: video.videoLibraryId,
      videoId: video.guid,
    })),
  chapters: (video) => withoutNulls(video.chapters) ?? [],
  moments: (video) => withoutNulls(video.moments) ?? [],
  metaTags: (video) => withoutNulls(video.metaTags) ?? [],
  transcodingMessages: (video) => withoutNulls(video.transcodingMessages) ?? [],
  smartGenerateStatus: (video) => streamEnums.smartStatus.fromUpstream(video.smartGenerateStatus),
};

/** A `Video`'s links: each calls bunny.net only when selected, with the library's read-only key. */
const videoLinks: VideoResolvers = {
  library: (video, _, { scope: { stream } }) => stream.libraries.load(video.videoLibraryId),
  collection: (video, _, { scope: { stream } }) => {
    if (typeof video.collectionId !== 'string' || video.collectionId === '') return null;
    const collectionId = ids.segment('the collection id', video.collectionId);
    return stream.collections.get(refOf(video).libraryId, collectionId, false);
  },
  resolutions: (video, _, { scope: { stream } }) => {
    const { libraryId, videoId } = refOf(video);
    return stream.details.resolutions(libraryId, videoId);
  },
  storage: (video, _, { scope: { stream } }) => {
    const { libraryId, videoId } = refOf(video);
    return stream.details.storage(libraryId, videoId);
  },
  heatmap: async (video, _, { scope: { stream } }) => {
    const { libraryId, videoId } = refOf(video);
    return heatmapPoints(await stream.details.heatmap(libraryId, videoId));
  },
  playData: async (video, args, { scope: { stream } }) => {
    const token = validate.playData(args);
    const { libraryId, videoId } = refOf(video);
    return { ...(await stream.details.play(libraryId, videoId, false, token)), libraryId };
  },
  heatmapPlayData: async (video, args, { scope: { stream } }) => {
    const token = validate.playData(args);
    const { libraryId, videoId } = refOf(video);
    return { ...(await stream.details.play(libraryId, videoId, true, token)), libraryId };
  },
};

export const videoResolvers: Resolvers = {
  Video: { ...videoFields, ...videoLinks },
  VideoCaption: {
    id: (caption) =>
      toGlobalId(VIDEO_CAPTION_TYPE, captionLocalId(caption.libraryId, caption.videoId, caption.srclang ?? '')),
  },
  VideoTranscodingMessage: {
    timeStamp: (message) => upstreamDateTime(message.timeStamp),
    level: (message) => streamEnums.severity.fromUpstream(message.level),
    issueCode: (message) => streamEnums.issue.fromUpstream(message.issueCode),
  },
  VideoSmartGenerateFeatures: {
    title: (features) => streamEnums.smartStatus.fromUpstream(features.title),
    description: (features) => streamEnums.smartStatus.fromUpstream(features.description),
    chapters: (features) => streamEnums.smartStatus.fromUpstream(features.chapters),
    moments: (features) => streamEnums.smartStatus.fromUpstream(features.moments),
  },
  VideoStatistics: statisticsOf,
};
