import type { Credentials } from '../../auth/credentials.js';
import { defaultFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import { corePagesOrWhole, numberedList, type NumberedList } from '../shared/paging/index.js';
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
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /**
   * The way every field of the graph reads one Pull Zone: one `GET /pullzone/{pullZoneId}` per zone and request,
   * however many fields link to it, as the session shares identical reads (and forgets them after any write).
   */
  loadPullZone(pullZoneId: number): Promise<Up.KnownPullZone> {
    return this.getPullZone(pullZoneId);
  }

  /**
   * `GET /pullzone/{pullZoneId}`. The zone at that path is that zone, so its id is known even when bunny.net's record
   * leaves `Id` out; an empty 200 is not the documented record.
   */
  async getPullZone(pullZoneId: number): Promise<Up.KnownPullZone> {
    const call = { method: 'GET', route: '/pullzone/{pullZoneId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamPullZone>({ params: { pullZoneId }, ...call });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return { ...data, Id: typeof data.Id === 'number' ? data.Id : pullZoneId };
  }

  /**
   * `GET /pullzone?page=&perPage=&search=`: with a page, bunny.net answers `{ Items, CurrentPage, TotalItems,
   * HasMoreItems }`; the document's schema shows the plain array of every zone, which is read as the whole list.
   */
  pullZoneList(search: string | undefined): NumberedList<Up.UpstreamPullZone | null> {
    return numberedList(corePagesOrWhole, 'pullZones', (page) =>
      this.json<unknown>({ method: 'GET', route: '/pullzone', idempotent: true, query: { ...page, search } }),
    );
  }

  /**
   * The zone that lists `hostname` (ignoring case) among its hostnames, or null: one `GET /pullzone` page searched
   * for the hostname. The list's records are whole zones, so nothing more is read.
   */
  async findPullZoneByHostname(hostname: string): Promise<Up.KnownPullZone | null> {
    const wanted = hostname.toLowerCase().replace(/\.$/, '');
    const { items } = await this.pullZoneList(hostname).read({ page: 1, perPage: HOSTNAME_SEARCH_PAGE });
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
    const { data, status } = await this.json<Up.UpstreamStatistics>({ query, ...call });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return data;
  }

  /** The Pull Zone mutations, all POSTs. The spread comes last: spread first, V8 made a new hidden class per call. */
  private post<T>(call: Omit<AreaCall, 'method'>) {
    return this.json<T>({ method: 'POST', ...call });
  }

  /** `POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled`, body `{ Id, Value }`. */
  async setEdgeRuleEnabled(pullZoneId: number, edgeRuleId: string, enabled: boolean): Promise<void> {
    await this.post({
      route: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
      params: { pullZoneId, edgeRuleId },
      json: { Id: pullZoneId, Value: enabled },
      fieldName: toggleFieldName,
    });
  }

  /** `POST /pullzone/{pullZoneId}/removeBlockedIp`, body `{ BlockedIp }`. */
  async removeBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    await this.post({
      route: '/pullzone/{pullZoneId}/removeBlockedIp',
      params: { pullZoneId },
      json: { BlockedIp: blockedIp },
    });
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
  async resetSecurityKey(pullZoneId: number, securityKey: string | undefined): Promise<void> {
    // The new key is a secret of this request: should bunny.net echo it in an error, it is scrubbed like a credential.
    this.credentials.secrets.add(securityKey);
    await this.post({
      route: '/pullzone/{pullZoneId}/resetSecurityKey',
      params: { pullZoneId },
      json: securityKey === undefined ? {} : { SecurityKey: securityKey },
    });
  }
}
