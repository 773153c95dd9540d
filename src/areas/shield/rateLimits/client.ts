import type { Unechoed } from '../payloads.js';
import { numberedList, shieldPages, type NumberedList } from '../../shared/paging/index.js';
import { ruleFieldName } from '../rules/fieldNames.js';
import { ACCEPTED, ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** Rate limiting's REST calls: a zone's rules, one rule, its writes, and the metrics. */
export class ShieldRateLimitClient extends ShieldCalls {
  /** `GET /shield/rate-limits/{shieldZoneId}?page=&perPage=`: `{ data, page }`. */
  rateLimitRuleList(shieldZoneId: number): NumberedList<Up.UpstreamRateLimitRule | null> {
    return numberedList(shieldPages, 'shield', (query) =>
      this.json<unknown>({
        method: 'GET',
        route: '/shield/rate-limits/{shieldZoneId}',
        params: { shieldZoneId },
        query,
        idempotent: true,
      }),
    );
  }

  /**
   * `GET /shield/rate-limit/{id}`: the rule at that path is that rule, whatever its record says. A 202
   * (`AcceptedResult`: the rule exists, its record is not ready) is the rule with its id alone.
   */
  async getRateLimitRule(id: number): Promise<Up.KnownRateLimitRule> {
    const { data, status } = await this.json<Up.UpstreamRateLimitRule>({
      method: 'GET',
      route: '/shield/rate-limit/{id}',
      params: { id },
      idempotent: true,
      answer: 'object',
    });
    return status === ACCEPTED ? { id } : { ...data, id };
  }

  /** `POST /shield/rate-limit`: the new rule, or none for a 202. */
  async createShieldRateLimitRule(body: Up.UpstreamCreateRateLimitRule): Promise<Up.KnownRateLimitRule | null> {
    const { data, status } = await this.json<Up.UpstreamRateLimitRule>({
      method: 'POST',
      route: '/shield/rate-limit',
      json: body,
      fieldName: ruleFieldName,
      answer: 'object',
    });
    return status !== ACCEPTED && typeof data?.id === 'number' ? { ...data, id: data.id } : null;
  }

  /** `PATCH /shield/rate-limit/{id}`: the rule as changed, or none for a 202. */
  async updateShieldRateLimitRule(
    id: number,
    body: Up.UpstreamUpdateRateLimitRule,
  ): Promise<Unechoed<Up.RateLimitRuleChangeResult>> {
    const { data, status } = await this.json<Up.UpstreamRateLimitRule>({
      method: 'PATCH',
      route: '/shield/rate-limit/{id}',
      params: { id },
      json: body,
      fieldName: ruleFieldName,
      answer: 'object',
    });
    const accepted = status === ACCEPTED;
    return { rateLimitRuleId: id, accepted, rule: accepted || data === undefined ? null : { ...data, id } };
  }

  /** `DELETE /shield/rate-limit/{id}`. */
  async deleteShieldRateLimitRule(id: number): Promise<void> {
    await this.json<unknown>({ method: 'DELETE', route: '/shield/rate-limit/{id}', params: { id } });
  }

  /** `GET /shield/metrics/rate-limits/{shieldZoneId}`: each rule's breaches. */
  getZoneRateLimitMetrics(shieldZoneId: number): Promise<Up.UpstreamRateLimitRuleMetrics[]> {
    return this.envelopedList({
      method: 'GET',
      route: '/shield/metrics/rate-limits/{shieldZoneId}',
      params: { shieldZoneId },
      idempotent: true,
    });
  }

  /** `GET /shield/metrics/rate-limit/{id}`: one rule's breaches, given its id. */
  async getRateLimitRuleMetrics(id: number): Promise<Up.UpstreamRateLimitRuleMetrics | null> {
    const metrics = await this.enveloped<Up.UpstreamRuleMetrics>({
      method: 'GET',
      route: '/shield/metrics/rate-limit/{id}',
      params: { id },
      idempotent: true,
    });
    return metrics && { ...metrics, ratelimitId: id };
  }
}
