import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import type { UpstreamAuth } from '../../../upstream/types.js';
import { unexpectedAnswer } from '../../shared/areaClient.js';
import type { LibraryReads } from '../libraries/reads.js';
import type * as Up from '../upstreamTypes.js';
import { VideoHostClient } from './host.js';

/** The query of the player's reads: a token of a library with token authentication, and when it expires. */
export interface PlayerToken {
  readonly token?: string | undefined;
  readonly expires?: string | undefined;
}

/** The query of `GET /OEmbed`. */
export interface OEmbedQuery extends PlayerToken {
  readonly url: string;
  readonly maxWidth?: string | undefined;
  readonly maxHeight?: string | undefined;
}

/** The reads of one video's details (its links), each one call with the library's read-only key; and oEmbed. */
export class VideoDetailClient extends VideoHostClient {
  constructor(session: UpstreamSession, credentials: Credentials, libraries: LibraryReads) {
    super(session, credentials, libraries);
  }

  /** `GET {video_url}/library/{libraryId}/videos/{videoId}/resolutions`: `{ success, message, data }`. */
  async resolutions(libraryId: number, videoId: string): Promise<Up.UpstreamVideoResolutions | null> {
    const answer = await this.objectOf<Up.UpstreamResolutionsAnswer>(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/videos/{videoId}/resolutions',
      params: { libraryId, videoId },
      idempotent: true,
    });
    return answer.data ?? null;
  }

  /** `GET {video_url}/library/{libraryId}/videos/{videoId}/storage`: `{ success, message, data }`. */
  async storage(libraryId: number, videoId: string): Promise<Up.UpstreamVideoStorage | null> {
    const answer = await this.objectOf<Up.UpstreamStorageAnswer>(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/videos/{videoId}/storage',
      params: { libraryId, videoId },
      idempotent: true,
    });
    return answer.data ?? null;
  }

  /** `GET {video_url}/library/{libraryId}/videos/{videoId}/heatmap`. */
  heatmap(libraryId: number, videoId: string): Promise<Up.UpstreamVideoHeatmap> {
    return this.objectOf(libraryId, 'read', {
      method: 'GET',
      route: '/library/{libraryId}/videos/{videoId}/heatmap',
      params: { libraryId, videoId },
      idempotent: true,
    });
  }

  /**
   * `GET {video_url}/library/{libraryId}/videos/{videoId}/play?token=&expires=`, or `.../play/heatmap`: published
   * without authentication, sent with the library's read-only key the video's own read uses (no extra lookup).
   */
  play(libraryId: number, videoId: string, heatmap: boolean, token: PlayerToken): Promise<Up.UpstreamVideoPlayData> {
    this.credentials.secrets.add(token.token);
    return this.objectOf(libraryId, 'read', {
      method: 'GET',
      route: heatmap
        ? '/library/{libraryId}/videos/{videoId}/play/heatmap'
        : '/library/{libraryId}/videos/{videoId}/play',
      params: { libraryId, videoId },
      query: { ...token },
      idempotent: true,
    });
  }

  /**
   * `GET {video_url}/OEmbed?url=&maxWidth=&maxHeight=&token=&expires=`: published without authentication and with no
   * library to take a key from, so it carries the caller's X-Library-Key when sent, else the account key.
   */
  async oEmbed(query: OEmbedQuery): Promise<Up.UpstreamOEmbed> {
    this.credentials.secrets.add(query.token);
    const auth: UpstreamAuth = this.credentials.explicitLibraryKey('stream') ?? this.credentials.account('stream');
    const call = { host: 'video', method: 'GET', route: '/OEmbed', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamOEmbed>({ ...call, query: { ...query }, auth });
    if (data === undefined) throw unexpectedAnswer('stream', call, status);
    return data;
  }
}
