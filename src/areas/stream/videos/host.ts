import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import type { UpstreamResult } from '../../../upstream/types.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../../shared/areaClient.js';
import type { KeyAccess } from '../libraries/keys.js';
import type { LibraryReads } from '../libraries/reads.js';
import type * as Up from '../upstreamTypes.js';

/** A call of the video host, made with a library's key: everything but the host and the credential. */
export type VideoHostCall = Omit<AreaCall, 'host' | 'auth'>;

/**
 * What the clients of the video host share: each call goes to `{video_url}` with the library's own key, the
 * read-only one for reads and the full one for writes (LibraryReads finds it, or takes the caller's X-Library-Key).
 */
export abstract class VideoHostClient extends AreaClient {
  protected constructor(
    session: UpstreamSession,
    credentials: Credentials,
    protected readonly libraries: LibraryReads,
  ) {
    super(session, credentials, 'stream');
  }

  protected async onVideoHost<T>(
    libraryId: number,
    access: KeyAccess,
    call: VideoHostCall,
  ): Promise<UpstreamResult<T>> {
    return this.json<T>({ ...call, host: 'video', auth: await this.libraries.auth(libraryId, access) });
  }

  /** A call whose 2xx answer must hold the documented object: an empty one is UPSTREAM_ERROR, never silent. */
  protected async objectOf<T>(libraryId: number, access: KeyAccess, call: VideoHostCall): Promise<T> {
    const { data, status } = await this.onVideoHost<T>(libraryId, access, { ...call, answer: 'object' });
    if (data === undefined) throw unexpectedAnswer('stream', { ...call, answer: 'object' }, status);
    return data;
  }

  /** A write that changes what the library's record counts (its videos, its storage): the next read of it is new. */
  protected libraryChanged<T>(libraryId: number, write: Promise<T>): Promise<T> {
    return write.finally(() => this.libraries.recordChanged(libraryId));
  }

  /** A write answered with bunny.net's StatusModel (or nothing): its message when it sent one. */
  protected async statusOf(libraryId: number, call: VideoHostCall): Promise<Up.UpstreamStatusModel> {
    const { data } = await this.onVideoHost<Up.UpstreamStatusModel>(libraryId, 'write', { ...call, answer: 'object' });
    return data ?? {};
  }
}

/** A video bunny.net answered, with its library and GUID known (the ones asked for when it leaves them out). */
export function knownVideo(video: Up.UpstreamVideo, libraryId: number, videoId?: string): Up.KnownVideo | null {
  const guid = typeof video.guid === 'string' ? video.guid : videoId;
  return guid === undefined ? null : { ...video, videoLibraryId: libraryId, guid };
}
