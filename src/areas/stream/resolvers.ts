import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { checkedIdentifier } from '../../upstream/route.js';
import { hostname, httpUrl } from '../shared/validate.js';
import type { ThumbnailSource } from './client.js';
import { claimUpload, type StreamedUpload } from '../../http/multipartUpload.js';
import { thumbnailStream } from './thumbnailBody.js';

export const streamResolvers: Resolvers = {
  Mutation: {
    removeBlockedReferrer: async (_, args, { stream }) => {
      await stream.removeBlockedReferrer(
        args.videoLibraryId,
        hostname('stream', 'hostname', args.hostname, { wildcard: true }),
      );
      return { videoLibraryId: args.videoLibraryId, hostname: args.hostname, success: true };
    },

    setVideoThumbnail: async (_, { libraryId, videoId, thumbnail, thumbnailUrl }, { stream, config, uploads }) => {
      checkedIdentifier('stream', 'videoId', videoId);
      if ((thumbnail == null) === (thumbnailUrl == null)) {
        throw badInput(
          'stream',
          thumbnail == null ? 'thumbnail' : 'thumbnailUrl',
          'Send exactly one of thumbnail (a file) and thumbnailUrl.',
        );
      }
      const source: ThumbnailSource =
        thumbnail != null
          ? { kind: 'file', body: thumbnailStream(uploadedThumbnail(thumbnail, uploads), config.limits.maxUploadBytes) }
          : { kind: 'url', url: httpUrl('stream', 'thumbnailUrl', thumbnailUrl ?? '') };
      const status = await stream.setThumbnail(libraryId, videoId, source);
      return { libraryId, videoId, message: status?.message ?? null, success: true };
    },
  },
};

/** The file part `thumbnail` stands for; a value sent any other way (a JSON string or object) is refused. */
function uploadedThumbnail(thumbnail: unknown, uploads: Map<string, StreamedUpload> | undefined): StreamedUpload {
  const upload = claimUpload(thumbnail, uploads);
  if (!upload)
    throw badInput(
      'stream',
      'thumbnail',
      'Send the thumbnail as the file part of a GraphQL multipart request, for one field only.',
    );
  return upload;
}
