import type { Readable } from 'node:stream';
import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { AreaClient, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import { corePages, numberedList, type NumberedList } from '../shared/paging/index.js';
import { DnsRecordsClient } from './records/client.js';
import { dnsInputFieldName } from './fieldNames.js';
import type * as Up from './upstreamTypes.js';

type Call = Omit<AreaCall, 'method'>;

/** How many zones matching a domain are searched for the one that holds it. */
const DOMAIN_SEARCH_PAGE = 100;

/** The zone's id from the path when bunny.net's record leaves `Id` out: the zone at that path is that zone. */
const withId = (zone: Up.UpstreamDnsZone, id: number): Up.KnownDnsZone => ({
  ...zone,
  Id: typeof zone.Id === 'number' ? zone.Id : id,
});

/**
 * bunny DNS's REST calls (core API), one method per operation, with the caller's account key: the zones here, their
 * records in the client it holds (recordsClient.ts). Bodies are PascalCase.
 */
export class DnsClient extends AreaClient {
  private recordsPart: DnsRecordsClient | undefined;

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'dns');
  }

  /** A zone's records and record scans. */
  get records(): DnsRecordsClient {
    this.recordsPart ??= new DnsRecordsClient(this.session, this.credentials);
    return this.recordsPart;
  }

  /**
   * The way every field of the graph reads one zone: one `GET /dnszone/{id}` per zone and request, however many
   * fields link to it, as the session shares identical reads (and forgets them after any write).
   */
  loadDnsZone(id: number): Promise<Up.KnownDnsZone> {
    return this.getZone(id);
  }

  /** `GET /dnszone/{id}`: the zone with its records. An empty 200 is not the documented record. */
  async getZone(id: number): Promise<Up.KnownDnsZone> {
    const call = { method: 'GET', route: '/dnszone/{id}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamDnsZone>({ ...call, params: { id } });
    if (data === undefined) throw unexpectedAnswer('dns', call, status);
    return withId(data, id);
  }

  /** `GET /dnszone?page=&perPage=&search=`, answered `{ Items, CurrentPage, TotalItems, HasMoreItems }`. */
  zoneList(search: string | undefined): NumberedList<Up.UpstreamDnsZone | null> {
    return numberedList(corePages, 'dns', (page) =>
      this.json<unknown>({ method: 'GET', route: '/dnszone', idempotent: true, query: { ...page, search } }),
    );
  }

  /**
   * The zone of `domain` (ignoring case and a final dot), or null: one `GET /dnszone` page searched for the domain. A
   * domain is one zone's, so nothing more is read.
   */
  async findZoneByDomain(domain: string): Promise<Up.KnownDnsZone | null> {
    const wanted = domain.toLowerCase().replace(/\.$/, '');
    const { items } = await this.zoneList(domain).read({ page: 1, perPage: DOMAIN_SEARCH_PAGE });
    const zone = items.find((candidate) => candidate?.Domain?.toLowerCase().replace(/\.$/, '') === wanted);
    return zone && typeof zone.Id === 'number' ? withId(zone, zone.Id) : null;
  }

  /** `POST /dnszone`: bunny.net answers 201 with the new zone (its document shows no body, so it may be empty). */
  async createZone(body: Up.UpstreamAddDnsZone): Promise<Up.KnownDnsZone | null> {
    const call: Call = { route: '/dnszone', json: body, fieldName: dnsInputFieldName };
    const { data } = await this.write<Up.UpstreamDnsZone>({ ...call, answer: 'object' });
    return data !== undefined && typeof data.Id === 'number' ? withId(data, data.Id) : null;
  }

  /** `POST /dnszone/{id}`: answers the zone as it is now (null for an empty answer). */
  async updateZone(id: number, body: Up.UpstreamUpdateDnsZone): Promise<Up.KnownDnsZone | null> {
    const call: Call = { route: '/dnszone/{id}', params: { id }, json: body, fieldName: dnsInputFieldName };
    const { data } = await this.write<Up.UpstreamDnsZone>({ ...call, answer: 'object' });
    return data === undefined ? null : withId(data, id);
  }

  /** `DELETE /dnszone/{id}`; bunny.net answers 204. */
  async deleteZone(id: number): Promise<void> {
    await this.json({ method: 'DELETE', route: '/dnszone/{id}', params: { id } });
  }

  /** `POST /dnszone/checkavailability`, body `{ Name }`. */
  async checkAvailability(domain: string): Promise<Up.UpstreamAvailability | null> {
    const call: Call = { route: '/dnszone/checkavailability', json: { Name: domain }, fieldName: () => 'domain' };
    const { data } = await this.write<Up.UpstreamAvailability>({ ...call, answer: 'object' });
    return data ?? null;
  }

  /** `GET /dnszone/{id}/export`: the BIND zone file, handed over as a stream (zoneFileDownload.ts serves it). */
  exportZoneFile(id: number): Promise<UpstreamStream> {
    const call = { method: 'GET', route: '/dnszone/{id}/export', idempotent: true } as const;
    return this.stream({ ...call, params: { id }, accept: 'application/octet-stream' });
  }

  /** `POST /dnszone/{zoneId}/import`: the zone file as the raw `text/plain` body, streamed as it arrives. */
  async importZoneFile(zoneId: number, file: Readable): Promise<Up.UpstreamDnsZoneImportResult | null> {
    const body = { stream: file, contentType: 'text/plain', argument: 'zoneFile' };
    const call: Call = { route: '/dnszone/{zoneId}/import', params: { zoneId }, body };
    const { data } = await this.write<Up.UpstreamDnsZoneImportResult>({ ...call, answer: 'object' });
    return data ?? null;
  }

  /** `POST /dnszone/{id}/dnssec` (on) or `DELETE /dnszone/{id}/dnssec` (off): both answer the DS record. */
  async setDnssec(id: number, enabled: boolean): Promise<Up.UpstreamDnssec | null> {
    const call = { route: '/dnszone/{id}/dnssec', params: { id }, answer: 'object' } as const;
    const { data } = enabled
      ? await this.json<Up.UpstreamDnssec>({ method: 'POST', ...call })
      : await this.json<Up.UpstreamDnssec>({ method: 'DELETE', ...call });
    return data ?? null;
  }

  /** `GET /dnszone/{id}/statistics?dateFrom=&dateTo=` (bunny.net's last 30 days when neither is sent). */
  async getStatistics(id: number, from: Date | undefined, to: Date | undefined): Promise<Up.UpstreamDnsZoneStatistics> {
    const query = { dateFrom: from?.toISOString(), dateTo: to?.toISOString() };
    const call = { method: 'GET', route: '/dnszone/{id}/statistics', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamDnsZoneStatistics>({ ...call, params: { id }, query });
    if (data === undefined) throw unexpectedAnswer('dns', call, status);
    return data;
  }

  /** `POST /dnszone/{zoneId}/certificate/issue`, body `{ Domain }` (empty to let bunny.net choose). */
  async issueCertificate(zoneId: number, domain: string | undefined): Promise<void> {
    const json = domain === undefined ? {} : { Domain: domain };
    await this.write({ route: '/dnszone/{zoneId}/certificate/issue', params: { zoneId }, json });
  }

  /** The zone writes that are POSTs. The spread comes last: spread first, V8 made a new hidden class per call. */
  private write<T>(call: Call) {
    return this.json<T>({ method: 'POST', ...call });
  }
}
