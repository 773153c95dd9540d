import type { Credentials } from '../../auth/credentials.js';
import { inputFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import { corePagesOrWhole, mappedList, numberedList, type NumberedList } from '../shared/paging/index.js';
import type * as Up from './upstreamTypes.js';

type Call = Omit<AreaCall, 'method'>;

/**
 * Storage Zone REST calls of the core API, one method per operation, with the caller's account key. bunny.net sends
 * a zone's passwords with every read of it: each one read is added to the request's secrets as it arrives, so no
 * error or log line of the request can show it, whatever echoes it.
 */
export class StorageZonesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'storageZones');
  }

  /** The zone, its passwords now secrets of the request. */
  private kept<T extends Up.UpstreamStorageZone | null>(zone: T): T {
    this.credentials.secrets.add(zone?.Password);
    this.credentials.secrets.add(zone?.ReadOnlyPassword);
    return zone;
  }

  /**
   * The way every field of the graph reads one zone: one `GET /storagezone/{id}` per zone and request, however many
   * fields link to it, as the session shares identical reads (and forgets them after any write).
   */
  loadStorageZone(id: number): Promise<Up.KnownStorageZone> {
    return this.getZone(id);
  }

  /** `GET /storagezone/{id}`. An empty 200 is not the documented record. */
  async getZone(id: number): Promise<Up.KnownStorageZone> {
    const call = { method: 'GET', route: '/storagezone/{id}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamStorageZone>({ ...call, params: { id } });
    if (data === undefined) throw unexpectedAnswer('storageZones', call, status);
    return this.kept({ ...data, Id: typeof data.Id === 'number' ? data.Id : id });
  }

  /**
   * `GET /storagezone?page=&perPage=&search=&includeDeleted=`: with a page, bunny.net answers `{ Items, CurrentPage,
   * TotalItems, HasMoreItems }`; the plain array its schema shows is read as the whole list.
   */
  zoneList(search: string | undefined, includeDeleted: boolean): NumberedList<Up.UpstreamStorageZone | null> {
    const list = numberedList<Up.UpstreamStorageZone>(corePagesOrWhole, 'storageZones', (page) =>
      this.json<unknown>({
        method: 'GET',
        route: '/storagezone',
        idempotent: true,
        query: { ...page, search, includeDeleted: String(includeDeleted) },
      }),
    );
    return mappedList(list, (zone) => this.kept(zone));
  }

  /** `POST /storagezone`: answers 201 with the new zone (null for an empty answer). */
  async createZone(body: Up.UpstreamAddStorageZone): Promise<Up.UpstreamStorageZone | null> {
    const call: Call = { route: '/storagezone', json: body, fieldName: newZoneFieldName, answer: 'object' };
    const { data } = await this.write<Up.UpstreamStorageZone>(call);
    return this.kept(data ?? null);
  }

  /** `POST /storagezone/{id}`; bunny.net answers 204. */
  async updateZone(id: number, body: Up.UpstreamStorageZoneSettings): Promise<void> {
    await this.write({ route: '/storagezone/{id}', params: { id }, json: body, fieldName: settingsFieldName });
  }

  /** `DELETE /storagezone/{id}?deleteLinkedPullZones=`; bunny.net answers 204. */
  async deleteZone(id: number, deleteLinkedPullZones: boolean): Promise<void> {
    const query = { deleteLinkedPullZones: String(deleteLinkedPullZones) };
    await this.json({ method: 'DELETE', route: '/storagezone/{id}', params: { id }, query });
  }

  /** `POST /storagezone/{id}/resetPassword`; bunny.net answers 204, the new password is in the zone's next read. */
  async resetPassword(id: number): Promise<void> {
    await this.write({ route: '/storagezone/{id}/resetPassword', params: { id } });
  }

  /** `POST /storagezone/resetReadOnlyPassword?id=`; bunny.net answers 204. */
  async resetReadOnlyPassword(id: number): Promise<void> {
    await this.write({ route: '/storagezone/resetReadOnlyPassword', query: { id: String(id) } });
  }

  /** `POST /storagezone/checkavailability`, body `{ Name }`. */
  async checkAvailability(name: string): Promise<Up.UpstreamAvailability | null> {
    const call: Call = { route: '/storagezone/checkavailability', json: { Name: name }, fieldName: () => 'name' };
    const { data } = await this.write<Up.UpstreamAvailability>({ ...call, answer: 'object' });
    return data ?? null;
  }

  /** `GET /storagezone/regions`: every region, one answer. */
  async regions(): Promise<(Up.UpstreamStorageRegion | null)[]> {
    const call = { method: 'GET', route: '/storagezone/regions', idempotent: true, answer: 'array' } as const;
    const { data } = await this.json<(Up.UpstreamStorageRegion | null)[]>(call);
    return data ?? [];
  }

  /** `GET /storagezone/{id}/statistics?dateFrom=&dateTo=` (bunny.net's last 30 days when neither is sent). */
  async getStatistics(id: number, from?: Date, to?: Date): Promise<Up.UpstreamStorageStatistics> {
    const call = { method: 'GET', route: '/storagezone/{id}/statistics', idempotent: true, answer: 'object' } as const;
    const query = { dateFrom: from?.toISOString(), dateTo: to?.toISOString() };
    const { data, status } = await this.json<Up.UpstreamStorageStatistics>({ ...call, params: { id }, query });
    if (data === undefined) throw unexpectedAnswer('storageZones', call, status);
    return data;
  }

  /** `GET /storagezone/{id}/statistics/egress?dateFrom=&dateTo=&hourly=`. */
  async getEgressStatistics(id: number, from: Date | undefined, to: Date | undefined, hourly: boolean) {
    const route = '/storagezone/{id}/statistics/egress';
    const call = { method: 'GET', route, idempotent: true, answer: 'object' } as const;
    const query = { dateFrom: from?.toISOString(), dateTo: to?.toISOString(), hourly: String(hourly) };
    const { data, status } = await this.json<Up.UpstreamEgressStatistics>({ ...call, params: { id }, query });
    if (data === undefined) throw unexpectedAnswer('storageZones', call, status);
    return data;
  }

  /** The zone writes that are POSTs. The spread comes last: spread first, V8 made a new hidden class per call. */
  private write<T>(call: Call) {
    return this.json<T>({ method: 'POST', ...call });
  }
}

/** bunny.net's `StorageZoneType` is the input's `s3Supported`; the other fields keep their names. */
function newZoneFieldName(field: string): string {
  return field === 'StorageZoneType' ? 'input.s3Supported' : inputFieldName(field);
}

/** bunny.net's `ReplicationZones` is the input's `replicationRegions`; the other settings keep their names. */
function settingsFieldName(field: string): string {
  return field === 'ReplicationZones' ? 'input.replicationRegions' : inputFieldName(field);
}
