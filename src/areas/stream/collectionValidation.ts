import type {
  MutationCreateVideoCollectionArgs,
  MutationDeleteVideoCollectionArgs,
  MutationUpdateVideoCollectionArgs,
} from '../../__generated__/resolvers-types.js';
import { check } from './checks.js';

/** The checks of the collection writes, one entry per GraphQL field. */

function collection(args: MutationDeleteVideoCollectionArgs): void {
  check.positiveId('libraryId', args.libraryId);
  check.identifier('collectionId', args.collectionId);
}

export const collectionValidation = {
  createVideoCollection(args: MutationCreateVideoCollectionArgs): void {
    check.positiveId('libraryId', args.libraryId);
    check.requiredText('name', args.name, 1, 255);
  },

  updateVideoCollection(args: MutationUpdateVideoCollectionArgs): void {
    collection(args);
    check.requiredText('name', args.name, 1, 255);
  },

  deleteVideoCollection: collection,
};
