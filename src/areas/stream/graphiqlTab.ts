/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields with the sandbox's ids as variables. */
export const streamGraphiqlTab = `# Stream: set a thumbnail from a URL (the gateway finds the library key for you).
# An image file is the file part of a GraphQL multipart request for \`thumbnail\` (GraphiQL cannot send one; the
# README has a curl line); the gateway streams it to bunny.net as it arrives.
mutation Thumbnail($libraryId: SafeInt!, $videoId: ID!) {
  setVideoThumbnail(libraryId: $libraryId, videoId: $videoId, thumbnailUrl: "https://images.example.com/cover.jpg") { success message }
}`;
