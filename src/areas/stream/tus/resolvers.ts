import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { GatewayError } from '../../../errors/gatewayError.js';
import { echoed } from '../../shared/mutationPayload.js';
import { TUS_UPLOAD_PATH, tusSignature } from './signature.js';
import { validateTusUpload } from './validation.js';

/**
 * createVideoTusUpload: the video is created with the library's full key (as createVideo), then the upload of its file
 * is signed with the same key, which stays in this function: the payload carries the signature, never the key.
 */
export const tusResolvers: Resolvers = {
  Mutation: {
    createVideoTusUpload: async (_, args, { scope: { stream, config } }) => {
      const request = validateTusUpload(args);
      const libraryId = request.videoLibraryId;
      const video = await stream.videos.create(libraryId, request.video);
      if (video === null)
        throw new GatewayError(
          'bunny.net created the video but did not answer its id, so its upload cannot be signed.',
          {
            code: 'UPSTREAM_ERROR',
            service: 'stream',
          },
        );
      const { value: key } = await stream.libraries.auth(libraryId, 'write');
      const expirationTime = Math.floor(Date.now() / 1000) + request.expiresInSeconds;
      const signature = tusSignature(libraryId, key, expirationTime, video.guid);
      const metadata = [
        ...(request.filetype === null ? [] : [{ name: 'filetype', value: request.filetype }]),
        { name: 'title', value: request.video.title },
      ];
      return {
        ...echoed(args.input),
        videoLibraryId: libraryId,
        videoId: video.guid,
        video,
        tusUpload: {
          endpoint: `${config.upstream.video}${TUS_UPLOAD_PATH}`,
          headers: [
            { name: 'AuthorizationSignature', value: signature },
            { name: 'AuthorizationExpire', value: String(expirationTime) },
            { name: 'VideoId', value: video.guid },
            { name: 'LibraryId', value: String(libraryId) },
          ],
          metadata,
          signature,
          expirationTime,
          expiresAt: new Date(expirationTime * 1000),
        },
      };
    },
  },
};
