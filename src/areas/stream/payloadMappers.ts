import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../request/scope.js';
import { toGlobalId } from '../shared/globalId.js';
import { captionLocalId, collectionLocalId, videoLocalId } from './ids.js';
import { VIDEO_CAPTION_TYPE, VIDEO_COLLECTION_TYPE, VIDEO_LIBRARY_TYPE, VIDEO_TYPE } from './typeNames.js';

/**
 * The links of Stream's mutation payloads: the changed record, read from bunny.net only when selected (after the
 * write, which made the request forget what it had read), and the global id a deletion removed.
 */

type Context = { scope: RequestScope };

const libraryNow = (payload: { videoLibraryId: number }, _: unknown, { scope }: Context) =>
  scope.stream.libraries.load(payload.videoLibraryId);
const libraryOfVideoNow = (payload: { libraryId: number }, _: unknown, { scope }: Context) =>
  scope.stream.libraries.load(payload.libraryId);
const videoNow = (payload: { libraryId: number; videoId: string }, _: unknown, { scope }: Context) =>
  scope.stream.videos.get(payload.libraryId, payload.videoId);

export const payloadResolvers: Resolvers = {
  BlockedReferrerRemoval: { videoLibrary: libraryNow },
  VideoLibraryReferrerChange: { videoLibrary: libraryNow },
  VideoLibraryImageChange: { videoLibrary: libraryNow },
  VideoLibraryApiKeyReset: { videoLibrary: libraryNow },
  VideoLibraryDeletion: { deletedId: (deletion) => toGlobalId(VIDEO_LIBRARY_TYPE, deletion.videoLibraryId) },
  VideoThumbnailUpdate: { video: videoNow },
  VideoChange: { video: videoNow },
  VideoCaptionAddition: { video: videoNow },
  VideoCaptionDeletion: {
    deletedId: (deletion) =>
      toGlobalId(VIDEO_CAPTION_TYPE, captionLocalId(deletion.libraryId, deletion.videoId, deletion.srclang)),
    video: videoNow,
  },
  VideoDeletion: {
    deletedId: (deletion) => toGlobalId(VIDEO_TYPE, videoLocalId(deletion.libraryId, deletion.videoId)),
    videoLibrary: libraryOfVideoNow,
  },
  VideoFetch: { videoLibrary: libraryOfVideoNow },
  VideoCollectionUpdate: {
    collection: (update, _, { scope: { stream } }) =>
      stream.collections.get(update.libraryId, update.collectionId, false),
  },
  VideoCollectionDeletion: {
    deletedId: (deletion) =>
      toGlobalId(VIDEO_COLLECTION_TYPE, collectionLocalId(deletion.libraryId, deletion.collectionId)),
    videoLibrary: libraryOfVideoNow,
  },
};
