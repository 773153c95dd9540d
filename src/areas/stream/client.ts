import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { CollectionClient } from './collectionClient.js';
import { VideoLibraryClient } from './libraryClient.js';
import { LibraryReads } from './libraryReads.js';
import { VideoActionClient } from './videoActions.js';
import { VideoClient } from './videoClient.js';
import { VideoDetailClient } from './videoDetails.js';

/**
 * Stream's calls for one request: video libraries on the core API (the account key) and everything of the video
 * host, which wants the library's own key: the caller's `X-Library-Key`, or the key from the library's record, read
 * with the account key once per library per request (`libraries`; no key outlives the request). Reads use the
 * read-only key, writes the full one. One client per kind of record, made on first use.
 */
export class StreamClient {
  readonly libraries: LibraryReads;
  private libraryWrites: VideoLibraryClient | undefined;
  private videoReads: VideoClient | undefined;
  private videoActions: VideoActionClient | undefined;
  private videoDetails: VideoDetailClient | undefined;
  private collectionCalls: CollectionClient | undefined;

  constructor(
    private readonly session: UpstreamSession,
    private readonly credentials: Credentials,
  ) {
    this.libraries = new LibraryReads(session, credentials);
  }

  /** Library writes and statistics (core API). */
  get library(): VideoLibraryClient {
    this.libraryWrites ??= new VideoLibraryClient(this.session, this.credentials, this.libraries);
    return this.libraryWrites;
  }

  /** Videos: lists, reads, statistics, writes and files. */
  get videos(): VideoClient {
    this.videoReads ??= new VideoClient(this.session, this.credentials, this.libraries);
    return this.videoReads;
  }

  /** What bunny.net does to a video after its upload. */
  get actions(): VideoActionClient {
    this.videoActions ??= new VideoActionClient(this.session, this.credentials, this.libraries);
    return this.videoActions;
  }

  /** A video's details (resolutions, storage, heatmap, play data) and oEmbed. */
  get details(): VideoDetailClient {
    this.videoDetails ??= new VideoDetailClient(this.session, this.credentials, this.libraries);
    return this.videoDetails;
  }

  get collections(): CollectionClient {
    this.collectionCalls ??= new CollectionClient(this.session, this.credentials, this.libraries);
    return this.collectionCalls;
  }
}
