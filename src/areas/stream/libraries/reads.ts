import { GatewayError } from '../../../errors/gatewayError.js';
import DataLoader from 'dataloader';
import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import type { UpstreamAuth } from '../../../upstream/types.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import { corePagesOrWhole, mappedList, numberedList, type NumberedList } from '../../shared/paging/index.js';
import { libraryKeyAuth, splitLibrary, type KeyAccess, type LibraryKeys, type LibraryRead } from './keys.js';
import type * as Up from '../upstreamTypes.js';

/**
 * The video library records of one request, read with the account key: each library once per request (a DataLoader
 * that dies with the request, so no key outlives it), for the graph and for the keys the video host wants. A write
 * that changes a library forgets it (`forget`: its record and its keys), so the next read sees the change; a write on
 * the video host that changes the record's counts (`recordChanged`) keeps its keys; a write that answers the record
 * (create, update) hands it over (`remember`) instead of a second read.
 */
export class LibraryReads extends AreaClient {
  /** Each library's keys as last read: they outlive a record made stale by a video write, not a key reset. */
  private readonly keys = new Map<number, LibraryKeys>();
  private readonly records = new DataLoader<number, LibraryRead>(
    (ids) => Promise.all(ids.map((id) => this.getVideoLibrary(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'stream');
  }

  load(videoLibraryId: number): Promise<Up.KnownVideoLibrary> {
    return this.records.load(videoLibraryId).then((read) => read.library);
  }

  /**
   * `GET /videolibrary?page=&perPage=&search=`: with a page, `{ Items, CurrentPage, TotalItems, HasMoreItems }`; a
   * plain array is read as the whole list. Each listed record is remembered, keys included, so the page's `videos`
   * links need no key lookup.
   */
  list(search: string | undefined): NumberedList<Up.KnownVideoLibrary | null> {
    const list = numberedList<Up.UpstreamVideoLibraryRecord>(corePagesOrWhole, 'stream', (page) =>
      this.json<unknown>({ method: 'GET', route: '/videolibrary', idempotent: true, query: { ...page, search } }),
    );
    return mappedList(list, (item) => this.remember(item));
  }

  /** A record bunny.net answered (a listed, created or updated library), split from its keys and kept for the request. */
  remember(item: Up.UpstreamVideoLibraryRecord | null | undefined): Up.KnownVideoLibrary | null {
    if (item === null || typeof item !== 'object' || typeof item.Id !== 'number') return null;
    const read = this.kept(splitLibrary({ ...item, Id: item.Id }, this.credentials.secrets));
    this.records.clear(read.library.Id).prime(read.library.Id, read);
    return read.library;
  }

  /** After a change of the library (or of its keys): its next read goes to bunny.net again. */
  forget(videoLibraryId: number): void {
    this.records.clear(videoLibraryId);
    this.keys.delete(videoLibraryId);
  }

  /** After a change of what the record counts (its videos): the next read of the record is new, its keys stay. */
  recordChanged(videoLibraryId: number): void {
    this.records.clear(videoLibraryId);
  }

  /** The caller's `X-Library-Key` wins; otherwise the library record's key for this access. */
  async auth(libraryId: number, access: KeyAccess): Promise<UpstreamAuth> {
    const explicit = this.credentials.explicitLibraryKey('stream');
    if (explicit) return explicit;
    return libraryKeyAuth(this.keys.get(libraryId) ?? (await this.records.load(libraryId)).keys, access);
  }

  /**
   * The library's read-only key, which signs its webhooks (live/webhooks.ts verifies with it), read with the account
   * key. FORBIDDEN when bunny.net does not reveal it to this key.
   */
  async readOnlyKey(libraryId: number): Promise<string> {
    const { readOnly } = (await this.records.load(libraryId)).keys;
    if (readOnly === undefined)
      throw new GatewayError(
        "bunny.net did not reveal this video library's read-only key to your key, so its webhooks cannot be verified.",
        { code: 'FORBIDDEN', service: 'stream' },
      );
    return readOnly;
  }

  private kept(read: LibraryRead): LibraryRead {
    this.keys.set(read.library.Id, read.keys);
    return read;
  }

  /** `GET /videolibrary/{id}`: the record, split from its keys (an empty 200 is not the documented record). */
  private async getVideoLibrary(libraryId: number): Promise<LibraryRead> {
    const call = { method: 'GET', route: '/videolibrary/{id}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamVideoLibraryRecord>({ ...call, params: { id: libraryId } });
    if (data === undefined) throw unexpectedAnswer('stream', call, status);
    const record = { ...data, Id: typeof data.Id === 'number' ? data.Id : libraryId };
    return this.kept(splitLibrary(record, this.credentials.secrets));
  }

  /** `GET /videolibrary/languages`: the languages of the player and of transcribing, a plain array. */
  async languages(): Promise<Up.UpstreamVideoLibraryLanguage[]> {
    const call = { method: 'GET', route: '/videolibrary/languages', idempotent: true, answer: 'array' } as const;
    const { data } = await this.json<Up.UpstreamVideoLibraryLanguage[]>(call);
    return data ?? [];
  }
}
