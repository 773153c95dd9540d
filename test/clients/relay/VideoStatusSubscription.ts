import { graphql } from 'relay-runtime';

/**
 * A video's encoding watched as a Relay app watches it: a subscription compiled by relay-compiler and run with
 * `requestSubscription`, its events normalized into the store under the video's global id.
 * relay-compiler reads this file (test/clients/support/relayCompiler.ts); it is never imported.
 */

export const videoStatusSubscription = graphql`
  subscription VideoStatusSubscription($videoLibraryId: SafeInt!, $videoId: ID) {
    videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId) {
      __typename
      id
      title
      status
    }
  }
`;
