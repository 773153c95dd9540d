import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import { isWellFormedKey, type Credentials } from '../../auth/credentials.js';
import { GatewayError } from '../../errors/gatewayError.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamAuth } from '../../upstream/types.js';
import { AreaClient } from '../shared/areaClient.js';
import type { UpstreamStatusModel, UpstreamVideoLibrary } from './upstreamTypes.js';

export type ThumbnailSource = { kind: 'file'; body: Readable } | { kind: 'url'; url: string };

/**
 * Stream calls: video libraries on the core API (account key) and videos on the video host, which wants the
 * library's own key. That key is the caller's `X-Library-Key`, or is looked up with the account key once per
 * library per request (a DataLoader that dies with the request: no key outlives it).
 */
export class StreamClient extends AreaClient {
  private readonly libraryKeys = new DataLoader<number, string>(
    (ids) => Promise.all(ids.map((id) => this.lookUpLibraryKey(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'stream');
  }

  /** `POST /videolibrary/{videoLibraryId}/removeBlockedReferrer`, body `{ Hostname }`. */
  async removeBlockedReferrer(videoLibraryId: number, hostname: string): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/videolibrary/{videoLibraryId}/removeBlockedReferrer',
      params: { videoLibraryId },
      json: { Hostname: hostname },
    });
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/thumbnail`, raw bytes or `?thumbnailUrl=`. */
  async setThumbnail(libraryId: number, videoId: string, source: ThumbnailSource): Promise<UpstreamStatusModel | null> {
    const auth = await this.libraryAuth(libraryId);
    const { data } = await this.json<UpstreamStatusModel>({
      host: 'video',
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/thumbnail',
      params: { libraryId, videoId },
      ...(source.kind === 'url'
        ? { query: { thumbnailUrl: source.url } }
        : { body: { stream: source.body, contentType: 'application/octet-stream' } }),
      auth,
      answer: 'object',
    });
    return data ?? null;
  }

  private async libraryAuth(libraryId: number): Promise<UpstreamAuth> {
    return (
      this.credentials.explicitLibraryKey('stream') ?? {
        header: 'AccessKey',
        value: await this.libraryKeys.load(libraryId),
        credential: 'the video library key the gateway read with your AccessKey; send the right one in X-Library-Key',
      }
    );
  }

  /** `GET /videolibrary/{libraryId}`: the library record, of which only `ApiKey` is used. */
  private async lookUpLibraryKey(libraryId: number): Promise<string> {
    const { data } = await this.json<UpstreamVideoLibrary>({
      method: 'GET',
      route: '/videolibrary/{libraryId}',
      params: { libraryId },
      idempotent: true,
      answer: 'object',
    });
    // Scrubbed from every error and log line of this request, like the keys the caller sent (auth/secrets.ts).
    this.credentials.secrets.add(data?.ApiKey);
    if (typeof data?.ApiKey !== 'string' || data.ApiKey === '') {
      throw new GatewayError(
        'bunny.net did not reveal the video library key to this account key; send it in the X-Library-Key header.',
        {
          code: 'FORBIDDEN',
          service: 'stream',
        },
      );
    }
    if (!isWellFormedKey(data.ApiKey)) {
      // Never echo the key: it is a secret, and this one may hold CR/LF.
      throw new GatewayError(
        'bunny.net returned a video library key that cannot be sent as a header (it is longer than 256 characters or holds spaces, control or non-ASCII characters); the video host was not called. Send the key in the X-Library-Key header.',
        { code: 'UPSTREAM_ERROR', service: 'stream' },
      );
    }
    return data.ApiKey;
  }
}
