/**
 * This area's tab in GraphiQL: browse a Storage Zone's root and one directory deeper, page by page; then the writes
 * (GraphiQL cannot send a file: the tab points to the `curl` of an upload in docs/areas/storageFiles.md).
 */
export const storageFilesGraphiqlTab = `# Edge Storage: a Storage Zone's files, directories first, paged by the gateway;
# each file's downloadPath is a GET route of the gateway (Range works, so
# curl -C - resumes). GraphiQL cannot send a file: uploadStorageFile is a
# GraphQL multipart request, its curl in docs/areas/storageFiles.md.
query StorageZoneFiles($storageZoneId: SafeInt!) {
  storageZone(storageZoneId: $storageZoneId) {
    id name storageHostname
    files(path: "/", first: 10) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node {
        __typename id name path lastChanged
        ... on StorageFile { size contentType checksum downloadPath }
        ... on StorageDirectory { files(first: 1) { totalCount } }
      } }
    }
  }
}

mutation DeleteStorageFile($storageZoneId: SafeInt!) {
  deleteStorageFile(input: { storageZoneId: $storageZoneId, path: "/notes/hello.txt", clientMutationId: "tab" }) {
    deletedStorageFileId
    clientMutationId
  }
}`;

/** Lists the Storage Zones whose ids the tab's variables need, for a real account (graphiql/firstRun.ts). */
export const storageFilesGraphiqlIds = `query StorageZoneIds {
  storageZones(first: 20) { edges { node { storageZoneId name storageHostname } } }
}`;
