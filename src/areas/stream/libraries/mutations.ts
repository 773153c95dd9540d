import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { echoed } from '../../shared/mutationPayload.js';
import type { ReferrerChange } from './client.js';
import { createLibraryBody, updateLibraryBody } from './input.js';
import { cappedUpload } from '../videos/uploadBody.js';
import { validate } from '../validation.js';

/** bunny.net's limit of a live stream's thumbnail and watermark (core-api.json: "max 10 MB"). */
const LIVE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

type ReferrerMutation = NonNullable<NonNullable<Resolvers['Mutation']>['addVideoLibraryAllowedReferrer']>;

function referrer(change: ReferrerChange): ReferrerMutation {
  return async (_, { input }, { scope: { stream } }) => {
    validate.referrer(input);
    await stream.library.changeReferrer(input.videoLibraryId, change, input.hostname);
    return { videoLibraryId: input.videoLibraryId, hostname: input.hostname, ...echoed(input) };
  };
}

/** The video library writes of the core API: each checks its arguments, then makes one call. */
export const libraryMutations: Resolvers = {
  Mutation: {
    createVideoLibrary: async (_, { input }, { scope: { stream } }) => {
      validate.createVideoLibrary(input);
      const { clientMutationId: _echo, ...wanted } = input;
      const videoLibrary = await stream.library.create(createLibraryBody(wanted));
      return { videoLibraryId: videoLibrary?.Id ?? null, videoLibrary, ...echoed(input) };
    },

    updateVideoLibrary: async (_, { input }, { scope: { stream } }) => {
      validate.updateVideoLibrary(input);
      const videoLibrary = await stream.library.update(input.videoLibraryId, updateLibraryBody(input.videoLibrary));
      return { videoLibraryId: input.videoLibraryId, videoLibrary, ...echoed(input) };
    },

    deleteVideoLibrary: async (_, { input }, { scope: { stream } }) => {
      validate.deleteVideoLibrary(input);
      await stream.library.delete(input.videoLibraryId);
      return { videoLibraryId: input.videoLibraryId, ...echoed(input) };
    },

    addVideoLibraryAllowedReferrer: referrer('addAllowed'),
    removeVideoLibraryAllowedReferrer: referrer('removeAllowed'),
    addVideoLibraryBlockedReferrer: referrer('addBlocked'),
    removeVideoLibraryBlockedReferrer: referrer('removeBlocked'),

    setVideoLibraryImage: async (_, { input }, { scope: { stream, config, uploads } }) => {
      const upload = validate.setVideoLibraryImage(input, uploads);
      const { maxUploadBytes } = config.limits;
      const max = input.image === 'WATERMARK' ? maxUploadBytes : Math.min(maxUploadBytes, LIVE_IMAGE_MAX_BYTES);
      await stream.library.setImage(input.videoLibraryId, input.image, cappedUpload(upload, max, 'input.file'));
      return { videoLibraryId: input.videoLibraryId, image: input.image, ...echoed(input) };
    },

    removeVideoLibraryImage: async (_, { input }, { scope: { stream } }) => {
      validate.library(input);
      await stream.library.deleteImage(input.videoLibraryId, input.image);
      return { videoLibraryId: input.videoLibraryId, image: input.image, ...echoed(input) };
    },

    resetVideoLibraryApiKey: async (_, { input }, { scope: { stream } }) => {
      validate.library(input);
      await stream.library.resetKey(input.videoLibraryId, input.key);
      return { videoLibraryId: input.videoLibraryId, key: input.key, ...echoed(input) };
    },
  },
};
