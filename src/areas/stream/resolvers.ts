import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { ThumbnailSource } from './client.js';
import { thumbnailStream } from './thumbnailBody.js';
import { validate } from './validation.js';

export const streamResolvers: Resolvers = {
  Mutation: {
    removeBlockedReferrer: async (_, args, { stream }) => {
      validate.removeBlockedReferrer(args);
      await stream.removeBlockedReferrer(args.videoLibraryId, args.hostname);
      return { videoLibraryId: args.videoLibraryId, hostname: args.hostname, success: true };
    },

    setVideoThumbnail: async (_, args, { stream, config, uploads }) => {
      const thumbnail = validate.setVideoThumbnail(args, uploads);
      const source: ThumbnailSource =
        thumbnail.kind === 'file'
          ? { kind: 'file', body: thumbnailStream(thumbnail.upload, config.limits.maxUploadBytes) }
          : thumbnail;
      const { libraryId, videoId } = args;
      const status = await stream.setThumbnail(libraryId, videoId, source);
      return { libraryId, videoId, message: status?.message ?? null, success: true };
    },
  },
};
