import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import { withNumericId, withParentKey } from '../../shared/codecs.js';
import { corePages, mappedList, numberedList, type NumberedList } from '../../shared/paging/index.js';
import { dnsInputFieldName } from '../fieldNames.js';
import type * as Up from '../upstreamTypes.js';

/** A record with its id and zone known (the parent of `DnsRecord`); null for one bunny.net sent without an id. */
export function knownRecord(record: Up.UpstreamDnsRecord | null, dnsZoneId: number): Up.KnownDnsRecord | null {
  const known = withNumericId(record);
  return known === null ? null : withParentKey(known, 'dnsZoneId', dnsZoneId);
}

/** The calls of a zone's records and record scans; the zones client (client.ts) extends this one. */
export class DnsRecordsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'dns');
  }

  /**
   * `GET /dnszone/{zoneId}/records?page=&perPage=&type=&search=`: one zone's records, each given its zone's id as it
   * arrives; `type` is bunny.net's DnsRecordTypes code.
   */
  recordList(zoneId: number, type: number | undefined, search: string | undefined) {
    const list: NumberedList<Up.UpstreamDnsRecord | null> = numberedList(corePages, 'dns', (page) =>
      this.json<unknown>({
        method: 'GET',
        route: '/dnszone/{zoneId}/records',
        params: { zoneId },
        idempotent: true,
        query: { ...page, type: type === undefined ? undefined : String(type), search },
      }),
    );
    return mappedList(list, (record) => knownRecord(record, zoneId));
  }

  /** `PUT /dnszone/{zoneId}/records`: answers 201 with the new record (null for an empty answer). */
  async addRecord(zoneId: number, body: Up.UpstreamAddDnsRecord): Promise<Up.KnownDnsRecord | null> {
    const { data } = await this.json<Up.UpstreamDnsRecord>({
      method: 'PUT',
      route: '/dnszone/{zoneId}/records',
      params: { zoneId },
      json: body,
      fieldName: dnsInputFieldName,
      answer: 'object',
    });
    return data === undefined ? null : knownRecord(data, zoneId);
  }

  /** `POST /dnszone/{zoneId}/records/{id}`; bunny.net answers 204. */
  async updateRecord(zoneId: number, id: number, body: Up.UpstreamUpdateDnsRecord): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/dnszone/{zoneId}/records/{id}',
      params: { zoneId, id },
      json: body,
      fieldName: dnsInputFieldName,
    });
  }

  /** `DELETE /dnszone/{zoneId}/records/{id}`; bunny.net answers 204. */
  async deleteRecord(zoneId: number, id: number): Promise<void> {
    await this.json({ method: 'DELETE', route: '/dnszone/{zoneId}/records/{id}', params: { zoneId, id } });
  }

  /** `POST /dnszone/records/scan`, body `{ ZoneId }` or `{ Domain }`: answers the job's id and status. */
  async startRecordScan(body: Up.UpstreamRecordScanRequest): Promise<Up.UpstreamRecordScanStart | null> {
    const { data } = await this.json<Up.UpstreamRecordScanStart>({
      method: 'POST',
      route: '/dnszone/records/scan',
      json: body,
      fieldName: (field) => (field === 'ZoneId' ? 'dnsZoneId' : 'domain'),
      answer: 'object',
    });
    return data ?? null;
  }

  /** `GET /dnszone/{zoneId}/records/scan`: the zone's latest scan. An empty 200 is not the documented record. */
  async getLatestRecordScan(zoneId: number): Promise<Up.UpstreamRecordScan> {
    const call = {
      method: 'GET',
      route: '/dnszone/{zoneId}/records/scan',
      idempotent: true,
      answer: 'object',
    } as const;
    const { data, status } = await this.json<Up.UpstreamRecordScan>({ ...call, params: { zoneId } });
    if (data === undefined) throw unexpectedAnswer('dns', call, status);
    return data;
  }
}
