import type { Readable } from 'node:stream';
import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { ANY_FILE } from '../../upstream/streamBody.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { AreaClient, type AreaCall } from '../shared/areaClient.js';
import type { Segments } from './paths.js';
import type { UpstreamStorageObject } from './upstreamTypes.js';
import type { StorageZoneAccess, StorageAccess } from './zoneAccess.js';

type Call = Omit<AreaCall, 'host' | 'auth' | 'params'>;

/** A file's place: its directory's segments and its own name. */
const placeOf = (file: Segments) => ({ directory: file.slice(0, -1), fileName: file[file.length - 1] ?? '' });

/**
 * Edge Storage calls, one method per operation, on the zone's storage host with the zone's own password (zoneAccess.ts):
 * the read-only one for the listing and downloads, the password for writes. Paths go as checked segments
 * (`{directory*}`), each percent-encoded by the upstream layer, never as a string that could carry a `/` of its own.
 */
export class StorageFilesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'storageFiles');
  }

  /** `GET /{zoneName}/{path}/`: the whole directory, one JSON array. */
  async list(zone: StorageZoneAccess, directory: Segments): Promise<UpstreamStorageObject[]> {
    const call = { method: 'GET', route: '/{zoneName}{directory*}/', idempotent: true, answer: 'array' } as const;
    const { data } = await this.onZone<unknown>(zone, 'read', { directory }, call);
    return Array.isArray(data) ? data.filter(isRecord) : [];
  }

  /** `PUT /{zoneName}/{path}/{fileName}` of the raw bytes, with their `Checksum`; bunny.net answers 201. */
  async upload(zone: StorageZoneAccess, file: Segments, upload: SpooledBody): Promise<void> {
    const body = { stream: upload.stream, contentType: upload.contentType, argument: 'input.file' };
    const call = { method: 'PUT', route: '/{zoneName}{directory*}/{fileName}', body } as const;
    await this.onZone(zone, 'write', placeOf(file), { ...call, bodyLength: upload.size, checksum: upload.checksum });
  }

  /** `DELETE /{zoneName}/{path}/{fileName}`. */
  async deleteFile(zone: StorageZoneAccess, file: Segments): Promise<void> {
    await this.onZone(zone, 'write', placeOf(file), { method: 'DELETE', route: '/{zoneName}{directory*}/{fileName}' });
  }

  /** `DELETE /{zoneName}/{path}/`: the trailing slash makes bunny.net delete the directory and all it holds. */
  async deleteDirectory(zone: StorageZoneAccess, directory: Segments): Promise<void> {
    await this.onZone(zone, 'write', { directory }, { method: 'DELETE', route: '/{zoneName}{directory*}/' });
  }

  /** `GET /{zoneName}/{path}/{fileName}`: the raw bytes, streamed, the caller's `Range` passed on. */
  download(zone: StorageZoneAccess, file: Segments, range: string | undefined): Promise<UpstreamStream> {
    return this.stream({
      method: 'GET',
      route: '/{zoneName}{directory*}/{fileName}',
      params: { zoneName: zone.zoneName, ...placeOf(file) },
      host: zone.host,
      auth: zone.auth('read'),
      idempotent: true,
      accept: ANY_FILE,
      ...(range !== undefined && { range }),
    });
  }

  private onZone<T>(
    zone: StorageZoneAccess,
    access: StorageAccess,
    params: Record<string, Segments | string>,
    call: Call,
  ) {
    return this.json<T>({
      ...call,
      params: { zoneName: zone.zoneName, ...params },
      host: zone.host,
      auth: zone.auth(access),
    });
  }
}

/** An upload ready to send: its bytes (from the gateway's temporary file), their size and their SHA-256. */
export interface SpooledBody {
  readonly stream: Readable;
  readonly size: number;
  readonly checksum: string;
  readonly contentType: string;
}

function isRecord(value: unknown): value is UpstreamStorageObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
