import type { OutsideDocuments } from '../shared/coverage.js';

/**
 * Edge Storage operations (https://docs.bunny.net/reference/storage-api): outside bunny.net's six published OpenAPI
 * documents, so listed by their reference page, with the fields that reach them (shared/coverage.ts).
 */
export const storageFilesCoverage: readonly OutsideDocuments[] = [
  {
    api: 'Edge Storage',
    method: 'GET',
    path: '/{storageZoneName}/{path}/',
    fields: ['StorageZone.files', 'StorageDirectory.files', 'UploadStorageFilePayload.storageFile'],
  },
  {
    api: 'Edge Storage',
    method: 'GET',
    path: '/{storageZoneName}/{path}/{fileName}',
    fields: ['StorageFile.downloadPath'],
  },
  {
    api: 'Edge Storage',
    method: 'PUT',
    path: '/{storageZoneName}/{path}/{fileName}',
    fields: ['Mutation.uploadStorageFile'],
  },
  {
    api: 'Edge Storage',
    method: 'DELETE',
    path: '/{storageZoneName}/{path}/{fileName}',
    fields: ['Mutation.deleteStorageFile'],
  },
  {
    api: 'Edge Storage',
    method: 'DELETE',
    path: '/{storageZoneName}/{path}/',
    fields: ['Mutation.deleteStorageDirectory'],
  },
];
