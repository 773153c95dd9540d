import { defineArea, sdl } from '../shared/area.js';
import { StreamClient } from './client.js';
import { streamCoverage } from './coverage.js';
import { streamGraphiqlTab } from './graphiqlTab.js';
import { videoLibraryNode, videoNode } from './node.js';
import { streamResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly stream: StreamClient;
  }
}

/** Stream: video libraries, their videos and statistics. */
export const streamArea = defineArea({
  name: 'stream',
  typeDefs: [sdl('stream.graphql')],
  resolvers: [streamResolvers],
  nodes: [videoLibraryNode, videoNode],
  mappers: {
    VideoLibrary: 'upstreamTypes.ts#KnownVideoLibrary',
    Video: 'upstreamTypes.ts#KnownVideo',
    VideoCaption: 'upstreamTypes.ts#UpstreamCaption',
    VideoChapter: 'upstreamTypes.ts#UpstreamChapter',
    VideoStatistics: 'upstreamTypes.ts#UpstreamVideoStatistics',
    BlockedReferrerRemoval: 'payloads.ts#BlockedReferrerRemovalResult',
    VideoThumbnailUpdate: 'payloads.ts#VideoThumbnailUpdateResult',
  },
  coverage: streamCoverage,
  graphiql: { query: streamGraphiqlTab, placeholders: { libraryId: 0, videoId: 'video id' } },
  client: (session, credentials) => new StreamClient(session, credentials),
});
