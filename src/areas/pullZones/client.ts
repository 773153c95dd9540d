import DataLoader from 'dataloader';
import type { Credentials } from '../../auth/credentials.js';
import { defaultFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, hasShape, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import type { PageAnswer } from '../shared/connection.js';
import type * as Up from './upstreamTypes.js';

/** The toggle body's `Id`/`Value` are the `pullZoneId`/`enabled` arguments. */
const toggleFieldName = (field: string): string =>
  ({ Id: 'pullZoneId', Value: 'enabled' })[field] ?? defaultFieldName(field);

/** How many zones matching a hostname are searched for the one that lists it: a hostname belongs to one zone. */
const HOSTNAME_SEARCH_PAGE = 100;

/**
 * Pull Zone REST calls of the core API, one method per operation, with the caller's account key. Bodies are in
 * bunny.net's PascalCase; success answers carry no body (204, or an empty 200).
 */
export class PullZonesClient extends AreaClient {
  /**
   * One `GET /pullzone/{pullZoneId}` per zone and request, however many fields link to it (`node`, mutation payloads,
   * `pullZone`). Made per request with the client, so nothing crosses callers.
   */
  private readonly zones = new DataLoader<number, Up.KnownPullZone>(
    (ids) => Promise.all(ids.map((id) => this.getPullZone(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /**
   * Runs a write to one zone, then forgets the zone as loaded so far (even a failed write may have reached it); the
   * session forgets its shared reads after every write too, so the next load goes to bunny.net.
   */
  private async changing(pullZoneId: number, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } finally {
      this.zones.clear(pullZoneId);
    }
  }

  /** The zone through the per-request loader: the way every field of the graph reads one Pull Zone. */
  loadPullZone(pullZoneId: number): Promise<Up.KnownPullZone> {
    return this.zones.load(pullZoneId);
  }

  /**
   * `GET /pullzone/{pullZoneId}`. The zone at that path is that zone, so its id is known even when bunny.net's record
   * leaves `Id` out; an empty 200 is not the documented record.
   */
  async getPullZone(pullZoneId: number): Promise<Up.KnownPullZone> {
    const call = { method: 'GET', route: '/pullzone/{pullZoneId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamPullZone>({ ...call, params: { pullZoneId } });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return { ...data, Id: typeof data.Id === 'number' ? data.Id : pullZoneId };
  }

  /**
   * `GET /pullzone?page=&perPage=&search=`: with a page, bunny.net answers `{ Items, CurrentPage, TotalItems,
   * HasMoreItems }`; the document's schema shows the plain array of every zone, which is read as the whole list.
   */
  async listPullZones(
    page: number,
    perPage: number,
    search: string | undefined,
  ): Promise<PageAnswer<Up.UpstreamPullZone | null>> {
    const call = { method: 'GET', route: '/pullzone', idempotent: true } as const;
    const query = { page: String(page), perPage: String(perPage), search };
    const { data, status } = await this.json<Up.UpstreamPullZonePage | (Up.UpstreamPullZone | null)[]>({
      ...call,
      query,
    });
    if (Array.isArray(data)) return { kind: 'whole', items: data };
    if (data === undefined || !hasShape(data, 'object') || (data.Items != null && !Array.isArray(data.Items)))
      throw unexpectedAnswer('pullZones', { ...call, answer: 'object' }, status);
    return {
      kind: 'page',
      items: data.Items ?? [],
      ...(typeof data.TotalItems === 'number' && { totalItems: data.TotalItems }),
      ...(typeof data.HasMoreItems === 'boolean' && { hasMore: data.HasMoreItems }),
    };
  }

  /**
   * The zone that lists `hostname` (ignoring case) among its hostnames, or null: one `GET /pullzone` page searched
   * for the hostname. The list's records are whole zones, so nothing more is read.
   */
  async findPullZoneByHostname(hostname: string): Promise<Up.KnownPullZone | null> {
    const wanted = hostname.toLowerCase().replace(/\.$/, '');
    const { items } = await this.listPullZones(1, HOSTNAME_SEARCH_PAGE, hostname);
    const zone = items.find((candidate) =>
      candidate?.Hostnames?.some((entry) => entry?.Value?.toLowerCase() === wanted),
    );
    return zone && typeof zone.Id === 'number' ? { ...zone, Id: zone.Id } : null;
  }

  /**
   * `GET /statistics?pullZone=&dateFrom=&dateTo=&hourly=&loadErrors=true`: one zone's traffic over a range, with the
   * 3xx/4xx/5xx charts (which bunny.net only fills when asked for errors).
   */
  async getStatistics(pullZoneId: number, from: Date, to: Date, hourly: boolean): Promise<Up.UpstreamStatistics> {
    const call = { method: 'GET', route: '/statistics', idempotent: true, answer: 'object' } as const;
    const query = {
      pullZone: String(pullZoneId),
      dateFrom: from.toISOString(),
      dateTo: to.toISOString(),
      hourly: String(hourly),
      loadErrors: 'true',
    };
    const { data, status } = await this.json<Up.UpstreamStatistics>({ ...call, query });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return data;
  }

  /** The Pull Zone mutations, all POSTs. */
  private post<T>(call: Omit<AreaCall, 'method'>) {
    return this.json<T>({ ...call, method: 'POST' });
  }

  /** `POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled`, body `{ Id, Value }`. */
  setEdgeRuleEnabled(pullZoneId: number, edgeRuleId: string, enabled: boolean): Promise<void> {
    return this.changing(pullZoneId, () =>
      this.post({
        route: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
        params: { pullZoneId, edgeRuleId },
        json: { Id: pullZoneId, Value: enabled },
        fieldName: toggleFieldName,
      }),
    );
  }

  /** `POST /pullzone/{pullZoneId}/removeBlockedIp`, body `{ BlockedIp }`. */
  removeBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    return this.changing(pullZoneId, () =>
      this.post({
        route: '/pullzone/{pullZoneId}/removeBlockedIp',
        params: { pullZoneId },
        json: { BlockedIp: blockedIp },
      }),
    );
  }

  /** `POST /pullzone/requestExternalHttpCertificate`, body `{ Hostname }`; answers the HTTP-01 challenge. */
  async requestExternalHttpCertificate(hostname: string): Promise<unknown> {
    const { data } = await this.post({
      route: '/pullzone/requestExternalHttpCertificate',
      json: { Hostname: hostname },
    });
    return data ?? null;
  }

  /** `POST /pullzone/{pullZoneId}/resetSecurityKey`, body `{ SecurityKey }` (left out to let bunny.net generate one). */
  resetSecurityKey(pullZoneId: number, securityKey: string | undefined): Promise<void> {
    // The new key is a secret of this request: should bunny.net echo it in an error, it is scrubbed like a credential.
    this.credentials.secrets.add(securityKey);
    return this.changing(pullZoneId, () =>
      this.post({
        route: '/pullzone/{pullZoneId}/resetSecurityKey',
        params: { pullZoneId },
        json: securityKey === undefined ? {} : { SecurityKey: securityKey },
      }),
    );
  }
}
