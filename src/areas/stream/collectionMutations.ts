import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { validate } from './validation.js';

/** The collection writes of the video host, each one call with the library's full key. */
export const collectionMutations: MutationResolvers = {
  createVideoCollection: async (_, args, { scope: { stream } }) => {
    validate.createVideoCollection(args);
    const collection = await stream.collections.create(args.libraryId, args.name);
    return { libraryId: args.libraryId, collectionId: collection?.guid ?? null, collection };
  },

  updateVideoCollection: async (_, args, { scope: { stream } }) => {
    validate.updateVideoCollection(args);
    await stream.collections.update(args.libraryId, args.collectionId, args.name);
    return { libraryId: args.libraryId, collectionId: args.collectionId, success: true };
  },

  deleteVideoCollection: async (_, args, { scope: { stream } }) => {
    validate.deleteVideoCollection(args);
    await stream.collections.delete(args.libraryId, args.collectionId);
    return { libraryId: args.libraryId, collectionId: args.collectionId, success: true };
  },
};
