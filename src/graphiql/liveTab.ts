import type { GraphiqlTab } from '../areas/shared/area.js';

/**
 * GraphiQL's Live tab (docs/live.md): subscriptions, each run over Server-Sent Events like any other operation
 * (options.ts sets the protocol), one polled and one from Stream's webhooks. It belongs to no area: it shows the
 * Subscription root, which every area with something to watch extends.
 */
export const liveGraphiqlTab: GraphiqlTab = {
  query: `# Live: subscriptions over Server-Sent Events. Run one and the stream stays
# open: the first event is the record as it is now, then one event per change.
# ContainerAppLive is polled (one poll per key and app, for every tab and every
# replica); on npm run dev, redeploy the app (ContainerApps tab) and watch its
# regions roll out. VideoLive comes from Stream's signed webhooks: upload a
# video to the library and watch it encode. Stop a stream with the Stop button.
subscription ContainerAppLive($appId: ID!) {
  containerAppStatusChanged(appId: $appId) {
    id name status
    regionSettings { allowedRegionIds requiredRegionIds }
    configuration { instances { podId nodeIpAddress } }
  }
}

subscription VideoLive($videoLibraryId: SafeInt!, $videoId: ID) {
  videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) { id title status }
}`,
  placeholders: { appId: 'app id', videoLibraryId: 0, videoId: 'video id' },
  ids: `query LiveIds {
  containerApps(first: 10) { edges { node { id name status } } }
  videoLibraries(first: 10) { edges { node { videoLibraryId name videos(first: 3) { edges { node { videoId title } } } } } }
}`,
};
