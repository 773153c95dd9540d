import type { Unechoed } from '../payloads.js';
import { numberedList, shieldPages, type NumberedList } from '../../shared/paging/index.js';
import { ruleFieldName } from '../rules/fieldNames.js';
import { ACCEPTED, ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** The WAF's REST calls: the catalogue, profiles, enums and engine configuration, custom rules, reviews. */
export class ShieldWafClient extends ShieldCalls {
  /** `GET /shield/waf/custom-rules/{shieldZoneId}?page=&perPage=`: `{ data, page }`. */
  customWafRuleList(shieldZoneId: number): NumberedList<Up.UpstreamCustomWafRule | null> {
    return numberedList(shieldPages, 'shield', (query) =>
      this.json<unknown>({
        method: 'GET',
        route: '/shield/waf/custom-rules/{shieldZoneId}',
        params: { shieldZoneId },
        query,
        idempotent: true,
      }),
    );
  }

  /** `GET /shield/waf/custom-rule/{id}`: the rule at that path is that rule, whatever its record says. */
  async getCustomWafRule(id: number): Promise<Up.KnownCustomWafRule> {
    const rule = await this.record<Up.UpstreamCustomWafRule>({
      method: 'GET',
      route: '/shield/waf/custom-rule/{id}',
      params: { id },
      idempotent: true,
    });
    return { ...rule, id };
  }

  /** `POST /shield/waf/custom-rule`: the new rule, or none for a 202 (`AcceptedResult`). */
  async createShieldCustomWafRule(body: Up.UpstreamCreateCustomWafRule): Promise<Up.KnownCustomWafRule | null> {
    const { data, status } = await this.json<Up.UpstreamCustomWafRule>({
      method: 'POST',
      route: '/shield/waf/custom-rule',
      json: body,
      fieldName: ruleFieldName,
      answer: 'object',
    });
    return status !== ACCEPTED && typeof data?.id === 'number' ? { ...data, id: data.id } : null;
  }

  /** `PUT /shield/waf/custom-rule/{id}`: the rule replaced whole. */
  replaceShieldCustomWafRule(
    id: number,
    body: Up.UpstreamUpdateCustomWafRule,
  ): Promise<Unechoed<Up.CustomWafRuleChangeResult>> {
    return this.changeRule(
      id,
      this.json<Up.UpstreamCustomWafRule>({
        method: 'PUT',
        route: '/shield/waf/custom-rule/{id}',
        params: { id },
        ...writing(body),
      }),
    );
  }

  /** `PATCH /shield/waf/custom-rule/{id}`: the parts of the rule sent. */
  updateShieldCustomWafRule(
    id: number,
    body: Up.UpstreamUpdateCustomWafRule,
  ): Promise<Unechoed<Up.CustomWafRuleChangeResult>> {
    return this.changeRule(
      id,
      this.json<Up.UpstreamCustomWafRule>({
        method: 'PATCH',
        route: '/shield/waf/custom-rule/{id}',
        params: { id },
        ...writing(body),
      }),
    );
  }

  /** `DELETE /shield/waf/custom-rule/{id}`. */
  async deleteShieldCustomWafRule(id: number): Promise<void> {
    await this.json<unknown>({ method: 'DELETE', route: '/shield/waf/custom-rule/{id}', params: { id } });
  }

  /** `POST /shield/waf/rules/review-triggered/{shieldZoneId}`. */
  async reviewTriggeredRule(shieldZoneId: number, body: Up.UpstreamReviewTriggeredRule): Promise<void> {
    await this.json<unknown>({
      method: 'POST',
      route: '/shield/waf/rules/review-triggered/{shieldZoneId}',
      params: { shieldZoneId },
      json: body,
      answer: 'object',
    });
  }

  /** `GET /shield/waf/rules/{shieldZoneId}`: the catalogue as a plain array. */
  async getWafRuleCatalogue(shieldZoneId: number): Promise<(Up.UpstreamWafRuleMainGroup | null)[]> {
    const { data } = await this.json<(Up.UpstreamWafRuleMainGroup | null)[]>({
      method: 'GET',
      route: '/shield/waf/rules/{shieldZoneId}',
      params: { shieldZoneId },
      idempotent: true,
      answer: 'array',
    });
    return data ?? [];
  }

  /** `GET /shield/waf/rules/plan-segmentation`. */
  getWafRulesByPlan(): Promise<Up.UpstreamWafPlanRules[]> {
    return this.envelopedList({ method: 'GET', route: '/shield/waf/rules/plan-segmentation', idempotent: true });
  }

  /** `GET /shield/waf/profiles`: bunny.net groups them in lists of lists; one list here, in its order. */
  async getWafProfiles(): Promise<(Up.UpstreamWafProfile | null)[]> {
    const groups = await this.envelopedList<(Up.UpstreamWafProfile | null)[]>({
      method: 'GET',
      route: '/shield/waf/profiles',
      idempotent: true,
    });
    return groups.flatMap((group) => (Array.isArray(group) ? group : []));
  }

  /** `GET /shield/waf/enums`. */
  getWafEnums(): Promise<Up.UpstreamWafEnum[]> {
    return this.envelopedList({ method: 'GET', route: '/shield/waf/enums', idempotent: true });
  }

  /** `GET /shield/ddos/enums` (answered in the WAF enums' shape). */
  getDdosEnums(): Promise<Up.UpstreamWafEnum[]> {
    return this.envelopedList({ method: 'GET', route: '/shield/ddos/enums', idempotent: true });
  }

  /** `GET /shield/waf/engine-config`. */
  getDefaultEngineConfig(): Promise<Up.UpstreamEngineVariable[]> {
    return this.envelopedList({ method: 'GET', route: '/shield/waf/engine-config', idempotent: true });
  }

  private async changeRule(
    id: number,
    answer: Promise<{ status: number }>,
  ): Promise<Unechoed<Up.CustomWafRuleChangeResult>> {
    const { status } = await answer;
    return { customWafRuleId: id, accepted: status === ACCEPTED };
  }
}

/** The body of a rule's PUT or PATCH, with its error field names. */
const writing = (json: Up.UpstreamUpdateCustomWafRule) =>
  ({ json, fieldName: ruleFieldName, answer: 'object' }) as const;
