import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../../request/scope.js';
import { toGlobalId } from '../../shared/globalId.js';
import { captionLocalId, collectionLocalId, videoLocalId } from '../ids.js';
import { VIDEO_CAPTION_TYPE, VIDEO_COLLECTION_TYPE, VIDEO_LIBRARY_TYPE, VIDEO_TYPE } from '../typeNames.js';

/**
 * The links of Stream's mutation payloads: the changed record, read from bunny.net only when selected (after the
 * write, which made the request forget what it had read), and the global id a deletion removed.
 */

type Context = { scope: RequestScope };

const libraryNow = (payload: { videoLibraryId: number }, _: unknown, { scope }: Context) =>
  scope.stream.libraries.load(payload.videoLibraryId);
const videoNow = (payload: { videoLibraryId: number; videoId: string }, _: unknown, { scope }: Context) =>
  scope.stream.videos.get(payload.videoLibraryId, payload.videoId);
const videoChange = { video: videoNow };

export const payloadResolvers: Resolvers = {
  AddVideoLibraryAllowedReferrerPayload: { videoLibrary: libraryNow },
  RemoveVideoLibraryAllowedReferrerPayload: { videoLibrary: libraryNow },
  AddVideoLibraryBlockedReferrerPayload: { videoLibrary: libraryNow },
  RemoveVideoLibraryBlockedReferrerPayload: { videoLibrary: libraryNow },
  SetVideoLibraryImagePayload: { videoLibrary: libraryNow },
  RemoveVideoLibraryImagePayload: { videoLibrary: libraryNow },
  ResetVideoLibraryApiKeyPayload: { videoLibrary: libraryNow },
  DeleteVideoLibraryPayload: {
    deletedVideoLibraryId: (deletion) => toGlobalId(VIDEO_LIBRARY_TYPE, deletion.videoLibraryId),
  },
  SetVideoThumbnailPayload: videoChange,
  UpdateVideoPayload: videoChange,
  UploadVideoPayload: videoChange,
  TranscribeVideoPayload: videoChange,
  TriggerVideoSmartActionsPayload: videoChange,
  CleanUpVideoResolutionsPayload: videoChange,
  AddVideoCaptionPayload: videoChange,
  RemoveVideoCaptionPayload: {
    deletedVideoCaptionId: (deletion) =>
      toGlobalId(VIDEO_CAPTION_TYPE, captionLocalId(deletion.videoLibraryId, deletion.videoId, deletion.srclang)),
    video: videoNow,
  },
  DeleteVideoPayload: {
    deletedVideoId: (deletion) => toGlobalId(VIDEO_TYPE, videoLocalId(deletion.videoLibraryId, deletion.videoId)),
    videoLibrary: libraryNow,
  },
  FetchVideoPayload: { videoLibrary: libraryNow },
  UpdateVideoCollectionPayload: {
    collection: (update, _, { scope: { stream } }) =>
      stream.collections.get(update.videoLibraryId, update.collectionId, false),
  },
  DeleteVideoCollectionPayload: {
    deletedVideoCollectionId: (deletion) =>
      toGlobalId(VIDEO_COLLECTION_TYPE, collectionLocalId(deletion.videoLibraryId, deletion.collectionId)),
    videoLibrary: libraryNow,
  },
};
