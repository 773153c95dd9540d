import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { ReferrerChange } from './libraryClient.js';
import { createLibraryBody, updateLibraryBody } from './libraryInput.js';
import { cappedUpload } from './uploadBody.js';
import { validate } from './validation.js';

/** bunny.net's limit of a live stream's thumbnail and watermark (core-api.json: "max 10 MB"). */
const LIVE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

type ReferrerMutation = NonNullable<NonNullable<Resolvers['Mutation']>['addAllowedReferrer']>;

function referrer(change: ReferrerChange): ReferrerMutation {
  return async (_, args, { scope: { stream } }) => {
    validate.referrer(args);
    await stream.library.changeReferrer(args.videoLibraryId, change, args.hostname);
    return { videoLibraryId: args.videoLibraryId, hostname: args.hostname, success: true };
  };
}

/** The video library writes of the core API: each checks its arguments, then makes one call. */
export const libraryMutations: Resolvers = {
  Mutation: {
    createVideoLibrary: async (_, args, { scope: { stream } }) => {
      validate.createVideoLibrary(args);
      const videoLibrary = await stream.library.create(createLibraryBody(args.input));
      return { videoLibraryId: videoLibrary?.Id ?? null, videoLibrary };
    },

    updateVideoLibrary: async (_, args, { scope: { stream } }) => {
      validate.updateVideoLibrary(args);
      const videoLibrary = await stream.library.update(args.videoLibraryId, updateLibraryBody(args.input));
      return { videoLibraryId: args.videoLibraryId, videoLibrary };
    },

    deleteVideoLibrary: async (_, args, { scope: { stream } }) => {
      validate.deleteVideoLibrary(args);
      await stream.library.delete(args.videoLibraryId);
      return { videoLibraryId: args.videoLibraryId, success: true };
    },

    addAllowedReferrer: referrer('addAllowed'),
    removeAllowedReferrer: referrer('removeAllowed'),
    addBlockedReferrer: referrer('addBlocked'),
    removeBlockedReferrer: referrer('removeBlocked'),

    setVideoLibraryImage: async (_, args, { scope: { stream, config, uploads } }) => {
      const upload = validate.setVideoLibraryImage(args, uploads);
      const { maxUploadBytes } = config.limits;
      const max = args.image === 'WATERMARK' ? maxUploadBytes : Math.min(maxUploadBytes, LIVE_IMAGE_MAX_BYTES);
      await stream.library.setImage(args.videoLibraryId, args.image, cappedUpload(upload, max, 'file'));
      return { videoLibraryId: args.videoLibraryId, image: args.image, success: true };
    },

    deleteVideoLibraryImage: async (_, args, { scope: { stream } }) => {
      validate.library(args);
      await stream.library.deleteImage(args.videoLibraryId, args.image);
      return { videoLibraryId: args.videoLibraryId, image: args.image, success: true };
    },

    resetVideoLibraryApiKey: async (_, args, { scope: { stream } }) => {
      validate.library(args);
      await stream.library.resetKey(args.videoLibraryId, args.key);
      return { videoLibraryId: args.videoLibraryId, key: args.key, success: true };
    },
  },
};
