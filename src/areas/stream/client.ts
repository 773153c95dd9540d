import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamAuth } from '../../upstream/types.js';
import { AreaClient, unexpectedAnswer } from '../shared/areaClient.js';
import { corePagesOrWhole, mappedList, numberedList, streamPages, type NumberedList } from '../shared/paging/index.js';
import { libraryKeyAuth, splitLibrary, type KeyAccess, type LibraryKeys } from './libraryKeys.js';
import type * as Up from './upstreamTypes.js';

export type ThumbnailSource = { kind: 'file'; body: Readable } | { kind: 'url'; url: string };

/** The filters of a video list, as bunny.net's query parameters take them. */
export interface VideoFilters {
  readonly search?: string | undefined;
  readonly collection?: string | undefined;
  readonly orderBy?: string | undefined;
}

/** The query of `GET /library/{libraryId}/statistics`. */
export interface StatisticsQuery {
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
  readonly hourly: boolean;
  readonly videoGuid?: string | undefined;
}

/** A video as bunny.net addresses it: inside its library. */
interface VideoRef {
  readonly libraryId: number;
  readonly videoId: string;
}

interface LibraryRead {
  readonly library: Up.KnownVideoLibrary;
  readonly keys: LibraryKeys;
}

/**
 * Stream calls: video libraries on the core API (account key) and videos on the video host, which wants the
 * library's own key: the caller's `X-Library-Key`, or the key from the library's record, read with the account key
 * once per library per request (a DataLoader that dies with the request: no key outlives it). Reads use the
 * read-only key, writes the full one.
 */
export class StreamClient extends AreaClient {
  /** One `GET /videolibrary/{id}` per library and request: its record for the graph, its keys for the video host. */
  private readonly libraries = new DataLoader<number, LibraryRead>(
    (ids) => Promise.all(ids.map((id) => this.getVideoLibrary(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'stream');
  }

  loadVideoLibrary(videoLibraryId: number): Promise<Up.KnownVideoLibrary> {
    return this.libraries.load(videoLibraryId).then((read) => read.library);
  }

  /**
   * One `GET .../videos/{videoId}` per video and request, shared by `video`, `node` and mutation payloads: the
   * session shares identical reads (and forgets them after any write).
   */
  loadVideo(libraryId: number, videoId: string): Promise<Up.KnownVideo> {
    return this.readVideo({ libraryId, videoId });
  }

  /**
   * `GET /videolibrary?page=&perPage=&search=`: with a page, `{ Items, CurrentPage, TotalItems, HasMoreItems }`; a
   * plain array is read as the whole list. Each listed record also primes the library loader, keys included, so the
   * page's `videos` links need no key lookup.
   */
  videoLibraryList(search: string | undefined): NumberedList<Up.KnownVideoLibrary | null> {
    const list = numberedList<Up.UpstreamVideoLibrary & Up.UpstreamLibraryKeys>(corePagesOrWhole, 'stream', (page) =>
      this.json<unknown>({ method: 'GET', route: '/videolibrary', idempotent: true, query: { ...page, search } }),
    );
    return mappedList(list, (item) => this.primed(item));
  }

  /** A listed library without its keys, remembered for this request; null when it has no id (left off the page). */
  private primed(item: (Up.UpstreamVideoLibrary & Up.UpstreamLibraryKeys) | null): Up.KnownVideoLibrary | null {
    if (item === null || typeof item !== 'object' || typeof item.Id !== 'number') return null;
    const read = splitLibrary({ ...item, Id: item.Id }, this.credentials.secrets);
    this.libraries.prime(read.library.Id, read);
    return read.library;
  }

  /** `GET /videolibrary/{libraryId}`: the record, split from its keys (an empty 200 is not the documented record). */
  private async getVideoLibrary(libraryId: number): Promise<LibraryRead> {
    const call = { method: 'GET', route: '/videolibrary/{libraryId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamVideoLibrary & Up.UpstreamLibraryKeys>({
      ...call,
      params: { libraryId },
    });
    if (data === undefined) throw unexpectedAnswer('stream', call, status);
    return splitLibrary({ ...data, Id: typeof data.Id === 'number' ? data.Id : libraryId }, this.credentials.secrets);
  }

  /** `GET {video_url}/library/{libraryId}/videos?page=&itemsPerPage=&search=&collection=&orderBy=`. */
  videoList(libraryId: number, filters: VideoFilters): NumberedList<Up.KnownVideo | null> {
    const list = numberedList<Up.UpstreamVideo>(streamPages, 'stream', async (page) =>
      this.json<unknown>({
        host: 'video',
        method: 'GET',
        route: '/library/{libraryId}/videos',
        params: { libraryId },
        query: { ...page, ...filters },
        auth: await this.libraryAuth(libraryId, 'read'),
        idempotent: true,
        answer: 'object',
      }),
    );
    return mappedList(list, (video) => knownVideo(video, libraryId));
  }

  /** `GET {video_url}/library/{libraryId}/videos/{videoId}`. */
  private async readVideo({ libraryId, videoId }: VideoRef): Promise<Up.KnownVideo> {
    const call = { host: 'video', method: 'GET', route: '/library/{libraryId}/videos/{videoId}' } as const;
    const { data, status } = await this.json<Up.UpstreamVideo>({
      ...call,
      params: { libraryId, videoId },
      auth: await this.libraryAuth(libraryId, 'read'),
      idempotent: true,
      answer: 'object',
    });
    if (data === undefined) throw unexpectedAnswer('stream', { answer: 'object' }, status);
    return { ...data, videoLibraryId: libraryId, guid: typeof data.guid === 'string' ? data.guid : videoId };
  }

  /** `GET {video_url}/library/{libraryId}/statistics?dateFrom=&dateTo=&hourly=&videoGuid=`. */
  async getStatistics(libraryId: number, query: StatisticsQuery): Promise<Up.UpstreamVideoStatistics> {
    const call = { host: 'video', method: 'GET', route: '/library/{libraryId}/statistics', answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamVideoStatistics>({
      ...call,
      params: { libraryId },
      query: { ...query, hourly: String(query.hourly) },
      auth: await this.libraryAuth(libraryId, 'read'),
      idempotent: true,
    });
    if (data === undefined) throw unexpectedAnswer('stream', call, status);
    return data;
  }

  /** `POST /videolibrary/{videoLibraryId}/removeBlockedReferrer`, body `{ Hostname }`; the library is read anew after. */
  async removeBlockedReferrer(videoLibraryId: number, hostname: string): Promise<void> {
    try {
      await this.json({
        method: 'POST',
        route: '/videolibrary/{videoLibraryId}/removeBlockedReferrer',
        params: { videoLibraryId },
        json: { Hostname: hostname },
      });
    } finally {
      this.libraries.clear(videoLibraryId);
    }
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/thumbnail`, raw bytes or `?thumbnailUrl=`. */
  async setThumbnail(
    libraryId: number,
    videoId: string,
    source: ThumbnailSource,
  ): Promise<Up.UpstreamStatusModel | null> {
    const auth = await this.libraryAuth(libraryId, 'write');
    const { data } = await this.json<Up.UpstreamStatusModel>({
      host: 'video',
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/thumbnail',
      params: { libraryId, videoId },
      ...(source.kind === 'url'
        ? { query: { thumbnailUrl: source.url } }
        : { body: { stream: source.body, contentType: 'application/octet-stream', argument: 'thumbnail' } }),
      auth,
      answer: 'object',
    });
    return data ?? null;
  }

  /** The caller's `X-Library-Key` wins; otherwise the library record's key for this access. */
  private async libraryAuth(libraryId: number, access: KeyAccess): Promise<UpstreamAuth> {
    const explicit = this.credentials.explicitLibraryKey('stream');
    if (explicit) return explicit;
    return libraryKeyAuth((await this.libraries.load(libraryId)).keys, access);
  }
}

/** A listed video with its library and GUID known; null (left off the page) without a GUID. */
function knownVideo(video: Up.UpstreamVideo | null, libraryId: number): Up.KnownVideo | null {
  if (video === null || typeof video !== 'object' || typeof video.guid !== 'string') return null;
  return { ...video, videoLibraryId: libraryId, guid: video.guid };
}
