import type { Readable } from 'node:stream';
import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { mappedList, numberedList, streamPages, type NumberedList } from '../../shared/paging/index.js';
import type { LibraryReads } from '../libraries/reads.js';
import type * as Up from '../upstreamTypes.js';
import { knownVideo, VideoHostClient } from './host.js';

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

/** The query of `POST /library/{libraryId}/videos/fetch`, beside its JSON body. */
export interface FetchQuery {
  readonly collectionId?: string | undefined;
  readonly thumbnailTime?: string | undefined;
}

/** The query of `PUT /library/{libraryId}/videos/{videoId}`: how bunny.net should encode what it receives. */
export type UploadQuery = Readonly<Record<string, string | undefined>>;

/** Videos on the video host: reads with the library's read-only key, writes with its full key. */
export class VideoClient extends VideoHostClient {
  constructor(session: UpstreamSession, credentials: Credentials, libraries: LibraryReads) {
    super(session, credentials, libraries);
  }

  /** `GET {video_url}/library/{libraryId}/videos?page=&itemsPerPage=&search=&collection=&orderBy=`. */
  list(libraryId: number, filters: VideoFilters): NumberedList<Up.KnownVideo | null> {
    const list = numberedList<Up.UpstreamVideo | null>(streamPages, 'stream', (page) =>
      this.onVideoHost<unknown>(libraryId, 'read', {
        method: 'GET',
        route: '/library/{libraryId}/videos',
        params: { libraryId },
        query: { ...page, ...filters },
        idempotent: true,
        answer: 'object',
      }),
    );
    return mappedList(list, (video) => (video && typeof video === 'object' ? knownVideo(video, libraryId) : null));
  }

  /**
   * `GET {video_url}/library/{libraryId}/videos/{videoId}`: one read per video and request, shared by `video`, `node`
   * and mutation payloads (the session shares identical reads, and forgets them after any write).
   */
  async get(libraryId: number, videoId: string): Promise<Up.KnownVideo> {
    const video = await this.objectOf<Up.UpstreamVideo>(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/videos/{videoId}',
      params: { libraryId, videoId },
      idempotent: true,
    });
    return { ...video, videoLibraryId: libraryId, guid: typeof video.guid === 'string' ? video.guid : videoId };
  }

  /** `GET {video_url}/library/{libraryId}/statistics?dateFrom=&dateTo=&hourly=&videoGuid=`. */
  statistics(libraryId: number, query: StatisticsQuery): Promise<Up.UpstreamVideoStatistics> {
    return this.objectOf(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/statistics',
      params: { libraryId },
      query: { ...query, hourly: String(query.hourly) },
      idempotent: true,
    });
  }

  /** `POST {video_url}/library/{libraryId}/videos`: the new video's record (bunny.net's VideoModel). */
  async create(libraryId: number, body: Up.UpstreamCreateVideo): Promise<Up.KnownVideo | null> {
    const created = this.objectOf<Up.UpstreamVideo>(libraryId, 'write', {
      method: 'POST',
      route: '/library/{libraryId}/videos',
      params: { libraryId },
      json: body,
    });
    return knownVideo(await this.libraryChanged(libraryId, created), libraryId);
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}`, the fields to change; answered with a StatusModel. */
  update(libraryId: number, videoId: string, body: Up.UpstreamUpdateVideo): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}',
      params: { libraryId, videoId },
      json: body,
    });
  }

  /** `DELETE {video_url}/library/{libraryId}/videos/{videoId}`. */
  delete(libraryId: number, videoId: string): Promise<Up.UpstreamStatusModel> {
    const deleted = this.statusOf(libraryId, {
      method: 'DELETE',
      route: '/library/{libraryId}/videos/{videoId}',
      params: { libraryId, videoId },
    });
    return this.libraryChanged(libraryId, deleted);
  }

  /**
   * `PUT {video_url}/library/{libraryId}/videos/{videoId}?jitEnabled=&...`: the video file as the raw body, streamed
   * as it arrives (undici's backpressure reaches the caller's socket).
   */
  upload(libraryId: number, videoId: string, body: Readable, query: UploadQuery): Promise<Up.UpstreamStatusModel> {
    const uploaded = this.statusOf(libraryId, {
      method: 'PUT',
      route: '/library/{libraryId}/videos/{videoId}',
      params: { libraryId, videoId },
      query,
      body: { stream: body, contentType: 'application/octet-stream', argument: 'file' },
    });
    return this.libraryChanged(libraryId, uploaded);
  }

  /**
   * `POST {video_url}/library/{libraryId}/videos/fetch?collectionId=&thumbnailTime=`: bunny.net fetches the video from
   * the URL itself (the gateway never does). The headers it is to send there may hold the origin's credentials: they
   * join the request's secrets, scrubbed from every error and log line.
   */
  fetch(libraryId: number, body: Up.UpstreamFetchVideo, query: FetchQuery): Promise<Up.UpstreamStatusModel> {
    for (const value of Object.values(body.headers ?? {})) this.credentials.secrets.add(value);
    const fetched = this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/fetch',
      params: { libraryId },
      query: { ...query },
      json: body,
    });
    return this.libraryChanged(libraryId, fetched);
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/thumbnail`, raw bytes or `?thumbnailUrl=`. */
  setThumbnail(libraryId: number, videoId: string, source: ThumbnailSource): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/thumbnail',
      params: { libraryId, videoId },
      ...(source.kind === 'url'
        ? { query: { thumbnailUrl: source.url } }
        : { body: { stream: source.body, contentType: 'application/octet-stream', argument: 'thumbnail' } }),
    });
  }
}
