import type { UpstreamStream } from '../../upstream/types.js';
import { hasShape, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import {
  numberedList,
  shieldEventLogList,
  shieldPages,
  type NumberedList,
  type TokenList,
} from '../shared/paging/index.js';
import { DayLists } from './insights/dayLists.js';
import { ShieldZoneLoaders } from './zones/loaders.js';
import { shieldExportFieldName, shieldFieldName } from './mappers.js';
import { ACCEPTED, ShieldCalls, enveloped } from './shieldCalls.js';
import type * as Reads from './upstreamReadTypes.js';
import type * as Up from './upstreamTypes.js';
import { ShieldAccessListClient } from './accessLists/client.js';
import { ShieldBotClient } from './botDetection/client.js';
import { ShieldUploadScanningClient } from './uploadScanning/client.js';
import { ShieldApiGuardianClient } from './apiGuardian/client.js';
import { ShieldCustomPageClient } from './customPages/client.js';
import { ShieldInsightsClient } from './insights/client.js';
import { ShieldRateLimitClient } from './rateLimits/client.js';
import { ShieldWafClient } from './waf/client.js';
import { ShieldZoneSettingsClient } from './zones/client.js';

/** Shield's REST calls, one method per operation, made with the caller's account key. */
export class ShieldClient extends ShieldCalls {
  private dayListsPart: DayLists | undefined;
  private zonesPart: ShieldZoneLoaders | undefined;
  private zoneSettingsPart: ShieldZoneSettingsClient | undefined;
  private wafPart: ShieldWafClient | undefined;
  private rateLimitsPart: ShieldRateLimitClient | undefined;
  private accessListsPart: ShieldAccessListClient | undefined;
  private botsPart: ShieldBotClient | undefined;
  private uploadScanningPart: ShieldUploadScanningClient | undefined;
  private apiGuardianPart: ShieldApiGuardianClient | undefined;
  private customPagesPart: ShieldCustomPageClient | undefined;
  private insightsPart: ShieldInsightsClient | undefined;

  /** This request's past-28-days lists, built once per answer however many aliases select them. */
  get dayLists(): DayLists {
    this.dayListsPart ??= new DayLists();
    return this.dayListsPart;
  }

  /** This request's Shield Zone reads, by id and by Pull Zone, each made once however many fields link to it. */
  get zones(): ShieldZoneLoaders {
    this.zonesPart ??= new ShieldZoneLoaders(this);
    return this.zonesPart;
  }

  /** A zone's settings as a whole, and the account's promotion state. */
  get zoneSettings(): ShieldZoneSettingsClient {
    this.zoneSettingsPart ??= new ShieldZoneSettingsClient(this.session, this.credentials);
    return this.zoneSettingsPart;
  }

  /** The WAF: its catalogue, profiles, enums, custom rules and reviews. */
  get waf(): ShieldWafClient {
    this.wafPart ??= new ShieldWafClient(this.session, this.credentials);
    return this.wafPart;
  }

  /** Rate limit rules and their metrics. */
  get rateLimits(): ShieldRateLimitClient {
    this.rateLimitsPart ??= new ShieldRateLimitClient(this.session, this.credentials);
    return this.rateLimitsPart;
  }

  /** Managed and custom access lists, and how each acts on a zone. */
  get accessLists(): ShieldAccessListClient {
    this.accessListsPart ??= new ShieldAccessListClient(this.session, this.credentials);
    return this.accessListsPart;
  }

  /** Bot detection, and what a zone does with categorised bots. */
  get bots(): ShieldBotClient {
    this.botsPart ??= new ShieldBotClient(this.session, this.credentials);
    return this.botsPart;
  }

  /** Upload scanning. */
  get uploadScanning(): ShieldUploadScanningClient {
    this.uploadScanningPart ??= new ShieldUploadScanningClient(this.session, this.credentials);
    return this.uploadScanningPart;
  }

  /** API Guardian: settings, endpoints, the specification, enums and metrics. */
  get apiGuardian(): ShieldApiGuardianClient {
    this.apiGuardianPart ??= new ShieldApiGuardianClient(this.session, this.credentials);
    return this.apiGuardianPart;
  }

  /** Custom response pages. */
  get customPages(): ShieldCustomPageClient {
    this.customPagesPart ??= new ShieldCustomPageClient(this.session, this.credentials);
    return this.customPagesPart;
  }

  /** Overages, the metrics of a WAF rule, bot detection and upload scanning, the event-log search. */
  get insights(): ShieldInsightsClient {
    this.insightsPart ??= new ShieldInsightsClient(this.session, this.credentials);
    return this.insightsPart;
  }

  /** `GET /shield/metrics/overview/{shieldZoneId}`; the `{ data, error }` envelope is unwrapped. */
  async getMetricsOverview(shieldZoneId: number): Promise<Up.UpstreamShieldZoneMetrics | null> {
    const { data, status } = await this.json<Up.ShieldEnvelope<Up.UpstreamShieldZoneMetrics>>({
      method: 'GET',
      route: '/shield/metrics/overview/{shieldZoneId}',
      params: { shieldZoneId },
      idempotent: true,
      answer: 'object',
    });
    return enveloped(data, status, true);
  }

  /** A GET of the Shield API (the reads below). */
  private read<T>(call: Omit<AreaCall, 'method' | 'idempotent' | 'answer'>) {
    return this.json<T>({ method: 'GET', idempotent: true, answer: 'object', ...call });
  }

  /** `GET /shield/shield-zones?page=&perPage=`: `{ data, page }`, a page of `ShieldZoneResponse`s. */
  shieldZoneList(): NumberedList<Up.UpstreamShieldZone | null> {
    return numberedList(shieldPages, 'shield', (query) => this.read<unknown>({ route: '/shield/shield-zones', query }));
  }

  /**
   * `GET /shield/shield-zone/{shieldZoneId}`: the zone at that path is that zone, whatever its record says. A 202
   * (bunny.net's `AcceptedResult`: the zone exists, its record is not ready) or a `data` left out is the zone with
   * its id alone; an empty body is not the documented answer.
   */
  async getShieldZone(shieldZoneId: number): Promise<Up.KnownShieldZone> {
    const route = '/shield/shield-zone/{shieldZoneId}';
    const { data, status } = await this.read<Up.ShieldEnvelope<Up.UpstreamShieldZone>>({
      route,
      params: { shieldZoneId },
    });
    if (status === ACCEPTED) return { shieldZoneId };
    if (data === undefined) throw unexpectedAnswer('shield', RECORD, status);
    return { ...enveloped(data, status, true), shieldZoneId };
  }

  /**
   * `GET /shield/shield-zone/get-by-pullzone/{pullZoneId}`: the Shield Zone protecting that Pull Zone; null for a
   * 202, whose `AcceptedResult` names no zone yet.
   */
  async getShieldZoneByPullZone(pullZoneId: number): Promise<Up.KnownShieldZone | null> {
    const route = '/shield/shield-zone/get-by-pullzone/{pullZoneId}';
    const { data, status } = await this.read<Up.ShieldEnvelope<Up.UpstreamShieldZone>>({
      route,
      params: { pullZoneId },
    });
    if (data === undefined) throw unexpectedAnswer('shield', RECORD, status);
    // A record without its id cannot be read again or linked: as good as none.
    const zone = enveloped(data, status, true);
    return typeof zone?.shieldZoneId === 'number' ? { ...zone, shieldZoneId: zone.shieldZoneId, pullZoneId } : null;
  }

  /** `GET /shield/shield-zones/pullzone-mapping`: which Shield Zone protects which Pull Zone, for the account. */
  async getPullZoneMapping(): Promise<Reads.UpstreamPullZoneMapping[]> {
    const route = '/shield/shield-zones/pullzone-mapping';
    const { data, status } = await this.read<{ data?: (Reads.UpstreamPullZoneMapping | null)[] | null }>({ route });
    if (data?.data != null && !Array.isArray(data.data)) throw unexpectedAnswer('shield', LIST, status);
    return (data?.data ?? []).filter((entry): entry is Reads.UpstreamPullZoneMapping => hasShape(entry, 'object'));
  }

  /** `GET /shield/waf/rules/review-triggered/{shieldZoneId}`. */
  async getTriggeredRules(shieldZoneId: number): Promise<Reads.UpstreamTriggeredRules> {
    const route = '/shield/waf/rules/review-triggered/{shieldZoneId}';
    const { data, status } = await this.read<Reads.UpstreamTriggeredRules>({ route, params: { shieldZoneId } });
    if (data?.triggeredRules != null && !Array.isArray(data.triggeredRules))
      throw unexpectedAnswer('shield', LIST, status);
    return data ?? {};
  }

  /** `GET /shield/metrics/overview/{shieldZoneId}/detailed?StartDate=&EndDate=&Resolution=`. */
  async getDetailedMetrics(
    shieldZoneId: number,
    query: Reads.DetailedMetricsQuery,
  ): Promise<Reads.UpstreamDetailedMetrics | null> {
    const route = '/shield/metrics/overview/{shieldZoneId}/detailed';
    const { data, status } = await this.read<Up.ShieldEnvelope<Reads.UpstreamDetailedMetrics>>({
      route,
      params: { shieldZoneId },
      query: { ...query },
    });
    return enveloped(data, status, true);
  }

  /** `GET /shield/event-logs/{shieldZoneId}/{date}/{continuationToken}`: a day's logs, `date` as MM-dd-yyyy. */
  eventLogList(shieldZoneId: number, date: string): TokenList<Reads.UpstreamEventLog | null> {
    const route = '/shield/event-logs/{shieldZoneId}/{date}/{continuationToken}';
    return shieldEventLogList('shield', (continuationToken) =>
      this.read<unknown>({ route, params: { shieldZoneId, date, continuationToken } }),
    );
  }

  /** `POST /shield/shield-zone`. */
  async createShieldZone(body: Up.UpstreamCreateShieldZone): Promise<Up.UpstreamCreateShieldZone | null> {
    const { data, status } = await this.json<Up.ShieldEnvelope<Up.UpstreamCreateShieldZone>>({
      method: 'POST',
      route: '/shield/shield-zone',
      json: body,
      fieldName: shieldFieldName,
      answer: 'object',
    });
    return enveloped(data, status, false);
  }

  /** `GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}`. */
  async getAiRecommendation(
    shieldZoneId: number,
    ruleId: string,
  ): Promise<Up.UpstreamTriggeredRuleRecommendation | null> {
    const { data } = await this.json<Up.UpstreamTriggeredRuleRecommendation>({
      method: 'GET',
      route: '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
      params: { shieldZoneId, ruleId },
      idempotent: true,
      answer: 'object',
    });
    return data ?? null;
  }

  /** `POST /shield/event-logs/{shieldZoneId}/export`: the CSV body, streamed. */
  exportEventLogs(shieldZoneId: number, body: Up.UpstreamEventLogsExportRequest): Promise<UpstreamStream> {
    return this.stream({
      method: 'POST',
      route: '/shield/event-logs/{shieldZoneId}/export',
      params: { shieldZoneId },
      json: body,
      fieldName: shieldExportFieldName,
      accept: 'text/csv',
    });
  }
}

const LIST = { idempotent: true, answer: 'array' } as const;
const RECORD = { idempotent: true, answer: 'object' } as const;
