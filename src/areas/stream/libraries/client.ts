import type { Readable } from 'node:stream';
import type { VideoLibraryApiKey, VideoLibraryImage } from '../../../__generated__/resolvers-types.js';
import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import { libraryChangesField, libraryInputField } from './input.js';
import type { LibraryReads } from './reads.js';
import type * as Up from '../upstreamTypes.js';

/** The range of a library's statistics, as bunny.net's query takes it. */
export interface LibraryStatisticsRange {
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
}

/**
 * The writes of video libraries on the core API, with the account key. Each write makes the request forget the
 * library's record (and its keys), so a payload's `videoLibrary` and the next video call read it anew; a write
 * answered with the record hands that over instead.
 */
export class VideoLibraryClient extends AreaClient {
  constructor(
    session: UpstreamSession,
    credentials: Credentials,
    private readonly libraries: LibraryReads,
  ) {
    super(session, credentials, 'stream');
  }

  /** `POST /videolibrary`: 201 with the new library's record (its keys split off and remembered for the request). */
  async create(body: Up.UpstreamVideoLibraryCreate): Promise<Up.KnownVideoLibrary | null> {
    const call = {
      method: 'POST',
      route: '/videolibrary',
      json: body,
      fieldName: libraryInputField,
      answer: 'object',
    } as const;
    const { data, status } = await this.json<Up.UpstreamVideoLibraryRecord>(call);
    if (data === undefined) throw unexpectedAnswer('stream', call, status);
    return this.libraries.remember(data);
  }

  /** `POST /videolibrary/{id}`: the fields to change; 200 with the record as it is now. */
  async update(id: number, body: Up.UpstreamVideoLibraryUpdate): Promise<Up.KnownVideoLibrary | null> {
    const call = {
      method: 'POST',
      route: '/videolibrary/{id}',
      params: { id },
      json: body,
      fieldName: libraryChangesField,
      answer: 'object',
    } as const;
    const { data } = await this.changing(id, () => this.json<Up.UpstreamVideoLibraryRecord>(call));
    return this.libraries.remember(data === undefined ? undefined : { ...data, Id: id });
  }

  /** `DELETE /videolibrary/{id}`: 204. */
  async delete(id: number): Promise<void> {
    await this.changing(id, () => this.json({ method: 'DELETE', route: '/videolibrary/{id}', params: { id } }));
  }

  /** `POST /videolibrary/{id}/{add|remove}{Allowed|Blocked}Referrer`, body `{ Hostname }`: 200, no body. */
  async changeReferrer(id: number, change: ReferrerChange, hostname: string): Promise<void> {
    const route = {
      addAllowed: '/videolibrary/{id}/addAllowedReferrer',
      removeAllowed: '/videolibrary/{id}/removeAllowedReferrer',
      addBlocked: '/videolibrary/{id}/addBlockedReferrer',
      removeBlocked: '/videolibrary/{id}/removeBlockedReferrer',
    }[change];
    await this.changing(id, () => this.json({ method: 'POST', route, params: { id }, json: { Hostname: hostname } }));
  }

  /** `PUT /videolibrary/{id}/watermark`, `.../live/thumbnail` or `.../live/watermark`: the image as the raw body, 204. */
  async setImage(id: number, image: VideoLibraryImage, body: Readable): Promise<void> {
    const route = {
      WATERMARK: '/videolibrary/{id}/watermark',
      LIVE_THUMBNAIL: '/videolibrary/{id}/live/thumbnail',
      LIVE_WATERMARK: '/videolibrary/{id}/live/watermark',
    }[image];
    const upload = { stream: body, contentType: 'application/octet-stream', argument: 'file' };
    await this.changing(id, () => this.json({ method: 'PUT', route, params: { id }, body: upload }));
  }

  /** `DELETE /videolibrary/{id}/watermark`, `.../live/thumbnail` or `.../live/watermark`: 204. */
  async deleteImage(id: number, image: VideoLibraryImage): Promise<void> {
    const route = {
      WATERMARK: '/videolibrary/{id}/watermark',
      LIVE_THUMBNAIL: '/videolibrary/{id}/live/thumbnail',
      LIVE_WATERMARK: '/videolibrary/{id}/live/watermark',
    }[image];
    await this.changing(id, () => this.json({ method: 'DELETE', route, params: { id } }));
  }

  /** `POST /videolibrary/{id}/resetApiKey` or `.../resetReadOnlyApiKey`: 204; the next video call reads the new key. */
  async resetKey(id: number, key: VideoLibraryApiKey): Promise<void> {
    const route = key === 'FULL' ? '/videolibrary/{id}/resetApiKey' : '/videolibrary/{id}/resetReadOnlyApiKey';
    await this.changing(id, () => this.json({ method: 'POST', route, params: { id } }));
  }

  /** `GET /videolibrary/{id}/transcribing/statistics?dateFrom=&dateTo=`. */
  transcribingStatistics(id: number, range: LibraryStatisticsRange): Promise<Up.UpstreamTranscribingStatistics> {
    return this.read({ method: 'GET', route: '/videolibrary/{id}/transcribing/statistics', id, range });
  }

  /** `GET /videolibrary/{id}/drm/statistics?dateFrom=&dateTo=`. */
  drmStatistics(id: number, range: LibraryStatisticsRange): Promise<Up.UpstreamDrmStatistics> {
    return this.read({ method: 'GET', route: '/videolibrary/{id}/drm/statistics', id, range });
  }

  private async read<T>(call: { method: 'GET'; route: string; id: number; range: LibraryStatisticsRange }): Promise<T> {
    const { route, id, range } = call;
    const read = {
      method: 'GET',
      route,
      params: { id },
      query: { ...range },
      idempotent: true,
      answer: 'object',
    } as const;
    const { data, status } = await this.json<T>(read);
    if (data === undefined) throw unexpectedAnswer('stream', read, status);
    return data;
  }

  /** A write of the library: its record is forgotten once the write ends, applied or not. */
  private async changing<T>(id: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.libraries.forget(id);
    }
  }
}

export type ReferrerChange = 'addAllowed' | 'removeAllowed' | 'addBlocked' | 'removeBlocked';
