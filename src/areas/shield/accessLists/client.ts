import type { Unechoed } from '../payloads.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import { ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** Access lists' REST calls, all under `/shield/shield-zone/{shieldZoneId}/access-lists`. */
export class ShieldAccessListClient extends ShieldCalls {
  /** `GET .../access-lists`: managed and custom lists, each as it acts on the zone (no envelope). */
  async getAccessLists(shieldZoneId: number): Promise<Up.ZoneAccessLists> {
    const lists = await this.record<Up.UpstreamAccessLists>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists',
      params: { shieldZoneId },
      idempotent: true,
    });
    return { ...lists, shieldZoneId };
  }

  /** `GET .../access-lists/{id}`: the list at that path is that list, whatever its record says. */
  async getCustomAccessList(shieldZoneId: number, id: number): Promise<Up.ZoneCustomAccessList> {
    const list = await this.enveloped<Up.UpstreamCustomAccessList>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists/{id}',
      params: { shieldZoneId, id },
      idempotent: true,
    });
    return { ...list, id, shieldZoneId };
  }

  /** `POST .../access-lists`. */
  async createShieldCustomAccessList(
    shieldZoneId: number,
    body: Up.UpstreamCreateCustomAccessList,
  ): Promise<Up.ZoneCustomAccessList | null> {
    const list = await this.enveloped<Up.UpstreamCustomAccessList>({
      method: 'POST',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists',
      params: { shieldZoneId },
      json: body,
      fieldName: inputFieldName,
    });
    return list && typeof list.id === 'number' ? { ...list, shieldZoneId } : null;
  }

  /** `PATCH .../access-lists/{id}`. */
  async updateShieldCustomAccessList(
    shieldZoneId: number,
    id: number,
    body: Up.UpstreamUpdateCustomAccessList,
  ): Promise<Up.ZoneCustomAccessList | null> {
    const list = await this.enveloped<Up.UpstreamCustomAccessList>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists/{id}',
      params: { shieldZoneId, id },
      json: body,
      fieldName: inputFieldName,
    });
    return list && { ...list, id, shieldZoneId };
  }

  /** `DELETE .../access-lists/{id}`. */
  async deleteShieldCustomAccessList(shieldZoneId: number, id: number): Promise<void> {
    await this.json<unknown>({
      method: 'DELETE',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists/{id}',
      params: { shieldZoneId, id },
    });
  }

  /** `PATCH .../access-lists/configurations/{id}`: how a list acts on the zone, as bunny.net now has it. */
  async updateShieldAccessListConfiguration(
    shieldZoneId: number,
    configurationId: number,
    body: Up.UpstreamAccessListConfiguration,
  ): Promise<Unechoed<Up.AccessListConfigurationResult>> {
    const answered = await this.enveloped<Up.UpstreamAccessListConfiguration>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists/configurations/{id}',
      params: { shieldZoneId, id: configurationId },
      json: body,
      fieldName: inputFieldName,
    });
    return { ...(answered ?? body), shieldZoneId, configurationId };
  }

  /** `GET .../access-lists/enums` (the zone id is a string in this path). */
  async getAccessListEnums(shieldZoneId: number): Promise<Up.UpstreamAccessListEnums | null> {
    return this.record<Up.UpstreamAccessListEnums>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/access-lists/enums',
      params: { shieldZoneId: String(shieldZoneId) },
      idempotent: true,
    });
  }
}
