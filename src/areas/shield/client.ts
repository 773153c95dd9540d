import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { AreaClient } from '../shared/areaClient.js';
import { shieldFieldName } from './mappers.js';
import type * as Up from './upstreamTypes.js';

/** Shield's REST calls, one method per operation, made with the caller's account key. */
export class ShieldClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'shield');
  }

  /** `GET /shield/metrics/overview/{shieldZoneId}`; the `{ data, error }` envelope is unwrapped. */
  async getMetricsOverview(shieldZoneId: number): Promise<Up.UpstreamShieldZoneMetrics | null> {
    const { data } = await this.json<Up.ShieldEnvelope<Up.UpstreamShieldZoneMetrics>>({
      method: 'GET',
      route: '/shield/metrics/overview/{shieldZoneId}',
      params: { shieldZoneId },
      idempotent: true,
    });
    return data?.data ?? null;
  }

  /** `POST /shield/shield-zone`. */
  async createShieldZone(body: Up.UpstreamCreateShieldZone): Promise<Up.UpstreamCreateShieldZone | null> {
    const { data } = await this.json<Up.ShieldEnvelope<Up.UpstreamCreateShieldZone>>({
      method: 'POST',
      route: '/shield/shield-zone',
      json: body,
      fieldName: shieldFieldName,
    });
    return data?.data ?? null;
  }

  /** `GET /shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}`. */
  async getAiRecommendation(shieldZoneId: number, ruleId: string): Promise<Up.UpstreamTriggeredRuleRecommendation | null> {
    const { data } = await this.json<Up.UpstreamTriggeredRuleRecommendation>({
      method: 'GET',
      route: '/shield/waf/rules/review-triggered/ai-recommendation/{shieldZoneId}/{ruleId}',
      params: { shieldZoneId, ruleId },
      idempotent: true,
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
      accept: 'text/csv',
    });
  }
}
