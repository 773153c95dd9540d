import { ASSETS_STORAGE_ZONE_ID, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import type { FailingRoute } from '../../support/failingRoute.js';
import { link, mutation, type Row, uploadMutation } from './rows.js';

/** Edge Storage's fields (issue 37), on the storage host of the assets zone. */
const storageFilesRows = (): Row[] => {
  const storage = (method: string, path: RegExp): FailingRoute => ({ host: 'storage', method, path });
  const ZONE_FILES = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
  const ROOT = storage('GET', /^\/storage\.bunnycdn\.com\/acme-assets\/$/);
  const UPLOAD = `uploadStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/a.txt", file: $file })`;
  const beside = `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
  return [
    link('StorageZone.files', `{ ${ZONE_FILES} { id files { totalCount } } }`, ['storageZone', 'files'], ROOT),
    link(
      'StorageDirectory.files',
      `{ ${ZONE_FILES} { files(first: 1) { edges { node { id ... on StorageDirectory { files { totalCount } } } } } } }`,
      ['storageZone', 'files', 'edges', 0, 'node', 'files'],
      storage('GET', /\/acme-assets\/css\/$/),
    ),
    uploadMutation(UPLOAD, storage('PUT', /\/acme-assets\/a\.txt$/)),
    {
      ...link(
        'UploadStorageFilePayload.storageFile',
        `mutation ($file: File!) { ${UPLOAD} { checksum storageFile { id } } ${beside} }`,
        ['uploadStorageFile', 'storageFile'],
        ROOT,
      ),
      file: 'a small file',
    },
    mutation(
      `deleteStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/robots.txt" })`,
      storage('DELETE', /\/acme-assets\/robots\.txt$/),
    ),
    mutation(
      `deleteStorageDirectory(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/css" })`,
      storage('DELETE', /\/acme-assets\/css\/$/),
    ),
  ];
};

/** Edge Storage: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [...storageFilesRows()];
