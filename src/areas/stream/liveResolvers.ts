import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { LiveEvent } from '../../live/channel.js';
import type { GatewayContext } from '../../request/context.js';
import type { VideoStatusEvent } from '../../live/webhooks.js';
import { liveValue, startingWith } from '../shared/live.js';
import type { KnownVideo } from './upstreamTypes.js';
import { validate } from './validation.js';

/** The first event: the video as it was read before the stream opened. */
interface CurrentVideo {
  readonly current: KnownVideo;
}

/**
 * `videoStatusChanged`: Stream's webhooks (live/webhooks.ts). Before the stream opens, the library's read-only key
 * is read with the caller's key (which checks both), and with `videoId` the video itself, the first event; each
 * webhook then makes the subscriber read the video again with its own key.
 */
export const streamLiveResolvers: Resolvers = {
  Subscription: {
    videoStatusChanged: {
      subscribe: async (_, args, { scope }) => {
        validate.videoStatusChanged(args);
        const { videoLibraryId } = args;
        const videoId = args.videoId ?? undefined;
        const { stream } = scope.sibling();
        const readOnlyKey = await stream.libraries.readOnlyKey(videoLibraryId);
        const current = videoId === undefined ? undefined : await stream.videos.get(videoLibraryId, videoId);
        const channel = scope.live.webhooks.watch(scope.keyHash, videoLibraryId, videoId, readOnlyKey);
        return current === undefined ? channel : startingWith<CurrentVideo, VideoStatusEvent>({ current }, channel);
      },
      resolve: (event: CurrentVideo | LiveEvent<VideoStatusEvent>, _: unknown, { scope }: GatewayContext) => {
        if ('current' in event) return event.current;
        const { videoLibraryId, videoId } = liveValue(event, scope);
        return scope.stream.videos.get(videoLibraryId, videoId);
      },
    },
  },
};
