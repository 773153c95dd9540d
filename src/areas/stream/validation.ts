import type {
  MutationRemoveBlockedReferrerArgs,
  MutationSetVideoThumbnailArgs,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of Stream, one entry per GraphQL field. */
const check = validatorsFor('stream');

/** The thumbnail to set: the request's file, or a URL bunny.net fetches it from. */
export type ThumbnailArgument = { kind: 'file'; upload: StreamedUpload } | { kind: 'url'; url: string };

export const validate = {
  removeBlockedReferrer(args: MutationRemoveBlockedReferrerArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    check.hostname('hostname', args.hostname, { wildcard: true });
  },

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setVideoThumbnail(args: MutationSetVideoThumbnailArgs, uploads: StreamedUploads | undefined): ThumbnailArgument {
    check.positiveId('libraryId', args.libraryId);
    check.identifier('videoId', args.videoId);
    const { thumbnail, thumbnailUrl } = args;
    if ((thumbnail == null) === (thumbnailUrl == null)) {
      throw check.refusal(
        thumbnail == null ? 'thumbnail' : 'thumbnailUrl',
        'Send exactly one of thumbnail (a file) and thumbnailUrl.',
      );
    }
    if (thumbnailUrl != null) return { kind: 'url', url: check.httpUrl('thumbnailUrl', thumbnailUrl) };
    const upload = claimUpload(thumbnail, uploads);
    if (!upload)
      throw check.refusal(
        'thumbnail',
        'Send the thumbnail as the file part of a GraphQL multipart request, for one field only.',
      );
    return { kind: 'file', upload };
  },
};
