import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../request/scope.js';
import { type Connection, wholeConnection } from '../shared/paging/index.js';
import type { KnownStorageZone } from '../storageZones/upstreamTypes.js';
import { entriesOf } from './listing.js';
import { storageObjectTypeResolvers } from './mappers.js';
import { readEntry, storageObjectGlobalId } from './node.js';
import { spool } from './spool.js';
import type { KnownStorageObject } from './upstreamTypes.js';
import { type DirectoryPage, validate } from './validation.js';
import { zoneAccess } from './zoneAccess.js';

/** One page of a directory: the whole directory from the storage host, ordered and paged by the gateway. */
async function directoryConnection(
  scope: RequestScope,
  zone: KnownStorageZone,
  { segments, page }: DirectoryPage,
): Promise<Connection<KnownStorageObject>> {
  const records = await scope.storageFiles.list(zoneAccess(zone, scope.credentials), segments);
  return wholeConnection(page, entriesOf(records, zone.Id, segments), (entry) => entry);
}

export const storageFilesResolvers: Resolvers = {
  StorageZone: {
    files: (zone, args, { scope }) => directoryConnection(scope, zone, validate.files(zone.Id, args)),
  },

  StorageDirectory: {
    ...storageObjectTypeResolvers.StorageDirectory,
    files: async (directory, args, { scope }) => {
      const page = validate.directoryFiles(directory.storageZoneId, directory.segments, args);
      return directoryConnection(scope, await scope.storageZones.loadStorageZone(directory.storageZoneId), page);
    },
  },

  Mutation: {
    uploadStorageFile: async (_, { input }, { scope }) => {
      const { segments, upload, contentType } = validate.uploadStorageFile(input, scope.uploads);
      const record = await scope.storageZones.loadStorageZone(input.storageZoneId);
      const zone = zoneAccess(record, scope.credentials);
      const spooled = await spool(upload, scope.config.limits.maxUploadBytes, 'input.file');
      try {
        const { size, checksum } = spooled;
        await scope.storageFiles.upload(zone, segments, { stream: spooled.open(), size, checksum, contentType });
        return {
          storageZoneId: input.storageZoneId,
          zone: record,
          segments,
          checksum,
          size,
          clientMutationId: input.clientMutationId ?? null,
        };
      } finally {
        await spooled.discard();
      }
    },

    deleteStorageFile: async (_, { input }, { scope }) => {
      const segments = validate.deleteStorageFile(input);
      const zone = zoneAccess(await scope.storageZones.loadStorageZone(input.storageZoneId), scope.credentials);
      await scope.storageFiles.deleteFile(zone, segments);
      const deletedStorageFileId = storageObjectGlobalId(input.storageZoneId, segments, false);
      return { deletedStorageFileId, clientMutationId: input.clientMutationId ?? null };
    },

    deleteStorageDirectory: async (_, { input }, { scope }) => {
      const segments = validate.deleteStorageDirectory(input);
      const zone = zoneAccess(await scope.storageZones.loadStorageZone(input.storageZoneId), scope.credentials);
      await scope.storageFiles.deleteDirectory(zone, segments);
      const deletedStorageDirectoryId = storageObjectGlobalId(input.storageZoneId, segments, true);
      return { deletedStorageDirectoryId, clientMutationId: input.clientMutationId ?? null };
    },
  },

  UploadStorageFilePayload: {
    storageFile: (upload, _, { scope }) => readEntry(scope, upload.storageZoneId, upload.segments, false, upload.zone),
  },

  StorageObject: storageObjectTypeResolvers.StorageObject,
  StorageFile: storageObjectTypeResolvers.StorageFile,
};
