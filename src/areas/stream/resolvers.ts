import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection, wholeConnection } from '../shared/paging/index.js';
import { libraryMutations } from './libraries/mutations.js';
import { libraryResolvers } from './libraries/mappers.js';
import { linkResolvers } from './links/mappers.js';
import { videoPage } from './links/pages.js';
import { payloadResolvers } from './payloads/mappers.js';
import type { KnownLanguage } from './records.js';
import { validate } from './validation.js';
import { videoMutations } from './videos/mutations.js';
import { videoResolvers } from './videos/mappers.js';

/** Stream's root fields: each checks its arguments, then makes one call of the request's client. */
const queries: Resolvers = {
  Query: {
    videoLibraries: (_, args, { scope: { stream } }) =>
      pagedConnection(validate.videoLibraries(args), stream.libraries.list(args.search ?? undefined), (l) => l),

    videoLibrary: async (_, args, { scope: { stream } }) => {
      validate.videoLibrary(args);
      return stream.libraries.load(args.videoLibraryId);
    },

    videoLibraryLanguages: async (_, args, { scope: { stream } }) => {
      const request = validate.videoLibraryLanguages(args);
      const languages = await stream.libraries.languages();
      return wholeConnection(request, languages, (language) =>
        typeof language?.ShortCode === 'string' ? (language as KnownLanguage) : null,
      );
    },

    videos: async (_, args, { scope: { stream } }) => videoPage(stream, args.videoLibraryId, validate.rootVideos(args)),

    video: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      return stream.videos.get(args.videoLibraryId, args.videoId);
    },

    videoCollection: async (_, args, { scope: { stream } }) => {
      validate.videoCollection(args);
      return stream.collections.get(args.videoLibraryId, args.collectionId, args.includeThumbnails ?? false);
    },

    videoOEmbed: async (_, args, { scope: { stream } }) => stream.details.oEmbed(validate.videoOEmbed(args)),
  },
};

/** Every resolver map of Stream: root fields, mutations, and each type's fields and links. */
export const streamResolvers: readonly Resolvers[] = [
  queries,
  libraryMutations,
  videoMutations,
  libraryResolvers,
  videoResolvers,
  linkResolvers,
  payloadResolvers,
];
