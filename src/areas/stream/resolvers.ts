import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { checkedIdentifier } from '../../upstream/route.js';
import { hostname, httpUrl } from '../shared/validate.js';
import type { ThumbnailSource } from './client.js';
import { thumbnailStream } from './thumbnailBody.js';

export const streamResolvers: Resolvers = {
  Mutation: {
    removeBlockedReferrer: async (_, args, { stream }) => {
      await stream.removeBlockedReferrer(args.videoLibraryId, hostname('stream', 'hostname', args.hostname, { wildcard: true }));
      return { videoLibraryId: args.videoLibraryId, hostname: args.hostname, success: true };
    },

    setVideoThumbnail: async (_, { libraryId, videoId, thumbnail, thumbnailUrl }, { stream, config }) => {
      checkedIdentifier('stream', 'videoId', videoId);
      if ((thumbnail == null) === (thumbnailUrl == null)) {
        throw badInput('stream', thumbnail == null ? 'thumbnail' : 'thumbnailUrl', 'Send exactly one of thumbnail (a file) and thumbnailUrl.');
      }
      const source: ThumbnailSource = thumbnail
        ? { kind: 'file', body: thumbnailStream(thumbnail, config.limits.maxUploadBytes) }
        : { kind: 'url', url: httpUrl('stream', 'thumbnailUrl', thumbnailUrl ?? '') };
      const status = await stream.setThumbnail(libraryId, videoId, source);
      return { libraryId, videoId, message: status?.message ?? null, success: true };
    },
  },
};
