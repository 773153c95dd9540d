import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { AreaClient, hasShape, unexpectedAnswer } from '../shared/areaClient.js';
import { DayLists } from './dayLists.js';
import { shieldExportFieldName, shieldFieldName } from './mappers.js';
import type * as Up from './upstreamTypes.js';

/** Shield's REST calls, one method per operation, made with the caller's account key. */
export class ShieldClient extends AreaClient {
  /** This request's past-28-days lists, built once per answer however many aliases select them. */
  readonly dayLists = new DayLists();

  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'shield');
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

/**
 * The `data` of a successful envelope (failed ones were turned into errors by the upstream layer). An empty body or
 * a null `data` (the documents allow it) is no data; a `data` that is not a record is not what bunny.net documents.
 */
function enveloped<T>(envelope: Up.ShieldEnvelope<T> | undefined, status: number, idempotent: boolean): T | null {
  const data = envelope?.data;
  if (data === undefined || data === null) return null;
  if (!hasShape(data, 'object')) throw unexpectedAnswer('shield', { idempotent, answer: 'object' }, status);
  return data;
}
