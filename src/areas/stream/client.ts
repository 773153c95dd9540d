import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { CollectionClient } from './collections/client.js';
import { VideoLibraryClient } from './libraries/client.js';
import { LibraryReads } from './libraries/reads.js';
import { VideoActionClient } from './videos/actions.js';
import { VideoClient } from './videos/client.js';
import { VideoDetailClient } from './videos/details.js';

/**
 * Stream's calls for one request: video libraries on the core API (the account key) and everything of the video
 * host, which wants the library's own key: the caller's `X-Library-Key`, or the key from the library's record, read
 * with the account key once per library per request (`libraries`; no key outlives the request). Reads use the
 * read-only key, writes the full one. One client per kind of record, made on first use.
 */
export class StreamClient {
  declare private readonly session: UpstreamSession;
  declare private readonly credentials: Credentials;
  private librariesPart: LibraryReads | undefined;
  private libraryPart: VideoLibraryClient | undefined;
  private videosPart: VideoClient | undefined;
  private actionsPart: VideoActionClient | undefined;
  private detailsPart: VideoDetailClient | undefined;
  private collectionsPart: CollectionClient | undefined;

  constructor(session: UpstreamSession, credentials: Credentials) {
    this.session = session;
    this.credentials = credentials;
  }

  /** Library records and keys, read once per library and request; every client below reads keys through it. */
  get libraries(): LibraryReads {
    this.librariesPart ??= new LibraryReads(this.session, this.credentials);
    return this.librariesPart;
  }

  /** Library writes and statistics (core API). */
  get library(): VideoLibraryClient {
    this.libraryPart ??= new VideoLibraryClient(this.session, this.credentials, this.libraries);
    return this.libraryPart;
  }

  /** Videos: lists, reads, statistics, writes and files. */
  get videos(): VideoClient {
    this.videosPart ??= new VideoClient(this.session, this.credentials, this.libraries);
    return this.videosPart;
  }

  /** What bunny.net does to a video after its upload. */
  get actions(): VideoActionClient {
    this.actionsPart ??= new VideoActionClient(this.session, this.credentials, this.libraries);
    return this.actionsPart;
  }

  /** A video's details (resolutions, storage, heatmap, play data) and oEmbed. */
  get details(): VideoDetailClient {
    this.detailsPart ??= new VideoDetailClient(this.session, this.credentials, this.libraries);
    return this.detailsPart;
  }

  /** Collections of a library's videos. */
  get collections(): CollectionClient {
    this.collectionsPart ??= new CollectionClient(this.session, this.credentials, this.libraries);
    return this.collectionsPart;
  }
}
