import type { Credentials } from '../../auth/credentials.js';
import { defaultFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../shared/areaClient.js';
import { withNumericId } from '../shared/codecs.js';
import { corePagesOrWhole, numberedList, type NumberedList } from '../shared/paging/index.js';
import { PullZoneAccessClient } from './access/client.js';
import { PullZoneCertificatesClient } from './certificates/client.js';
import { PullZoneEdgeRulesClient } from './edgeRules/client.js';
import { settingsFieldName } from './settings/fields.js';
import { PullZoneStatisticsClient } from './statistics/client.js';
import type * as Up from './upstreamTypes.js';

/** How many zones matching a search are read for the one wanted: a hostname or a name belongs to one zone. */
const SEARCH_PAGE = 100;

/** bunny.net's `Name` is the `name` argument. */
const nameFieldName = (field: string): string => (field === 'Name' ? 'name' : defaultFieldName(field));

/** A zone of a list or an answer, with its id; null without one (it cannot be linked or read again). */
export const knownZone = (zone: Up.UpstreamPullZone | null | undefined): Up.KnownPullZone | null => withNumericId(zone);

/**
 * Pull Zone REST calls of the core API, one method per operation, with the caller's account key: the zones
 * themselves here, and per subject a client of its own (statistics, access, certificates, Edge Rules). Bodies are in
 * bunny.net's PascalCase; most success answers carry no body (204, or an empty 200).
 */
export class PullZonesClient extends AreaClient {
  private statisticsPart: PullZoneStatisticsClient | undefined;
  private accessPart: PullZoneAccessClient | undefined;
  private certificatesPart: PullZoneCertificatesClient | undefined;
  private edgeRulesPart: PullZoneEdgeRulesClient | undefined;

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }
  get statistics(): PullZoneStatisticsClient {
    this.statisticsPart ??= new PullZoneStatisticsClient(this.session, this.credentials);
    return this.statisticsPart;
  }

  get access(): PullZoneAccessClient {
    this.accessPart ??= new PullZoneAccessClient(this.session, this.credentials);
    return this.accessPart;
  }

  get certificates(): PullZoneCertificatesClient {
    this.certificatesPart ??= new PullZoneCertificatesClient(this.session, this.credentials);
    return this.certificatesPart;
  }

  get edgeRules(): PullZoneEdgeRulesClient {
    this.edgeRulesPart ??= new PullZoneEdgeRulesClient(this.session, this.credentials);
    return this.edgeRulesPart;
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
  findPullZoneByHostname(hostname: string): Promise<Up.KnownPullZone | null> {
    const wanted = hostname.toLowerCase().replace(/\.$/, '');
    return this.searchOne(hostname, (zone) => zone.Hostnames?.some((entry) => entry?.Value?.toLowerCase() === wanted));
  }

  /** The zone named `name` (ignoring case), or null: one `GET /pullzone` page searched for the name. */
  findPullZoneByName(name: string): Promise<Up.KnownPullZone | null> {
    return this.searchOne(name, (zone) => zone.Name?.toLowerCase() === name.toLowerCase());
  }

  private async searchOne(
    search: string,
    wanted: (zone: Up.KnownPullZone) => boolean | undefined,
  ): Promise<Up.KnownPullZone | null> {
    const { items } = await this.pullZoneList(search).read({ page: 1, perPage: SEARCH_PAGE });
    return items.map(knownZone).find((zone) => zone !== null && wanted(zone)) ?? null;
  }

  /** `GET /pullzone/count`: PullZoneCountModel's `Count`, null when bunny.net's answer holds none. */
  async countPullZones(): Promise<number | null> {
    const call = { method: 'GET', route: '/pullzone/count', idempotent: true, answer: 'object' } as const;
    const { data } = await this.json<Up.UpstreamPullZoneCount>(call);
    return typeof data?.Count === 'number' ? data.Count : null;
  }

  /** `POST /pullzone/checkavailability`, body `{ Name }`: bunny.net's `Available`, null when it answered none. */
  async isNameAvailable(name: string): Promise<boolean | null> {
    const { data } = await this.json<{ Available?: unknown } | null>({
      method: 'POST',
      route: '/pullzone/checkavailability',
      json: { Name: name },
      fieldName: nameFieldName,
    });
    return typeof data === 'object' && typeof data?.Available === 'boolean' ? data.Available : null;
  }

  /** `POST /pullzone`, PullZoneAddModel: the new zone's id when bunny.net answers its record (its document shows none). */
  async createPullZone(name: string, settings: Up.UpstreamPullZoneSettings): Promise<number | null> {
    const { data } = await this.json<Up.UpstreamPullZone>({
      method: 'POST',
      route: '/pullzone',
      json: { ...settings, Name: name } satisfies Up.UpstreamPullZoneAdd,
      fieldName: (field) => (field === 'Name' ? 'name' : settingsFieldName(field)),
    });
    return knownZone(data)?.Id ?? null;
  }

  /** `POST /pullzone/{id}`, PullZoneSettingsModel. bunny.net answers the zone, which the payload reads again when asked. */
  async updatePullZone(pullZoneId: number, settings: Up.UpstreamPullZoneSettings): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}',
      params: { pullZoneId },
      json: settings,
      fieldName: settingsFieldName,
    });
  }

  /** `DELETE /pullzone/{id}` */
  async deletePullZone(pullZoneId: number): Promise<void> {
    await this.json({ method: 'DELETE', route: '/pullzone/{pullZoneId}', params: { pullZoneId } });
  }

  /** `POST /pullzone/{id}/purgeCache`, body `{ CacheTag }` (empty to purge everything). */
  async purgeCache(pullZoneId: number, cacheTag: string | undefined): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/purgeCache',
      params: { pullZoneId },
      json: cacheTag === undefined ? {} : { CacheTag: cacheTag },
    });
  }

  /** `POST /purge?url=&async=&exactPath=`: the URL goes to bunny.net as a query parameter, never fetched here. */
  async purgeUrl(url: string, async: boolean, exactPath: boolean): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/purge',
      query: { url, async: String(async), exactPath: String(exactPath) },
    });
  }

  /** `POST /pullzone/{pullZoneId}/resetSecurityKey`, body `{ SecurityKey }` (left out to let bunny.net generate one). */
  async resetSecurityKey(pullZoneId: number, securityKey: string | undefined): Promise<void> {
    // The new key is a secret of this request: should bunny.net echo it in an error, it is scrubbed like a credential.
    this.credentials.secrets.add(securityKey);
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/resetSecurityKey',
      params: { pullZoneId },
      json: securityKey === undefined ? {} : { SecurityKey: securityKey },
    });
  }
}
