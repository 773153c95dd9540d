import type {
  DeleteStorageDirectoryInput,
  DeleteStorageFileInput,
  UploadStorageFileInput,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
import { pageRequest, type PageRequest, type PagingArgs } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { canonical, directoryPath, filePath, subdirectoryPath, type Segments } from './paths.js';

/** Every argument check of the Edge Storage fields, one entry per GraphQL field, all before any call. */
const check = validatorsFor('storageFiles');

/** A media type as `Content-Type` takes it: `type/subtype`, token characters only. */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/;

export interface DirectoryPage {
  readonly segments: Segments;
  readonly page: PageRequest;
}

export interface FileUpload {
  readonly segments: Segments;
  readonly upload: StreamedUpload;
  readonly contentType: string;
}

/** A directory's page: the cursor only reads the directory (of the zone) that made it. */
function directoryPage(storageZoneId: number, segments: Segments, args: PagingArgs): DirectoryPage {
  const page = pageRequest('storageFiles', `storageFiles/${storageZoneId}${canonical(segments, true)}`, args);
  return { segments, page };
}

export const validate = {
  /** `StorageZone.files`. */
  files(storageZoneId: number, args: PagingArgs & { path?: string | null }): DirectoryPage {
    return directoryPage(storageZoneId, directoryPath('path', args.path ?? '/'), args);
  },

  /** `StorageDirectory.files`: its path came from a checked listing; only the page is new. */
  directoryFiles: directoryPage,

  uploadStorageFile(input: UploadStorageFileInput, uploads: StreamedUploads | undefined): FileUpload {
    check.positiveId('input.storageZoneId', input.storageZoneId);
    const segments = filePath('input.path', input.path);
    if (input.contentType != null && !MEDIA_TYPE.test(input.contentType))
      throw check.refusal('input.contentType', 'input.contentType must be a media type such as image/png.');
    const upload = claimUpload(input.file, uploads);
    if (!upload)
      throw check.refusal(
        'input.file',
        'Send input.file as the file part of a GraphQL multipart request (map it to "variables.input.file").',
      );
    return { segments, upload, contentType: input.contentType ?? 'application/octet-stream' };
  },

  deleteStorageFile(input: DeleteStorageFileInput): Segments {
    check.positiveId('input.storageZoneId', input.storageZoneId);
    return filePath('input.path', input.path);
  },

  deleteStorageDirectory(input: DeleteStorageDirectoryInput): Segments {
    check.positiveId('input.storageZoneId', input.storageZoneId);
    return subdirectoryPath('input.path', input.path);
  },
};
