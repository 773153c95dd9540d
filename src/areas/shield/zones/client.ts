import type { Unechoed } from '../payloads.js';
import type { UpstreamCreateShieldZone, UpstreamShieldZone } from '../upstreamTypes.js';
import { ACCEPTED, ShieldCalls } from '../shieldCalls.js';
import { updateFieldName } from './fieldNames.js';
import type * as Up from './upstreamTypes.js';

/** Shield Zones as a whole: the defaults, an update, a zone made in under-attack mode, the promotion state. */
export class ShieldZoneSettingsClient extends ShieldCalls {
  /** `GET /shield/shield-zone/defaults`. */
  getDefaults(): Promise<Up.UpstreamShieldZoneDefaults | null> {
    return this.enveloped({ method: 'GET', route: '/shield/shield-zone/defaults', idempotent: true });
  }

  /**
   * `PATCH /shield/shield-zone` (bunny.net's `UpdateShieldZoneRequest`, whose settings are the create request's):
   * a 200 applied the change, a 202 took it to apply shortly.
   */
  async updateShieldZone(body: {
    shieldZoneId: number;
    shieldZone: UpstreamShieldZone;
  }): Promise<Unechoed<Up.ShieldZoneUpdateResult>> {
    const { status } = await this.json<unknown>({
      method: 'PATCH',
      route: '/shield/shield-zone',
      json: body,
      fieldName: updateFieldName,
      answer: 'object',
    });
    return { shieldZoneId: body.shieldZoneId, accepted: status === ACCEPTED };
  }

  /** `POST /shield/shield-zone/under-attack`: answered like a creation. */
  createShieldZoneUnderAttack(body: Up.UpstreamUnderAttackRequest): Promise<UpstreamCreateShieldZone | null> {
    return this.enveloped({ method: 'POST', route: '/shield/shield-zone/under-attack', json: body });
  }

  /** `GET /shield/promo/state`: the answer as sent, whatever its shape (the document gives none). */
  async getPromotionState(): Promise<Up.PromotionState> {
    const { data } = await this.json<unknown>({
      method: 'GET',
      route: '/shield/promo/state',
      idempotent: true,
      answer: 'none',
    });
    return { state: data ?? null };
  }
}
