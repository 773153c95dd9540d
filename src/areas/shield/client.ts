import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { shieldFieldName } from './mappers.js';
import type * as Up from './upstreamTypes.js';

/** Shield's REST calls, one method per operation, made with the caller's account key. */
export class ShieldClient {
  constructor(
    private readonly session: UpstreamSession,
    private readonly credentials: Credentials,
  ) {}

  /** `GET /shield/metrics/overview/{shieldZoneId}`; the `{ data, error }` envelope is unwrapped. */
  async getMetricsOverview(shieldZoneId: number): Promise<Up.UpstreamShieldZoneMetrics | null> {
    const { data } = await this.session.json<Up.ShieldEnvelope<Up.UpstreamShieldZoneMetrics>>({
      service: 'shield',
      host: 'api',
      method: 'GET',
      route: '/shield/metrics/overview/{shieldZoneId}',
      params: { shieldZoneId },
      auth: this.credentials.account('shield'),
      idempotent: true,
    });
    return data?.data ?? null;
  }

  /** `POST /shield/shield-zone`. */
  async createShieldZone(body: Up.UpstreamCreateShieldZone): Promise<Up.UpstreamCreateShieldZone | null> {
    const { data } = await this.session.json<Up.ShieldEnvelope<Up.UpstreamCreateShieldZone>>({
      service: 'shield',
      host: 'api',
      method: 'POST',
      route: '/shield/shield-zone',
      json: body,
      auth: this.credentials.account('shield'),
      fieldName: shieldFieldName,
    });
    return data?.data ?? null;
  }

  /** `GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}`. */
  async getAiRecommendation(shieldZoneId: number, ruleId: string): Promise<Up.UpstreamTriggeredRuleRecommendation | null> {
    const { data } = await this.session.json<Up.UpstreamTriggeredRuleRecommendation>({
      service: 'shield',
      host: 'api',
      method: 'GET',
      route: '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
      params: { shieldZoneId, ruleId },
      auth: this.credentials.account('shield'),
      idempotent: true,
    });
    return data ?? null;
  }

  /** `POST /shield/event-logs/{shieldZoneId}/export`: the CSV body, streamed. */
  exportEventLogs(shieldZoneId: number, body: Up.UpstreamEventLogsExportRequest): Promise<UpstreamStream> {
    return this.session.stream({
      service: 'shield',
      host: 'api',
      method: 'POST',
      route: '/shield/event-logs/{shieldZoneId}/export',
      params: { shieldZoneId },
      json: body,
      accept: 'text/csv',
      auth: this.credentials.account('shield'),
    });
  }
}
