import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection } from '../shared/paging/index.js';
import type { ThumbnailSource } from './client.js';
import { streamTypeResolvers } from './mappers.js';
import { thumbnailStream } from './thumbnailBody.js';
import { validate } from './validation.js';
import { videoPage } from './videoPage.js';

export const streamResolvers: Resolvers = {
  Query: {
    videoLibraries: (_, args, { scope: { stream } }) =>
      pagedConnection(
        validate.videoLibraries(args),
        stream.videoLibraryList(args.search ?? undefined),
        (library) => library,
      ),

    videoLibrary: async (_, args, { scope: { stream } }) => {
      validate.videoLibrary(args);
      return stream.loadVideoLibrary(args.videoLibraryId);
    },

    videos: async (_, args, { scope: { stream } }) => videoPage(stream, args.libraryId, validate.rootVideos(args)),

    video: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      return stream.loadVideo(args.libraryId, args.videoId);
    },
  },

  Mutation: {
    removeBlockedReferrer: async (_, args, { scope: { stream } }) => {
      validate.removeBlockedReferrer(args);
      await stream.removeBlockedReferrer(args.videoLibraryId, args.hostname);
      return { videoLibraryId: args.videoLibraryId, hostname: args.hostname, success: true };
    },

    setVideoThumbnail: async (_, args, { scope: { stream, config, uploads } }) => {
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

  ...streamTypeResolvers,
};
