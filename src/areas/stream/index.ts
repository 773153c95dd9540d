import { defineArea, sdl } from '../shared/area.js';
import { streamLiveResolvers } from './liveResolvers.js';
import { StreamClient } from './client.js';
import { streamCoverage } from './coverage.js';
import { streamGraphiqlTab, streamGraphiqlIds } from './graphiqlTab.js';
import { videoCollectionNode, videoLibraryNode, videoNode } from './node.js';
import { streamResolvers } from './resolvers.js';
import { tusCoverage, tusResolvers } from './tus/index.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly stream: StreamClient;
  }
}

const up = (type: string) => `upstreamTypes.ts#${type}`;
const payload = (type: string) => `payloads/types.ts#${type}`;
const record = (type: string) => `records.ts#${type}`;

/** Stream: video libraries (core API), their videos, collections, files and statistics (the video host). */
export const streamArea = defineArea({
  name: 'stream',
  typeDefs: [
    sdl('stream.graphql'),
    sdl('streamLive.graphql'),
    sdl('streamLinks.graphql'),
    sdl('streamLibraryWrites.graphql'),
    sdl('streamVideoWrites.graphql'),
    sdl('streamTus.graphql'),
  ],
  resolvers: [...streamResolvers, streamLiveResolvers, tusResolvers],
  nodes: [videoLibraryNode, videoNode, videoCollectionNode],
  mappers: {
    VideoLibrary: up('KnownVideoLibrary'),
    VideoLibraryFairPlayDrm: up('UpstreamAppleFairPlayDrm'),
    VideoLibraryWidevineDrm: up('UpstreamGoogleWidevineDrm'),
    VideoLibraryLanguage: record('KnownLanguage'),
    TranscribingStatistics: up('UpstreamTranscribingStatistics'),
    DrmStatistics: up('UpstreamDrmStatistics'),
    Video: up('KnownVideo'),
    VideoCaption: record('CaptionOfVideo'),
    VideoChapter: up('UpstreamChapter'),
    VideoMoment: up('UpstreamMoment'),
    VideoMetaTag: up('UpstreamMetaTag'),
    VideoTranscodingMessage: up('UpstreamTranscodingMessage'),
    VideoSmartGenerateFeatures: up('UpstreamSmartGenerateFeatures'),
    VideoStatistics: up('UpstreamVideoStatistics'),
    VideoCollection: up('KnownCollection'),
    VideoResolutions: up('UpstreamVideoResolutions'),
    VideoResolutionPath: up('UpstreamResolutionReference'),
    VideoStorageObject: up('UpstreamStorageObject'),
    VideoStorage: up('UpstreamVideoStorage'),
    VideoRenditionSize: record('RenditionSize'),
    VideoPlayData: record('PlayDataOfLibrary'),
    VideoOEmbed: up('UpstreamOEmbed'),
    CaptionValidation: up('UpstreamCaptionValidation'),
    AddVideoLibraryAllowedReferrerPayload: payload('ReferrerChangeResult'),
    RemoveVideoLibraryAllowedReferrerPayload: payload('ReferrerChangeResult'),
    AddVideoLibraryBlockedReferrerPayload: payload('ReferrerChangeResult'),
    RemoveVideoLibraryBlockedReferrerPayload: payload('ReferrerChangeResult'),
    SetVideoLibraryImagePayload: payload('LibraryImageChangeResult'),
    RemoveVideoLibraryImagePayload: payload('LibraryImageChangeResult'),
    ResetVideoLibraryApiKeyPayload: payload('ApiKeyResetResult'),
    CreateVideoLibraryPayload: payload('LibraryRecordResult'),
    UpdateVideoLibraryPayload: payload('LibraryRecordResult'),
    DeleteVideoLibraryPayload: payload('LibraryDeletionResult'),
    SetVideoThumbnailPayload: payload('VideoThumbnailUpdateResult'),
    UpdateVideoPayload: payload('VideoChangeResult'),
    UploadVideoPayload: payload('VideoChangeResult'),
    TranscribeVideoPayload: payload('VideoChangeResult'),
    TriggerVideoSmartActionsPayload: payload('VideoChangeResult'),
    CleanUpVideoResolutionsPayload: payload('VideoChangeResult'),
    CreateVideoPayload: payload('VideoRecordResult'),
    ReencodeVideoPayload: payload('VideoRecordResult'),
    AddVideoOutputCodecPayload: payload('VideoRecordResult'),
    RepackageVideoPayload: payload('VideoRecordResult'),
    DeleteVideoPayload: payload('VideoDeletionResult'),
    FetchVideoPayload: payload('VideoFetchResult'),
    AddVideoCaptionPayload: payload('CaptionAdditionResult'),
    RemoveVideoCaptionPayload: payload('CaptionDeletionResult'),
    CreateVideoCollectionPayload: payload('CollectionRecordResult'),
    UpdateVideoCollectionPayload: payload('CollectionChangeResult'),
    DeleteVideoCollectionPayload: payload('CollectionChangeResult'),
  },
  coverage: streamCoverage,
  outsideDocuments: tusCoverage,
  graphiql: {
    query: streamGraphiqlTab,
    ids: streamGraphiqlIds,
    placeholders: { videoLibraryId: 0, videoId: 'video id' },
  },
  client: (session, credentials) => new StreamClient(session, credentials),
});
