import type { MutationCreateVideoTusUploadArgs } from '../../../__generated__/resolvers-types.js';
import { check, intBetween, optionalId } from '../checks.js';
import type { UpstreamCreateVideo } from '../upstreamTypes.js';

/** One hour: long enough to start a large upload and resume it after a short cut, short enough to be worth little. */
export const DEFAULT_TUS_EXPIRY_SECONDS = 3_600;
const MIN_TUS_EXPIRY_SECONDS = 60;
/** One day: a signature is a bearer credential for one video's upload, so it is never open-ended. */
const MAX_TUS_EXPIRY_SECONDS = 86_400;
const INT32_MAX = 2_147_483_647;
/** A MIME type as TUS metadata carries it: printable ASCII, no spaces (`video/mp4`, `video/x-matroska`). */
const FILETYPE = /^[\x21-\x7e]{1,255}$/;

/** What createVideoTusUpload asked for, checked: the video to create, its metadata and the signature's lifetime. */
export interface TusUploadRequest {
  readonly videoLibraryId: number;
  readonly video: UpstreamCreateVideo;
  readonly filetype: string | null;
  readonly expiresInSeconds: number;
}

/** Checks every field before any call; each refusal names `input.<field>`. */
export function validateTusUpload(args: MutationCreateVideoTusUploadArgs): TusUploadRequest {
  const { input } = args;
  check.positiveId('input.videoLibraryId', input.videoLibraryId);
  check.requiredText('input.title', input.title, 1, 255);
  optionalId('input.collectionId', input.collectionId);
  intBetween('input.thumbnailTime', input.thumbnailTime, 0, INT32_MAX);
  intBetween('input.expiresInSeconds', input.expiresInSeconds, MIN_TUS_EXPIRY_SECONDS, MAX_TUS_EXPIRY_SECONDS);
  if (input.filetype != null && !FILETYPE.test(input.filetype))
    throw check.refusal('input.filetype', 'input.filetype must be a MIME type such as "video/mp4" (printable ASCII).');
  return {
    videoLibraryId: input.videoLibraryId,
    video: {
      title: input.title,
      collectionId: input.collectionId ?? null,
      thumbnailTime: input.thumbnailTime ?? null,
    },
    filetype: input.filetype ?? null,
    expiresInSeconds: input.expiresInSeconds ?? DEFAULT_TUS_EXPIRY_SECONDS,
  };
}
