import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { echoed } from '../../shared/mutationPayload.js';
import { validate } from '../validation.js';

/** The collection writes of the video host, each one call with the library's full key. */
export const collectionMutations: MutationResolvers = {
  createVideoCollection: async (_, { input }, { scope: { stream } }) => {
    validate.createVideoCollection(input);
    const { videoLibraryId } = input;
    const collection = await stream.collections.create(videoLibraryId, input.name);
    return { videoLibraryId, collectionId: collection?.guid ?? null, collection, ...echoed(input) };
  },

  updateVideoCollection: async (_, { input }, { scope: { stream } }) => {
    validate.updateVideoCollection(input);
    const { videoLibraryId, collectionId } = input;
    await stream.collections.update(videoLibraryId, collectionId, input.name);
    return { videoLibraryId, collectionId, ...echoed(input) };
  },

  deleteVideoCollection: async (_, { input }, { scope: { stream } }) => {
    validate.deleteVideoCollection(input);
    const { videoLibraryId, collectionId } = input;
    await stream.collections.delete(videoLibraryId, collectionId);
    return { videoLibraryId, collectionId, ...echoed(input) };
  },
};
