import { defineArea, sdl } from '../shared/area.js';
import { StorageFilesClient } from './client.js';
import { storageFilesCoverage } from './coverage.js';
import { storageFileDownload } from './download.js';
import { storageFilesGraphiqlIds, storageFilesGraphiqlTab } from './graphiqlTab.js';
import { storageDirectoryNode, storageFileNode } from './node.js';
import { storageFilesResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly storageFiles: StorageFilesClient;
  }
}

/**
 * Edge Storage: the files of a Storage Zone (browse, upload, download, delete), on the zone's storage host with the
 * zone's own password, which the gateway reads with the caller's account key for each request.
 */
export const storageFilesArea = defineArea({
  name: 'storageFiles',
  typeDefs: [sdl('storageFiles.graphql')],
  resolvers: [storageFilesResolvers],
  nodes: [storageFileNode, storageDirectoryNode],
  mappers: {
    StorageObject: 'upstreamTypes.ts#KnownStorageObject',
    StorageFile: 'upstreamTypes.ts#KnownStorageObject',
    StorageDirectory: 'upstreamTypes.ts#KnownStorageObject',
    UploadStorageFilePayload: 'payloads.ts#StorageFileUploadResult',
  },
  outsideDocuments: storageFilesCoverage,
  downloads: [storageFileDownload],
  graphiql: { query: storageFilesGraphiqlTab, ids: storageFilesGraphiqlIds, placeholders: { storageZoneId: 0 } },
  client: (session, credentials) => new StorageFilesClient(session, credentials),
});
