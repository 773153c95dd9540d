import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { mappedList, numberedList, streamPages, type NumberedList } from '../../shared/paging/index.js';
import type { LibraryReads } from '../libraries/reads.js';
import type * as Up from '../upstreamTypes.js';
import { VideoHostClient } from '../videos/host.js';

/** The filters of a collection list, as bunny.net's query parameters take them. */
export interface CollectionFilters {
  readonly search?: string | undefined;
  readonly orderBy?: string | undefined;
  readonly includeThumbnails: boolean;
}

/** A collection bunny.net answered, with its library and GUID known; null (left off a page) without a GUID. */
export function knownCollection(
  collection: Up.UpstreamCollection | null | undefined,
  libraryId: number,
  collectionId?: string,
): Up.KnownCollection | null {
  if (collection === null || typeof collection !== 'object') return null;
  const guid = typeof collection.guid === 'string' ? collection.guid : collectionId;
  return guid === undefined ? null : { ...collection, videoLibraryId: libraryId, guid };
}

/** The collections of a library on the video host: reads with its read-only key, writes with its full key. */
export class CollectionClient extends VideoHostClient {
  constructor(session: UpstreamSession, credentials: Credentials, libraries: LibraryReads) {
    super(session, credentials, libraries);
  }

  /** `GET {video_url}/library/{libraryId}/collections?page=&itemsPerPage=&search=&orderBy=&includeThumbnails=`. */
  list(libraryId: number, filters: CollectionFilters): NumberedList<Up.KnownCollection | null> {
    const query = { ...filters, includeThumbnails: String(filters.includeThumbnails) };
    const list = numberedList<Up.UpstreamCollection | null>(streamPages, 'stream', (page) =>
      this.onVideoHost<unknown>(libraryId, 'read', {
        method: 'GET',
        route: '/library/{libraryId}/collections',
        params: { libraryId },
        query: { ...page, ...query },
        idempotent: true,
        answer: 'object',
      }),
    );
    return mappedList(list, (collection) => knownCollection(collection, libraryId));
  }

  /** `GET {video_url}/library/{libraryId}/collections/{collectionId}?includeThumbnails=`. */
  async get(libraryId: number, collectionId: string, includeThumbnails: boolean): Promise<Up.KnownCollection> {
    const collection = await this.objectOf<Up.UpstreamCollection>(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/collections/{collectionId}',
      params: { libraryId, collectionId },
      query: { includeThumbnails: String(includeThumbnails) },
      idempotent: true,
    });
    return { ...collection, videoLibraryId: libraryId, guid: collectionId };
  }

  /** `POST {video_url}/library/{libraryId}/collections`, body `{ name }`: the new collection (CollectionModel). */
  async create(libraryId: number, name: string): Promise<Up.KnownCollection | null> {
    const collection = await this.objectOf<Up.UpstreamCollection>(libraryId, 'write', {
      method: 'POST',
      route: '/library/{libraryId}/collections',
      params: { libraryId },
      json: { name },
    });
    return knownCollection(collection, libraryId);
  }

  /** `POST {video_url}/library/{libraryId}/collections/{collectionId}`, body `{ name }`: a StatusModel. */
  update(libraryId: number, collectionId: string, name: string): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/collections/{collectionId}',
      params: { libraryId, collectionId },
      json: { name },
    });
  }

  /** `DELETE {video_url}/library/{libraryId}/collections/{collectionId}`: a StatusModel. */
  delete(libraryId: number, collectionId: string): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'DELETE',
      route: '/library/{libraryId}/collections/{collectionId}',
      params: { libraryId, collectionId },
    });
  }
}
