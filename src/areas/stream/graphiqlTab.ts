/** This area's tab in GraphiQL (src/graphiql.ts): a Stream dashboard with the sandbox's ids as variables. */
export const streamGraphiqlTab = `# Stream: the libraries, one library with its videos and views, one video with
# its library. Videos are read with each library's read-only key, which the
# gateway takes from the library record (send X-Library-Key to use yours).
query StreamDashboard($videoLibraryId: SafeInt!, $videoId: ID!) {
  videoLibraries(first: 10) { totalCount edges { node { id videoLibraryId name videoCount storageUsage } } }
  videoLibrary(videoLibraryId: $videoLibraryId) {
    id name blockedReferrers
    videos(first: 10) { totalCount pageInfo { hasNextPage endCursor } edges { node { id videoId title status length views } } }
    statistics(hourly: false) { views { at value } countryViews { country value } }
  }
  video(videoLibraryId: $videoLibraryId, videoId: $videoId) { id title status dateUploaded thumbnailUrl library { name } }
}

# Set a thumbnail from a URL (with the library's full key) and read the video
# back as it is now. An image file is the file part of a GraphQL multipart
# request for \`thumbnail\` (GraphiQL cannot send one; the docs/graph.md has a
# curl line); the gateway streams it to bunny.net as it arrives.
mutation Thumbnail($videoLibraryId: SafeInt!, $videoId: ID!) {
  setVideoThumbnail(input: { videoLibraryId: $videoLibraryId, videoId: $videoId, thumbnailUrl: "https://images.example.com/cover.jpg" }) {
    message video { id thumbnailUrl }
  }
}

# A video too large for uploadVideo: create it and sign its resumable (TUS)
# upload. A TUS client (tus-js-client, Uppy) sends the file to the endpoint
# with these headers and metadata, without ever holding the library's key.
mutation TusUpload($videoLibraryId: SafeInt!) {
  createVideoTusUpload(input: { videoLibraryId: $videoLibraryId, title: "Keynote 4K", filetype: "video/mp4" }) {
    videoId tusUpload { endpoint headers { name value } metadata { name value } expiresAt }
  }
}`;

/** Lists the records whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const streamGraphiqlIds = `query VideoLibraryIds {
  videoLibraries(first: 20) {
    edges { node { videoLibraryId name videos(first: 3) { edges { node { videoId title } } } } }
  }
}`;
