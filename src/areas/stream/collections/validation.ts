import type {
  CreateVideoCollectionInput,
  DeleteVideoCollectionInput,
  UpdateVideoCollectionInput,
} from '../../../__generated__/resolvers-types.js';
import { check } from '../checks.js';

/** The checks of the collection writes, one entry per GraphQL field; paths from the mutation's `input`. */

function collection(input: DeleteVideoCollectionInput): void {
  check.positiveId('input.videoLibraryId', input.videoLibraryId);
  check.identifier('input.collectionId', input.collectionId);
}

export const collectionValidation = {
  createVideoCollection(input: CreateVideoCollectionInput): void {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
    check.requiredText('input.name', input.name, 1, 255);
  },

  updateVideoCollection(input: UpdateVideoCollectionInput): void {
    collection(input);
    check.requiredText('input.name', input.name, 1, 255);
  },

  deleteVideoCollection: collection,
};
